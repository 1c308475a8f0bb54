import { describe, expect, test } from 'vitest';
import { BUILT_IN_BOARDS } from '../../../src/board/builtIn';
import { boardLayout } from '../../../src/ui/table/useWide';

/*
 * How the table draws its board (issue 37.10): beside the pads when wide, above them upright; two sides on a phone
 * held sideways draw a standard board across the board's column, as a strip, where stood upright as high as the
 * screen its words were 6.9-7.8 px. A long board (Crib Wars) keeps its column and scrolls in it; three sides keep the
 * column too (three pads need the width).
 */
const upright = { wide: false, sideways: false };
const tablet = { wide: true, sideways: false };
const sideways = { wide: true, sideways: true };
const { 'standard-121-2': standard, 'standard-61': short, 'crib-wars': long } = BUILT_IN_BOARDS;

describe('boardLayout', () => {
  test('upright: a strip above the pads, whatever the board', () => {
    expect([standard, short, long].map((board) => boardLayout(upright, board, 2))).toEqual(['strip', 'strip', 'strip']);
  });

  test('a tablet: a column beside the pads', () => {
    expect([standard, long].map((board) => boardLayout(tablet, board, 2))).toEqual(['column', 'column']);
  });

  test('a phone held sideways, two sides: a standard board across the column, a long one down it', () => {
    expect([standard, short, long].map((board) => boardLayout(sideways, board, 2))).toEqual(['strip', 'strip', 'column']);
  });

  test('a phone held sideways, three sides: the column', () => {
    expect(boardLayout(sideways, BUILT_IN_BOARDS['standard-121-3'], 3)).toBe('column');
  });
});
