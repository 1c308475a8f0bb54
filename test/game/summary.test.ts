import { describe, expect, test } from 'vitest';
import { parseSummary, storedSummary, summarize, SUMMARY_VERSION } from '../../src/game';
import { Table } from './helpers';

/** A started 2-player game: Ann pegs 2, Bob's hand 8. */
function summary() {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.tap(0, 2, 'play');
  t.do({ type: 'endPlay' });
  t.tap(1, 8, 'hand');
  if (!t.state.started) throw new Error('not started');
  return summarize(t.state);
}

describe('a game summary as stored (issue 13 item 2)', () => {
  test('stored as JSON text and read back whole', () => {
    const s = summary();
    expect(s.sides).toEqual([
      { name: 'Ann', score: 2 },
      { name: 'Bob', score: 8 },
    ]);
    const stored = storedSummary(s);
    expect(typeof stored).toBe('string');
    expect(parseSummary(stored)).toEqual(s);
  });

  test('an object, as earlier versions stored it, is read too', () => {
    const s = summary();
    expect(parseSummary(structuredClone(s))).toEqual(s);
  });

  test('damaged text, another version or a wrong field reads as missing (null), so it is rebuilt from the log', () => {
    const s = summary();
    expect(parseSummary('{"version":')).toBeNull();
    expect(parseSummary('')).toBeNull();
    expect(parseSummary(storedSummary({ ...s, version: (SUMMARY_VERSION + 1) as typeof SUMMARY_VERSION }))).toBeNull();
    expect(parseSummary(JSON.stringify({ ...s, rounds: -1 }))).toBeNull();
    expect(parseSummary(JSON.stringify([s]))).toBeNull();
  });
});
