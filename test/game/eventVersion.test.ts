import { describe, expect, test } from 'vitest';
import { checkLog, EVENT_VERSION, fold, historyOf, parseEvent, replay, type GameEvent } from '../../src/game';
import { solitaireSixHands } from './helpers';

/**
 * Formats tell their version (issue 33 item 6): `GameEnded.reason` gained 'target-missed', which an app of version 1
 * refuses, so events are written as version 2; a version 1 log, 'solitaire' for the target missed, still reads.
 */
describe('event versions', () => {
  /** 002 SOLITAIRE: six hands of 12 and a free crib of 6 make 78, short of 121: the game is lost. */
  function lostSolitaire(): GameEvent[] {
    const t = solitaireSixHands();
    t.do({ type: 'turnStarter', card: null });
    t.tap(0, 6, 'crib');
    return t.events;
  }

  test('the engine writes version 2', () => {
    expect(EVENT_VERSION).toBe(2);
    const events = lostSolitaire();
    expect(new Set(events.map((e) => e.v))).toEqual(new Set([2]));
    expect(events.at(-1)).toMatchObject({ type: 'GameEnded', v: 2, winner: null, reason: 'target-missed', skunk: 0, games: 0 });
  });

  test('a version 1 log, as an app of before wrote it, reads as the game it was', () => {
    const now = lostSolitaire();
    // Every event version 1, the end said 'solitaire': what the store holds from before the reason was renamed.
    const old = now.map((e) => ({ ...e, v: 1, ...(e.type === 'GameEnded' ? { reason: 'solitaire' } : {}) })) as unknown as GameEvent[];
    expect(old.at(-1)).toMatchObject({ v: 1, type: 'GameEnded', reason: 'solitaire' });
    const checked = checkLog(old);
    expect(checked.ok).toBe(true);
    const state = fold(old);
    expect(state.ok && state.value.started ? state.value.outcome : null).toEqual({ winner: null, reason: 'target-missed', skunk: 0, games: 0 });
    expect(replay(old).state).toEqual(replay(now).state);
    expect(historyOf(old).at(-1)?.text).toBe('Game over: not enough points');
  });

  test('a log of both versions reads: version 1 events stored, version 2 appended after an update', () => {
    const now = lostSolitaire();
    const mixed = now.map((e, i) => (i < 10 ? ({ ...e, v: 1 } as unknown as GameEvent) : e));
    expect(checkLog(mixed).ok).toBe(true);
    expect(replay(mixed).state).toEqual(replay(now).state);
  });

  test('a version the app does not know is refused, saying which it reads', () => {
    expect(parseEvent({ v: 3, n: 0, at: 0, type: 'PlayEnded' })).toMatchObject({
      ok: false,
      error: { code: 'bad-event', message: 'Event version 3 is not supported (expected 1 or 2).' },
    });
    expect(parseEvent({ v: 1, n: 0, at: 0, type: 'PlayEnded' }).ok).toBe(true);
    expect(parseEvent({ v: 2, n: 0, at: 0, type: 'PlayEnded' }).ok).toBe(true);
  });
});
