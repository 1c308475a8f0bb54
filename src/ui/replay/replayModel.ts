import { EMPTY_STATE, reduce, replay, type CommandGroup, type Game, type GameEvent, type GameState } from '../../game';

/*
 * A game's replay, headless: the commands in effect, in order, and the state after any of them without folding
 * the log from the start. A step is one command in effect (a tap, a card, a count, a penalty…); undone commands
 * are left out (they never happened at the table) and a redone one stands where it was first done, so the steps
 * are exactly the game as it stands and step k shows what the table saw after its k-th command.
 */

/** States kept every this many steps; any other state is reduced forward from the nearest one below. */
export const CHECKPOINT_EVERY = 32;

/** One step of the replay: a command in effect and the states on each side of it. */
export interface ReplayStep {
  /** 0-based, e.g. `12`; step 0 is the game's start. */
  readonly index: number;
  readonly group: CommandGroup;
  /** The state before the command (the empty state before step 0). */
  readonly before: GameState;
  readonly after: Game;
}

/** A game's replay, built once from its log. */
export interface Replay {
  /** The commands in effect, oldest first. */
  readonly groups: readonly CommandGroup[];
  /** Steps, e.g. `144` (`groups.length`). */
  readonly length: number;
  /** Commands undone and never redone, left out of the steps, e.g. `2`. */
  readonly undone: number;
  /** The state after step `index` (0..length-1). */
  stateAt(index: number): Game;
  /** Step `index` (0..length-1) with its states. */
  step(index: number): ReplayStep;
}

function reduceAll(state: GameState, events: readonly GameEvent[]): GameState {
  let s = state;
  for (const e of events) s = reduce(s, e);
  return s;
}

function started(state: GameState): Game {
  if (!state.started) throw new Error('replay: a step before the game started');
  return state;
}

/**
 * Builds a log's replay with the engine's `replay` (each change carries the state after it): the commands in
 * effect are a stack, pushed by a command or a redo and popped by an undo, keeping the state after every
 * {@link CHECKPOINT_EVERY}-th step. Returns `null` for a log that never starts a game.
 *
 * Reading a state reduces at most `CHECKPOINT_EVERY - 1` commands from the checkpoint below, once: the states of
 * the block last read are kept, so stepping back and forth within a block costs nothing, and walking forward
 * into the next block reduces one command at a time.
 */
export function buildReplay(events: readonly GameEvent[]): Replay | null {
  const groups: CommandGroup[] = [];
  const checkpoints: Game[] = [];
  // The state after the last step of each block: the state before the next block's first step.
  const ends: Game[] = [];
  let undone = 0;
  replay(events, (change) => {
    if (change.kind === 'undo') {
      groups.pop();
      undone++;
      return;
    }
    if (change.kind === 'redo') undone--;
    const index = groups.length;
    groups.push(change.group);
    if (!change.after.started) return;
    if (index % CHECKPOINT_EVERY === 0) checkpoints[index / CHECKPOINT_EVERY] = change.after;
    if (index % CHECKPOINT_EVERY === CHECKPOINT_EVERY - 1) ends[(index + 1) / CHECKPOINT_EVERY - 1] = change.after;
  });
  // A state kept beyond the stack's end belongs to a command since undone.
  checkpoints.length = Math.ceil(groups.length / CHECKPOINT_EVERY);
  ends.length = Math.floor(groups.length / CHECKPOINT_EVERY);
  if (groups.length === 0 || !checkpoints[0]) return null;

  // The states of one block (checkpoint `block` and the steps after it), filled in as they are read.
  let block = -1;
  let states: Game[] = [];

  function stateAt(index: number): Game {
    if (!Number.isInteger(index) || index < 0 || index >= groups.length) throw new RangeError(`replay: no step ${index} of ${groups.length}`);
    const b = Math.floor(index / CHECKPOINT_EVERY);
    if (b !== block) {
      block = b;
      states = [checkpoints[b]!];
    }
    const offset = index - b * CHECKPOINT_EVERY;
    for (let k = states.length; k <= offset; k++) states.push(started(reduceAll(states[k - 1]!, groups[b * CHECKPOINT_EVERY + k]!.events)));
    return states[offset]!;
  }

  function step(index: number): ReplayStep {
    const after = stateAt(index);
    // Step index - 1 is in the same block, unless index starts one: then it is the end of the block below.
    const before = index === 0 ? EMPTY_STATE : index % CHECKPOINT_EVERY === 0 ? ends[index / CHECKPOINT_EVERY - 1]! : stateAt(index - 1);
    return { index, group: groups[index]!, before, after };
  }

  return { groups, length: groups.length, undone, stateAt, step };
}
