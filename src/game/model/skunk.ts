import type { Board } from '../../board';
import type { HouseOptions, SkunkRule } from './options';

/** Skunk level: 0 none, 1 skunk, 2 double skunk. */
export type SkunkLevel = 0 | 1 | 2;

/** Games a win is worth at a skunk level: 1, 2 (skunk), 4 (double skunk) (003 SKUNK or DOUBLE SKUNK). */
export const GAMES_BY_SKUNK: Readonly<Record<SkunkLevel, number>> = { 0: 1, 1: 2, 2: 4 };

/**
 * How badly one loser is skunked.
 * - Lines (003): a loser whose front peg has not passed the line (is at or below it) is skunked: 90 and 60 on a
 *   121 board. A board that defines its own lines (e.g. Crib Wars) uses them.
 * - Margin (002 Definitions, 000): winning by 31 or more is a skunk, by 61 or more a double skunk.
 */
export function skunkLevel(rule: SkunkRule, board: Board | null, winnerScore: number, loserScore: number): SkunkLevel {
  switch (rule.kind) {
    case 'none':
      return 0;
    case 'lines': {
      const single = board?.lines.skunk ?? rule.single;
      const double = board ? (board.lines.doubleSkunk ?? (board.lines.skunk === null ? rule.double : null)) : rule.double;
      if (double !== null && loserScore <= double) return 2;
      return loserScore <= single ? 1 : 0;
    }
    case 'margin': {
      const margin = winnerScore - loserScore;
      if (rule.double !== null && margin >= rule.double) return 2;
      return margin >= rule.single ? 1 : 0;
    }
  }
}

/** The skunk level of a game: the worst among the losers (every side but the winner). */
export function gameSkunk(rule: SkunkRule, board: Board | null, winnerScore: number, loserScores: readonly number[]): SkunkLevel {
  let level: SkunkLevel = 0;
  for (const loser of loserScores) {
    const l = skunkLevel(rule, board, winnerScore, loser);
    if (l > level) level = l;
  }
  return level;
}

/** The holes a game's skunk rule draws on its board: a loser at or below a line is skunked; `null` when none. */
export interface SkunkLines {
  /** e.g. `90` on a 121 board; `30` for 002's 31-hole margin in a game to 61. */
  readonly skunk: number | null;
  /** e.g. `60` on a 121 board; `null` when the rule has none (or it would lie at the start). */
  readonly doubleSkunk: number | null;
}

/**
 * The skunk lines a game with these options, board and game hole has, as `skunkLevel` judges them: none when skunks
 * are off (Backward, Noddy, Solitaire); a board's own lines under the lines rule (the 121 board's 90 and 60, Crib
 * Wars' own 332 and 302); under a margin rule the holes `target - margin` (a game to 61: a loser at 30 or below is
 * skunked). A line on or past the target, or at the start, is not drawn.
 */
export function skunkLinesOf(options: HouseOptions, board: Board, target: number): SkunkLines {
  const rule = options.skunk;
  const lines = board.lines;
  const hole = (n: number | null): number | null => (n !== null && n > 0 && n < target ? n : null);
  if (!options.skunks || rule.kind === 'none') return { skunk: null, doubleSkunk: null };
  if (rule.kind === 'lines') {
    return { skunk: hole(lines.skunk ?? rule.single), doubleSkunk: hole(lines.doubleSkunk ?? (lines.skunk === null ? rule.double : null)) };
  }
  return { skunk: hole(target - rule.single), doubleSkunk: rule.double === null ? null : hole(target - rule.double) };
}
