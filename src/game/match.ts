import type { Game } from './state';
import type { SideId } from './types';

/**
 * The match: a series of games, each game's setup carrying the games won so far (RULES.md Skunks and matches).
 * A skunk counts as 2 games and a double skunk as 4, as the game's outcome says.
 */

/** Games won per side in the match, this game included once it is over, e.g. `[3, 1]`. */
export function matchTally(state: Game): readonly number[] {
  const won = state.outcome;
  return state.setup.matchTally.map((g, side) => (won && won.winner === side ? g + won.games : g));
}

/** The side that has won the match (`matchGames` games, a house option), or `null` for an open tally (0). */
export function matchWinner(state: Game): SideId | null {
  const needed = state.setup.options.matchGames;
  if (needed <= 0) return null;
  const side = matchTally(state).findIndex((g) => g >= needed);
  return side < 0 ? null : side;
}
