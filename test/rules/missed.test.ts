import { describe, expect, it, test } from 'vitest';
import { countShow, formatCard, formatCards, likelyMissed, type ShowItem } from '../../src/rules';
import { card, cards } from './helpers';

/** The picks as a player reads them, e.g. `['fifteen 5H KS']`. */
function named(items: readonly ShowItem[], picks: readonly number[]): string[] {
  return picks.map((i) => `${items[i]!.kind} ${formatCards(items[i]!.cards)}`);
}

// RULES.md Muggins and 003 MUGGINS: the caller is shown the missed items. A claim is only a number, so the app
// guesses which items make up the difference: issue 15 item 3 says which ones players really miss.
describe('likelyMissed (muggins: what a short claim overlooked)', () => {
  it('a claim one short of a hand with nobs missed the nobs', () => {
    const count = countShow(cards('JH 5C 2S 3D'), card('9H')); // 15s: J+5, 2+3+... nobs JH
    const missed = likelyMissed(count.items, 1);
    expect(missed.map((i) => count.items[i]!.kind)).toEqual(['nobs']);
  });

  // This test used to assert the opposite ("prefers a three-card fifteen over ten-and-five", picking 4-5-6 here):
  // issue 15 item 3 calls that the bad guess, since whoever counted the run 4-5-6 saw that it makes fifteen.
  it('a fifteen made of a counted run (4-5-6) is the least likely fifteen, even without the starter given', () => {
    const count = countShow(cards('10H 5C 4S 6D'), card('KH')); // 10+5, K+5, 4+5+6, and the run 4-5-6
    expect(named(count.items, likelyMissed(count.items, 2))).toEqual(['fifteen 5C 10H']);
    expect(named(count.items, likelyMissed(count.items, 2, { starter: card('KH') }))).toEqual(['fifteen 5C KH']);
  });

  it('returns nothing when nothing was missed or no set adds up', () => {
    const count = countShow(cards('10H 5C 4S 6D'), card('KH'));
    expect(likelyMissed(count.items, 0)).toEqual([]);
    expect(likelyMissed(count.items, 1)).toEqual([]);
    expect(likelyMissed(count.items, -3, { starter: 'KH' })).toEqual([]);
  });

  it('finds a set worth exactly the missed points', () => {
    const count = countShow(cards('5H 5C 5S JD'), card('5D'));
    for (const missing of [1, 2, 3, 5, 13, 29]) {
      const picks = likelyMissed(count.items, missing, { starter: card('5D') });
      expect(picks.reduce((t, i) => t + count.items[i]!.points, 0)).toBe(missing);
    }
  });

  // hand | starter | claim | the true count | the likely missed items, in the order the count says them.
  test.each([
    // Issue 15 item 3's own example: whoever counted the double run saw both 4-5-6 fifteens; 5-K uses the starter.
    ['4H 5H 6D 6C', 'KS', 12, 14, ['fifteen 5H KS']],
    // The starter king and the five, over ten-and-five in hand and the 4-5-6 of the run.
    ['10H 5C 4S 6D', 'KH', 7, 9, ['fifteen 5C KH']],
    // A three-card fifteen with the starter, over a plain 7-8 in hand.
    ['7H 8C 2D 4S', '9C', 5, 7, ['fifteen 2D 4S 9C']],
    // His nobs and a face-card fifteen, not the run (the only 3-point item).
    ['JD 4C 5S 6H', '2D', 5, 8, ['fifteen 5S JD', 'nobs JD']],
    // Both fifteens with the starter queen, his nobs, and one jack fifteen; never a pair.
    ['JH JC 5D 5S', 'QH', 10, 17, ['fifteen 5D JH', 'fifteen 5D QH', 'fifteen 5S QH', 'nobs JH']],
    // The second run of a double run.
    ['7H 8C 8D 9S', '2C', 9, 12, ['run 7H 8D 9S']],
    // The second run of four of a double run of four.
    ['7H 8C 8D 9S', '10H', 10, 14, ['run 7H 8D 9S 10H']],
    // Two later runs of a double-double run, not the first one.
    ['6H 6C 7D 7S', '8H', 14, 20, ['run 6H 7S 8H', 'run 6C 7D 8H']],
    // Two later runs of a triple run.
    ['3H 3C 3D 4S', '5H', 15, 21, ['run 3C 4S 5H', 'run 3D 4S 5H']],
    // A flush of four, over two fifteens.
    ['5H 10H 2H 8H', '7C', 6, 10, ['flush 5H 10H 2H 8H']],
    // A fifteen with the starter, never the plain pair.
    ['9H 9C 3D 2S', '6H', 4, 6, ['fifteen 6H 9H']],
  ] as const)('%s with %s cut, claimed %i (true %i): most likely missed %j', (hand, starter, claim, total, expected) => {
    const count = countShow(cards(hand), card(starter));
    expect(count.total).toBe(total);
    expect(named(count.items, likelyMissed(count.items, total - claim, { starter: card(starter) }))).toEqual(expected);
  });

  it('reads stored items (card ids) and a starter given as an id the same way as cards', () => {
    const count = countShow(cards('4H 5H 6D 6C'), card('KS'));
    const stored = count.items.map((item) => ({ kind: item.kind, cards: item.cards.map(formatCard), points: item.points }));
    expect(stored[0]).toEqual({ kind: 'fifteen', cards: ['5H', 'KS'], points: 2 });
    expect(likelyMissed(stored, 2, { starter: 'KS' })).toEqual([0]);
    expect(likelyMissed(stored, 2, { starter: card('KS') })).toEqual([0]);
    expect(likelyMissed(count.items, 2, { starter: 'KS' })).toEqual([0]);
    // The second run of the double run, from ids as from cards.
    expect(likelyMissed(stored, 3, { starter: 'KS' })).toEqual([5]);
    expect(stored[5]).toEqual({ kind: 'run', cards: ['4H', '5H', '6C'], points: 3 });
  });
});
