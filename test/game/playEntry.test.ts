/**
 * The play by cards at the table (issue 37 items 5 and 7): only the ranks that fit under 31 are offered (002
 * TRADITIONAL RULES, Playing Cards: "When a player cannot play a card without the cumulative total exceeding 31, that
 * player calls go"), and the play sheet takes back its own last card or go.
 */
import { describe, expect, test } from 'vitest';
import { lastChange, playTakeBack, ranksThatFit } from '../../src/game';
import { Table, c } from './helpers';

function dealt(): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('5H') });
  return t;
}

const takeBackOf = (t: Table) => playTakeBack(lastChange(t.timeline, t.events.at(-1)));

describe('ranks that fit the count', () => {
  test('0: every rank; 22: ace to nine; 30: the ace alone; after 31, every rank again', () => {
    const t = dealt();
    expect(ranksThatFit(t.state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    t.do({ type: 'playCard', seat: 1, card: c('10S') });
    t.do({ type: 'playCard', seat: 0, card: c('2H') });
    t.do({ type: 'playCard', seat: 1, card: c('KD') }); // 22
    expect(ranksThatFit(t.state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    t.do({ type: 'playCard', seat: 0, card: c('8C') }); // 30
    expect(ranksThatFit(t.state)).toEqual([1]);
    t.do({ type: 'playCard', seat: 1, card: c('AS') }); // 31, the count starts again
    expect(ranksThatFit(t.state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });
});

describe("the play sheet's take-back", () => {
  test('names the last card or go; nothing after an undo or a tapped score', () => {
    const t = dealt();
    expect(takeBackOf(t)).toBeNull();
    t.do({ type: 'playCard', seat: 1, card: c('10S') });
    expect(takeBackOf(t)).toBe("Take back Bob's 10♠");
    t.do({ type: 'playCard', seat: 0, card: c('KH') });
    t.do({ type: 'playCard', seat: 1, card: c('QD') }); // 30
    t.do({ type: 'go', seat: 0 });
    expect(takeBackOf(t)).toBe("Take back Ann's go");
    t.do({ type: 'undo' });
    expect(takeBackOf(t)).toBeNull();
    expect(t.state.round?.pegging?.count).toBe(30);
    t.tap(0, 1, 'correction');
    expect(takeBackOf(t)).toBeNull();
  });
});
