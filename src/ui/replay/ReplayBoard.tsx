import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Board, Spot } from '../../board';
import { Pegboard } from '../board/Pegboard';
import type { PegSide } from '../board/pegboardModel';

interface Props {
  readonly board: Board;
  readonly sides: readonly PegSide[];
  /** The step's peg move, drawn as a trail and kept in view. */
  readonly highlight: { readonly side: number; readonly from: Spot; readonly to: Spot } | null;
  /** The pegs jumped more than one move (first, last, the slider): they go straight there instead of sliding. */
  readonly jump?: boolean;
}

/** Boards longer than this many holes (Crib Wars' 363) are drawn at a readable size and scroll inside their box. */
const LONG = 200;

/**
 * Where a peg is going on the screen, in client pixels: its hole from its transform, through the board's own turn
 * and scale. Its drawn box would lag behind while the peg slides there.
 */
function pegTarget(peg: SVGGElement): { x: number; y: number } | null {
  const at = /translate\(([-\d.]+)px,\s*([-\d.]+)px\)/.exec(peg.style.transform);
  const layer = peg.parentNode as SVGGraphicsElement | null;
  const svg = peg.ownerSVGElement;
  const ctm = layer?.getScreenCTM?.();
  if (!at || !svg || !ctm) return null;
  return new DOMPoint(Number(at[1]), Number(at[2])).matrixTransform(ctm);
}

/**
 * The replay's board: a standard board whole in a box of fixed height, as on the table; a long one across the
 * width, scrolling inside its box (never the page, so the step controls stay put) to keep the moved peg in view.
 */
export function ReplayBoard({ board, sides, highlight, jump = false }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const long = board.finish > LONG;
  const focus = highlight?.side ?? 0;
  const front = sides[focus]?.pegs.front;
  useLayoutEffect(() => {
    const el = box.current;
    const peg = el?.querySelector<SVGGElement>(`.pegboard__peg--front[data-side="${focus}"]`);
    if (!el || !peg || !long) return;
    const p = pegTarget(peg);
    if (!p) return;
    const b = el.getBoundingClientRect();
    el.scrollTo({ top: el.scrollTop + p.y - b.top - el.clientHeight / 2, left: el.scrollLeft + p.x - b.left - el.clientWidth / 2 });
  }, [long, focus, front?.path, front?.index]);
  return (
    <div ref={box} class={`replay__board${long ? ' replay__board--long' : ''}${jump ? ' replay__board--jump' : ''}`}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} fit={long ? 'width' : 'height'} />
    </div>
  );
}
