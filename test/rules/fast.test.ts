import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, RANK_KEYS, RANK_KEY_SHIFT, countShow, packCard, showTotal, showTotalIndex, type Card } from '../../src/rules';

/** Every multiset of five ranks 0..12 with no more than four of a rank: the ranks a show can hold. */
function rankMultisets(): number[][] {
  const out: number[][] = [];
  const visit = (chosen: number[], from: number): void => {
    if (chosen.length === 5) {
      if (chosen[0] !== chosen[4]) out.push([...chosen]);
      return;
    }
    for (let rank = from; rank < 13; rank++) visit([...chosen, rank], rank);
  };
  visit([], 0);
  return out;
}

const deal = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 5, maxLength: 5 });

describe("the fast scorer's keys (issue 13: fast totals on cards)", () => {
  it('each of the 6,175 rank multisets of a show has its own sum of rank keys', () => {
    const multisets = rankMultisets();
    const sums = new Set(multisets.map((ranks) => ranks.reduce((sum, rank) => sum + RANK_KEYS[rank]!, 0)));
    expect(multisets.length).toBe(6175);
    expect(sums.size).toBe(6175);
    expect(Math.max(...sums)).toBe(4 * 79415 + 43258);
  });

  it("packs a card as its suit bit, a jack's suit bit again and its rank key", () => {
    expect(packCard(5, 2)).toBe((94 << 10) | 4); // the five of hearts
    expect(packCard(11, 3)).toBe(20_478_088); // the jack of spades: 19,998 << 10 | 8 << 4 | 8
    expect(packCard(1, 0)).toBe(1); // the ace of clubs: key 0
    expect(RANK_KEY_SHIFT).toBe(10);
  });

  it('five packed cards sum to a small integer whose low bits never reach the rank keys', () => {
    const kingOfSpades = packCard(13, 3);
    const jackOfSpades = packCard(11, 3);
    expect(4 * kingOfSpades + jackOfSpades).toBeLessThan(2 ** 30);
    expect(5 * (jackOfSpades & ((1 << RANK_KEY_SHIFT) - 1))).toBeLessThan(1 << RANK_KEY_SHIFT);
  });
});

describe('the fast scorers agree with the itemized counter in any order', () => {
  it('showTotalIndex, whose 13^5 table is filled from the rank-key table, on five cards in any order', () => {
    fc.assert(
      fc.property(
        deal,
        fc.boolean(),
        ([a, b, c, d, s], crib) =>
          showTotalIndex(a!, b!, c!, d!, s!, crib) ===
          countShow(
            [a!, b!, c!, d!].map((i) => DECK[i]!),
            DECK[s!]!,
            { crib },
          ).total,
      ),
      { numRuns: 5000 },
    );
  });

  it('showTotal on a hand mixing DECK cards and copies (a card from JSON or IndexedDB has no packed bits)', () => {
    const copy = (c: Card): Card => ({ rank: c.rank, suit: c.suit });
    fc.assert(
      fc.property(deal, fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), fc.boolean(), (indices, copied, crib) => {
        const cards = indices.map((i, k) => (copied[k] ? copy(DECK[i]!) : DECK[i]!));
        return showTotal(cards.slice(0, 4), cards[4]!, crib) === countShow(cards.slice(0, 4), cards[4]!, { crib }).total;
      }),
      { numRuns: 5000 },
    );
  });
});
