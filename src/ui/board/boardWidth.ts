import { boardGeometry, type Board } from '../../board';
import { isLongBoard } from './followPeg';

/**
 * How wide the board stands beside the pads (landscape, `--board-width`): a standard board as wide as its height
 * allows, a long one (Crib Wars) a column of its own.
 */
export function boardWidth(drawn: Board): string {
  if (isLongBoard(drawn)) return 'clamp(12rem, max(25vw, min(32vw, 42dvh)), 22rem)';
  const { width, height } = boardGeometry(drawn);
  const ratio = Math.min(width, height) / Math.max(width, height);
  return `min(calc((100dvh - 0.75rem) * ${ratio.toFixed(4)}), 40vw)`;
}
