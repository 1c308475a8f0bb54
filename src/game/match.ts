import type { GameOutcome } from './state';
import type { BySide } from './types';

/** A match: games won per side, skunks counted, e.g. `{ games: [3, 1], played: 3 }`. */
export interface MatchTally {
  /** Games won per side (a skunk counts 2, a double skunk 4), e.g. `[3, 1]`. */
  readonly games: BySide<number>;
  /** Games played, e.g. `3`. */
  readonly played: number;
}

/** An empty tally for `sides` sides. */
export function emptyTally(sides: number): MatchTally {
  return { games: Array.from({ length: sides }, () => 0), played: 0 };
}

/** Adds a finished game to the tally (a void or lost solitaire game adds no games). */
export function addGame(tally: MatchTally, outcome: GameOutcome): MatchTally {
  const games = tally.games.map((g, s) => (s === outcome.winner ? g + outcome.games : g));
  return { games, played: tally.played + 1 };
}

/** The match winner once a side has `gamesToWin` games, or `null` (always `null` for an open tally, 0). */
export function matchWinner(tally: MatchTally, gamesToWin: number): number | null {
  if (gamesToWin <= 0) return null;
  const i = tally.games.findIndex((g) => g >= gamesToWin);
  return i < 0 ? null : i;
}

/** The tally of a series of game outcomes, in order. */
export function tallyOf(sides: number, outcomes: readonly GameOutcome[]): MatchTally {
  return outcomes.reduce(addGame, emptyTally(sides));
}
