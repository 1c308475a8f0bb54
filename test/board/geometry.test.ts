import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, BUILT_IN_BOARD_IDS, boardGeometry, spotPoint } from '../../src/board';
import { zonesBoard } from './fixtures';

function sideHoles(id: (typeof BUILT_IN_BOARD_IDS)[number]): number {
  return BUILT_IN_BOARDS[id].zones.reduce((n, z) => n + ('path' in z ? z.path.holes : 0), 0);
}

describe('board geometry, in board units', () => {
  it.each(BUILT_IN_BOARD_IDS)('%s: every hole of every track, inside the board, none on top of another', (id) => {
    const board = BUILT_IN_BOARDS[id];
    const g = boardGeometry(board);
    expect(g.holes).toHaveLength(board.tracks * (board.finish + 1 + sideHoles(id)));
    for (const h of g.holes) {
      expect(h.x).toBeGreaterThanOrEqual(g.holeRadius);
      expect(h.y).toBeGreaterThanOrEqual(g.holeRadius);
      expect(h.x).toBeLessThanOrEqual(g.width - g.holeRadius);
      expect(h.y).toBeLessThanOrEqual(g.height - g.holeRadius);
    }
    let closest = Infinity;
    for (let i = 0; i < g.holes.length; i++) {
      for (let j = i + 1; j < g.holes.length; j++) {
        const a = g.holes[i]!;
        const b = g.holes[j]!;
        closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
      }
    }
    expect(closest).toBeGreaterThanOrEqual(0.8);
  });

  it('the 121 board: streets of 30 in groups of five, two tracks side by side', () => {
    const g = boardGeometry(BUILT_IN_BOARDS['standard-121-2']);
    const at = (track: number, index: number) => spotPoint(g, track, { path: 'main', index });
    expect(at(0, 1)).toEqual({ x: 1.5, y: 36 });
    expect(at(0, 5)).toEqual({ x: 1.5, y: 32 });
    expect(at(0, 6)).toEqual({ x: 1.5, y: 30.4 }); // a group gap after every five holes
    expect(at(1, 1)).toEqual({ x: 2.7, y: 36 });
    expect(at(0, 31)).toEqual({ x: 5.1, y: 4 }); // the second street runs back down
    expect(at(0, 0)).toEqual({ x: 1.5, y: 37.6 });
    expect(at(0, 121)).toEqual({ x: 12.3, y: 37.6 });
    expect([g.width, g.height]).toEqual([15, 40]);
  });

  it('draws each zone with its label, red second boxes, side paths per track and the lines', () => {
    const g = boardGeometry(zonesBoard());
    expect(g.zones.map((z) => `${z.label}/${z.part}`)).toEqual([
      'Red skip 1/area',
      'Red skip 1 (to)/second-box',
      'Time trap 1/area',
      'Penalty box 1/area',
      'Green advance 1/area',
      'Time trap 2/area',
    ]);
    expect(g.paths.map((p) => `${p.zone}:${p.color}:${p.track}:${p.points.length}`)).toEqual([
      'trap-1:blue:0:6',
      'trap-1:blue:1:6',
      'green-1:green:0:5',
      'green-1:green:1:5',
      'trap-2:blue:0:4',
      'trap-2:blue:1:4',
    ]);
    expect(g.lines.map((l) => l.label)).toEqual(['Double-skunk line (40)', 'Skunk line (70)', 'End of Muggers Alley (50)', 'Stink hole (99)']);
  });

  it('a zone that runs over a street end is drawn in two pieces', () => {
    const g = boardGeometry(zonesBoard());
    const red = g.zones.find((z) => z.part === 'second-box')!;
    expect(red.rects).toHaveLength(2); // holes 30-32 straddle streets 1-30 and 31-60
  });

  it('a side path hole has a place to draw a peg', () => {
    const g = boardGeometry(zonesBoard());
    expect(spotPoint(g, 1, { path: 'trap-1', index: 2 })).toBeDefined();
    expect(spotPoint(g, 2, { path: 'trap-1', index: 2 })).toBeUndefined();
  });
});
