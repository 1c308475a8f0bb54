import type { Game } from '../model/state';
import type { PenaltyApplied } from '../model/events';
import { withRemaining } from '../query/tracker';
/** The fold of `PenaltyApplied`: rule 10's dead cards are taken out of the play (the rest is in its scores). */
export function reducePenaltyApplied(state: Game, e: PenaltyApplied): Game {
  const round = state.round;
  if (!e.dead || !round?.pegging || round.pegging.over) return state;
  const { seat, cards } = e.dead;
  const remaining = round.pegging.remaining.map((r, s) => (s === seat ? Math.max(0, r - cards) : r));
  return { ...state, round: { ...round, pegging: withRemaining(round.pegging, remaining) } };
}
