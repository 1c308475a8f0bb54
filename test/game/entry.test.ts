/**
 * Cards and counts no deal can produce are refused with a message, and nothing is pegged (found by the data-safety
 * audit): a card counted in two places of one deal, and a count no hand or crib of its shape can score.
 */
import { describe, expect, test } from 'vitest';
import { applyCommand, nextCount } from '../../src/game';
import { Table, c, cs } from './helpers';

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
    for (const [seat, card] of [
      [1, '10H'],
      [0, '5H'],
      [1, '5D'],
      [0, '4C'],
      [1, '6C'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
    t.do({ type: 'go', seat: 0 });
    t.do({ type: 'go', seat: 1 });
    for (const [seat, card] of [
      [0, '7D'],
      [1, '9S'],
      [0, '8H'],
    ] as const)
      t.do({ type: 'playCard', seat, card: c(card) });
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
    // The 5S named with Bob's count is the round's starter now: another is refused, and Ann's count needs none.
    t.fail({ type: 'countHand', seat: 0, cards: cs('6S 4C 7D 8H'), starter: c('KD') }, 'bad-command');
    t.do({ type: 'countHand', seat: 0, cards: cs('6S 4C 7D 8H') });
    expect(t.state.round?.starter).toEqual(c('5S'));
    // With 5S: a run of five 4-5-6-7-8 (5) and two fifteens, 7+8 and 4+5+6 (4).
    expect(t.state.round?.claims.at(-1)?.total).toBe(9);
  });

  test('the message names where the card is', () => {
    const t = atTheShow();
    t.do({ type: 'countHand', seat: 1, cards: cs('5H 5C 5D JS') });
    const r = applyCommand(t.timeline, { type: 'countHand', seat: 0, cards: cs('5H 2C 3D 4S') });
    expect(r.ok ? 'ok' : r.error.message).toBe("5H is in Bob's hand, counted already: a card is in one hand only.");
    const played = new Table({ ruleset: 'traditional', players: ['Ann', 'Bob'] });
    played.do({ type: 'cutForDeal', dealer: 0 });
    played.do({ type: 'turnStarter', card: c('5S') });
    played.do({ type: 'playCard', seat: 1, card: c('10H') });
    played.do({ type: 'endPlay' });
    const r2 = applyCommand(played.timeline, { type: 'countHand', seat: 1, cards: cs('10H 2C 3D 4S') });
    expect(r2.ok).toBe(true); // Bob's own card
    played.do({ type: 'countHand', seat: 1, cards: cs('10H 2C 3D 4S') });
    const r3 = applyCommand(played.timeline, { type: 'countHand', seat: 0, cards: cs('10H 6C 7D 8S') });
    expect(r3.ok ? 'ok' : r3.error.message).toBe('10H was played by Bob: a card is in one hand only.');
  });

  test("000 (two decks, one per team): the other deck's 9H is another card; the same deck's is refused", () => {
    const t = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob'] });
    t.do({ type: 'cutForDeal', dealer: 0 });
    t.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    t.do({ type: 'endPlay' });
    t.do({ type: 'countHand', seat: 1, cards: cs('9H 2C 3D 4S') }); // Bob plays the blue deck
    t.do({ type: 'countHand', seat: 0, cards: cs('9H 2C 3D 4S') }); // Ann's are grey: the same faces, other cards
    expect(t.state.round?.hands[0]).toEqual(cs('9H 2C 3D 4S'));
    const four = new Table({ ruleset: 'not-enough', players: ['Ann', 'Bob', 'Cy', 'Di'] });
    four.do({ type: 'cutForDeal', dealer: 0 });
    four.do({ type: 'turnTops', tops: [c('5C'), c('5D')] });
    four.do({ type: 'endPlay' });
    const first = nextCount(four.state)!.seat;
    four.do({ type: 'countHand', seat: first, cards: cs('9H 2C 3D 4S') });
    // The partner plays the same deck: its 9H is the one already counted.
    const partner = four.state.seats.findIndex((x, i) => i !== first && x.side === four.state.seats[first]!.side);
    four.do({ type: 'countHand', seat: nextCount(four.state)!.seat, cards: cs('AC 6C 7D 8S') });
    expect(nextCount(four.state)!.seat).toBe(partner); // the order runs round the table: the partner counts third
    four.fail({ type: 'countHand', seat: partner, cards: cs('9H 6H 7H 8H') }, 'duplicate-card');
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
