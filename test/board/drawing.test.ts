import { describe, expect, it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry, movePeg, startPegs, type Board } from '../../src/board';
import { boardLabel, indexSpots, isTurned, trailPoints, zoneText } from '../../src/board/drawing';

const BOARDS = Object.values(BUILT_IN_BOARDS);

describe('pegboard model', () => {
  it('turns only boards wider than tall', () => {
    expect(BOARDS.map((b) => [b.id, isTurned(boardGeometry(b))])).toEqual([
      ['standard-121-2', false],
      ['standard-121-3', false],
      ['standard-61', false],
      ['crib-wars', true],
    ]);
  });

  it('says where a back peg at the start or on a side path is', () => {
    const board = BUILT_IN_BOARDS['crib-wars'];
    const start = startPegs();
    const trapped = movePeg(board, movePeg(board, start, 160).pegs, 9).pegs;
    const onPath = movePeg(board, trapped, 2).pegs;
    expect(
      boardLabel(board, [
        { name: 'Ann', color: 'red', track: 0, pegs: start, score: 0 },
        { name: 'Bob', color: 'blue', track: 1, pegs: onPath, score: 171 },
      ]),
    ).toBe('Pegboard: Ann 0 (back peg at the start), Bob 171 (back peg at hole 1 of the blue path of time trap 1)');
  });

  it.each(BOARDS.map((b) => [b.id, b] as const))('words every zone of %s', (_id, board: Board) => {
    for (const z of boardGeometry(board).zones) expect(zoneText(z)).toMatch(/^(SKIP|LAND|TRAP|✕ BOX|GO) \d+$/);
  });

  it('runs a trail back through main holes on a move back', () => {
    const board = BUILT_IN_BOARDS['standard-121-2'];
    const g = boardGeometry(board);
    const pegs = movePeg(board, movePeg(board, startPegs(), 10).pegs, -3).pegs;
    const points = trailPoints(indexSpots(g), 0, pegs, { path: 'main', index: 10 }, { path: 'main', index: 7 });
    expect(points).toHaveLength(4);
  });
});
