import { describe, expect, it } from 'vitest';
import type { Rect } from '../../../src/board';
import { clearOfWords, controlCorner, followWindow } from '../../../src/ui/board/followPeg';

describe('followWindow (phone audit 6: every front peg in view on a long board)', () => {
  it('centres on every front peg when they fit: 300..500 in a 300 px box starts at 250', () => {
    expect(followWindow(500, [300, 420], 300)).toBe(250);
  });
  it('keeps the moved peg and the pegs near it when not all fit: 450 and 500, not 100', () => {
    expect(followWindow(500, [100, 450], 300)).toBe(325);
  });
  it('centres on the moved peg alone when no other fits', () => {
    expect(followWindow(500, [], 300)).toBe(350);
    expect(followWindow(500, [1000], 300)).toBe(350);
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

describe('controlCorner: the whole-board control stands clear of the pegs, then of the zone words (issue 37.10)', () => {
  // A 344 x 180 px box, a 130 x 44 control 6 px from the edges, pegs 7 px round: the right corners span x 208..338,
  // the left 6..136; the bottom ones y 130..174, the top ones y 6..50 (a peg's centre counts 7 px further out).
  const box = { width: 344, height: 180 };
  const control = { width: 130, height: 44 };
  const corner = (pegs: { x: number; y: number }[], words: Rect[] = []) => controlCorner(pegs, words, box, control, { x: 6, y: 6 }, 7);
  /** A zone word's pill, 40 x 12 px, its top-left at x, y. */
  const word = (x: number, y: number): Rect => ({ x, y, width: 40, height: 12 });
  it('takes the bottom right corner, under the thumb, when no peg is there', () => {
    expect(corner([])).toBe('right');
    expect(
      corner([
        { x: 300, y: 100 },
        { x: 150, y: 160 },
      ]),
    ).toBe('right');
  });
  it('moves to the bottom left when a peg stands under the right', () => {
    expect(corner([{ x: 300, y: 150 }])).toBe('left');
    expect(corner([{ x: 202, y: 175 }])).toBe('left');
  });
  it('goes up to the top right when pegs stand under both bottom corners, the top left when one stands there too', () => {
    expect(
      corner([
        { x: 300, y: 150 },
        { x: 50, y: 150 },
      ]),
    ).toBe('top-right');
    expect(
      corner([
        { x: 300, y: 150 },
        { x: 50, y: 150 },
        { x: 300, y: 30 },
      ]),
    ).toBe('top-left');
  });
  it('stays bottom right when pegs stand under all four corners', () => {
    expect(
      corner([
        { x: 300, y: 150 },
        { x: 50, y: 150 },
        { x: 300, y: 30 },
        { x: 50, y: 30 },
      ]),
    ).toBe('right');
  });
  it('moves to the bottom left when a zone word lies under the right and none under the left', () => {
    expect(corner([], [word(250, 150)])).toBe('left');
    // Touching the corner's top edge from above (y 118..130) is clear; one pixel lower is under it.
    expect(corner([], [word(250, 118)])).toBe('right');
    expect(corner([], [word(250, 119)])).toBe('left');
  });
  it('goes up when words lie under both bottom corners (phone at 300: "LAND 3" and "double skunk"), and stays right for a word under the left alone', () => {
    expect(corner([], [word(250, 150), word(20, 150)])).toBe('top-right');
    expect(corner([], [word(250, 150), word(20, 150), word(250, 20)])).toBe('top-left');
    expect(corner([], [word(20, 150)])).toBe('right');
  });
  it('covers a word only when every corner has one: then the bottom right', () => {
    expect(corner([], [word(250, 150), word(20, 150), word(250, 20), word(20, 20)])).toBe('right');
  });
  it('keeps a peg clear before a word: a corner free of both first, else one free of pegs', () => {
    // A peg under the bottom right and a word under the bottom left: the top right is free of both.
    expect(corner([{ x: 300, y: 150 }], [word(20, 150)])).toBe('top-right');
    expect(corner([{ x: 50, y: 150 }], [word(250, 150)])).toBe('top-right');
    // Words under every corner the pegs leave: the first of those, the word covered and the pegs in view.
    expect(corner([{ x: 300, y: 150 }], [word(20, 150), word(250, 20), word(20, 20)])).toBe('left');
  });
});

describe('clearOfWords: the window keeps the board words whole at its edges and clear of the tab (issue 37.10)', () => {
  /** The peg just moved, kept 24 px inside the window. */
  const focus = (at: number) => ({ at, room: 24 });
  const tab = { width: 36, height: 48 };
  const word = (x: number, y: number): Rect => ({ x, y, width: 40, height: 12 });

  it('a word cut by the top edge: the window moves up the least to show it whole', () => {
    // The window 100..400 cuts the word at 95..107; 94 shows it whole with the focus (300) in view.
    expect(clearOfWords(100, 300, [focus(300)], [word(10, 95)], 200, tab)).toBe(94);
  });

  it('a word cut by the bottom edge: the window moves so the edge clears it', () => {
    // 0..300 cuts the word at 295..307 (the top cannot go above 0): 8..308 shows it whole.
    expect(clearOfWords(0, 300, [focus(150)], [word(10, 295)], 200, tab)).toBe(8);
  });

  it('another front peg the window shows stays in it: the window slides no further than keeps it whole', () => {
    // Alone, the focus at 150 lets the window go down to 8 to clear the word at 295..307 (above). With Bob's peg at 12
    // in view too, to stay whole (6 px inside: a top of 6 at most), no top near clears the word's edge at the foot
    // (0..6 all cut it), so the window stays: the pegs come first (phone audit 6: at Crib Wars' start the window slid
    // 8 px for a word and cut Ann's peg, near the board's first hole).
    expect(clearOfWords(0, 300, [focus(150), { at: 12, room: 6 }], [word(10, 295)], 200, tab)).toBe(0);
  });

  it('words under both bottom corners: a top corner is free for the tab, so the window stays', () => {
    const words = [word(0, 270), word(160, 270)];
    // At 0 the bottom band is 252..300 and both words (270..282) are under it; the top band 0..48 is free.
    expect(clearOfWords(0, 300, [focus(150)], words, 200, tab)).toBe(0);
  });

  it('words under all four corners: the window slides until one corner is free', () => {
    const words = [word(0, 270), word(160, 270), word(0, 10), word(160, 10)];
    // The top band t..t+48 clears the words at 10..22 from 22 on; the bottom band clears those at 270..282 only at 30.
    expect(clearOfWords(0, 300, [focus(150)], words, 200, tab)).toBe(22);
  });

  it('no window near leaves a corner free for the tab: the words are at least whole at the edges', () => {
    // Words across the whole width every 20 px from 10 on: no top within reach frees a corner; 0 cuts the word at
    // 290..302, 2 clears it (the edge at 302).
    const rows = Array.from({ length: 19 }, (_, i) => ({ x: 0, y: 10 + 20 * i, width: 200, height: 12 }));
    expect(clearOfWords(0, 300, [focus(150)], rows, 200, tab)).toBe(2);
  });

  it('nothing to clear, or no window near that keeps the focus in view: the window stays', () => {
    expect(clearOfWords(40, 300, [focus(150)], [word(10, 100)], 200, tab)).toBe(40);
    // The focus at 370 must stay 24 px inside (a top of 94 or more) and the board ends at a top of 100: every top
    // between cuts the word at 90..102.
    expect(clearOfWords(100, 300, [focus(370)], [word(10, 80), word(10, 90)], 200, tab, 100)).toBe(100);
  });
});
