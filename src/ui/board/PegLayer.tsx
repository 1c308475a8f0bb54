import type { Board, Spot } from '../../board';
import { pegTitle, pointOf, pointsAttr, trailPoints, type PegSide, type SpotIndex } from '../../board/drawing';

interface Props {
  readonly board: Board;
  /** Where each hole is drawn, from {@link indexSpots}. */
  readonly spots: SpotIndex;
  readonly sides: readonly PegSide[];
  /** The last move, drawn as a trail under the pegs. */
  readonly highlight?: { readonly side: number; readonly from: Spot; readonly to: Spot } | undefined;
}

/**
 * The moving part of the board: the last move's trail, then every back peg, then every front peg (so a front
 * peg is never hidden). Pegs are placed with a CSS transform so a move slides (see pegboard.css).
 */
export function PegLayer({ board, spots, sides, highlight }: Props) {
  const trailSide = highlight === undefined ? undefined : sides[highlight.side];
  const trail = highlight === undefined || trailSide === undefined ? [] : trailPoints(spots, trailSide.track, trailSide.pegs, highlight.from, highlight.to);
  const peg = (side: PegSide, i: number, which: 'front' | 'back') => {
    const at = pointOf(spots, side.track, which === 'front' ? side.pegs.front : side.pegs.back);
    if (at === undefined) return null;
    return (
      <g
        key={`${i}-${which}`}
        class={`pegboard__peg pegboard__peg--${which}`}
        data-side={i}
        data-peg={which}
        style={{ transform: `translate(${at.x}px, ${at.y}px)`, color: side.color }}
      >
        <title>{pegTitle(board, side, which)}</title>
        <circle r={which === 'front' ? 0.6 : 0.46} />
      </g>
    );
  };
  return (
    <g class="pegboard__pegs">
      {trail.length > 1 && trailSide !== undefined && (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a drawn line takes no focus; the peg's move is said in words.
        <polyline class="pegboard__trail" aria-hidden="true" points={pointsAttr(trail)} style={{ color: trailSide.color }} />
      )}
      {sides.map((s, i) => peg(s, i, 'back'))}
      {sides.map((s, i) => peg(s, i, 'front'))}
    </g>
  );
}
