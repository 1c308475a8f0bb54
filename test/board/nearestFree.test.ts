import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestFree } from '../../src/board/labelLayout';

/**
 * The way `nearestFree` used to find its answer (sort and merge the intervals, then try 0, `lo`, `hi` and every
 * merged end in that order, keeping the first nearest): the reference the walk must agree with on every input.
 */
function byMerging(lo: number, hi: number, blocked: readonly (readonly [number, number])[]): number | undefined {
  const sorted = blocked.filter(([a, b]) => b > lo && a < hi).sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [a, b] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && a < last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  const isFree = (v: number) => v >= lo && v <= hi && merged.every(([a, b]) => v <= a || v >= b);
  let best: number | undefined;
  for (const v of [0, lo, hi, ...merged.flat()]) if (isFree(v) && (best === undefined || Math.abs(v) < Math.abs(best))) best = v;
  return best;
}

describe('nearestFree: where a board word may sit across its street', () => {
  it('stays at 0 when nothing covers it', () => {
    expect(nearestFree(-0.6, 3.6, [])).toBe(0);
    expect(nearestFree(-0.6, 3.6, [1, 2])).toBe(0);
  });

  it('steps to the nearer end of what covers 0, and on through intervals that touch or overlap', () => {
    expect(nearestFree(-0.6, 3.6, [-0.2, 0.5])).toBe(-0.2);
    expect(nearestFree(-0.6, 3.6, [-0.7, 0.5])).toBe(0.5); // below is covered down past lo
    expect(nearestFree(-0.6, 3.6, [-0.7, 0.5, 0.4, 1.1, 1.1, 1.3])).toBe(1.1); // touching at 1.1 is free
    expect(nearestFree(-0.6, 3.6, [-0.7, 0.5, 0.4, 1.2, 1.1, 1.3])).toBe(1.3);
  });

  it('starts from the range when 0 is outside it, and says undefined when the range is covered', () => {
    expect(nearestFree(0.5, 2, [0, 1])).toBe(1);
    expect(nearestFree(0.5, 2, [0, 1, 0.9, 2.5])).toBeUndefined();
    expect(nearestFree(1, 0, [])).toBeUndefined();
  });

  it('breaks a tie as the ends were once tried: lo, then hi, then interval ends from below', () => {
    expect(nearestFree(-1, 1, [-1, 1])).toBe(-1); // lo and hi both free at distance 1: lo
    expect(nearestFree(-2, 0.5, [-0.5, 0.5])).toBe(0.5); // -0.5 an end, 0.5 = hi: hi is tried first
    expect(nearestFree(-2, 0.6, [-0.5, 0.5])).toBe(-0.5); // two ends: the lower
  });

  it('reads only the first `count` numbers of a reused buffer', () => {
    expect(nearestFree(-0.6, 3.6, [-0.2, 0.5, -9, 9], 2)).toBe(-0.2);
  });

  it('agrees with sorting and merging the intervals on any input (property)', () => {
    const tenth = fc.integer({ min: -40, max: 40 }).map((n) => n / 10); // on a grid, so ties and touching ends happen
    const interval = fc.tuple(tenth, tenth).map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
    fc.assert(
      fc.property(tenth, tenth, fc.array(interval, { maxLength: 12 }), (lo, hi, blocked) => {
        expect(nearestFree(lo, hi, blocked.flat())).toBe(byMerging(lo, hi, blocked));
      }),
      { numRuns: 5000 },
    );
  });
});
