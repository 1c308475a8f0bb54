import { parseBoard } from '../../src/board';
import type { Board, Pegs } from '../../src/board';
import { movePeg, startPegs } from '../../src/board';

/**
 * A small board with one zone of each kind at easy numbers (finish 100):
 * red skip 10-12 -> 30-32; time trap 40-42, blue path of 4 rejoining at 35; penalty box 50-52;
 * green advance 60-62, shortcut of 3 rejoining at 75; time trap 80-81, blue path of 2 rejoining at 70.
 */
export const ZONES_SPEC = {
  format: 'muggins-board',
  version: 1,
  id: 'test-zones',
  name: 'Test zones',
  finish: 100,
  tracks: 2,
  lines: { skunk: 70, doubleSkunk: 40, stink: 99, muggersAlley: 50 },
  zones: [
    { kind: 'red-skip', id: 'red-1', start: 10, end: 12, slideTo: 30 },
    { kind: 'time-trap', id: 'trap-1', start: 40, end: 42, path: { holes: 4, rejoin: 35 } },
    { kind: 'penalty-box', id: 'box-1', start: 50, end: 52 },
    { kind: 'green-advance', id: 'green-1', start: 60, end: 62, path: { holes: 3, rejoin: 75 } },
    { kind: 'time-trap', id: 'trap-2', start: 80, end: 81, path: { holes: 2, rejoin: 70 } },
  ],
} as const;

export function zonesBoard(): Board {
  const result = parseBoard(ZONES_SPEC);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Pegs after the given moves from the start. */
export function pegsAfter(board: Board, moves: readonly number[], from: Pegs = startPegs()): Pegs {
  return moves.reduce((pegs, points) => movePeg(board, pegs, points).pegs, from);
}

/** A main-path spot. */
export function main(index: number): { path: string; index: number } {
  return { path: 'main', index };
}
