/**
 * Audit (data safety): card entry and counts the engine accepts although no deal can produce them.
 * Each test states what should happen; a failure here is a defect in src/, not in the test.
 */
import { describe, expect, test } from 'vitest';
import { Table, c, cs } from '../game/helpers';

/** Ann deals, Bob is pone; the starter 5S is entered; the play is over (by a tap). */
function atTheShow(): Table {
  const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
  t.do({ type: 'cutForDeal', dealer: 0 });
  t.do({ type: 'turnStarter', card: c('5S') });
  t.do({ type: 'endPlay' });
  return t;
}

describe('a card is in one place in a deal (one 52-card deck)', () => {
  test("the dealer's hand may not hold a card already counted in the pone's hand", () => {
    const t = atTheShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('5H 5C 5D JS') }); // Bob: 29 with the 5S starter
    t.fail({ type: 'countHand', seat: 0, cards: cs('5H 5C 5D JS') }, 'duplicate-card');
  });

  test('the crib may not hold a card already counted in a hand', () => {
    const t = atTheShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S') });
    t.do({ type: 'countHand', seat: 0, cards: cs('5H 4C 7D 8H') });
    t.fail({ type: 'countCrib', seat: 0, cards: cs('10H 5D 6C 9S') }, 'duplicate-card');
  });

  test('a hand may not hold a card the other player played in this round', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: c('5S') });
    for (const [seat, card] of [[1, '10H'], [0, '5H'], [1, '5D'], [0, '4C'], [1, '6C']] as const) t.do({ type: 'playCard', seat, card: c(card) });
    t.do({ type: 'go', seat: 0 });
    t.do({ type: 'go', seat: 1 });
    for (const [seat, card] of [[0, '7D'], [1, '9S'], [0, '8H']] as const) t.do({ type: 'playCard', seat, card: c(card) });
    // Bob played 10H 5D 6C 9S; Ann now claims a hand holding Bob's 10H and 5D.
    t.do({ type: 'countHand', seat: 1, cards: cs('10H 5D 6C 9S') });
    t.fail({ type: 'countHand', seat: 0, cards: cs('10H 5D 7D 8H') }, 'duplicate-card');
  });

  test('with the starter not entered, each count may not bring a different starter of its own', () => {
    const t = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnStarter', card: null });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('5H 5C 5D JS'), starter: c('5S') }); // 29 with 5S
    // Ann's hand holds the 5S Bob's count used as the starter, and names another starter.
    t.fail({ type: 'countHand', seat: 0, cards: cs('5S 4C 7D 8H'), starter: c('KD') }, 'duplicate-card');
  });
});

describe('a tapped count no hand can score (RULES The counting core; 002 scoring chart)', () => {
  // A hand or crib of 4 cards and the starter scores 0 to 29, never 19, 25, 26 or 27
  // (test/rules/exhaustive-hands.test.ts proves it over every hand).
  for (const points of [19, 25, 26, 27, 30, 45, 99]) {
    test(`a tapped hand of ${points} is refused with a message, and nothing is pegged`, () => {
      const t = atTheShow();
      t.fail({ type: 'score', side: 1, points, reason: 'hand' }, 'bad-points');
      expect(t.scores()).toEqual([0, 0]);
    });
  }

  test('a tapped crib of 30 is refused', () => {
    const t = atTheShow();
    t.tap(1, 4, 'hand');
    t.tap(0, 4, 'hand');
    t.fail({ type: 'score', side: 0, points: 30, reason: 'crib' }, 'bad-points');
  });

});
