import type { Game } from '../model/state';
import type { GameEnded } from '../model/events';
/** The fold of `GameEnded`. */
export function reduceGameEnded(state: Game, e: GameEnded): Game {
  // Version 1's 'solitaire' is upgraded before the fold (`upgradeEvent`); the event's type still names it.
  const reason = e.reason === 'solitaire' ? 'target-missed' : e.reason;
  return { ...state, outcome: { winner: e.winner, reason, skunk: e.skunk, games: e.games } };
}
