import type { Game } from '../model/state';
import type { GameEnded } from '../model/events';
/** The fold of `GameEnded`. */
export function reduceGameEnded(state: Game, e: GameEnded): Game {
  // A log written before 'target-missed' says 'solitaire' for the same end.
  const reason = e.reason === 'solitaire' ? 'target-missed' : e.reason;
  return { ...state, outcome: { winner: e.winner, reason, skunk: e.skunk, games: e.games } };
}
