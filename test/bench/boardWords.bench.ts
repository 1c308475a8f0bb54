import { it } from 'vitest';
import { BUILT_IN_BOARDS, boardGeometry, type Board } from '../../src/board';
import { placeLabels } from '../../src/board/labels';
import { isTurned } from '../../src/board/drawing';
import { measure, report } from './measure';

/**
 * Placing a board's words clear of its holes and paths (`placeLabels`) is the costly part of drawing a board: the
 * table pays it once when it opens (it is kept per board after that). Each board is measured the way the table
 * draws it (and Crib Wars flat, as the whole-board sheet draws it on a wide screen). A copy of the board misses the
 * cache, so every run places the words again.
 */
it('board words placed, as the table draws each board', () => {
  const boards = Object.values(BUILT_IN_BOARDS);
  const fresh = (board: Board) => {
    const copy = { ...board };
    const geometry = boardGeometry(copy);
    return placeLabels(copy, geometry, isTurned(geometry));
  };
  // The first placement in this process, before the JIT has seen the code: what a player waits for on opening.
  const cribWars = BUILT_IN_BOARDS['crib-wars'];
  const start = performance.now();
  fresh(cribWars);
  report('Crib Wars board words, first placement in a fresh process', performance.now() - start, { atMost: 45, unit: 'ms' });
  measure('Crib Wars board words (1,242 holes, 15 zones), warm', 1, () => fresh(cribWars), { atMost: 10, unit: 'ms' });
  measure(
    'Crib Wars board words drawn flat (the whole-board sheet on a tablet), warm',
    1,
    () => {
      const copy = { ...cribWars };
      placeLabels(copy, boardGeometry(copy), false);
    },
    { atMost: 40, unit: 'ms' },
  );
  measure(
    `every other built-in board's words (${boards.length - 1} boards), warm`,
    1,
    () => {
      for (const board of boards) if (board !== cribWars) fresh(board);
    },
    { atMost: 5, unit: 'ms' },
  );
});
