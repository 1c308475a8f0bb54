import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DECK, SUITS, analyzeThrows, cardIndex, countShow, formatCards, showTotal, type Card } from '../../src/rules';
import { cards } from './helpers';

/** The textbook enumeration: every opponent throw (or other crib cards) and every remaining starter, one by one. */
function bruteForce(dealt: Card[], keep: Card[], itemized = false) {
  const thrown = dealt.filter((c) => !keep.includes(c));
  const unseen = DECK.filter((c) => !dealt.includes(c));
  const score = (hand: Card[], starter: Card, crib: boolean) => (itemized ? countShow(hand, starter, { crib }).total : showTotal(hand, starter, crib));
  const hand = unseen.reduce((t, s) => t + score(keep, s, false), 0) / unseen.length;
  const k = 4 - thrown.length;
  let total = 0;
  let n = 0;
  const pick = (from: number, chosen: Card[]): void => {
    if (chosen.length === k) {
      for (const s of unseen) {
        if (chosen.includes(s)) continue;
        total += score([...thrown, ...chosen], s, true);
        n++;
      }
      return;
    }
    for (let i = from; i < unseen.length; i++) pick(i + 1, [...chosen, unseen[i]!]);
  };
  pick(0, []);
  return { hand, crib: total / n, combos: n };
}

function row(dealt: Card[], keepText: string, dealer: boolean) {
  const keep = cards(keepText).map(cardIndex);
  return analyzeThrows(dealt, { dealer }).find((r) => r.keep.every((c) => keep.includes(cardIndex(c))))!;
}

describe('analyzeThrows (issue 6)', () => {
  it('agrees with the brute-force enumeration, itemized counter included, to 1e-9 (two players)', () => {
    const dealt = cards('5H 5C JD 6S 9C KH');
    const keep = cards('5H 5C JD 6S');
    const expected = bruteForce(dealt, keep, true);
    expect(expected.combos).toBe(1035 * 44); // C(46,2) opponent throws x 44 starters
    const r = row(dealt, '5H 5C JD 6S', true);
    expect(Math.abs(r.hand - expected.hand)).toBeLessThan(1e-9);
    expect(Math.abs(r.crib - expected.crib)).toBeLessThan(1e-9);
  });

  it('agrees with the brute force on every keep of three more deals', () => {
    for (const text of ['AH 2C 3D 4S 5H 6C', 'JH JC 5D 5S QH KD', '2H 4H 6H 8H 10H QH']) {
      const dealt = cards(text);
      for (const r of analyzeThrows(dealt, { dealer: false })) {
        const expected = bruteForce(dealt, [...r.keep]);
        expect(Math.abs(r.hand - expected.hand)).toBeLessThan(1e-9);
        expect(Math.abs(r.crib - expected.crib)).toBeLessThan(1e-9);
      }
    }
  });

  it('a 5-card deal (three and four players) keeps 4 and throws 1: 5 rows, crib over 3 unknown cards and a starter', () => {
    const dealt = cards('5H 5C JD 6S 9C');
    const rows = analyzeThrows(dealt, { dealer: true });
    expect(rows).toHaveLength(5);
    const r = rows.find((x) => formatCards(x.throw) === '9C')!;
    const expected = bruteForce(dealt, [...r.keep]);
    expect(expected.combos).toBe(16215 * 44); // C(47,3) x 44
    expect(Math.abs(r.hand - expected.hand)).toBeLessThan(1e-9);
    expect(Math.abs(r.crib - expected.crib)).toBeLessThan(1e-9);
  });

  it('dealer adds the crib, pone subtracts it, sorted best net first', () => {
    const dealt = cards('5H 5C JD 6S 9C KH');
    const asDealer = analyzeThrows(dealt, { dealer: true });
    const asPone = analyzeThrows(dealt, { dealer: false });
    expect(asDealer).toHaveLength(15);
    for (const r of asDealer) expect(r.net).toBeCloseTo(r.hand + r.crib, 12);
    for (const r of asPone) expect(r.net).toBeCloseTo(r.hand - r.crib, 12);
    for (let i = 1; i < 15; i++) expect(asDealer[i - 1]!.net).toBeGreaterThanOrEqual(asDealer[i]!.net);
    // As dealer, keeping 5-5-J-K and laying the 6-9 fifteen in one's own crib comes out best.
    expect(formatCards(asDealer[0]!.keep)).toBe('5H 5C JD KH');
  });

  it('the spread of the kept hand: min, max, chance of 12 or more, best and worst starters', () => {
    const r = row(cards('5H 5C 5S JD 9C KH'), '5H 5C 5S JD', false);
    expect(r.handMax).toBe(29);
    expect(formatCards(r.bestStarters)).toBe('5D');
    expect(r.handMin).toBe(14); // three fives (8 + 6 for the pair royal) with a useless starter
    expect(r.handChance12).toBe(1);
  });

  it('hand-only values skip the crib', () => {
    const rows = analyzeThrows(cards('5H 5C JD 6S 9C KH'), { dealer: true, handOnly: true });
    expect(rows.every((r) => Number.isNaN(r.crib) && r.net === r.hand)).toBe(true);
  });

  it('refuses anything but 5 or 6 distinct cards', () => {
    expect(() => analyzeThrows(cards('5H 5C JD 6S'), { dealer: true })).toThrow(RangeError);
    expect(() => analyzeThrows([...cards('5H 5C JD 6S 9C'), cards('5H')[0]!], { dealer: true })).toThrow(RangeError);
  });

  it('renaming the suits never changes the values (symmetry)', () => {
    const deal = fc.uniqueArray(fc.integer({ min: 0, max: 51 }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(deal, fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), fc.boolean(), (ix, perm, dealer) => {
        const a = ix.map((i) => DECK[i]!);
        const b = ix.map((i) => DECK[(i & ~3) | perm[i & 3]!]!);
        const ra = analyzeThrows(a, { dealer });
        const rb = analyzeThrows(b, { dealer });
        const key = (r: { keep: readonly Card[] }, cs: Card[]) =>
          r.keep
            .map((c) => cs.indexOf(c))
            .sort()
            .join();
        const byKeep = new Map(rb.map((r) => [key(r, b), r]));
        return ra.every((r) => {
          const other = byKeep.get(key(r, a))!;
          return Math.abs(other.hand - r.hand) < 1e-9 && Math.abs(other.crib - r.crib) < 1e-9;
        });
      }),
      { numRuns: 15 },
    );
    expect(SUITS).toHaveLength(4);
  });
});
