import { useId, useMemo } from 'preact/hooks';
import { boardGeometry, type Board, type Pegs, type Spot } from '../../board';
import { BoardLayer } from './BoardLayer';
import { PegLayer } from './PegLayer';
import { placeLabels } from '../../board/labels';
import { boardLabel, indexSpots, isTurned, type Fit, type Layout } from '../../board/drawing';
import './pegboard.css';

/** Largest drawn spacing of neighbouring holes in CSS pixels, e.g. 26 (a 121 board then fills a 390px phone). */
const MAX_UNIT_PX = 26;

/** Props of {@link Pegboard}. */
export interface Props {
  /** The board to draw, e.g. `BUILT_IN_BOARDS['standard-121-2']`. */
  readonly board: Board;
  /**
   * The players or teams, each pegging on its own track, e.g.
   * `[{ name: 'Ann', color: '#c62828', track: 0, pegs, score: 47 }]`. Empty for a bare board (a preview).
   */
  readonly sides: readonly {
    /** e.g. `'Ann'`. */
    readonly name: string;
    /** A CSS colour, e.g. `'#c62828'` (a `PEG_COLORS` colour). */
    readonly color: string;
    /** Track 0-based, e.g. `0`. */
    readonly track: number;
    readonly pegs: Pegs;
    /** e.g. `47`. */
    readonly score: number;
  }[];
  /** The last move (side index into `sides`, where the peg was and where it went), drawn as a trail. */
  readonly highlight?: { readonly side: number; readonly from: Spot; readonly to: Spot };
  /**
   * `'width'` (default): the board fills its container's width and is as tall as it needs (a phone in portrait;
   * the page scrolls along a long board). `'height'`: the board fills its container's height (give the container
   * one) and is as wide as it needs, e.g. a whole board beside the score buttons. `'contain'`: as large as the
   * container (given both sizes) holds it whole.
   */
  readonly fit?: Fit;
  /**
   * `'column'` (default): the long axis runs down the page; `'strip'`: the streets run across, like lines of text;
   * `'flat'`: as the board's geometry lies, never turned.
   */
  readonly layout?: Layout;
}

/**
 * The pegboard as an SVG picture: holes, zones with words and patterns, lines, and every side's front and back
 * pegs. The `viewBox` is in board units, so CSS scales it. A picture, not a control (STYLE 13): its label states
 * every score; scoring happens through buttons elsewhere.
 */
export function Pegboard({ board, sides, highlight, fit = 'width', layout = 'column' }: Props) {
  const bare = boardGeometry(board); // kept per board, so every drawing of it shares one
  const spots = useMemo(() => indexSpots(bare), [bare]);
  const turned = layout === 'strip' || (layout === 'column' && isTurned(bare));
  // The words placed clear of holes (kept per board and way up); the drawing grows below the start when they need room.
  const drawn = placeLabels(board, bare, turned);
  const geometry = drawn.geometry;
  const idPrefix = useId();
  const colors: string[] = [];
  for (const s of sides) colors[s.track] ??= s.color;
  const colorKey = colors.join('|');
  // The same vnode is handed back until the board changes, so Preact skips the static layer on a score change.
  const staticLayer = useMemo(
    () => <BoardLayer board={board} geometry={geometry} turned={turned} labels={drawn.labels} trackColors={colorKey.split('|')} idPrefix={idPrefix} />,
    [board, geometry, turned, drawn, colorKey, idPrefix],
  );
  const width = turned ? geometry.height : geometry.width;
  const height = turned ? geometry.width : geometry.height;
  return (
    // Fitted to the width, a short board (61 holes) would grow huge on a wide screen: holes stop at 26px apart.
    <div class={`pegboard pegboard--fit-${fit}`} style={fit === 'width' ? { maxWidth: `${Math.ceil(width * MAX_UNIT_PX)}px` } : undefined}>
      <svg class="pegboard__svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={boardLabel(board, sides)} data-turned={turned ? 'true' : undefined}>
        <g transform={turned ? `matrix(0 1 -1 0 ${geometry.height} 0)` : undefined}>
          {staticLayer}
          <PegLayer board={board} spots={spots} sides={sides} highlight={highlight} />
        </g>
      </svg>
    </div>
  );
}
