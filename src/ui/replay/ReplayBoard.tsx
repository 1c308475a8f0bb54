import type { Board, Spot } from '../../board';
import { useFollowPeg } from '../board/followPeg';
import { Pegboard } from '../board/Pegboard';
import type { PegSide } from '../../board/drawing';
import { WholeBoardControl } from '../board/WholeBoardControl';

interface Props {
  readonly board: Board;
  readonly sides: readonly PegSide[];
  /** The step's peg move, drawn as a trail and kept in view. */
  readonly highlight: { readonly side: number; readonly from: Spot; readonly to: Spot } | null;
  /** The pegs jumped more than one move (first, last, the slider): they go straight there instead of sliding. */
  readonly jump?: boolean;
  /** Opens the whole board (a long board only): the control over the board's corner says "Whole board". */
  readonly onWholeBoard?: () => void;
}

/**
 * The replay's board, as wide as the screen and drawn as the table draws it on a phone: its streets run across like
 * lines of text, so a 121 board on a 360 px phone has holes 8 px apart and words 12 px tall (phone audit 1). A
 * standard board shows whole; a long one (Crib Wars) scrolls inside its box (never the page, so the step controls
 * stay put) to keep the moved peg in view, with a "Whole board" control over its corner.
 */
export function ReplayBoard({ board, sides, highlight, jump = false, onWholeBoard }: Props) {
  const { box, long } = useFollowPeg(board, sides, highlight?.side ?? 0);
  return (
    <div ref={box} class={`replay__board${long ? ' replay__board--long' : ''}${jump ? ' replay__board--jump' : ''}`}>
      <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} layout="strip" fit="width" />
      {long && onWholeBoard && <WholeBoardControl box={box} board={board} sides={sides} onOpen={onWholeBoard} />}
    </div>
  );
}
