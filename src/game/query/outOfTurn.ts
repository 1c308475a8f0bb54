import type { Game } from '../model/state';
import type { SeatId } from '../model/types';
import { nextDealer } from './deal';
import { currentStep, isRoundDone } from './select';

/** When the dealer may be named otherwise than by turn, and whose deal the app has it as. */
export interface DealChange {
  /** `'next'`: the next deal is due; `'again'`: this round's deal, its starter not yet turned. */
  readonly when: 'next' | 'again';
  /** The seat the app has dealing: by turn for `'next'`, the round's dealer for `'again'`. */
  readonly dealer: SeatId;
}

/**
 * When a deal out of turn can be put right, and how. No rulebook scores a deal out of turn: 002 (TRADITIONAL RULES,
 * Playing Cards) says only that "the deal alternates between the players", and 003's rule 14 penalises a peg moved
 * out of turn, not a deal. So the app takes no points for it and asks only who deals:
 * - `'next'`: the round is over and the next deal is due: any seat may be named to deal it;
 * - `'again'`: this round's starter is not turned and nothing of it is entered but its deal: the round's dealer is
 *   named again (the deal stands with the player who dealt out of turn, or the right player deals again);
 * - otherwise `null`: the starter is turned or the play begun, and the deal stands (a penalty of the deal, rules 2 to
 *   8, falls on the dealer the app knows).
 */
export function dealChange(state: Game): DealChange | null {
  const round = state.round;
  if (!round || state.outcome || state.seats.length < 2) return null;
  if (isRoundDone(state)) {
    const next = nextDealer(state);
    return next === null ? null : { when: 'next', dealer: next };
  }
  const first = round.steps[0];
  // Every round opens on the step that turns the starter: the deal stands once it is past or the starter is turned.
  if (currentStep(state) !== first || round.starterTurned) return null;
  if (round.played.length > 0 || round.claims.length > 0) return null;
  return { when: 'again', dealer: round.dealer };
}
