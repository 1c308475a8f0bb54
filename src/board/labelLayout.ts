import type { BoardGeometry, Point } from './shapes';
import { CLEAR, Obstacles, type Box } from './labelObstacles';

/*
 * Words placed beside what they name (STYLE 8, 9): each on the cheapest free place near its anchor, clear of the
 * board's obstacles (`labelObstacles.ts`) and of the words placed before it, in board units.
 */

/** A screen direction for a label relative to its anchor (screen = the SVG's `viewBox`, after any turn). */
export type LabelDirection = 'up' | 'down' | 'left' | 'right';

/** A label to place: its words, its anchor in board units, the preferred direction and the text size. */
export interface LabelRequest {
  readonly key: string;
  readonly text: string;
  /** Anchor in board units (before any turn), e.g. a zone's `labelAt`. */
  readonly at: Point;
  readonly direction: LabelDirection;
  /** Text size in board units. */
  readonly size: number;
  /** CSS class for the text, e.g. `'pegboard__label pegboard__label--red-skip'`. */
  readonly class: string;
  /** Where to try next when the preferred place is taken, e.g. the other side of the street. */
  readonly alt?: { readonly at: Point; readonly direction: LabelDirection };
  /**
   * A place as good as the preferred one, the cheaper of the two winning: a line's words beyond the end of the street
   * it closes, centred on it (issue 25.9: "double skunk" at the foot of the second street, not slid under FINISH).
   */
  readonly also?: { readonly at: Point; readonly direction: LabelDirection };
}

/**
 * A placed label: `anchor` in board units, and the centre of its box as an offset from the anchor in screen
 * directions (when the board is turned, the label is drawn in a group turned back about the anchor).
 */
export interface PlacedLabel extends LabelRequest {
  readonly dx: number;
  readonly dy: number;
  /** Estimated box size in board units. */
  readonly width: number;
  readonly height: number;
}

/** The board's `direction` before a turn (`'before'` = left of the street, `'after'` = right) as seen on screen. */
export function screenDirection(side: 'before' | 'after', turned: boolean): LabelDirection {
  if (turned) return side === 'before' ? 'up' : 'down';
  return side === 'before' ? 'left' : 'right';
}

/** Rough width of bold text in board units (no DOM to measure: an average glyph of 0.64 em, plus the pill's ends). */
function textWidth(text: string, size: number): number {
  return [...text].length * size * 0.64 + size * 0.4;
}

/** How far a word may move out from its anchor, board units: a little in, up to most of a gutter out. */
const OUT_MIN = -0.6;
const OUT_MAX = 3.6;
/** How far a word may slide along the street, board units (further off, it would name the wrong thing), and the step. */
const ALONG_MAX = 6;
const ALONG_STEP = 0.25;
/** What taking the alternative place costs, in units of sliding along. */
const ALT_COST = 1.5;

/** The first index of sorted `xs` holding at least `x` (`xs.length` when none does). */
function firstAtLeast(xs: readonly number[], x: number): number {
  let [lo, hi] = [0, xs.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The nearest value to 0 in `[lo, hi]` outside every open interval of `blocked` (flat pairs: start, end, start, ...;
 * the first `count` numbers), or `undefined` when they cover it. Touching an interval's end is allowed (the room kept
 * around a hole is already in the interval). It walks out from 0 each way, jumping to the far end of any interval it
 * stands in: no sort and no allocation, because it runs for every slide of every word (thousands of times on Crib
 * Wars, where sorting the intervals was most of the time). A tie goes to the value below 0 unless only the one
 * above is a bound of the range (the order the candidates were once tried in: `lo`, `hi`, then interval ends).
 */
export function nearestFree(lo: number, hi: number, blocked: ArrayLike<number>, count = blocked.length): number | undefined {
  if (lo > hi) return undefined;
  const start = Math.min(hi, Math.max(lo, 0));
  let up = start;
  for (let moved = true; moved && up <= hi; ) {
    moved = false;
    for (let i = 0; i < count; i += 2) {
      if (blocked[i]! < up && up < blocked[i + 1]!) {
        up = blocked[i + 1]!;
        moved = true;
      }
    }
  }
  let down = start;
  for (let moved = true; moved && down >= lo; ) {
    moved = false;
    for (let i = 0; i < count; i += 2) {
      if (blocked[i]! < down && down < blocked[i + 1]!) {
        down = blocked[i]!;
        moved = true;
      }
    }
  }
  const upFree = up <= hi;
  const downFree = down >= lo;
  if (!upFree) return downFree ? down : undefined;
  if (!downFree) return up;
  const [u, d] = [Math.abs(up), Math.abs(down)];
  if (u !== d) return u < d ? up : down;
  return up === hi && down !== lo ? up : down;
}

/**
 * Place labels beside their anchors, inside the board, each on the cheapest place that covers no hole, path, line,
 * zone, start or finish and no earlier label: out from its anchor in its direction by `OUT_MIN..OUT_MAX`, along the
 * street by up to {@link ALONG_MAX}, at its preferred anchor or (dearer) its alternative. The cost is the slide along
 * plus twice the move out. For each slide along, the free moves out are worked out exactly from what lies across the
 * word's path, so a word finds the narrow band between two streets. A word with no free place takes its preferred
 * place, and `crowded` counts it.
 */
export function layoutLabels(requests: readonly LabelRequest[], geometry: BoardGeometry, turned: boolean): { labels: PlacedLabel[]; crowded: number } {
  const screenW = turned ? geometry.height : geometry.width;
  const screenH = turned ? geometry.width : geometry.height;
  const edge = 0.35;
  const toScreen = (p: Point): Point => (turned ? { x: geometry.height - p.y, y: p.x } : p);
  const obstacles = new Obstacles(geometry, toScreen);
  const unit = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;
  const placed: PlacedLabel[] = [];
  const taken: Box[] = [];
  const blocked: number[] = [];
  let crowded = 0;
  for (const req of requests) {
    const width = textWidth(req.text, req.size);
    const height = req.size * 1.2;
    const gap = req.size * 0.15;
    const alt = req.alt ?? { at: req.at, direction: req.direction };
    let best: { at: Point; anchor: Point; cx: number; cy: number; cost: number } | undefined;
    const tries: (readonly [Point, LabelDirection, number])[] = [
      [req.at, req.direction, 0],
      [alt.at, alt.direction, ALT_COST],
    ];
    if (req.also) tries.push([req.also.at, req.also.direction, 0]);
    for (const [at, direction, extra] of tries) {
      const [sx, sy] = unit[direction];
      const anchor = toScreen(at);
      // In the word's own axes: `along` the street (across its direction) and `across` (out along its direction).
      const sideways = sx !== 0;
      const sign = sideways ? sx : sy;
      const halfAlong = (sideways ? height : width) / 2;
      const halfAcross = (sideways ? width : height) / 2;
      const anchorAlong = sideways ? anchor.y : anchor.x;
      const base = (sideways ? anchor.x : anchor.y) + sign * (gap + halfAcross);
      const alongEnd = sideways ? screenH : screenW;
      const acrossEnd = sideways ? screenW : screenH;
      const alongOf = (p: Point) => (sideways ? p.y : p.x);
      const acrossOf = (p: Point) => (sideways ? p.x : p.y);
      // The moves out that keep the word inside the board.
      const e0 = sign * (edge + halfAcross - base);
      const e1 = sign * (acrossEnd - edge - halfAcross - base);
      const lo = Math.max(OUT_MIN, Math.min(e0, e1));
      const hi = Math.min(OUT_MAX, Math.max(e0, e1));
      if (lo > hi) continue;
      const across0 = Math.min(base + sign * lo, base + sign * hi) - halfAcross;
      const across1 = Math.max(base + sign * lo, base + sign * hi) + halfAcross;
      // Everything in reach of any slide, gathered once.
      const [reach0, reach1] = [anchorAlong - ALONG_MAX - halfAlong, anchorAlong + ALONG_MAX + halfAlong];
      // Sorted along the street, so each slide looks only at the dots beside it.
      const near = obstacles
        .dotsNear(sideways ? { x0: across0, x1: across1, y0: reach0, y1: reach1 } : { x0: reach0, x1: reach1, y0: across0, y1: across1 })
        .filter((d) => acrossOf(d) + d.r + CLEAR > across0 && acrossOf(d) - d.r - CLEAR < across1)
        .sort((a, b) => alongOf(a) - alongOf(b));
      const nearAlong = near.map(alongOf);
      const nearAcross = near.map(acrossOf);
      const boxes = [...obstacles.boxes, ...taken].filter((b) => {
        const [a0, a1] = sideways ? [b.x0, b.x1] : [b.y0, b.y1];
        return a1 > across0 && a0 < across1;
      });
      for (let k = 0; k <= (2 * ALONG_MAX) / ALONG_STEP; k++) {
        const along = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * ALONG_STEP;
        const cost0 = Math.abs(along) + extra;
        if (best !== undefined && cost0 >= best.cost) continue;
        const c = anchorAlong + along;
        if (c - halfAlong < edge || c + halfAlong > alongEnd - edge) continue;
        // The moves out that would cover something, as open intervals (flat pairs, reused: see `nearestFree`).
        let count = 0;
        const block = (a: number, b: number) => {
          const u = sign * (a - base);
          const v = sign * (b - base);
          blocked[count++] = Math.min(u, v);
          blocked[count++] = Math.max(u, v);
        };
        for (let i = firstAtLeast(nearAlong, c - halfAlong - 0.5); i < near.length && nearAlong[i]! < c + halfAlong + 0.5; i++) {
          const r = near[i]!.r + CLEAR;
          const da = Math.max(0, Math.abs(nearAlong[i]! - c) - halfAlong);
          if (da >= r) continue;
          const t = Math.sqrt(r * r - da * da) + halfAcross;
          block(nearAcross[i]! - t, nearAcross[i]! + t);
        }
        for (const b of boxes) {
          const [b0, b1] = sideways ? [b.y0, b.y1] : [b.x0, b.x1];
          if (b1 <= c - halfAlong || b0 >= c + halfAlong) continue;
          const [a0, a1] = sideways ? [b.x0, b.x1] : [b.y0, b.y1];
          block(a0 - halfAcross, a1 + halfAcross);
        }
        const out = nearestFree(lo, hi, blocked, count);
        if (out === undefined) continue;
        const cost = cost0 + 2 * Math.abs(out);
        if (best !== undefined && cost >= best.cost) continue;
        const across = base + sign * out;
        best = { at, anchor, cost, cx: sideways ? across : c, cy: sideways ? c : across };
      }
    }
    if (best === undefined) {
      crowded++;
      const [sx, sy] = unit[req.direction];
      const anchor = toScreen(req.at);
      best = { at: req.at, anchor, cost: 0, cx: anchor.x + sx * (gap + width / 2), cy: anchor.y + sy * (gap + height / 2) };
    }
    taken.push({ x0: best.cx - width / 2, y0: best.cy - height / 2, x1: best.cx + width / 2, y1: best.cy + height / 2 });
    placed.push({
      ...req,
      at: best.at,
      dx: round2(best.cx - best.anchor.x),
      dy: round2(best.cy - best.anchor.y),
      width: round2(width),
      height: round2(height),
    });
  }
  return { labels: placed, crowded };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
