import { useEffect, useState } from 'preact/hooks';
import type { Board } from '../../board';
import type { Layout } from '../../board/drawing';
import { isLongBoard } from '../board/followPeg';

/** Landscape phones and tablets: the board stands beside the pads. The same query as `table.css`. */
export const WIDE_QUERY = '(orientation: landscape) and (min-width: 600px)';

/** A phone held sideways (740x360, 844x390): wide, and too low for a board as high as the screen to read. */
export const SIDEWAYS_QUERY = '(orientation: landscape) and (min-width: 600px) and (min-height: 340px) and (max-height: 500px)';

/** True while the screen matches `query`; follows a phone turned sideways. */
function useMatch(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const change = () => setMatches(list.matches);
    change();
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return matches;
}

/** True while the screen matches {@link WIDE_QUERY}. */
export function useWide(): boolean {
  return useMatch(WIDE_QUERY);
}

/** True while the screen matches {@link SIDEWAYS_QUERY}. */
export function useSideways(): boolean {
  return useMatch(SIDEWAYS_QUERY);
}

/**
 * How a table draws its board: above the pads (`'strip'`) upright, beside them (`'column'`) when wide. Two sides on a
 * phone held sideways draw a standard board as a strip too, across the board's column (43% of the width, as a long
 * board's: `sidewaysBoard.css`): stood upright as high as the screen, its words were 6.9-7.8 px (issue 37.10).
 */
export function boardLayout(screen: { readonly wide: boolean; readonly sideways: boolean }, board: Board, sides: number): Layout {
  if (!screen.wide) return 'strip';
  return screen.sideways && sides === 2 && !isLongBoard(board) ? 'strip' : 'column';
}
