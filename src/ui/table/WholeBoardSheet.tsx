import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { boardGeometry, type Board, type Spot } from '../../board';
import { Pegboard } from '../board/Pegboard';
import { wholeBoardFit, type PegSide, type Size } from '../../board/drawing';
import { Sheet } from './Sheet';
import './wholeBoard.css';

interface Props {
  /** The board as this game draws it (`boardForGame`). */
  readonly board: Board;
  readonly sides: readonly PegSide[];
  /** The last move, drawn as a trail as on the table. */
  readonly highlight?: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
  readonly onClose: () => void;
  /** What the control that closes it says, e.g. `'Back to the replay'`; "Back to the pegs" by default (the table). */
  readonly closeWords?: string;
  /** More actions at its foot, above that control, e.g. the replay's steps. */
  readonly children?: ComponentChildren;
}

/**
 * The whole of a long board (Crib Wars) at once, as large as the screen holds it: every zone with its word, every
 * side's front and back pegs and the last move's trail. Turned like the table's strip on a phone held upright,
 * flat (its streets side by side) on a wide screen, whichever draws it larger (`wholeBoardFit`). A picture only: it
 * never moves a peg. "Back to the pegs" at its foot (under the thumb), ✕ or Escape close it, and focus returns to
 * the control that opened it. The replay adds its steps at the foot, so a game can be stepped through on it.
 */
export function WholeBoardSheet({ board, sides, highlight, onClose, closeWords = 'Back to the pegs', children }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<Size | null>(null);
  const bare = boardGeometry(board); // kept per board
  // The frame's size decides the turn before the first paint, and again if the screen turns.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () =>
      setBox((old) => (old && old.width === el.clientWidth && old.height === el.clientHeight ? old : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  const fit = box && box.width > 0 && box.height > 0 ? wholeBoardFit(bare, box) : null;
  return (
    <Sheet
      title="Whole board"
      class="sheet--whole-board"
      onClose={onClose}
      actions={
        <>
          {children}
          <button type="button" class="wholeboard__back" autofocus onClick={onClose}>
            {closeWords}
          </button>
        </>
      }
    >
      <div ref={frame} class="wholeboard" data-layout={fit?.layout}>
        {fit && <Pegboard board={board} sides={sides} {...(highlight ? { highlight } : {})} layout={fit.layout} fit="contain" />}
      </div>
    </Sheet>
  );
}
