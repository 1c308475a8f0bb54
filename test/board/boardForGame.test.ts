import { describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS } from '../../src/board';
import { boardForGame } from '../../src/board/drawing';

describe('each game draws its own target and lines (issue 15.9)', () => {
  test('002 NODDY to 31 on the 61-hole board: FINISH at 31, no stink hole at 60, no skunk line', () => {
    const drawn = boardForGame(BUILT_IN_BOARDS['standard-61'], 31, { skunk: null, doubleSkunk: null });
    expect(drawn.finish).toBe(31);
    expect(drawn.lines).toEqual({ skunk: null, doubleSkunk: null, stink: null, muggersAlley: null });
  });

  test('002 BACKWARD on the 121 board: no skunk lines; the stink hole stays (played to the finish)', () => {
    const drawn = boardForGame(BUILT_IN_BOARDS['standard-121-2'], 121, { skunk: null, doubleSkunk: null });
    expect(drawn.finish).toBe(121);
    expect(drawn.lines).toEqual({ skunk: null, doubleSkunk: null, stink: 120, muggersAlley: null });
  });

  test('traditional on the 121 board: the board itself, unchanged (the drawing stays memoized)', () => {
    const board = BUILT_IN_BOARDS['standard-121-2'];
    expect(boardForGame(board, 121, { skunk: 90, doubleSkunk: 60 })).toBe(board);
  });

  test('a shorter game on the Crib Wars board keeps only the zones before its finish', () => {
    const board = BUILT_IN_BOARDS['crib-wars'];
    const drawn = boardForGame(board, 200, { skunk: null, doubleSkunk: null });
    expect(drawn.finish).toBe(200);
    expect(drawn.zones.every((z) => z.end < 200)).toBe(true);
    expect(drawn.zones.length).toBeLessThan(board.zones.length);
    expect(drawn.lines.muggersAlley).toBe(121);
  });
});
