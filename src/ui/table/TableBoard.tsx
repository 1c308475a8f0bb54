import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Board, Spot } from '../../board';
import { Pegboard } from '../board/Pegboard';
import type { Layout, PegSide } from '../board/pegboardModel';

interface Props {
  /** The board as this game draws it (`boardForGame`). */
  readonly board: Board;
  readonly sides: readonly PegSide[];
  readonly highlight?: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
  /** `'strip'` above the pads on a phone held upright; `'column'` beside them. */
  readonly layout: Layout;
}

/** Boards longer than this many holes (Crib Wars' 363) are drawn large and scroll inside their own box. */
const LONG = 200;

/**
 * The compact board of the table. A standard board fits whole in its box; a long one is drawn at a readable size and
 * scrolls inside its box (never the page) to keep the last peg moved in view.
 */
export function TableBoard({ board, sides, highlight, layout }: Props) {
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
    // Scroll the box alone (scrollIntoView would move the page too), centring the peg.
    el.scrollTo({ top: el.scrollTop + p.top - b.top - el.clientHeight / 2, left: el.scrollLeft + p.left - b.left - el.clientWidth / 2 });
  }, [long, focus, front?.path, front?.index, layout]);
  return (
    <div ref={box} class={`table__board table__board--${layout}${long ? ' table__board--long' : ''}`}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} layout={layout} fit={long || layout === 'strip' ? 'width' : 'height'} />
    </div>
  );
}
