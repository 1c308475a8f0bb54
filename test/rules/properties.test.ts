import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, SUITS, countShow, scorePlay, showTotal, type Card, type Suit } from '../../src/rules';
import { card, cards } from './helpers';

/** Five distinct cards: four hand cards and a starter. */
const deal = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 }).map((ix) => ix.map((i) => DECK[i]!));
const suitPermutation = fc.shuffledSubarray([...SUITS], { minLength: 4, maxLength: 4 });
const crib = fc.boolean();

function relabel(cards: readonly Card[], perm: readonly Suit[]): Card[] {
  return cards.map((c) => DECK[(c.rank - 1) * 4 + SUITS.indexOf(perm[SUITS.indexOf(c.suit)]!)]!);
}

describe('show properties (STYLE 15: symmetry)', () => {
  it('renaming the suits never changes a count', () => {
    fc.assert(
      fc.property(deal, suitPermutation, crib, (cards, perm, isCrib) => {
        const moved = relabel(cards, perm);
        return countShow(cards.slice(0, 4), cards[4]!, { crib: isCrib }).total === countShow(moved.slice(0, 4), moved[4]!, { crib: isCrib }).total;
      }),
      { numRuns: 2000 },
    );
  });

  it('the order of the hand cards never changes a count', () => {
    fc.assert(
      fc.property(deal, fc.func(fc.integer()), crib, (cards, key, isCrib) => {
        const hand = cards.slice(0, 4);
        const shuffled = [...hand].sort((a, b) => key(a) - key(b));
        return countShow(hand, cards[4]!, { crib: isCrib }).total === countShow(shuffled, cards[4]!, { crib: isCrib }).total;
      }),
      { numRuns: 2000 },
    );
  });

  it('items always sum to the total, and each names cards of the deal', () => {
    fc.assert(
      fc.property(deal, crib, fc.boolean(), (cards, isCrib, extraScores) => {
        const hand = extraScores ? cards.slice(0, 3) : cards.slice(0, 4);
        const count = countShow(hand, cards[4]!, { crib: isCrib, extraScores });
        const sum = count.items.reduce((t, i) => t + i.points, 0);
        const inDeal = count.items.every((i) => i.cards.every((c) => cards.includes(c)));
        return sum === count.total && inDeal;
      }),
      { numRuns: 2000 },
    );
  });

  it('the fast scorer agrees with the itemized counter on random deals', () => {
    fc.assert(
      fc.property(
        deal,
        crib,
        (cards, isCrib) => showTotal(cards.slice(0, 4), cards[4]!, isCrib) === countShow(cards.slice(0, 4), cards[4]!, { crib: isCrib }).total,
      ),
      { numRuns: 5000 },
    );
  });

  it('the fast scorer gives copies of cards (from JSON, IndexedDB, a literal) the same total as DECK cards', () => {
    const copy = (c: Card): Card => ({ rank: c.rank, suit: c.suit });
    fc.assert(
      fc.property(
        deal,
        crib,
        (cards, isCrib) => showTotal(cards.slice(0, 4).map(copy), copy(cards[4]!), isCrib) === showTotal(cards.slice(0, 4), cards[4]!, isCrib),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the fast scorer on known hands, DECK cards and copies alike', () => {
  const dealt = (text: string, copies: boolean) => cards(text).map((c) => (copies ? { ...c } : c));
  for (const copies of [false, true]) {
    const how = copies ? 'copies' : 'DECK cards';
    it(`JH 5C 5D 5S with the 5H starter is 29, his nobs included (002 scoring chart; RULES.md counting core), on ${how}`, () => {
      const [j, ...fives] = dealt('JH 5C 5D 5S 5H', copies);
      expect(showTotal([j!, ...fives.slice(0, 3)], fives[3]!, false)).toBe(29);
    });
    it(`2H 4H 6H 8H with KC: a four-card flush is 4 in a hand and 0 in the crib (002 scoring chart; RULES.md: crib only with all five), on ${how}`, () => {
      const hand = dealt('2H 4H 6H 8H KC', copies);
      expect(showTotal(hand.slice(0, 4), hand[4]!, false)).toBe(4);
      expect(showTotal(hand.slice(0, 4), hand[4]!, true)).toBe(0);
    });
  }

  it("a DECK card's packed bits stay out of equality, JSON and structured clones", () => {
    const jack = card('JS');
    expect(jack).toStrictEqual({ rank: 11, suit: 'S' });
    expect(JSON.stringify(jack)).toBe('{"rank":11,"suit":"S"}');
    expect(structuredClone(jack)).toStrictEqual({ rank: 11, suit: 'S' });
    expect(Object.keys({ ...jack })).toEqual(['rank', 'suit']);
    expect(Object.getOwnPropertySymbols({ ...jack })).toEqual([]);
  });
});

describe('play properties', () => {
  const sequence = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 1, maxLength: 8 }).map((ix) => ix.map((i) => DECK[i]!));

  it('renaming the suits never changes the points of a play', () => {
    fc.assert(fc.property(sequence, suitPermutation, (cards, perm) => scorePlay(cards).points === scorePlay(relabel(cards, perm)).points));
  });

  it('items always sum to the points', () => {
    fc.assert(
      fc.property(sequence, fc.boolean(), (cards, extraScores) => {
        const score = scorePlay(cards, { extraScores });
        return score.items.reduce((t, i) => t + i.points, 0) === score.points;
      }),
    );
  });

  it('a run ending the play scores the same whatever the order of its cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 3, max: 5 }), fc.func(fc.integer()), (low, length, key) => {
        const run = Array.from({ length }, (_, k) => DECK[(low + k - 1) * 4]!).filter((c) => c.rank <= 13);
        const shuffled = [...run].sort((a, b) => key(a) - key(b));
        const runItem = scorePlay(shuffled).items.find((i) => i.kind === 'run');
        expect(runItem?.points).toBe(run.length);
      }),
    );
  });
});
