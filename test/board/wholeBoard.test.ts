import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry, type Rect } from '../../src/board';
import { controlCorner, followWindow } from '../../src/ui/board/followPeg';
import { nextZoneAhead, wholeBoardFit, zoneCount } from '../../src/board/drawing';

const CRIB_WARS = BUILT_IN_BOARDS['crib-wars'];

describe('wholeBoardFit: the whole board as large as the box holds it', () => {
  it('Crib Wars lies 100.5 x 40 board units (13 streets side by side)', () => {
    const g = boardGeometry(CRIB_WARS);
    expect([g.width, g.height]).toEqual([100.5, 40]);
  });
  it('turns it on a phone upright (344 x 600 px): 5.97 px a unit, against 3.42 flat', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 344, height: 600 });
    expect(fit.layout).toBe('strip');
    expect(fit.scale).toBeCloseTo(600 / 100.5, 6);
  });
  it('lays it flat on a tablet (1000 x 640 px): 9.95 px a unit, against 6.37 turned', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 1000, height: 640 });
    expect(fit.layout).toBe('flat');
    expect(fit.scale).toBeCloseTo(1000 / 100.5, 6);
  });
  it('lays it flat on a phone held sideways (828 x 270 px): 6.75 px a unit', () => {
    const fit = wholeBoardFit({ width: 100.5, height: 40 }, { width: 828, height: 270 });
    expect(fit).toEqual({ layout: 'flat', scale: 6.75 });
  });
  it('keeps the table strip on a tie (a square board in a square box)', () => {
    expect(wholeBoardFit({ width: 10, height: 10 }, { width: 200, height: 200 })).toEqual({ layout: 'strip', scale: 20 });
  });
});

describe('controlCorner: the whole-board control stands clear of the pegs, then of the zone words', () => {
  // A 344 x 180 px box, a 130 x 44 control 6 px from the edges, pegs 7 px round: the right corner spans x 208..338,
  // the left 6..136, both y 130..174 (a peg's centre counts 7 px further out).
  const box = { width: 344, height: 180 };
  const control = { width: 130, height: 44 };
  const corner = (pegs: { x: number; y: number }[], words: Rect[] = []) => controlCorner(pegs, words, box, control, 6, 7);
  /** A zone word's pill, 40 x 12 px, its top-left at x, y. */
  const word = (x: number, y: number): Rect => ({ x, y, width: 40, height: 12 });
  it('takes the right corner, under the thumb, when no peg is there', () => {
    expect(corner([])).toBe('right');
    expect(corner([{ x: 300, y: 100 }, { x: 150, y: 160 }])).toBe('right');
  });
  it('moves to the left when a peg stands under the right', () => {
    expect(corner([{ x: 300, y: 150 }])).toBe('left');
    expect(corner([{ x: 202, y: 175 }])).toBe('left');
  });
  it('stays right when pegs stand under both corners', () => {
    expect(corner([{ x: 300, y: 150 }, { x: 50, y: 150 }])).toBe('right');
  });
  it('moves to the left when a zone word lies under the right and none under the left', () => {
    expect(corner([], [word(250, 150)])).toBe('left');
    // Touching the corner's top edge from above (y 118..130) is clear; one pixel lower is under it.
    expect(corner([], [word(250, 118)])).toBe('right');
    expect(corner([], [word(250, 119)])).toBe('left');
  });
  it('stays right when words lie under both corners, or only under the left', () => {
    expect(corner([], [word(250, 150), word(20, 150)])).toBe('right');
    expect(corner([], [word(20, 150)])).toBe('right');
  });
  it('keeps a peg clear before a word: a word under the left does not send it back over a peg', () => {
    expect(corner([{ x: 300, y: 150 }], [word(20, 150)])).toBe('left');
    // A peg under the left and a word under the right: the word stays covered, the peg in view.
    expect(corner([{ x: 50, y: 150 }], [word(250, 150)])).toBe('right');
  });
});

describe('zoneCount', () => {
  it('says how many zones a board has', () => {
    expect(zoneCount(CRIB_WARS)).toBe('12 zones');
    expect(zoneCount(BUILT_IN_BOARDS['standard-121-2'])).toBe('');
    expect(zoneCount({ ...CRIB_WARS, zones: CRIB_WARS.zones.slice(0, 1) })).toBe('1 zone');
  });
});

describe('followWindow with the next zone ahead: the box slides on to show it, the pegs kept', () => {
  // Pegs at 300, 420 and 500 (moved) in a 300 px box: centred, the window starts at 250 and shows up to 526.
  it('slides to the zone when it fits: its far edge at 540 gives 264', () => {
    expect(followWindow(500, [300, 420], 300, 540)).toBe(264);
  });
  it('stops where the first peg shown would leave: a zone at 600 gives 276 (300 stays 24 px in)', () => {
    expect(followWindow(500, [300, 420], 300, 600)).toBe(276);
  });
  it('stays put when the zone is already in view', () => {
    expect(followWindow(500, [300, 420], 300, 520)).toBe(250);
  });
  it('with the moved peg alone, slides until it is 24 px from the top', () => {
    expect(followWindow(500, [], 300, 700)).toBe(424);
    expect(followWindow(500, [], 300, 2000)).toBe(476);
  });
});

describe('nextZoneAhead (Crib Wars zones: src/board/cribWars.ts)', () => {
  it('names the first zone past a hole', () => {
    expect(nextZoneAhead(CRIB_WARS, 0)).toBe('red-1');
    expect(nextZoneAhead(CRIB_WARS, 123)).toBe('red-1');
    expect(nextZoneAhead(CRIB_WARS, 124)).toBe('trap-1');
    expect(nextZoneAhead(CRIB_WARS, 150)).toBe('trap-1');
    expect(nextZoneAhead(CRIB_WARS, 347)).toBe('trap-4');
    expect(nextZoneAhead(CRIB_WARS, 348)).toBeNull();
  });
});
