import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Board } from '../../board';
import type { PegSide } from './pegboardModel';

/** Boards longer than this many holes (Crib Wars' 363) are drawn at a readable size and scroll inside their box. */
export const LONG_BOARD = 200;

/**
 * Where a peg is going on the screen, in client pixels: its hole from its transform, through the board's own turn
 * and scale. Its drawn box would lag behind while the peg slides there.
 */
function pegTarget(peg: SVGGElement): { x: number; y: number } | null {
  const at = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(peg.style.transform);
  const layer = peg.parentNode as SVGGraphicsElement | null;
  const ctm = layer?.getScreenCTM?.();
  if (!at || !peg.ownerSVGElement || !ctm) return null;
  return new DOMPoint(Number(at[1]), Number(at[2])).matrixTransform(ctm);
}

/**
 * Keeps the last moved peg in view on a long board: the board's box (the returned ref) scrolls by itself, never the
 * page (scrollIntoView would move the page too), to centre where side `focus`'s front peg is going. `also` lists
 * anything else that moves it (e.g. the table's layout).
 */
export function useFollowPeg(board: Board, sides: readonly PegSide[], focus: number, also: readonly unknown[] = []): { box: RefObject<HTMLDivElement | null>; long: boolean } {
  const box = useRef<HTMLDivElement>(null);
  const long = board.finish > LONG_BOARD;
  const front = sides[focus]?.pegs.front;
  useLayoutEffect(() => {
    const el = box.current;
    const peg = el?.querySelector<SVGGElement>(`.pegboard__peg--front[data-side="${focus}"]`);
    if (!el || !peg || !long) return;
    const p = pegTarget(peg);
    if (!p) return;
    const b = el.getBoundingClientRect();
    el.scrollTo({ top: el.scrollTop + p.y - b.top - el.clientHeight / 2, left: el.scrollLeft + p.x - b.left - el.clientWidth / 2 });
  }, [long, focus, front?.path, front?.index, ...also]);
  return { box, long };
}
