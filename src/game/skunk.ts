import type { Board } from '../board';
import type { SkunkRule } from './options';

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
      const double = board ? board.lines.doubleSkunk ?? (board.lines.skunk === null ? rule.double : null) : rule.double;
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
