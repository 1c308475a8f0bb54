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
 * crib, or a variant's own count, such as a bonus).
 */
export function tapIntent(state: GameState, side: SideId): TapIntent {
  if (!state.started) return { ready: false, why: 'Start a game first.' };
  if (state.outcome) return { ready: false, why: 'The game is over.' };
  if (!state.round) return { ready: false, why: 'Choose the first dealer.' };
  if (decide(state, { type: 'score', side, points: 1, reason: 'play' }, 0).ok) return { ready: true, reason: 'play', label: 'Pegging', allowZero: false };
  let why = '';
  // The show's counts, then a variant's own counts (its reasons counted by an event of their own).
  const own = Object.entries(state.ruleset.own?.reasons ?? {}).flatMap(([reason, r]) => (r.countedBy ? [{ reason: reason as ScoreReason, ...r }] : []));
  const counts = [
    { reason: 'hand' as ScoreReason, words: 'hand', countedBy: 'HandCounted' },
    { reason: 'crib' as ScoreReason, words: 'crib', countedBy: 'HandCounted' },
    ...own,
  ];
  for (const { reason, words, countedBy } of counts) {
    const tried = decide(state, { type: 'score', side, points: 0, reason }, 0);
    if (tried.ok) {
      const counted = tried.value.events.find((e) => e.type === 'HandCounted' || e.type === countedBy);
      const seat = counted && 'seat' in counted && typeof counted.seat === 'number' ? counted.seat : undefined;
      // A 000 crib is its team's (`of`), as the History and its sheet say: "Bob & Di's crib", not its holder's.
      const team = counted?.type === 'HandCounted' ? counted.of : undefined;
      const name = team !== undefined ? state.sides[team]!.name : seat === undefined ? state.sides[side]!.name : state.seats[seat]!.name;
      // A variant's own count is a bonus: a tap of 0 is no claim.
      const core = reason === 'hand' || reason === 'crib';
      return { ready: true, reason, ...(seat === undefined ? {} : { seat }), label: `${name}'s ${words}`, allowZero: core };
    }
    why ||= tried.error.message;
  }
  return { ready: false, why: currentStep(state) === 'show' ? why : why || 'Wait for the next step.' };
}

/**
 * The side whose count is due, the pad a table lights: the side a count tap would score for now (a hand, a crib or
 * a variant's own count), or `null` during the play, the deal, or while the round waits on a choice.
 */
export function dueSide(state: GameState): SideId | null {
  if (!state.started) return null;
  for (const s of state.sides) {
    const intent = tapIntent(state, s.id);
    if (intent.ready && intent.reason !== 'play') return s.id;
  }
  return null;
}
