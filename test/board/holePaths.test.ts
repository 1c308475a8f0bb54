import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, MAIN, boardGeometry } from '../../src/board';
import { circlesPath, holePaths } from '../../src/board/drawing';

/** Each circle sub-path of `d` as its centre and radius, read back from `M x-r y a r r 0 1 0 2r 0 a ... z`. */
function circlesOf(d: string): { x: number; y: number; r: number }[] {
  const one = /M(-?[\d.]+) (-?[\d.]+)a([\d.]+) \3 0 1 0 ([\d.]+) 0a\3 \3 0 1 0 -\4 0z/y;
  const out: { x: number; y: number; r: number }[] = [];
  while (one.lastIndex < d.length) {
    const m = one.exec(d);
    if (m === null) throw new Error(`not a circle at ${one.lastIndex}: ${d.slice(one.lastIndex, one.lastIndex + 40)}`);
    const r = Number(m[3]);
    expect(Number(m[4])).toBeCloseTo(2 * r, 9);
    out.push({ x: Number(m[1]) + r, y: Number(m[2]), r });
  }
  return out;
}

describe('holes drawn as paths of circles', () => {
  it('draws a circle as two half arcs from its left edge, closed', () => {
    expect(circlesPath([{ x: 1.5, y: 37.6 }], 0.3)).toBe('M1.2 37.6a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0z');
    expect(circlesPath([], 0.3)).toBe('');
  });

  it('writes numbers to 6 decimals, without float noise (8.7 - 0.3 is 8.399999999999999 in floating point)', () => {
    expect(
      circlesPath(
        [
          { x: 8.7, y: 2.4 },
          { x: 0.1, y: -1 },
        ],
        0.3,
      ),
    ).toBe('M8.4 2.4a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0z' + 'M-0.2 -1a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0z');
  });

  it("puts the standard 121 board's 244 holes (0 to 121 on two tracks) in the main path, none in the side path", () => {
    const g = boardGeometry(BUILT_IN_BOARDS['standard-121-2']);
    const { main, side } = holePaths(g);
    expect(circlesOf(main)).toHaveLength(244);
    expect(side).toBe('');
    // The first hole: track 0's start, as the geometry lists it first.
    expect(main.slice(0, main.indexOf('z') + 1)).toBe('M1.2 37.6a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0z');
  });

  it("puts Crib Wars' 1,092 main holes (0 to 363 on three tracks) and 150 side holes in their own paths", () => {
    const { main, side } = holePaths(boardGeometry(BUILT_IN_BOARDS['crib-wars']));
    expect(circlesOf(main)).toHaveLength(1092);
    expect(circlesOf(side)).toHaveLength(150);
  });

  it.each(Object.values(BUILT_IN_BOARDS).map((b) => [b.id, b] as const))(
    'draws every hole of %s at its geometry point, and no two circles overlap',
    (_id, board) => {
      const g = boardGeometry(board);
      const { main, side } = holePaths(g);
      const expected = (onMain: boolean) => g.holes.filter((h) => (h.spot.path === MAIN) === onMain).map((h) => ({ x: h.x, y: h.y, r: g.holeRadius }));
      for (const [d, onMain] of [
        [main, true],
        [side, false],
      ] as const) {
        const drawn = circlesOf(d);
        const want = expected(onMain);
        expect(drawn).toHaveLength(want.length);
        // Centres to the path's 6 decimals (x is written as x - r).
        expect(drawn.map((c) => ({ x: Math.round(c.x * 1e6) / 1e6, y: c.y, r: c.r }))).toEqual(want);
        // One path filled once looks like separate circles only while none overlaps another (the side path's opacity).
        let closest = Infinity;
        for (let i = 0; i < drawn.length; i++) {
          for (let j = i + 1; j < drawn.length; j++) closest = Math.min(closest, Math.hypot(drawn[i]!.x - drawn[j]!.x, drawn[i]!.y - drawn[j]!.y));
        }
        expect(closest).toBeGreaterThan(2 * g.holeRadius);
      }
    },
  );
});
