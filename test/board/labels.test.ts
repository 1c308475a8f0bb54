import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry, type Board } from '../../src/board';
import { isTurned } from '../../src/board/drawing';
import { placeLabels, textSize } from '../../src/board/labels';

const BOARDS = Object.values(BUILT_IN_BOARDS);

describe('the words on a board (src/board/labels.ts)', () => {
  it.each(BOARDS.map((b) => [b.id, b] as const))('keeps the labels of %s inside the board and apart', (_id, board: Board) => {
    const g = boardGeometry(board);
    const turned = isTurned(g);
    const drawn = placeLabels(board, boardGeometry(board), turned);
    const placed = drawn.labels;
    expect(placed.length).toBe(g.zones.length + g.lines.length + 2);
    const [screenW, screenH] = turned ? [drawn.geometry.height, drawn.geometry.width] : [drawn.geometry.width, drawn.geometry.height];
    const boxes = placed.map((l) => {
      const cx = (turned ? drawn.geometry.height - l.at.y : l.at.x) + l.dx;
      const cy = (turned ? l.at.x : l.at.y) + l.dy;
      return { key: l.key, x0: cx - l.width / 2, x1: cx + l.width / 2, y0: cy - l.height / 2, y1: cy + l.height / 2 };
    });
    for (const b of boxes) {
      expect(b.x0).toBeGreaterThanOrEqual(0);
      expect(b.x1).toBeLessThanOrEqual(screenW);
      expect(b.y0).toBeGreaterThanOrEqual(0);
      expect(b.y1).toBeLessThanOrEqual(screenH);
    }
    const overlapping = boxes.filter((a, i) => boxes.some((b, j) => i !== j && a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1));
    expect(overlapping.map((b) => b.key)).toEqual([]);
  });

  it("a line's words stand by the line, not slid along under another street (issue 25.9: 'double skunk' under FINISH)", () => {
    // The upright 121 boards (beside the pads on a phone held sideways): each skunk line closes a street's end.
    for (const id of ['standard-121-2', 'standard-121-3', 'standard-61'] as const) {
      const board = BUILT_IN_BOARDS[id];
      const geometry = boardGeometry(board);
      const labels = placeLabels(board, geometry, false).labels;
      for (const line of geometry.lines.filter((l) => l.kind === 'skunk' || l.kind === 'double-skunk')) {
        const label = labels.find((l) => l.key === line.kind)!;
        const [x0, x1] = [label.at.x + label.dx - label.width / 2, label.at.x + label.dx + label.width / 2];
        const [y0, y1] = [label.at.y + label.dy - label.height / 2, label.at.y + label.dy + label.height / 2];
        const [lx0, lx1] = [Math.min(line.from.x, line.to.x), Math.max(line.from.x, line.to.x)];
        // Across the street it names (its box and the line overlap side to side), and within a unit of it.
        expect(x0 < lx1 && x1 > lx0, `${id} ${line.kind}: the word (${x0.toFixed(1)}–${x1.toFixed(1)}) by its line (${lx0}–${lx1})`).toBe(true);
        expect(Math.max(0, y0 - line.to.y, line.to.y - y1), `${id} ${line.kind}`).toBeLessThanOrEqual(1);
      }
    }
  });
});

/*
 * Phone audit 7 and 9: words sat on holes and side paths (Crib Wars' "✕ BOX 3" and "TRAP 3" on trap 2's path, the
 * 61-hole board's "stink" on holes 1-2) and were 7-8 px tall on a 360 px phone. Every word of every built-in board,
 * drawn upright and turned, must clear every hole, side path and line, and be about 12 px when the drawing's
 * width fills a 340 px box (a 360 px phone).
 */
describe('board words clear of holes and paths (phone audit 7, 9)', () => {
  const layouts = BOARDS.flatMap((b) => {
    const g = boardGeometry(b);
    return isTurned(g) ? [[b.id, b, true] as const] : [[b.id, b, false] as const, [b.id, b, true] as const];
  });

  it.each(layouts.map(([id, b, t]) => [`${id} ${t ? 'turned' : 'upright'}`, b, t] as const))(
    '%s: no word covers a hole, a side path or a line',
    (_id, board, turned) => {
      const drawn = placeLabels(board, boardGeometry(board), turned);
      const g = drawn.geometry;
      const screen = (p: { x: number; y: number }) => (turned ? { x: g.height - p.y, y: p.x } : p);
      // Round things a word must not touch: holes (their radius) and points every 0.1 along paths and lines.
      const dots = g.holes.map((h) => ({ ...screen(h), r: g.holeRadius, what: `hole ${h.track}/${h.spot.path}/${h.spot.index}` }));
      const along = (pts: readonly { x: number; y: number }[], what: string) => {
        for (let i = 1; i < pts.length; i++) {
          const [a, b] = [pts[i - 1]!, pts[i]!];
          const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.1);
          for (let k = 0; k <= n; k++) dots.push({ ...screen({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n }), r: 0.08, what });
        }
      };
      for (const p of g.paths) along(p.points, `path ${p.zone}`);
      for (const l of g.lines) if (l.kind !== 'stink') along([l.from, l.to], `line ${l.kind}`);
      const covered: string[] = [];
      for (const l of drawn.labels) {
        const a = screen(l.at);
        const [x0, x1, y0, y1] = [a.x + l.dx - l.width / 2, a.x + l.dx + l.width / 2, a.y + l.dy - l.height / 2, a.y + l.dy + l.height / 2];
        for (const d of dots) {
          const nx = Math.min(Math.max(d.x, x0), x1);
          const ny = Math.min(Math.max(d.y, y0), y1);
          if (Math.hypot(d.x - nx, d.y - ny) < d.r) covered.push(`${l.text} covers ${d.what}`);
        }
      }
      expect([...new Set(covered)]).toEqual([]);
    },
  );

  it('sizes words about 12 px on a 340 px wide drawing: 121 and Crib Wars turned 1.41 units, upright at least 0.8', () => {
    const g121 = boardGeometry(BUILT_IN_BOARDS['standard-121-2']);
    expect(textSize(g121, true)).toBe(1.41); // 40 units across 340 px: 8.5 px a unit, 12 px
    expect(textSize(g121, false)).toBe(0.8);
    expect(textSize(boardGeometry(BUILT_IN_BOARDS['crib-wars']), true)).toBe(1.41);
  });

  it('gives a turned 121 room under its last street for FINISH and stink, which share the corner with the finish capsule', () => {
    const board = BUILT_IN_BOARDS['standard-121-2'];
    const drawn = placeLabels(board, boardGeometry(board), true);
    // Room under the streets on the screen (the board's width, turned): the strip keeps its length, so its scale.
    expect([drawn.geometry.width, drawn.geometry.height]).toEqual([16.3, 40]);
    const finish = drawn.labels.find((l) => l.key === 'finish')!;
    expect(finish.dy).toBeGreaterThan(0); // under the capsule, in the room
  });
});
