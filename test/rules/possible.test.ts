import { describe, expect, it } from 'vitest';
import { countShow, DECK, impossibleShowWords, isPossibleShow } from '../../src/rules';

const totals = (shape: Parameters<typeof isPossibleShow>[1]) => Array.from({ length: 100 }, (_, n) => n).filter((n) => isPossibleShow(n, shape));

/** Every 3-card hand and starter, 22,100 x 49, counted itemized: the histogram of totals. */
function threeCardHistogram(extraScores: boolean): Record<number, number> {
  const histogram: Record<number, number> = {};
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++)
        for (let s = 0; s < 52; s++) {
          if (s === a || s === b || s === c) continue;
          const total = countShow([DECK[a]!, DECK[b]!, DECK[c]!], DECK[s]!, { crib: false, extraScores }).total;
          histogram[total] = (histogram[total] ?? 0) + 1;
        }
  return histogram;
}

describe('which show totals can happen (a tapped or claimed count outside them is refused)', () => {
  it('four cards and the starter, hand or crib: 0 to 29 but never 19, 25, 26 or 27 (the published hand distribution, and the crib table of exhaustive-cribs.test.ts, have none there)', () => {
    const four = totals({ size: 4 });
    expect(four).toEqual([...Array(19).keys(), 20, 21, 22, 23, 24, 28, 29]);
  });

  it('002 5-CARD: three cards and the starter (all 1,082,900): 0 to 15, and 20 only from three fives and a five', () => {
    const histogram = threeCardHistogram(false);
    expect(histogram).toEqual({
      0: 260220,
      1: 18180,
      2: 403032,
      3: 63288,
      4: 144716,
      5: 69300,
      6: 72928,
      7: 16832,
      8: 18668,
      9: 5964,
      10: 4044,
      11: 824,
      12: 4372,
      13: 164,
      14: 268,
      15: 96,
      20: 4,
    });
    expect(totals({ size: 3 })).toEqual(Object.keys(histogram).map(Number));
  }, 60_000);

  it("002 NODDY: three cards and the starter with Noddy's extras (25 = 2, a run of three = 2, a flush of three = 3): every total 0 to 20", () => {
    const histogram = threeCardHistogram(true);
    expect(histogram).toEqual({
      0: 258300,
      1: 18180,
      2: 364128,
      3: 33588,
      4: 154236,
      5: 22368,
      6: 150376,
      7: 16728,
      8: 31196,
      9: 8592,
      10: 9472,
      11: 1872,
      12: 3180,
      13: 492,
      14: 7536,
      15: 1188,
      16: 804,
      17: 372,
      18: 252,
      19: 36,
      20: 4,
    });
    expect(totals({ size: 3, extraScores: true })).toEqual(Object.keys(histogram).map(Number));
  }, 60_000);

  it('says why, in words a table uses', () => {
    expect(impossibleShowWords(19, { size: 4 }, 'hand')).toBe(
      'No hand scores 19: four cards and the starter score 0 to 29, never 19, 25, 26 or 27 ("nineteen" is the table\'s word for nothing: enter 0).',
    );
    expect(impossibleShowWords(30, { size: 4 }, 'crib')).toBe('No crib scores 30: four cards and the starter score 0 to 29, never 19, 25, 26 or 27.');
    expect(impossibleShowWords(16, { size: 3 }, 'hand')).toBe('No hand scores 16: three cards and the starter score 0 to 15, or 20.');
    expect(impossibleShowWords(2.5, { size: 4 }, 'hand')).toBe('A count is a whole number of points, 0 or more.');
    expect(impossibleShowWords(29, { size: 4 }, 'hand')).toBeNull();
    expect(impossibleShowWords(20, { size: 3 }, 'hand')).toBeNull();
  });
});
