import type { Board } from '../../board';
import type { HouseOptions } from '../model/options';
import type { Ruleset } from '../model/state';
import { skunkLinesOf, type SkunkLines } from '../model/skunk';

/** What a game will play to, known before it starts: for the setup screen to show what the game will do. */
export interface GameTerms {
  /** The game hole, e.g. `121`; `363` on the Crib Wars board, whatever the option says. */
  readonly target: number;
  /** The game hole is the board's finish, not the option (Crib Wars: "the board's finish hole"). */
  readonly targetIsFinish: boolean;
  /** The skunk lines the game will draw and judge by, e.g. `{ skunk: 332, doubleSkunk: 302 }`. */
  readonly lines: SkunkLines;
}

/**
 * The game hole and skunk lines a game set up with this ruleset, these options and this board will use (issue 25.6:
 * Crib Wars' setup said "Game hole 121" and "loser at or below 90" while its game ends at the board's finish, 363,
 * with the board's lines at 332 and 302). The same hooks the game reads (`Ruleset.target`, `skunkLinesOf`).
 */
export function gameTerms(ruleset: Ruleset, options: HouseOptions, board: Board): GameTerms {
  const target = ruleset.target(options, board);
  // The option changes nothing when another game hole gives the same target: the board's finish decides it.
  const targetIsFinish = target === board.finish && ruleset.target({ ...options, target: 1 }, board) === board.finish;
  return { target, targetIsFinish, lines: skunkLinesOf(options, board, target) };
}
