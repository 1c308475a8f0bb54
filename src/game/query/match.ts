import type { Game } from '../model/state';
import type { SeatId, SideId } from '../model/types';

/**
 * The match: a series of games, each game's setup carrying the games won so far (RULES.md Skunks and matches): an
 * open tally, or best of 3, 5 or 7 (`matchGames` 2, 3 or 4 needed to win). A skunk counts as 2 games and a double
 * skunk as 4 where the house options count skunks (the game's outcome says); the next game's first deal alternates.
 */

/** Best-of series a table may play, by the games needed to win: best of 3 needs 2, of 5 needs 3, of 7 needs 4. */
export const BEST_OF: readonly number[] = [3, 5, 7];

/** Games needed to win a best-of-`n` match, e.g. `3` for best of 5. */
export function gamesToWin(bestOf: number): number {
  return Math.floor(bestOf / 2) + 1;
}

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

/** The next game of the match: the first deal alternates, to the seat after this game's first dealer (`null` before the cut). */
export function nextMatchDealer(state: Game): SeatId | null {
  return state.firstDealer === null ? null : (state.firstDealer + 1) % state.seats.length;
}

/** What follows a game over (`nextGame`). */
export type NextGame = 'match' | 'new-match' | 'night';

/**
 * What follows the game over: the next game of the match (`'match'`, an open tally included), a new match once one
 * is won (`'new-match'`), or, for a club night's game (`inNight`), the night's next game against whoever comes next
 * (`'night'`), once a match played within the night is over (issue 29).
 */
export function nextGame(state: Game, inNight: boolean): NextGame {
  const won = matchWinner(state) !== null;
  if (inNight && (won || state.setup.options.matchGames === 0)) return 'night';
  return won ? 'new-match' : 'match';
}
