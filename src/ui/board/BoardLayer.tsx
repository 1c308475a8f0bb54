import type { Board, BoardGeometry } from '../../board';
import { MAIN } from '../../board';
import { bounds, slideCurve } from '../../board/labelObstacles';
import type { PlacedLabel } from '../../board/labelLayout';
import { endCapsule, holePaths, pointsAttr } from '../../board/drawing';

interface Props {
  readonly board: Board;
  /** The geometry as drawn, with any room added for words (`placeLabels`). */
  readonly geometry: BoardGeometry;
  /** True when the parent turns the drawing a quarter turn clockwise: labels turn back to stay upright. */
  readonly turned: boolean;
  /** The words, placed (`placeLabels`). */
  readonly labels: readonly PlacedLabel[];
  /** The colour of each track's lane stripe, by track, e.g. `['#c62828', '#1e63c4']`. */
  readonly trackColors: readonly string[];
  /** Unique prefix for the SVG `<defs>` ids, e.g. `'P0-1'` (several boards may share a page). */
  readonly idPrefix: string;
}

/** A placed label: a pill and its words, turned back upright when the board is turned. */
function Label({ label, turned }: { readonly label: PlacedLabel; readonly turned: boolean }) {
  const { at, dx, dy, width, height } = label;
  const cx = at.x + dx;
  const cy = at.y + dy;
  // The parent turns the board a quarter turn clockwise; turning the label back about its anchor keeps it upright,
  // and then dx/dy are plain screen offsets.
  return (
    <g transform={turned ? `rotate(-90 ${at.x} ${at.y})` : undefined}>
      <rect class="pegboard__label-bg" x={cx - width / 2} y={cy - height / 2} width={width} height={height} rx={height / 2.5} />
      <text class={label.class} x={cx} y={cy} font-size={label.size} text-anchor="middle" dominant-baseline="central">
        {label.text}
      </text>
    </g>
  );
}

/** SVG path text of a slide curve. */
function slidePath({ from, control, to }: ReturnType<typeof slideCurve>): string {
  return `M ${from.x} ${from.y} Q ${control.x} ${control.y} ${to.x} ${to.y}`;
}

/** Lane stripes: one rounded bar per run of a track's main holes that share a column (a street). */
function laneStripes(geometry: BoardGeometry): { track: number; x: number; y0: number; y1: number }[] {
  const runs = new Map<string, { track: number; x: number; y0: number; y1: number }>();
  for (const h of geometry.holes) {
    if (h.spot.path !== MAIN) continue;
    const key = `${h.track}|${h.x}`;
    const run = runs.get(key);
    if (run === undefined) runs.set(key, { track: h.track, x: h.x, y0: h.y, y1: h.y });
    else {
      run.y0 = Math.min(run.y0, h.y);
      run.y1 = Math.max(run.y1, h.y);
    }
  }
  return [...runs.values()];
}

/**
 * The static board: wood, lane stripes, zones with their patterns and words, side paths, lines, holes, start and
 * finish. It depends only on the board, so the parent memoizes it and a score change redraws only the pegs.
 */
export function BoardLayer({ board, geometry, turned, labels, trackColors, idPrefix }: Props) {
  const hatch = `${idPrefix}-hatch`;
  const holes = holePaths(geometry);
  const start = endCapsule(geometry, 0, 0.55);
  const finish = endCapsule(geometry, board.finish, 0.6);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group takes no focus; the holes are drawn, the pegs are read out by their region.
    <g class="pegboard__static" aria-hidden="true">
      <defs>
        <pattern id={hatch} width="0.6" height="0.6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect class="pegboard__hatch-bg" width="0.6" height="0.6" />
          <line class="pegboard__hatch-line" x1="0.15" y1="0" x2="0.15" y2="0.6" />
        </pattern>
      </defs>
      <rect class="pegboard__wood" x="0.3" y="0.3" width={geometry.width - 0.6} height={geometry.height - 0.6} rx="0.8" />
      {laneStripes(geometry).map((s) => (
        <rect
          key={`${s.track}-${s.x}`}
          class="pegboard__lane"
          x={s.x - 0.42}
          y={s.y0 - 0.42}
          width="0.84"
          height={s.y1 - s.y0 + 0.84}
          rx="0.42"
          style={{ fill: trackColors[s.track] || 'var(--ink-muted)' }}
        />
      ))}
      {geometry.zones.map((z) =>
        z.rects.map((rect, i) => (
          <rect
            key={`${z.zone}-${z.part}-${i}`}
            class={`pegboard__zone pegboard__zone--${z.kind} pegboard__zone--${z.part}`}
            data-zone={z.zone}
            x={rect.x}
            y={rect.y}
            width={rect.width}
            height={rect.height}
            rx="0.25"
            fill={z.kind === 'red-skip' && z.part === 'area' ? `url(#${hatch})` : undefined}
          />
        )),
      )}
      {geometry.zones
        .filter((z) => z.kind === 'penalty-box')
        .map((z) => {
          const b = bounds(z.rects);
          return (
            <path
              key={`${z.zone}-x`}
              class="pegboard__box-cross"
              d={`M ${b.x} ${b.y} L ${b.x + b.width} ${b.y + b.height} M ${b.x + b.width} ${b.y} L ${b.x} ${b.y + b.height}`}
            />
          );
        })}
      {geometry.zones
        .filter((z) => z.kind === 'red-skip' && z.part === 'area')
        .map((z) => {
          const landing = geometry.zones.find((l) => l.zone === z.zone && l.part === 'second-box');
          return landing === undefined ? null : <path key={`${z.zone}-slide`} class="pegboard__slide" d={slidePath(slideCurve(z, landing))} />;
        })}
      {geometry.paths.map((p) => (
        <polyline key={`${p.zone}-${p.track}`} class={`pegboard__path pegboard__path--${p.color}`} points={pointsAttr(p.points)} />
      ))}
      {geometry.lines.map((line) =>
        line.kind === 'stink' ? (
          <rect key={line.kind} class="pegboard__stink" x={line.from.x - 0.5} y={line.from.y - 0.5} width={line.to.x - line.from.x + 1} height="1" rx="0.5" />
        ) : (
          <line key={line.kind} class={`pegboard__line pegboard__line--${line.kind}`} x1={line.from.x} y1={line.from.y} x2={line.to.x} y2={line.to.y} />
        ),
      )}
      {start && <rect class="pegboard__start" x={start.x} y={start.y} width={start.width} height={start.height} rx={start.height / 2} />}
      {finish && <rect class="pegboard__finish" x={finish.x} y={finish.y} width={finish.width} height={finish.height} rx={finish.height / 2} />}
      {/* Two paths of circles, not 1,242 <circle> elements on Crib Wars: far less for the browser to style and lay out. */}
      <path class="pegboard__hole" d={holes.main} />
      {holes.side !== '' && <path class="pegboard__hole pegboard__hole--side" d={holes.side} />}
      {labels.map((l) => (
        <Label key={l.key} label={l} turned={turned} />
      ))}
    </g>
  );
}
