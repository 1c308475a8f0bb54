import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { litSide, tapIntent, type GameState, type ScoreReason, type SeatId, type SideId } from '../../game';
import type { SheetKind } from './sheetKind';
import { typeDigit, typeEnter } from './typing';

/** Digits typed on a pad, waiting for Enter or the next digit. */
export interface Typing {
  readonly side: SideId;
  readonly digits: string;
}

/** What the keys read at the moment of a key press (a ref, so the listener is added once). */
export interface KeysNow {
  readonly state: GameState;
  readonly typing: Typing | null;
  readonly sheet: SheetKind | null;
}

/** The side of the pad holding focus, or `null`. */
function focusedSide(): SideId | null {
  const pad = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.pad') : null;
  return pad ? Number(pad.dataset.side) : null;
}

/**
 * The table's keys: digits score on the pad holding focus, or on the lit pad (see `typing.ts`); Enter scores the
 * digits typed; Escape or Backspace drops them. Nothing while a sheet is open, in a field, or with a modifier.
 */
export function useTableKeys(
  latest: RefObject<KeysNow>,
  setTyping: (typing: Typing | null) => void,
  score: (side: SideId, points: number, reason: ScoreReason, seat?: SeatId) => void,
): void {
  // Issue 15.6.
  // biome-ignore lint/correctness/useExhaustiveDependencies: installed once: the handler reads everything through `latest`, the newest render's values
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { state: s, typing: t, sheet: open } = latest.current!;
      if (open || event.ctrlKey || event.metaKey || event.altKey || !s.started || s.outcome || !s.round) return;
      if (event.target instanceof HTMLElement && event.target.closest('input, select, textarea, dialog')) return;
      const side = focusedSide() ?? litSide(s);
      const sofar = t && t.side === side ? t.digits : '';
      if (/^[0-9]$/.test(event.key) && side !== null) {
        const intent = tapIntent(s, side);
        if (!intent.ready) return;
        event.preventDefault();
        const typed = typeDigit(sofar, event.key, intent.reason === 'play' ? 'pegging' : 'count');
        setTyping(typed.digits ? { side, digits: typed.digits } : null);
        if (typed.score !== null) score(side, typed.score, intent.reason, intent.seat);
      } else if (event.key === 'Enter' && sofar && side !== null) {
        const intent = tapIntent(s, side);
        const points = typeEnter(sofar);
        event.preventDefault();
        setTyping(null);
        if (intent.ready && points !== null) score(side, points, intent.reason, intent.seat);
      } else if ((event.key === 'Escape' || event.key === 'Backspace') && t) {
        event.preventDefault();
        setTyping(null);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
