/**
 * A team's moves in words take the plural all through (issue 37.10: "Cal & Cora peg 4 to 124 and slides"): every verb
 * of the move is the side's. Crib Wars with four players in two teams (003 CRIB WARS, 002 FOUR-HANDED: partners
 * opposite); the default board has red skip 1 at 124 (003 RED SKIP: to the second red box, 20 holes on) and time
 * trap 1 at 168.
 */
import { describe, expect, test } from 'vitest';
import { historyOf } from '../../src/game';
import { Table } from './helpers';

function teams(): Table {
  const t = new Table({ ruleset: 'crib-wars', players: ['Ann', 'Bob', 'Cy', 'Di'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: null });
  return t;
}

describe('a team takes the plural', () => {
  test('red skip: "Ann & Cy peg 4 to 124 and slide 20 holes to 144"', () => {
    const t = teams();
    t.tap(0, 120, 'correction');
    t.tap(0, 4, 'play');
    expect(historyOf(t.events).at(-1)?.text).toBe('Red skip 1: Ann & Cy peg 4 to 124 and slide 20 holes to 144 (pegging)');
  });

  test('time trap: "… peg 8 to 168 and go down its blue path …"', () => {
    const t = teams();
    t.tap(1, 160, 'correction');
    t.tap(1, 8, 'play');
    expect(historyOf(t.events).at(-1)?.text).toMatch(/^Time trap 1: Bob & Di peg 8 to 168 and go down its blue path to 153 \(pegging\)$/);
  });
});
