import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, INTEL_KINDS, countCombinations, countShow, formatCards, intelBonus, sayIntel, type IntelBonus } from '../../src/rules';
import { card, cards } from './helpers';

/** The bonus as text, e.g. `['pair 9S 9H = 2', 'run-extended 7H 8C 9D 10H (was 7H 8C 9D) = 1']`. */
function items(bonus: IntelBonus): string[] {
  return bonus.items.map((i) => `${i.kind} ${formatCards(i.cards)}${i.replaces ? ` (was ${formatCards(i.replaces)})` : ''} = ${i.points}`);
}

// 000 "Intelligence Bonus - Intel-based scoring" and RULES.md "Cribbage is not Enough": the bonus is what the enemy
// Top adds, hand + both Tops less hand + own Top, fifteens, pairs and runs only; runs are not counted again.
describe('intelBonus (000 Intelligence Bonus)', () => {
  it("000's example: 7-8-8-9-10 with an enemy 9 is a new pair and two more runs of four, NOT four: 10", () => {
    const hand = cards('7H 8C 8D 9S');
    const ownTop = card('10D');
    // Already counted with its own Top: a double run of four (8), the pair of 8s (2), 7+8 twice (4).
    expect(countShow(hand, ownTop).total).toBe(14);
    const bonus = intelBonus(hand, ownTop, card('9H'));
    expect(bonus.total).toBe(10);
    // No new fifteen: nothing among 7, 8, 8, 9, 10 makes six with the 9.
    expect(items(bonus)).toEqual(['pair 9S 9H = 2', 'run 7H 8C 9H 10D = 4', 'run 7H 8D 9H 10D = 4']);
    expect(sayIntel(bonus)).toBe('a pair is two, a run of four is six, and another run of four is ten');
  });

  it('an enemy Top that adds nothing: 0 and no items', () => {
    const bonus = intelBonus(cards('2H 4C 6D 8S'), card('QC'), card('KH'));
    expect(bonus).toEqual({ total: 0, items: [] });
    expect(sayIntel(bonus)).toBe('nothing more');
  });

  it('an enemy Top of the same rank and suit as a hand card (the other deck) is a pair, not an error: 13', () => {
    const hand = cards('5H 5C JD 4S');
    const enemyTop = card('5H'); // the very same card value as the hand's 5H: only the deck differs
    expect(enemyTop).toBe(hand[0]);
    const bonus = intelBonus(hand, card('6D'), enemyTop);
    // Three new fifteens, the pair of 5s made a pair royal (6 - 2 = 4), the double run 4-5-6 made a triple (9 - 6 = 3).
    expect(bonus.total).toBe(13);
    expect(items(bonus)).toEqual(['fifteen 5H JD = 2', 'fifteen 4S 5H 6D = 2', 'fifteen 5H 5C 5H = 2', 'pair 5H 5H = 2', 'pair 5C 5H = 2', 'run 4S 5H 6D = 3']);
    expect(sayIntel(bonus)).toBe('fifteen two, fifteen four, fifteen six, a pair is eight, another pair is ten, and a run of three is thirteen');
  });

  it('an enemy Top of the same rank and suit as the own Top is a pair too', () => {
    const bonus = intelBonus(cards('2C 3D 9S KH'), card('7C'), card('7C'));
    expect(items(bonus)).toEqual(['pair 7C 7C = 2']);
  });

  it('an enemy Top that extends a run counted with the hand adds only the extra card: 7-8-9 made 7-8-9-10 is 4 - 3 = 1', () => {
    const hand = cards('7H 8C 9D 2S');
    const ownTop = card('KC');
    expect(countShow(hand, ownTop).total).toBe(5); // 7+8 and the run 7-8-9
    const bonus = intelBonus(hand, ownTop, card('10H'));
    expect(bonus.total).toBe(1);
    expect(items(bonus)).toEqual(['run-extended 7H 8C 9D 10H (was 7H 8C 9D) = 1']);
    expect(sayIntel(bonus)).toBe('a run of three made a run of four is one');
  });

  it('extending a double run extends both runs: 2 (8 - 6)', () => {
    const bonus = intelBonus(cards('7H 8C 8D 9S'), card('2C'), card('10H'));
    expect(bonus.total).toBe(2);
    expect(items(bonus)).toEqual(['run-extended 7H 8C 9S 10H (was 7H 8C 9S) = 1', 'run-extended 7H 8D 9S 10H (was 7H 8D 9S) = 1']);
    expect(sayIntel(bonus)).toBe('a run of three made a run of four is one, and another run of three made a run of four is two');
  });

  it('an enemy Top that joins a run to a pair: one run extended, one new run of five: 7 (10 - 3)', () => {
    const bonus = intelBonus(cards('7H 8C 9D JS'), card('JH'), card('10C'));
    expect(bonus.total).toBe(7);
    expect(items(bonus)).toEqual(['run-extended 7H 8C 9D 10C JS (was 7H 8C 9D) = 2', 'run 7H 8C 9D 10C JH = 5']);
  });

  it('a new fifteen and a new run through the enemy Top: 5', () => {
    const bonus = intelBonus(cards('5H 6C 2D KS'), card('QD'), card('4H'));
    expect(items(bonus)).toEqual(['fifteen 4H 5H 6C = 2', 'run 4H 5H 6C = 3']);
    expect(bonus.total).toBe(5);
    expect(sayIntel(bonus)).toBe('fifteen two, and a run of three is five');
  });

  it('a fifth card of a rank (two decks) pairs with each of the four: 8 (every pair counts: 20 - 12)', () => {
    const bonus = intelBonus(cards('AC AD AS AH'), card('2C'), card('AC'));
    expect(items(bonus)).toEqual(['pair AC AC = 2', 'pair AD AC = 2', 'pair AS AC = 2', 'pair AH AC = 2']);
    expect(bonus.total).toBe(8);
  });

  it("no flush, nobs or heels in the bonus: a sixth heart, a jack of the enemy Top's suit add nothing", () => {
    expect(intelBonus(cards('2H 4H 6H 8H'), card('QH'), card('KH')).total).toBe(0);
    const bonus = intelBonus(cards('JS 3D 7C 9H'), card('2C'), card('4S'));
    expect(items(bonus)).toEqual(['fifteen 2C 4S 9H = 2', 'run 2C 3D 4S = 3']);
  });

  it('takes a 4-card hand only (000 hands are 4 cards): anything else is a bug in the caller', () => {
    expect(() => intelBonus(cards('7H 8C 9D'), card('KC'), card('10H'))).toThrow(RangeError);
  });

  it('equals hand + both Tops less hand + own Top on random deals (countCombinations); items sum to it, each through the enemy Top', () => {
    // Hand and own Top: five distinct cards of one deck; the enemy Top: any card of the other deck, given as the
    // shared card value or as a copy.
    const deal = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 }).map((ix) => ix.map((i) => DECK[i]!));
    const enemy = fc.tuple(fc.integer({ min: 0, max: 51 }), fc.boolean()).map(([i, copy]) => (copy ? { ...DECK[i]! } : DECK[i]!));
    fc.assert(
      fc.property(deal, enemy, (dealt, enemyTop) => {
        const [hand, ownTop] = [dealt.slice(0, 4), dealt[4]!];
        const bonus = intelBonus(hand, ownTop, enemyTop);
        const expected = countCombinations([...hand, ownTop, enemyTop]).total - countCombinations([...hand, ownTop]).total;
        const sum = bonus.items.reduce((t, i) => t + i.points, 0);
        const valid = bonus.items.every((i) => INTEL_KINDS.includes(i.kind) && i.points > 0 && i.cards.includes(enemyTop));
        return bonus.total === expected && sum === expected && valid;
      }),
      { numRuns: 5000 },
    );
  });
});
