import { decide, type Command } from '../decide/commands';
import { EVENT_VERSION, type GameEvent } from '../model/events';
import { parseEvent } from './parseEvent';
import { reduce } from './reduce';
import { EMPTY_TIMELINE } from './emptyTimeline';
import type { Cell, CommandGroup, Timeline } from './timelineShape';

export type { CommandGroup, Timeline } from './timelineShape';
import type { GameState } from '../model/state';
import { gameError, type GameResult } from '../model/types';

/**
 * A game's timeline: its state and the commands in effect, kept so that a command costs the same on the 3,000th
 * event as on the first. A command's events are reduced onto the current state; undo goes back to the nearest
 * state kept below it (one per round start and every 16 commands) and replays the few commands between; redo
 * reduces the command again. `replay(log)` builds the same timeline from a stored log, one event at a time.
 *
 * Undo and redo are events in the log (`Undone`, `Redone`): the log is append-only and nothing is ever lost. A new
 * command after an undo drops the redo branch (its events stay in the log, out of effect).
 */

/** What a command, an undo or a redo changed: the command's events and the states before and after them. */
export interface Change {
  readonly kind: 'do' | 'undo' | 'redo';
  /** The events of the command done, taken back or put back. */
  readonly group: CommandGroup;
  /** The state before the group's events (after an undo: the state now). */
  readonly before: GameState;
  /** The state after the group's events (after an undo: the state it took back). */
  readonly after: GameState;
}

/** The result of applying a command: the new timeline, the events to append to the log, and what changed. */
export interface Applied {
  readonly timeline: Timeline;
  readonly added: readonly GameEvent[];
  readonly change: Change;
}

/** The timeline of an empty log. */
export { EMPTY_TIMELINE };

/** A command, an undo or a redo as the edge sends it, with the time it recorded. */
export type TimelineCommand = (Command | { readonly type: 'undo' } | { readonly type: 'redo' }) & { readonly at?: number };

/** Commands apart from the start can be taken back. */
export function canUndo(t: Timeline): boolean {
  return (t.done?.depth ?? 0) > 1;
}

export function canRedo(t: Timeline): boolean {
  return t.undone !== null;
}

/** Whether to keep the state before a group: at round starts and every 16 commands, so undo replays a few. */
function isCheckpoint(group: CommandGroup, depth: number): boolean {
  return depth % 16 === 1 || group.events.some((e) => e.type === 'RoundStarted');
}

function push(stack: Cell | null, group: CommandGroup, before: GameState): Cell {
  const depth = (stack?.depth ?? 0) + 1;
  return { group, below: stack, depth, before: isCheckpoint(group, depth) ? before : null };
}

function reduceAll(state: GameState, events: readonly GameEvent[]): GameState {
  let s = state;
  for (const e of events) s = reduce(s, e);
  return s;
}

/** The state before the top group of `stack`: the nearest kept state below, with the groups between replayed. */
function stateBelow(stack: Cell): GameState {
  const between: CommandGroup[] = [];
  let cell: Cell = stack;
  while (cell.before === null) {
    cell = cell.below!;
    between.push(cell.group);
  }
  let state = cell.before;
  for (let i = between.length - 1; i >= 0; i--) state = reduceAll(state, between[i]!.events);
  return state;
}

function undo(t: Timeline): { timeline: Timeline; change: Change } | null {
  if (!canUndo(t)) return null;
  const top = t.done!;
  const state = stateBelow(top);
  const timeline = { state, nextN: t.nextN, done: top.below, undone: { group: top.group, below: t.undone, depth: (t.undone?.depth ?? 0) + 1, before: null } };
  return { timeline, change: { kind: 'undo', group: top.group, before: state, after: t.state } };
}

function redo(t: Timeline): { timeline: Timeline; change: Change } | null {
  const top = t.undone;
  if (!top) return null;
  const state = reduceAll(t.state, top.group.events);
  const timeline = { state, nextN: t.nextN, done: push(t.done, top.group, t.state), undone: top.below };
  return { timeline, change: { kind: 'redo', group: top.group, before: t.state, after: state } };
}

/**
 * What the last event of a timeline's log changed, as `replay`'s `onChange` last saw it, worked out from the
 * timeline without replaying the log: the state before its top command is the nearest kept state below, a few
 * commands back. `last` is the log's last event (it says whether that was a command, an undo or a redo); `null`
 * for an empty log. Meant for a log that `checkLog` passed (an undo or redo that changed nothing cannot end it).
 */
export function lastChange(t: Timeline, last: GameEvent | undefined): Change | null {
  if (last === undefined) return null;
  if (last.type === 'Undone') {
    const top = t.undone;
    return top ? { kind: 'undo', group: top.group, before: t.state, after: reduceAll(t.state, top.group.events) } : null;
  }
  const top = t.done;
  return top ? { kind: last.type === 'Redone' ? 'redo' : 'do', group: top.group, before: stateBelow(top), after: t.state } : null;
}

/** Puts a command's events in effect, with the state after them (reduced by the walk, or decided by the command). */
function record(t: Timeline, group: CommandGroup, state: GameState): Timeline {
  return { state, nextN: Math.max(t.nextN, group.n + 1), done: push(t.done, group, t.state), undone: null };
}

/**
 * Applies a command, an undo or a redo: returns the new timeline, the events to append to the log, and what
 * changed (for words and announcements); or the engine's error value, with nothing changed.
 */
export function applyCommand(t: Timeline, command: TimelineCommand): GameResult<Applied> {
  const at = command.at ?? 0;
  if (command.type === 'undo' || command.type === 'redo') {
    if (!t.state.started) return gameError('not-started', 'Start a game first.');
    const stepped = command.type === 'undo' ? undo(t) : redo(t);
    if (!stepped)
      return command.type === 'undo' ? gameError('nothing-to-undo', 'There is nothing to undo.') : gameError('nothing-to-redo', 'There is nothing to redo.');
    const event: GameEvent = { type: command.type === 'undo' ? 'Undone' : 'Redone', v: EVENT_VERSION, n: t.nextN, at };
    return { ok: true, value: { timeline: { ...stepped.timeline, nextN: t.nextN + 1 }, added: [event], change: stepped.change } };
  }
  const decided = decide(t.state, command, t.nextN, at);
  if (!decided.ok) return decided;
  const group: CommandGroup = { n: t.nextN, events: decided.value.events };
  const timeline = record(t, group, decided.value.state);
  return { ok: true, value: { timeline, added: group.events, change: { kind: 'do', group, before: t.state, after: timeline.state } } };
}

/**
 * Takes one event of a command onto the state it lands on: the state after it, or why it does not fit (a sentence).
 * `replay` takes every event as it comes (`reduce`); `checkLog` refuses one that does not fit.
 */
export type EventStep = (state: GameState, e: GameEvent) => GameState | string;

/** Where a replay stopped: the event (0-based) and why, e.g. `{ index: 11, message: 'This Undone takes back nothing.' }`. */
export interface ReplayStop {
  readonly index: number;
  readonly message: string;
}

/**
 * Builds the timeline of a stored log, event by event, exactly as the commands built it. `onChange` sees each
 * command, undo and redo as it is replayed (for the history).
 */
export function replay(events: readonly GameEvent[], onChange?: (change: Change) => void): Timeline {
  // Without a step nothing is refused: the walk always ends with a timeline.
  return walk(events, null, onChange) as Timeline;
}

/**
 * Replays a log as `replay` does, but stops at the first event that does not fit: an event of a command that `step`
 * refuses, an undo with nothing to take back or a redo with nothing taken back (which `replay` passes over).
 */
export function replayChecked(events: readonly GameEvent[], step: EventStep, start?: WalkStart): Timeline | ReplayStop {
  return walk(events, step, undefined, start);
}

/** Where a walk starts: the timeline of the log's first `index` events (a command's start), e.g. to check only what a log grew by. */
export interface WalkStart {
  readonly timeline: Timeline;
  readonly index: number;
}

function walk(
  events: readonly GameEvent[],
  step: EventStep | null,
  onChange?: (change: Change) => void,
  start: WalkStart = { timeline: EMPTY_TIMELINE, index: 0 },
): Timeline | ReplayStop {
  let t = start.timeline;
  let i = start.index;
  while (i < events.length) {
    const first = events[i]!;
    if (first.type === 'Undone' || first.type === 'Redone') {
      const stepped = first.type === 'Undone' ? undo(t) : redo(t);
      if (!stepped && step)
        return {
          index: i,
          message:
            first.type === 'Undone'
              ? 'This Undone takes back nothing: no command after the start is in effect.'
              : 'This Redone puts back nothing: no command was taken back.',
        };
      t = stepped ? stepped.timeline : t;
      t = { ...t, nextN: Math.max(t.nextN, first.n + 1) };
      if (stepped) onChange?.(stepped.change);
      i++;
      continue;
    }
    let j = i;
    let state = t.state;
    for (; j < events.length && events[j]!.n === first.n && events[j]!.type !== 'Undone' && events[j]!.type !== 'Redone'; j++) {
      const next = step ? step(state, events[j]!) : reduce(state, events[j]!);
      if (typeof next === 'string') return { index: j, message: next };
      state = next;
    }
    const group: CommandGroup = { n: first.n, events: events.slice(i, j) };
    const before = t.state;
    t = record(t, group, state);
    onChange?.({ kind: 'do', group, before, after: t.state });
    i = j;
  }
  return t;
}

/**
 * The state of a log: a pure fold (undo and redo included). Every event is checked first (`parseEvent`), so a log
 * read from outside gives the game error of its first bad event rather than throwing.
 */
export function fold(events: readonly unknown[]): GameResult<GameState> {
  for (const [i, e] of events.entries()) {
    const parsed = parseEvent(e);
    if (!parsed.ok) return gameError('bad-event', `Event ${i + 1}: ${parsed.error.message}`);
  }
  return { ok: true, value: replay(events as readonly GameEvent[]).state };
}
