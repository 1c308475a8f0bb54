import type { Board, Spot } from '../../board';
import { useFollowPeg } from '../board/followPeg';
import { Pegboard } from '../board/Pegboard';
import type { Layout, PegSide } from '../../board/drawing';
import { WholeBoardControl } from '../board/WholeBoardControl';

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

/**
 * The compact board of the table. A standard board fits whole in its box; a long one is drawn at a readable size and
 * scrolls inside its box (never the page) to keep the last peg moved in view, with a "Whole board" control floating
 * over a bottom corner of the box that opens it whole.
 */
export function TableBoard({ board, sides, highlight, layout, onWholeBoard }: Props) {
  const { box, long } = useFollowPeg(board, sides, highlight?.side ?? 0, [layout], { lookAhead: true });
  return (
    <div ref={box} class={`table__board table__board--${layout}${long ? ' table__board--long' : ''}`}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} layout={layout} fit={long || layout === 'strip' ? 'width' : 'height'} />
      {long && onWholeBoard && <WholeBoardControl box={box} board={board} sides={sides} also={[layout]} onOpen={onWholeBoard} />}
    </div>
  );
}
