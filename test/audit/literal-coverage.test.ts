import { describe, expect, test } from 'vitest';
import { Table, c, cs } from '../game/helpers';

/**
 * Audit: rules whose existing tests had no literal expected value (or none at all). These pass: they pin the
 * app's present, correct behaviour to the rulebooks' numbers.
 */
describe('audit: literal values for rules the suite only bounded or left out', () => {
  // test/game/rulesets.test.ts asserts only `toBeGreaterThan(23)` for this round.
  test('002 SOLITAIRE: play 5 (pair, pair, last card) + hand 20 + crib 0 = 25', () => {
    const t = new Table({ ruleset: 'solitaire', players: ['Ann'] });
    t.do({ type: 'cutForDeal' });
    t.do({ type: 'turnStarter', card: c('KC') });
    t.do({ type: 'playCard', seat: 0, card: c('5H') });
    t.do({ type: 'playCard', seat: 1, card: c('10D') });
    t.do({ type: 'playCard', seat: 0, card: c('10S') });
    t.do({ type: 'playCard', seat: 1, card: c('6D') });
    t.do({ type: 'playCard', seat: 0, card: c('5S') });
    t.do({ type: 'playCard', seat: 0, card: c('5C') });
    expect(t.scores()).toEqual([5]);
    // 5H 10S 5S 5C + KC: six fifteens of a 5 and a ten-card (12), 5+5+5 (2), a pair royal (6) = 20.
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 10S 5S 5C') });
    expect(t.scores()).toEqual([25]);
    // 10D 6D AS 2S + KC: no fifteen, pair, run or flush.
    t.do({ type: 'countCrib', seat: 0, cards: cs('10D 6D AS 2S') });
    expect(t.scores()).toEqual([25]);
  });

  test('002 NODDY: "The dealer scores two points if the starter card is a jack"; the dealer\'s left counts first', () => {
    const t = new Table({ ruleset: 'noddy', players: ['Ann', 'Bob', 'Cy'] });
    t.do({ type: 'cutForDeal', dealer: 2 });
    t.do({ type: 'turnStarter', card: c('JD') });
    expect(t.scores()).toEqual([0, 0, 2]);
    expect(t.state.round!.countOrder).toEqual([{ seat: 0, crib: false }, { seat: 1, crib: false }, { seat: 2, crib: false }]);
  });

  test('003 DEALING, six players in three teams: partners opposite, hands from the dealer\'s left, the dealer\'s crib last', () => {
    const t = new Table({ ruleset: 'six-player', players: ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'] });
    expect(t.state.sides.map((s) => s.name)).toEqual(['Ann & Di', 'Bob & Ed', 'Cy & Flo']);
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('JS') }); // his heels for the dealer's team
    expect(t.scores()).toEqual([2, 0, 0]);
    t.do({ type: 'endPlay' });
    expect(t.state.round!.countOrder.map((x) => `${x.seat}${x.crib ? 'c' : ''}`)).toEqual(['1', '2', '3', '4', '5', '0', '0c']);
  });
});
