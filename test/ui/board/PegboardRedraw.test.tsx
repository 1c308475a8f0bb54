// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { BUILT_IN_BOARDS, movePeg, startPegs, type Pegs } from '../../../src/board';
import { Pegboard } from '../../../src/ui/board/Pegboard';

/** Counts how often the static board layer renders (a tap must redraw only the pegs). */
const counter = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../../src/ui/board/BoardLayer', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/ui/board/BoardLayer')>();
  return {
    BoardLayer: (props: Parameters<typeof original.BoardLayer>[0]) => {
      counter.renders++;
      return original.BoardLayer(props);
    },
  };
});

afterEach(cleanup);

const BOARD = BUILT_IN_BOARDS['standard-121-2'];

function pegs(moves: readonly number[]): Pegs {
  return moves.reduce((p, points) => movePeg(BOARD, p, points).pegs, startPegs());
}

it('redraws only the pegs when a score changes, and the board when the board changes', () => {
  const ann = { name: 'Ann', color: 'red', track: 0, pegs: pegs([41, 6]), score: 47 };
  const bob = { name: 'Bob', color: 'blue', track: 1, pegs: pegs([44, 8]), score: 52 };
  const { container, rerender } = render(<Pegboard board={BOARD} sides={[ann, bob]} />);
  expect(counter.renders).toBe(1);

  rerender(<Pegboard board={BOARD} sides={[{ ...ann, pegs: pegs([41, 6, 5]), score: 52 }, bob]} />);
  expect(counter.renders).toBe(1);
  expect(container.querySelector('svg')!.getAttribute('aria-label')).toBe('Pegboard: Ann 52 (back peg 47), Bob 52 (back peg 44)');

  rerender(<Pegboard board={BUILT_IN_BOARDS['standard-121-3']} sides={[ann, bob]} />);
  expect(counter.renders).toBe(2);
});
