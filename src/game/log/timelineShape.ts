import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';

/* A timeline's shape, apart from its code: the empty timeline (first load) and the timeline both read it. */

/** The events of one command: they share its number `n`. */
export interface CommandGroup {
  /** e.g. `14`. */
  readonly n: number;
  readonly events: readonly GameEvent[];
}

/** A stack of command groups (newest on top), sharing its lower cells with older timelines. */
export interface Cell {
  readonly group: CommandGroup;
  readonly below: Cell | null;
  /** Groups in the stack, this one included. */
  readonly depth: number;
  /** The state before this group, kept at checkpoints; `null` elsewhere. */
  readonly before: GameState | null;
}

export interface Timeline {
  readonly state: GameState;
  /** Number of the next command, e.g. `15`. */
  readonly nextN: number;
  /** Commands in effect, newest on top. */
  readonly done: Cell | null;
  /** Commands taken back, the next to redo on top. */
  readonly undone: Cell | null;
}
