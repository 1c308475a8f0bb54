import type { BoardSpec } from '../../board';
import type { HouseOptions } from './options';
import type { RulesetId } from './ruleset';

/**
 * Everything fixed when a game starts, stored in `GameStarted` so a log replays on its own:
 * e.g. `{ ruleset: 'traditional', players: ['Ann', 'Bob'], sides: ['Ann', 'Bob'], options: {...}, board: {...} }`.
 */
export interface GameSetup {
  readonly ruleset: RulesetId;
  /** Seat names in clockwise order, e.g. `['Ann', 'Bob']`. */
  readonly players: readonly string[];
  /** Side names (a player's name, or a team's), e.g. `['Ann & Cy', 'Bob & Di']`. */
  readonly sides: readonly string[];
  /** Every house option, resolved (defaults filled in). */
  readonly options: HouseOptions;
  /** The board's data, copied in so a later edit of a saved board does not change this game. */
  readonly board: BoardSpec;
  /** Games already won per side in this match, e.g. `[1, 3]`; the state adds this game's result. */
  readonly matchTally: readonly number[];
}
/* A variant adds fields of its own to `GameSetup` and `SetupInput` (declaration merging), checked by its `setupError`. */

/** What a table chooses before a game; all but ruleset and players have defaults. */
export interface SetupInput {
  readonly ruleset: RulesetId;
  readonly players: readonly string[];
  readonly sides?: readonly string[];
  readonly options?: Partial<HouseOptions>;
  /** A board's data or a built-in board id; default by ruleset and target. */
  readonly board?: BoardSpec | string;
  readonly matchTally?: readonly number[];
}
