import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { events } from '../session/session';
import type { SheetKind } from './sheetKind';

/**
 * Where focus goes on the table after each render. `focusLit` holds the log's length when a count was sent: once the
 * log has grown past it, the pad that counts next takes focus. `acted` is set once the player has done something
 * here: only then does focus that fell to the page need a home.
 */
export function useTableFocus(
  main: RefObject<HTMLElement | null>,
  sheet: SheetKind | null,
  focusLit: { current: number | null },
  acted: { current: boolean },
): void {
  // Focus never falls back to the page: after a count it moves to the pad that counts next; when the control that
  // held it is gone (a step done, a sheet closed), to the next sensible one.
  useLayoutEffect(() => {
    const root = main.current;
    if (!root || sheet) return;
    const want = focusLit.current !== null && events.value.length > focusLit.current;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!want && !(lost && acted.current)) return;
    if (want) focusLit.current = null;
    // The pad that counts next; the game's end; a pad that pegs (digits score there, the next deal implied); the
    // bar's step; at worst Undo.
    const target =
      root.querySelector<HTMLElement>('.pad--lit .pad__keys [tabindex="0"]') ??
      root.querySelector<HTMLElement>('.gameover [data-primary]') ??
      (lost ? root.querySelector<HTMLElement>('.pad--ready .pad__keys [tabindex="0"]') : null) ??
      (lost ? root.querySelector<HTMLElement>('.bar [data-primary]') : null) ??
      (lost ? root.querySelector<HTMLElement>('.topbar button') : null);
    target?.focus();
  });
}
