import { decide } from './commands';
import { currentStep } from '../query/select';
import type { GameState } from '../model/state';
import type { ScoreReason, SeatId, SideId } from '../model/types';

/** What a tap on a side's score pad means now, or why the pad waits. */
export type TapIntent =
  | {
      readonly ready: true;
      readonly reason: ScoreReason;
      /** The seat whose count it is, for a hand or crib. */
      readonly seat?: SeatId;
      /** What the table hears and sees, e.g. `'Pegging'`, `"Bob's hand"`. */
      readonly label: string;
      /** A count of 0 (a "nineteen") is a valid tap. */
      readonly allowZero: boolean;
    }
  | { readonly ready: false; readonly why: string };

/**
 * What a tap on `side`'s pad means, asked of the engine itself (a dry run of the tap): pegging while the play can
 * be reached (the starter and even the next deal are implied), else this side's count when it is next (a hand, a
 * crib, or 000's Intel bonus for a side of one player).
 */
export function tapIntent(state: GameState, side: SideId): TapIntent {
  if (!state.started) return { ready: false, why: 'Start a game first.' };
  if (state.outcome) return { ready: false, why: 'The game is over.' };
  if (!state.round) return { ready: false, why: 'Choose the first dealer.' };
  if (decide(state, { type: 'score', side, points: 1, reason: 'play' }, 0).ok) return { ready: true, reason: 'play', label: 'Pegging', allowZero: false };
  let why = '';
  for (const reason of ['hand', 'crib', 'intel'] as const) {
    const tried = decide(state, { type: 'score', side, points: 0, reason }, 0);
    if (tried.ok) {
      const counted = tried.value.events.find((e) => e.type === 'HandCounted' || e.type === 'IntelCounted');
      const seat = counted?.type === 'HandCounted' || counted?.type === 'IntelCounted' ? (counted.seat ?? undefined) : undefined;
      // A 000 crib is its team's (`of`), as the History and its sheet say: "Bob & Di's crib", not its holder's.
      const team = counted?.type === 'HandCounted' ? counted.of : undefined;
      const name = team !== undefined ? state.sides[team]!.name : seat === undefined ? state.sides[side]!.name : state.seats[seat]!.name;
      const what = reason === 'intel' ? 'Intel bonus' : reason;
      return { ready: true, reason, ...(seat === undefined ? {} : { seat }), label: `${name}'s ${what}`, allowZero: reason !== 'intel' };
    }
    why ||= tried.error.message;
  }
  return { ready: false, why: currentStep(state) === 'show' ? why : why || 'Wait for the next step.' };
}

/**
 * The side whose count is due, the pad a table lights: the side a count tap would score for now (a hand, a crib or
 * an Intel bonus), or `null` during the play, the deal, or while the round waits on a choice.
 */
export function dueSide(state: GameState): SideId | null {
  if (!state.started) return null;
  for (const s of state.sides) {
    const intent = tapIntent(state, s.id);
    if (intent.ready && intent.reason !== 'play') return s.id;
  }
  return null;
}
