import { useEffect, useRef } from 'preact/hooks';
import type { Board, Spot } from '../../board';
import { controlCorner, pegsInBox, useFollowPeg } from '../board/followPeg';
import { Pegboard } from '../board/Pegboard';
import { zoneCount, type Layout, type PegSide } from '../board/pegboardModel';
import './wholeBoard.css';

interface Props {
  /** The board as this game draws it (`boardForGame`). */
  readonly board: Board;
  readonly sides: readonly PegSide[];
  readonly highlight?: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
  /** `'strip'` above the pads on a phone held upright; `'column'` beside them. */
  readonly layout: Layout;
  /** Opens the whole board (a long board only): the control over the board's corner says "Whole board". */
  readonly onWholeBoard?: () => void;
}

/** Distance of the whole-board control from the box's edges, CSS px (0.375rem), and a drawn peg's reach around its hole. */
const INSET_PX = 6;
const PEG_PX = 7;

/**
 * The compact board of the table. A standard board fits whole in its box; a long one is drawn at a readable size and
 * scrolls inside its box (never the page) to keep the last peg moved in view, with a "Whole board" control floating
 * over a bottom corner of the box (the right, or the left when a peg stands under the right) that opens it whole.
 */
export function TableBoard({ board, sides, highlight, layout, onWholeBoard }: Props) {
  const { box, long } = useFollowPeg(board, sides, highlight?.side ?? 0, [layout], { lookAhead: true });
  const control = useRef<HTMLButtonElement>(null);
  const withControl = long && onWholeBoard !== undefined;
  // Said on the control from the start, when the pegs are far from any zone: the board has them, and where to look.
  const zones = zoneCount(board);
  // When a peg moved (after the box followed it) or the layout changed, once the frame is painted, and on every
  // scroll by hand: reading where the pegs are needs the page laid out, which is done by then, so the tap's own frame
  // does not wait for it (it ran in that frame after every render at first).
  const pegs = sides.map((s) => `${s.pegs.front.path}:${s.pegs.front.index}/${s.pegs.back.path}:${s.pegs.back.index}`).join(' ');
  const place = () => {
    const el = box.current;
    const button = control.current;
    if (!el || !button) return;
    const size = { width: button.offsetWidth, height: button.offsetHeight };
    button.dataset.corner = controlCorner(pegsInBox(el), { width: el.clientWidth, height: el.clientHeight }, size, INSET_PX, PEG_PX);
  };
  useEffect(place, [pegs, layout, withControl]);
  return (
    <div ref={box} class={`table__board table__board--${layout}${long ? ' table__board--long' : ''}`} onScroll={withControl ? place : undefined}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} layout={layout} fit={long || layout === 'strip' ? 'width' : 'height'} />
      {withControl && (
        <div class="wholeboard-dock">
          <button ref={control} type="button" class="secondary wholeboard-open" aria-label={zones ? `Whole board, ${zones}` : 'Whole board'} onClick={onWholeBoard}>
            <span class="wholeboard-open__icon" aria-hidden="true">
              ⤢
            </span>
            <span class="wholeboard-open__words">
              Whole board
              {zones && <small>{zones}</small>}
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
