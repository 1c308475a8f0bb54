import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Board, Spot } from '../../board';
import { Pegboard } from '../board/Pegboard';
import type { PegSide } from '../board/pegboardModel';

interface Props {
  readonly board: Board;
  readonly sides: readonly PegSide[];
  /** The step's peg move, drawn as a trail and kept in view. */
  readonly highlight: { readonly side: number; readonly from: Spot; readonly to: Spot } | null;
}

/** Boards longer than this many holes (Crib Wars' 363) are drawn at a readable size and scroll inside their box. */
const LONG = 200;

/**
 * The replay's board: a standard board whole in a box of fixed height, as on the table; a long one across the
 * width, scrolling inside its box (never the page, so the step controls stay put) to keep the moved peg in view.
 */
export function ReplayBoard({ board, sides, highlight }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const long = board.finish > LONG;
  const focus = highlight?.side ?? 0;
  const front = sides[focus]?.pegs.front;
  useLayoutEffect(() => {
    const el = box.current;
    const peg = el?.querySelector(`.pegboard__peg--front[data-side="${focus}"]`);
    if (!el || !peg || !long) return;
    const b = el.getBoundingClientRect();
    const p = peg.getBoundingClientRect();
    el.scrollTo({ top: el.scrollTop + p.top - b.top - el.clientHeight / 2, left: el.scrollLeft + p.left - b.left - el.clientWidth / 2 });
  }, [long, focus, front?.path, front?.index]);
  return (
    <div ref={box} class={`replay__board${long ? ' replay__board--long' : ''}`}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} fit={long ? 'width' : 'height'} />
    </div>
  );
}
