import { MAIN } from './index';
import type { Board, BoardGeometry, LineMark, Point, Rect, ZoneShape } from './index';
import { endCapsule, lineText, zoneText } from './drawing';

/*
 * The words on the board (START, FINISH, zone words, line words), placed headless (STYLE 8, 9): sizes and places in
 * board units, computed from the board data and its geometry. A word never covers a hole, a side path, a line, a
 * zone or another word: it takes the nearest free place beside what it names.
 */

/** A label's text size in CSS pixels when the drawing's width fills a phone, e.g. 12 (the audit asked for 11-12). */
const LABEL_PX = 12;
/** The drawing's width in CSS pixels on a 360-pixel phone (the page's padding off), e.g. 340. */
const PHONE_BOARD_PX = 340;
/**
 * The largest text, board units, whose box (1.2 em) still fits between two streets' holes: a gutter of 2.4 less two
 * hole radii of 0.3 and a little room (`src/board/geometry.ts`).
 */
const MAX_TEXT = 1.42;

/**
 * Text size in board units: about {@link LABEL_PX} CSS pixels when the drawing's width on the screen (the board's
 * height when it is turned) fills a 360-pixel phone, no more than fits between two streets, and at least 0.8 (most
 * of a hole's spacing) on a board drawn upright, whose short side is its width.
 */
export function textSize(geometry: BoardGeometry, turned: boolean): number {
  const across = turned ? geometry.height : geometry.width;
  return Math.max(0.8, Math.min(MAX_TEXT, Math.round(((LABEL_PX * across) / PHONE_BOARD_PX) * 100) / 100));
}

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

/** The smallest rectangle holding `rects`. */
export function bounds(rects: readonly Rect[]): Rect {
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/** The red skip's slide, a quadratic curve from the trigger box out through the gutter to the second box. */
export function slideCurve(area: ZoneShape, landing: ZoneShape): { readonly from: Point; readonly control: Point; readonly to: Point } {
  const a = bounds(area.rects);
  const b = bounds(landing.rects);
  const from = { x: a.x + a.width, y: a.y + a.height / 2 };
  const to = { x: b.x + b.width, y: b.y + b.height / 2 };
  return { from, to, control: { x: Math.max(from.x, to.x) + 1.6, y: (from.y + to.y) / 2 } };
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** A round thing a word must not cover (a hole, or a point of a path or line), in screen units. */
interface Dot {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** A grid cell's key (boards are far less than 4,096 units across). */
function cellKey(gx: number, gy: number): number {
  return (gx + 1) * 4096 + gy + 1;
}

/** Room kept between a word's box and a hole or a path, board units. */
const CLEAR = 0.01;

/**
 * What words must not cover, on the screen (after any turn): every hole, side path, line and slide as dots in a
 * grid of 1-unit cells (fast to look up on Crib Wars' 1,300 holes), and zones and the start and finish as boxes.
 */
class Obstacles {
  private readonly grid = new Map<number, Dot[]>();
  readonly boxes: Box[] = [];

  constructor(geometry: BoardGeometry, private readonly toScreen: (p: Point) => Point) {
    for (const h of geometry.holes) this.dot(h, geometry.holeRadius);
    for (const p of geometry.paths) this.polyline(p.points, 0.12);
    for (const line of geometry.lines) if (line.kind !== 'stink') this.polyline([line.from, line.to], 0.14);
    for (const z of geometry.zones) {
      for (const r of z.rects) this.rect(r);
      if (z.kind !== 'red-skip' || z.part !== 'area') continue;
      const landing = geometry.zones.find((l) => l.zone === z.zone && l.part === 'second-box');
      if (landing === undefined) continue;
      const { from, control, to } = slideCurve(z, landing);
      const curve: Point[] = [];
      for (let i = 0; i <= 16; i++) {
        const t = i / 16;
        const u = 1 - t;
        curve.push({ x: u * u * from.x + 2 * u * t * control.x + t * t * to.x, y: u * u * from.y + 2 * u * t * control.y + t * t * to.y });
      }
      this.polyline(curve, 0.1);
    }
    for (const cap of [endCapsule(geometry, 0, 0.55), endCapsule(geometry, geometry.holes.reduce((m, h) => (h.spot.path === MAIN ? Math.max(m, h.number) : m), 0), 0.6)]) {
      if (cap) this.rect(cap);
    }
  }

  private dot(p: Point, r: number): void {
    const s = this.toScreen(p);
    const key = cellKey(Math.floor(s.x), Math.floor(s.y));
    const cell = this.grid.get(key);
    const dot = { x: s.x, y: s.y, r };
    if (cell) cell.push(dot);
    else this.grid.set(key, [dot]);
  }

  /** A path or line as dots 0.2 apart along it. */
  private polyline(points: readonly Point[], halfWidth: number): void {
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1]!;
      const b = points[i]!;
      const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 0.2));
      for (let k = 0; k <= n; k++) this.dot({ x: a.x + ((b.x - a.x) * k) / n, y: a.y + ((b.y - a.y) * k) / n }, halfWidth);
    }
  }

  private rect(r: Rect): void {
    const a = this.toScreen({ x: r.x, y: r.y });
    const b = this.toScreen({ x: r.x + r.width, y: r.y + r.height });
    this.boxes.push({ x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) });
  }

  /** The dots whose cell lies in the box, grown by one cell each way. */
  dotsNear(box: Box): Dot[] {
    const out: Dot[] = [];
    for (let gx = Math.floor(box.x0) - 1; gx <= Math.floor(box.x1) + 1; gx++) {
      for (let gy = Math.floor(box.y0) - 1; gy <= Math.floor(box.y1) + 1; gy++) {
        const cell = this.grid.get(cellKey(gx, gy));
        if (cell) for (const d of cell) out.push(d);
      }
    }
    return out;
  }
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
    const tries: (readonly [Point, LabelDirection, number])[] = [[req.at, req.direction, 0], [alt.at, alt.direction, ALT_COST]];
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
    placed.push({ ...req, at: best.at, dx: round2(best.cx - best.anchor.x), dy: round2(best.cy - best.anchor.y), width: round2(width), height: round2(height) });
  }
  return { labels: placed, crowded };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Where a line's words go: beside the stink hole; for Muggers Alley, beside the middle of the alley (it names the
 * whole stretch, and the end line sits among zone words); otherwise at the line's far end.
 */
function lineLabelPoint(geometry: BoardGeometry, line: LineMark): Point {
  if (line.kind === 'stink') return { x: line.to.x + 0.45, y: line.to.y };
  if (line.kind === 'muggers-alley') {
    const tracks = Math.max(...geometry.holes.map((h) => h.track));
    const middle = geometry.holes.find((h) => h.spot.path === MAIN && h.track === tracks && h.number === Math.ceil(line.hole / 2));
    if (middle !== undefined) return { x: middle.x + 0.6, y: middle.y };
  }
  return line.to;
}

/**
 * A line's words beyond the end of the street it closes: at the line's middle, out along the street towards the
 * board's nearer edge (a line at the foot of an upright street: under it), as seen on screen.
 */
function beyondLine(geometry: BoardGeometry, line: LineMark, turned: boolean): { readonly at: Point; readonly direction: LabelDirection } {
  const at = { x: (line.from.x + line.to.x) / 2, y: (line.from.y + line.to.y) / 2 };
  // The street runs across the line: along y when the line lies along x, and the other way.
  const streetAlongY = Math.abs(line.to.x - line.from.x) >= Math.abs(line.to.y - line.from.y);
  const forward = streetAlongY ? at.y > geometry.height / 2 : at.x > geometry.width / 2;
  // On screen, a turned board's board y runs right to left and its x top to bottom (see `toScreen`).
  const direction: LabelDirection = streetAlongY ? (turned ? (forward ? 'left' : 'right') : forward ? 'down' : 'up') : turned ? (forward ? 'down' : 'up') : forward ? 'right' : 'left';
  return { at, direction };
}

/** Every word on the board to place: start and finish, then zone words (they matter most), then lines. */
function labelRequests(board: Board, geometry: BoardGeometry, turned: boolean, text: number): LabelRequest[] {
  const requests: LabelRequest[] = [];
  const ends: [string, number, string][] = [['start', 0, 'START'], ['finish', board.finish, 'FINISH']];
  for (const [key, hole, words] of ends) {
    const cap = endCapsule(geometry, hole, 0.6);
    if (cap === undefined) continue;
    const cy = cap.y + cap.height / 2;
    // Unturned, the ends sit above or below their street: the word goes further out that way. Turned, the word goes
    // before the capsule, as a line of text starts, where there is room.
    const down = hole === 0 || cy > geometry.height / 2;
    const at = { x: cap.x + cap.width / 2, y: down ? cap.y + cap.height : cap.y };
    const common = { key, text: words, at, size: text, class: 'pegboard__label pegboard__label--end' };
    // Turned, under the capsule otherwise: into the gutter (the start, on the first street) or the room added under
    // the last street (the finish).
    requests.push(
      turned
        ? { ...common, direction: down ? 'left' : 'right', alt: { at: { x: cap.x + cap.width, y: cy }, direction: 'down' } }
        : { ...common, direction: down ? 'down' : 'up' },
    );
  }
  // Zone words go before their street, or after it (beside any side path) when that place is taken.
  const zones = [...geometry.zones].sort((a, b) => (a.part === b.part ? 0 : a.part === 'area' ? -1 : 1));
  for (const z of zones) {
    const first = z.rects[0]!;
    requests.push({
      key: `${z.zone}-${z.part}`,
      text: zoneText(z),
      at: z.labelAt,
      direction: screenDirection('before', turned),
      size: text,
      class: `pegboard__label pegboard__label--${z.kind}`,
      alt: { at: { x: first.x + first.width + 0.2, y: z.labelAt.y }, direction: screenDirection('after', turned) },
    });
  }
  for (const line of geometry.lines) {
    const beyond = line.kind === 'stink' || line.kind === 'muggers-alley' ? {} : { also: beyondLine(geometry, line, turned) };
    requests.push({
      ...beyond,
      key: line.kind,
      text: lineText(line),
      at: lineLabelPoint(geometry, line),
      direction: screenDirection('after', turned),
      size: text,
      class: `pegboard__label pegboard__label--line pegboard__label--${line.kind}`,
      alt: {
        at: line.kind === 'stink' ? { x: line.from.x - 0.45, y: line.from.y } : line.from,
        direction: screenDirection('before', turned),
      },
    });
  }
  return requests;
}

/** The board as drawn with its words: its geometry (with any room added for words), the text size and the words. */
export interface DrawnBoard {
  /**
   * The board's geometry, grown by the room its words needed: `width` when turned (under the last street on the
   * screen), `height` when upright (under the streets).
   */
  readonly geometry: BoardGeometry;
  /** Text size in board units, e.g. `1.41`. */
  readonly text: number;
  readonly labels: readonly PlacedLabel[];
}

/**
 * Room added in steps until every word has a free place beside what it names (or a step places no more), board
 * units: a line of words.
 */
const ROOM_STEP = 1.3;
const MAX_ROOM_STEPS = 4;

/**
 * Every word of the board placed clear of holes, paths and each other. A board too small for its words is drawn
 * with room added at the foot of the screen, where it costs no width (so no scale): under the last street of a
 * turned board (a turned 121's FINISH and stink, which share the corner with the finish capsule), under the streets
 * of an upright one (its START, FINISH, double skunk and stink share that edge).
 */
export function placeLabels(board: Board, geometry: BoardGeometry, turned: boolean): DrawnBoard {
  const cached = placed.get(geometry);
  const key = turned ? 'turned' : 'upright';
  if (cached?.board === board && cached[key] !== undefined) return cached[key];
  const drawn = place(board, geometry, turned);
  if (cached?.board === board) cached[key] = drawn;
  else placed.set(geometry, { board, [key]: drawn });
  return drawn;
}

/**
 * The words placed on each geometry (shared by every drawing of a board: see `boardGeometry`), each way up: placing
 * them is the costly part of drawing a long board (Crib Wars' words search among 1,242 holes and their paths).
 */
const placed = new WeakMap<BoardGeometry, { readonly board: Board; upright?: DrawnBoard; turned?: DrawnBoard }>();

function place(board: Board, geometry: BoardGeometry, turned: boolean): DrawnBoard {
  let best: DrawnBoard | undefined;
  let fewest = Infinity;
  const text = textSize(geometry, turned);
  for (let step = 0; step <= MAX_ROOM_STEPS; step++) {
    const room = (n: number) => Math.round((n + step * ROOM_STEP) * 1000) / 1000;
    const g = step === 0 ? geometry : turned ? { ...geometry, width: room(geometry.width) } : { ...geometry, height: room(geometry.height) };
    const { labels, crowded } = layoutLabels(labelRequests(board, g, turned, text), g, turned);
    // Done when every word has its place, or when a line more placed none more: the words still crowded are not
    // near that edge (Crib Wars drawn flat kept six crowded in all four steps, each a whole placement).
    if (crowded >= fewest || crowded === 0) {
      if (crowded < fewest) best = { geometry: g, text, labels };
      break;
    }
    [fewest, best] = [crowded, { geometry: g, text, labels }];
  }
  return best!;
}
