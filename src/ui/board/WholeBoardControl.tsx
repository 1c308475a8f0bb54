import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Board } from '../../board';
import { controlCorner, pegsInBox, wordsInBox } from './followPeg';
import { zoneCount, type PegSide } from '../../board/drawing';
import './wholeBoardControl.css';

interface Props {
  /** The long board's scrolling box, which the control floats over (`useFollowPeg`'s box). */
  readonly box: RefObject<HTMLElement | null>;
  readonly board: Board;
  readonly sides: readonly PegSide[];
  /** Anything else that moves what the box shows, e.g. the table's layout. */
  readonly also?: readonly unknown[];
  readonly onOpen: () => void;
}

/**
 * Distance of the control from the box's side edges (it hugs them) and from its top or foot (`0.25rem`), CSS px, and a
 * drawn peg's reach around its hole.
 */
const INSET_PX = { x: 0, y: 4 };
const PEG_PX = 7;

/**
 * "Whole board": a slim control at a corner of a long board's scrolling box, over the board's margin (on the table,
 * the replay and "put the pegs back"), that opens the board whole. It takes the bottom right corner, under the thumb,
 * or another that keeps a peg or a zone's word in view (`controlCorner`: the bottom left, then a top corner). The
 * board's zone count is on it from the start, when the pegs are far from any zone: the board has them, and where to
 * look.
 */
export function WholeBoardControl({ box, board, sides, also = [], onOpen }: Props) {
  const control = useRef<HTMLButtonElement>(null);
  const zones = zoneCount(board);
  const pegs = sides.map((s) => `${s.pegs.front.path}:${s.pegs.front.index}/${s.pegs.back.path}:${s.pegs.back.index}`).join(' ');
  // When a peg moved (after the box followed it) or the layout changed, once the frame is painted, on every scroll by
  // hand, and when the box changes size (a top corner stands the box's height above the dock): reading where the
  // pegs and words are needs the page laid out, which is done by then, so a tap's own frame does not wait for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pegs` (every peg's place as text) is the trigger: placed again when a peg moved
  useEffect(() => {
    const el = box.current;
    const button = control.current;
    if (!el || !button) return;
    const place = () => {
      // To the fraction of a pixel: a top corner placed from a rounded height stood off the box's edge.
      const { width, height } = button.getBoundingClientRect();
      button.dataset.corner = controlCorner(
        pegsInBox(el),
        wordsInBox(el),
        { width: el.clientWidth, height: el.clientHeight },
        { width, height },
        INSET_PX,
        PEG_PX,
      );
      // Its dock sticks to the box's foot: a top corner is this far above it.
      button.style.setProperty('--wholeboard-top', `${el.clientHeight - height - INSET_PX.y}px`);
    };
    place();
    el.addEventListener('scroll', place, { passive: true });
    const resized = new ResizeObserver(place);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', place);
      resized.disconnect();
    };
  }, [box, pegs, ...also]);
  return (
    <div class="wholeboard-dock">
      <button
        ref={control}
        type="button"
        class="secondary wholeboard-open"
        aria-label={zones ? `Whole board, ${zones}` : 'Whole board'}
        title={zones ? `Whole board, ${zones}` : 'Whole board'}
        onClick={onOpen}
      >
        <span class="wholeboard-open__icon" aria-hidden="true">
          ⤢
        </span>
        {/* A slim tab at the box's edge, over the board's margin rather than its holes (issue 25.9): its words are
            for screen readers; the icon and the zone count show. */}
        <span class="wholeboard-open__words">
          <span class="visually-hidden">Whole board</span>
          {zones && (
            <small>
              {zones
                .replace(' ', '\u00a0')
                .split('\u00a0')
                .map((w) => (
                  <span key={w}>{w}</span>
                ))}
            </small>
          )}
        </span>
      </button>
    </div>
  );
}
