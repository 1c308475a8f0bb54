import type { Game } from '../model/state';
import type { GameEnded } from '../model/events';
/** The fold of `GameEnded`. */
export function reduceGameEnded(state: Game, e: GameEnded): Game {
  return { ...state, outcome: { winner: e.winner, reason: e.reason, skunk: e.skunk, games: e.games } };
}
