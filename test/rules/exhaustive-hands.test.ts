import { expect, it } from 'vitest';
import { enumerateAll } from './exhaustive';

/**
 * The published distribution of hand scores over all 12,994,800 hand+starter combinations
 * (Wikipedia, "Cribbage statistics"; also in the brief of issue 2). Index = points.
 */
const PUBLISHED_HANDS = [
  1009008, 99792, 2813796, 505008, 2855676, 697508, 1800268, 751324, 1137236, 361224, 388740, 51680, 317340, 19656, 90100, 9168, 58248, 11196, 2708, 0, 8068,
  2496, 444, 356, 3680, 0, 0, 0, 76, 4,
];

it('every hand: the fast (on indices and on cards) and itemized counters agree on all 12,994,800 and reproduce the published distribution', () => {
  const { histogram, combinations, disagreements } = enumerateAll(false);
  expect(combinations).toBe(12_994_800);
  expect(disagreements).toEqual([]);
  expect(histogram).toEqual(PUBLISHED_HANDS);
  // 19, 25, 26 and 27 are impossible hands.
  expect([19, 25, 26, 27].map((p) => histogram[p])).toEqual([0, 0, 0, 0]);
  // Mean 60759/12740 (about 4.769): total points 61,974,180.
  const points = histogram.reduce((sum, ways, p) => sum + ways * p, 0);
  expect(points).toBe(61_974_180);
  expect(points * 12740).toBe(60759 * 12_994_800);
}, 120_000);
