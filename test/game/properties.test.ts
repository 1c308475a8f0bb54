import fc from 'fast-check';
import { foldOk } from './helpers';
import { describe, expect, test } from 'vitest';
import {
  applyCommand,
  canUndo,
  checkLog,
  createSetup,
  currentStep,
  isRoundDone,
  nextCount,
  EMPTY_STATE,
  EMPTY_TIMELINE,
  movesOf,
  historyOf,
  lastHistoryLine,
  parseEvent,
  phaseOf,
  reduce,
  replay,
  type GameEvent,
  type GameState,
  type Timeline,
  type TimelineCommand,
} from '../../src/game';

const setup = createSetup({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
if (!setup.ok) throw new Error(setup.error.message);

/** A started game, dealt, its starter turned. */
const START: { timeline: Timeline; events: GameEvent[] } = (() => {
  let timeline = EMPTY_TIMELINE;
  const events: GameEvent[] = [];
  for (const cmd of [
    { type: 'start', gameId: 'g', setup: setup.value },
    { type: 'cutForDeal', dealer: 0 },
    { type: 'turnStarter', card: null },
  ] as TimelineCommand[]) {
    const r = applyCommand(timeline, cmd);
    if (!r.ok) throw new Error(r.error.message);
    timeline = r.value.timeline;
    events.push(...r.value.added);
  }
  return { timeline, events };
})();

/** Commands a table might send, valid or not. */
const command: fc.Arbitrary<TimelineCommand> = fc.oneof(
  fc.record({
    type: fc.constant('score' as const),
    side: fc.integer({ min: 0, max: 1 }),
    points: fc.integer({ min: 1, max: 29 }),
    reason: fc.constantFrom('play' as const, 'hand' as const, 'crib' as const, 'heels' as const),
  }),
  fc.constant<TimelineCommand>({ type: 'endPlay' }),
  fc.constant<TimelineCommand>({ type: 'deal' }),
  fc.constant<TimelineCommand>({ type: 'turnStarter', card: null }),
  fc.constant<TimelineCommand>({ type: 'undo' }),
  fc.constant<TimelineCommand>({ type: 'redo' }),
);

/** Applies the commands that are accepted; returns the timeline and the log. `check` sees each step. */
function run(commands: readonly TimelineCommand[], check?: (t: Timeline, events: readonly GameEvent[]) => void): { timeline: Timeline; events: GameEvent[] } {
  let { timeline } = START;
  const events = [...START.events];
  for (const [i, cmd] of commands.entries()) {
    const r = applyCommand(timeline, { ...cmd, at: 1000 + i });
    if (!r.ok) continue;
    timeline = r.value.timeline;
    events.push(...r.value.added);
    check?.(timeline, events);
  }
  return { timeline, events };
}

const cmds = fc.array(command, { maxLength: 40 });

/**
 * The fold from the start, as the engine did it before issue 13 and written apart from the timeline: undo and redo
 * move command groups between two plain lists, then every event in effect is reduced from the empty state.
 */
function foldFromStart(log: readonly GameEvent[]): GameState {
  const done: GameEvent[][] = [];
  const undone: GameEvent[][] = [];
  for (const e of log) {
    if (e.type === 'Undone') {
      if (done.length > 1) undone.push(done.pop()!);
    } else if (e.type === 'Redone') {
      if (undone.length > 0) done.push(undone.pop()!);
    } else if (done.length > 0 && done[done.length - 1]![0]!.n === e.n) done[done.length - 1]!.push(e);
    else {
      done.push([e]);
      undone.length = 0;
    }
  }
  return done.flat().reduce(reduce, EMPTY_STATE);
}

/** The command a table sends next to move the game on (the starter, the end of the play, the next count, the deal). */
function nextCommand(timeline: Timeline, points: number): TimelineCommand | null {
  const s = timeline.state;
  if (!s.started || s.outcome || !s.round) return null;
  if (isRoundDone(s)) return { type: 'deal' };
  if (phaseOf(s) === 'deal') return { type: 'turnStarter', card: null };
  const now = currentStep(s);
  if (now === 'play') return { type: 'endPlay' };
  const turn = now === 'show' ? nextCount(s) : null;
  return turn ? { type: 'score', side: s.seats[turn.seat]!.side, points, reason: turn.crib ? 'crib' : 'hand', seat: turn.seat } : null;
}

describe('properties', () => {
  test('replay is deterministic, and every event survives JSON and parseEvent', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const { events } = run(list);
        const copy = JSON.parse(JSON.stringify(events)) as unknown[];
        for (const e of copy) expect(parseEvent(e).ok).toBe(true);
        expect(foldOk(copy as GameEvent[])).toEqual(foldOk(events));
        expect(run(list).events).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });

  test('issue 13: the incremental state equals the fold of the log after every command, undo and redo included', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        run(list, (timeline, events) => {
          const replayed = replay(events);
          expect(timeline.state).toEqual(replayed.state);
          expect(timeline.nextN).toBe(replayed.nextN);
          expect(canUndo(timeline)).toBe(canUndo(replayed));
        });
      }),
      { numRuns: 80 },
    );
  });

  test('issue 13 item 1: the incremental state equals the fold from the start after every command, over many rounds and checkpoints', () => {
    // Up to 150 commands: several rounds (a checkpoint at each round start) and many 16-command checkpoints.
    // `advance` is the command a table would send next (it moves the game on), with its points for a count.
    const step = fc.oneof({ weight: 2, arbitrary: command }, { weight: 3, arbitrary: fc.integer({ min: 0, max: 12 }).map((points) => ({ advance: points })) });
    const longRuns = fc.array(step, { minLength: 20, maxLength: 150 });
    let commandsChecked = 0;
    let rounds = 0;
    fc.assert(
      fc.property(longRuns, (list) => {
        let { timeline } = START;
        const events = [...START.events];
        for (const [i, s] of list.entries()) {
          const cmd = 'advance' in s ? nextCommand(timeline, s.advance) : s;
          if (!cmd) continue;
          const r = applyCommand(timeline, { ...cmd, at: 1000 + i });
          if (!r.ok) continue;
          timeline = r.value.timeline;
          events.push(...r.value.added);
          expect(timeline.state).toEqual(foldFromStart(events));
          commandsChecked++;
        }
        rounds = Math.max(rounds, events.filter((e) => e.type === 'RoundStarted').length);
      }),
      { numRuns: 60 },
    );
    // The property saw real games over several rounds, not a run of refused commands.
    expect(commandsChecked).toBeGreaterThan(60 * 20);
    expect(rounds).toBeGreaterThan(3);
  });

  test("the last history line read off the timeline (the table's words on opening) equals the whole history's last line", () => {
    fc.assert(
      fc.property(cmds, (list) => {
        run(list, (timeline, events) => {
          expect(lastHistoryLine(events, timeline)).toEqual(historyOf(events).at(-1));
        });
      }),
      { numRuns: 40 },
    );
  });

  test("checkLog's timeline (handed over by the store on opening a game) is the log's replay", () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const { events } = run(list);
        const checked = checkLog(events);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        const replayed = replay(events);
        expect(checked.value.state).toEqual(replayed.state);
        expect(checked.value.nextN).toBe(replayed.nextN);
        expect(lastHistoryLine(events, checked.value)).toEqual(lastHistoryLine(events, replayed));
      }),
      { numRuns: 40 },
    );
  });

  test('undo then redo is the identity', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const { timeline } = run(list);
        fc.pre(canUndo(timeline));
        const undone = applyCommand(timeline, { type: 'undo' });
        expect(undone.ok).toBe(true);
        if (!undone.ok) return;
        const redone = applyCommand(undone.value.timeline, { type: 'redo' });
        expect(redone.ok).toBe(true);
        if (!redone.ok) return;
        expect(redone.value.timeline.state).toEqual(timeline.state);
      }),
      { numRuns: 60 },
    );
  });

  test('on a plain board the score is the sum of the scoring events in effect', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const state = run(list).timeline.state;
        if (!state.started) throw new Error('not started');
        for (const side of state.sides) {
          const sum = movesOf(side.moves).reduce((t, m) => t + m.points, 0);
          expect(side.score).toBe(Math.min(sum, state.target));
          expect(side.pegged).toBe(sum);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('no event is accepted after the game ends (only undo and redo)', () => {
    fc.assert(
      fc.property(cmds, command, (list, extra) => {
        let { timeline } = run(list);
        const r = applyCommand(timeline, { type: 'score', side: 0, points: 999, reason: 'correction' });
        if (r.ok) timeline = r.value.timeline;
        expect(phaseOf(timeline.state)).toBe('over');
        const after = applyCommand(timeline, extra);
        if (extra.type === 'undo' || extra.type === 'redo') return;
        expect(after.ok ? 'ok' : after.error.code).toBe('game-over');
      }),
      { numRuns: 60 },
    );
  });
});

describe('parseEvent', () => {
  test('refuses a wrong version, an unknown type, a bad card and a missing field', () => {
    expect(parseEvent({ v: 3, n: 0, at: 0, type: 'PlayEnded' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Exploded' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'CardPlayed', seat: 0, card: '1H' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Scored', side: 0, points: 2, reason: 'play' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Scored', side: 0, seat: null, points: 2, reason: 'play', items: [] }).ok).toBe(true);
    expect(parseEvent(null).ok).toBe(false);
  });
});
