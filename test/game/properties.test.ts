import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { applyCommand, createSetup, fold, parseEvent, type Command, type GameEvent, type GameState } from '../../src/game';

const setup = createSetup({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
if (!setup.ok) throw new Error(setup.error.message);
const START: GameEvent[] = (() => {
  let events: GameEvent[] = [];
  for (const cmd of [{ type: 'start', gameId: 'g', setup: setup.value }, { type: 'cutForDeal', dealer: 0 }, { type: 'turnStarter', card: null }] as Command[]) {
    const r = applyCommand(events, cmd);
    if (!r.ok) throw new Error(r.error.message);
    events = r.value.events;
  }
  return events;
})();

/** Commands a table might send, valid or not. */
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constant('score' as const), side: fc.integer({ min: 0, max: 1 }), points: fc.integer({ min: 1, max: 29 }), reason: fc.constantFrom('play' as const, 'hand' as const, 'crib' as const, 'heels' as const) }),
  fc.constant<Command>({ type: 'endPlay' }),
  fc.constant<Command>({ type: 'deal' }),
  fc.constant<Command>({ type: 'turnStarter', card: null }),
  fc.constant<Command>({ type: 'undo' }),
  fc.constant<Command>({ type: 'redo' }),
);

/** Applies the commands that are accepted; returns the log. */
function run(commands: readonly Command[]): GameEvent[] {
  let events = START;
  for (const [i, cmd] of commands.entries()) {
    const r = applyCommand(events, { ...cmd, at: 1000 + i });
    if (r.ok) events = r.value.events;
  }
  return events;
}

/** The state without the counters that undo/redo events themselves advance. */
function core(s: GameState) {
  const { nextN: _n, canRedo: _r, ...rest } = s;
  return rest;
}

const cmds = fc.array(command, { maxLength: 40 });

describe('properties', () => {
  test('replay is deterministic, and every event survives JSON and parseEvent', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const events = run(list);
        const copy = JSON.parse(JSON.stringify(events)) as unknown[];
        for (const e of copy) expect(parseEvent(e).ok).toBe(true);
        expect(fold(copy as GameEvent[])).toEqual(fold(events));
        expect(run(list)).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });

  test('the state applyCommand returns is the fold of the longer log', () => {
    fc.assert(
      fc.property(cmds, command, (list, extra) => {
        const events = run(list);
        const r = applyCommand(events, extra);
        if (r.ok) expect(r.value.state).toEqual(fold(r.value.events));
      }),
      { numRuns: 80 },
    );
  });

  test('undo then redo is the identity', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const events = run(list);
        const state = fold(events);
        fc.pre(state.canUndo);
        const undone = applyCommand(events, { type: 'undo' });
        expect(undone.ok).toBe(true);
        if (!undone.ok) return;
        const redone = applyCommand(undone.value.events, { type: 'redo' });
        expect(redone.ok).toBe(true);
        if (!redone.ok) return;
        expect(core(redone.value.state)).toEqual(core(state));
      }),
      { numRuns: 60 },
    );
  });

  test('on a plain board the score is the sum of the scoring events in effect', () => {
    fc.assert(
      fc.property(cmds, (list) => {
        const state = fold(run(list));
        for (const side of state.sides) {
          const sum = side.moves.reduce((t, m) => t + m.points, 0);
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
        let events = run(list);
        const r = applyCommand(events, { type: 'score', side: 0, points: 999, reason: 'correction' });
        if (r.ok) events = r.value.events;
        expect(fold(events).phase).toBe('over');
        const after = applyCommand(events, extra);
        if (extra.type === 'undo' || extra.type === 'redo') return;
        expect(after.ok ? 'ok' : after.error.code).toBe('game-over');
      }),
      { numRuns: 60 },
    );
  });
});

describe('parseEvent', () => {
  test('refuses a wrong version, an unknown type, a bad card and a missing field', () => {
    expect(parseEvent({ v: 2, n: 0, at: 0, type: 'PlayEnded' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Exploded' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'CardPlayed', seat: 0, card: '1H' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Scored', side: 0, points: 2, reason: 'play' }).ok).toBe(false);
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'Scored', side: 0, seat: null, points: 2, reason: 'play', items: [] }).ok).toBe(true);
    expect(parseEvent(null).ok).toBe(false);
  });
});
