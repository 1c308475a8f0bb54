import type { Game } from '../model/state';
import type { StarterTurned } from '../model/events';
import { cardOfUnsafe } from '../model/cards';
/** The fold of `StarterTurned`. */
export function reduceStarterTurned(state: Game, e: StarterTurned): Game {
  const round = state.round;
  if (!round) return state;
  return { ...state, round: { ...round, starter: e.card === null ? null : cardOfUnsafe(e.card), starterTurned: true } };
}
