import { MAIN, isSameSpot, spotName } from '../../board';
import type { Board, BoardGeometry, LineMark, Pegs, Point, Rect, Spot, Zone, ZoneShape } from '../../board';

/*
 * Headless helpers for the Pegboard (STYLE 8, 9): plain numbers and strings computed from the board data and its
 * geometry, no DOM. The components only turn these into elements.
 */

/** How the board is fitted: scaled to the container's width or to its height. */
export type Fit = 'width' | 'height';

/**
 * How the board is laid out: `'column'` runs its long axis down the page (a board wider than tall is turned);
 * `'strip'` always turns it, so its streets run across like lines of text (a compact strip above the score pads).
 */
export type Layout = 'column' | 'strip';

/** The highest main hole a zone uses: its area, a red skip's second box, a side path's rejoin hole. */
function zoneReach(zone: Zone): number {
  if (zone.kind === 'red-skip') return zone.slideTo + (zone.end - zone.start);
  if (zone.kind === 'time-trap' || zone.kind === 'green-advance') return Math.max(zone.end, zone.path.rejoin);
  return zone.end;
}

/**
 * The board as a game draws it (issue 15.9): the finish at the game's own target (Noddy's 31 on a 61-hole board),
 * only the zones before it, the game's own skunk lines (none in Backward or Noddy), the stink hole only when the
 * game is played to the board's finish, and Muggers Alley only when it ends before the target. The same board is
 * handed back when nothing changes, so the drawing stays memoized.
 */
export function boardForGame(board: Board, target: number, skunk: { readonly skunk: number | null; readonly doubleSkunk: number | null }): Board {
  const finish = Math.min(target, board.finish);
  const full = finish === board.finish;
  const alley = board.lines.muggersAlley;
  const lines = {
    skunk: skunk.skunk,
    doubleSkunk: skunk.doubleSkunk,
    stink: full ? board.lines.stink : null,
    muggersAlley: alley !== null && alley < finish ? alley : null,
  };
  const same = full && lines.skunk === board.lines.skunk && lines.doubleSkunk === board.lines.doubleSkunk && lines.muggersAlley === alley;
  if (same) return board;
  // Only drawn, never moved on: the game keeps the real board for its rules.
  return { ...board, finish, zones: board.zones.filter((z) => zoneReach(z) < finish), lines } as Board;
}

/** One side's pegs as the Pegboard draws them. */
export interface PegSide {
  /** Player or team name, e.g. `'Ann'`. */
  readonly name: string;
  /** A CSS colour, e.g. `'#c62828'` (a `PEG_COLORS` colour). */
  readonly color: string;
  /** The track the side pegs on, 0-based, e.g. `0`. */
  readonly track: number;
  readonly pegs: Pegs;
  /** The side's score, e.g. `47`. */
  readonly score: number;
}

/** A peg's place: a key for `spotIndex` lookups. */
function spotKey(track: number, spot: Spot): string {
  return `${track}|${spot.path}|${spot.index}`;
}

/** Where each hole of each track is drawn, for fast peg lookups (the geometry's list is long on Crib Wars). */
export type SpotIndex = ReadonlyMap<string, Point>;

/** Index the geometry's holes by track and spot. */
export function indexSpots(geometry: BoardGeometry): SpotIndex {
  const map = new Map<string, Point>();
  for (const h of geometry.holes) map.set(spotKey(h.track, h.spot), { x: h.x, y: h.y });
  return map;
}

/** The drawn point of a spot on a track, or `undefined` if the geometry has no such hole. */
export function pointOf(index: SpotIndex, track: number, spot: Spot): Point | undefined {
  return index.get(spotKey(track, spot));
}

/**
 * True when the board is drawn turned a quarter turn clockwise, so its long axis always runs down the page: a board
 * wider than tall (Crib Wars: 13 streets side by side) then has its streets stacked like lines of text, read left
 * to right, then right to left. Scaled to a phone's width its holes stay about ten pixels apart.
 */
export function isTurned(geometry: BoardGeometry): boolean {
  return geometry.width > geometry.height;
}

/**
 * Text size in board units: at least 0.8 (most of a hole's spacing), and about 14 CSS pixels when the board's
 * short side fills a 360-pixel phone, so labels stay readable on long boards too.
 */
export function textSize(geometry: BoardGeometry): number {
  const short = Math.min(geometry.width, geometry.height);
  return Math.max(0.8, Math.round(((14 * short) / 360) * 100) / 100);
}

/** The ordinal at the end of a zone's label or id, e.g. `'2'` from `'time trap 2'`, or `''`. */
function ordinal(zone: ZoneShape): string {
  return /(\d+)\s*$/.exec(zone.label.replace(/\s*\(to\)$/, ''))?.[1] ?? /(\d+)$/.exec(zone.zone)?.[1] ?? '';
}

/**
 * The short word drawn on a zone, never colour alone: `'SKIP 1'` where a red skip triggers, `'LAND 1'` on its
 * second box, `'TRAP 2'`, `'✕ BOX 1'`, `'GO 1'`.
 */
export function zoneText(zone: ZoneShape): string {
  const n = ordinal(zone);
  const word = (w: string) => (n === '' ? w : `${w} ${n}`);
  switch (zone.kind) {
    case 'red-skip':
      return zone.part === 'area' ? word('SKIP') : word('LAND');
    case 'time-trap':
      return word('TRAP');
    case 'penalty-box':
      return `✕ ${word('BOX')}`;
    case 'green-advance':
      return word('GO');
  }
}

/** The short words drawn by a line or marked hole, e.g. `'skunk'`, `'double skunk'`, `'Muggers Alley 1–121'`, `'stink'`. */
export function lineText(line: LineMark): string {
  switch (line.kind) {
    case 'skunk':
      return 'skunk';
    case 'double-skunk':
      return 'double skunk';
    case 'muggers-alley':
      return `Muggers Alley 1–${line.hole}`;
    case 'stink':
      return 'stink';
  }
}

/** Where a peg stands, in words after "front peg,": `'47'`, `'the start'`, `'hole 3 of the blue path of time trap 1'`. */
export function pegWords(board: Board, spot: Spot): string {
  return spotName(board, spot);
}

/** A peg's title, e.g. `'Ann front peg, 47'`. */
export function pegTitle(board: Board, side: PegSide, which: 'front' | 'back'): string {
  return `${side.name} ${which} peg, ${pegWords(board, which === 'front' ? side.pegs.front : side.pegs.back)}`;
}

/**
 * The board's accessible name, stating every side's score and back peg, e.g.
 * `'Pegboard: Ann 47 (back peg 41), Bob 52 (back peg 44)'`; with no sides, `'Pegboard: Standard 61, no pegs'`.
 */
export function boardLabel(board: Board, sides: readonly PegSide[]): string {
  if (sides.length === 0) return `Pegboard: ${board.name}, no pegs`;
  const parts = sides.map((s) => {
    const back = s.pegs.back;
    const where = back.path === MAIN && back.index !== 0 ? `back peg ${back.index}` : `back peg at ${pegWords(board, back)}`;
    return `${s.name} ${s.score} (${where})`;
  });
  return `Pegboard: ${parts.join(', ')}`;
}

/** Every spot of a route, in order (a leg's holes `from..to` on its path). */
function routeSpots(pegs: Pegs): Spot[] {
  const spots: Spot[] = [];
  for (const leg of pegs.route) {
    for (let i = leg.from; i <= leg.to; i++) spots.push({ path: leg.path, index: i });
  }
  return spots;
}

/**
 * The points of a move's trail on `track`, `from` to `to`. When the move is the end of the front peg's route, the
 * trail follows the route (side paths and zone jumps included); otherwise (a move back, or a route that does not
 * match) it runs through the main holes between the two, or straight across when they are on different paths.
 */
export function trailPoints(index: SpotIndex, track: number, pegs: Pegs, from: Spot, to: Spot): Point[] {
  const at = (s: Spot) => pointOf(index, track, s);
  const spots = routeSpots(pegs);
  const last = spots[spots.length - 1];
  if (last !== undefined && isSameSpot(last, to)) {
    for (let i = spots.length - 1; i >= 0; i--) {
      if (isSameSpot(spots[i]!, from)) return present(spots.slice(i).map(at));
    }
  }
  if (from.path === to.path) {
    const step = from.index <= to.index ? 1 : -1;
    const out: (Point | undefined)[] = [];
    for (let i = from.index; i !== to.index + step; i += step) out.push(at({ path: from.path, index: i }));
    return present(out);
  }
  return present([at(from), at(to)]);
}

function present(points: readonly (Point | undefined)[]): Point[] {
  return points.filter((p): p is Point => p !== undefined);
}

/** SVG `points` text for a polyline, e.g. `'1.5,3 1.5,4'`. */
export function pointsAttr(points: readonly Point[]): string {
  return points.map((p) => `${p.x},${p.y}`).join(' ');
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
  /** Where to try next when the preferred place covers another label, e.g. the other end of a line. */
  readonly alt?: { readonly at: Point; readonly direction: LabelDirection };
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

/** Rough width of bold text in board units (no DOM to measure: an average glyph of 0.64 em). */
function textWidth(text: string, size: number): number {
  return [...text].length * size * 0.64 + size * 0.5;
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

/**
 * Place labels beside their anchors, inside the board. A label that would cover an earlier one, or that the edge
 * pushes back, tries its alternative place, then one and two lines further out, so neighbouring words stay apart.
 */
export function layoutLabels(requests: readonly LabelRequest[], geometry: BoardGeometry, turned: boolean): PlacedLabel[] {
  const screenW = turned ? geometry.height : geometry.width;
  const screenH = turned ? geometry.width : geometry.height;
  const edge = 0.4;
  const toScreen = (p: Point): Point => (turned ? { x: geometry.height - p.y, y: p.x } : p);
  const placed: PlacedLabel[] = [];
  const boxes: Box[] = [];
  for (const req of requests) {
    const width = textWidth(req.text, req.size);
    const height = req.size * 1.25;
    const gap = req.size * 0.2;
    const unit = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] } as const;
    const alt = req.alt ?? { at: req.at, direction: req.direction };
    // Tries: the preferred place, the alternative, then each one and two lines further out.
    const tries: [Point, LabelDirection, number][] = [
      [req.at, req.direction, 0],
      [alt.at, alt.direction, 0],
      [alt.at, alt.direction, 1],
      [req.at, req.direction, 1],
      [alt.at, alt.direction, 2],
      [req.at, req.direction, 2],
    ];
    const place = ([tryAt, direction, further]: [Point, LabelDirection, number]) => {
      const [sx, sy] = unit[direction];
      const anchor = toScreen(tryAt);
      // The box centre in screen units; a sideways label goes further by moving up the page.
      const wantX = anchor.x + sx * (gap + width / 2);
      const wantY = anchor.y + sy * (gap + height / 2 + further * height) - (sx !== 0 ? further * height : 0);
      const cx = Math.min(Math.max(wantX, edge + width / 2), screenW - edge - width / 2);
      const cy = Math.min(Math.max(wantY, edge + height / 2), screenH - edge - height / 2);
      const box: Box = { x0: cx - width / 2, y0: cy - height / 2, x1: cx + width / 2, y1: cy + height / 2 };
      // Pushed back by the board's edge towards (or onto) what it labels: a poor place, tried last.
      const squeezed = sx !== 0 ? Math.abs(cx - wantX) > 0.01 : Math.abs(cy - wantY) > 0.01;
      return { at: tryAt, dx: cx - anchor.x, dy: cy - anchor.y, box, squeezed };
    };
    const places = tries.map(place);
    const free = places.filter((c) => !boxes.some((b) => overlaps(b, c.box)));
    // Best: clear of labels and not pushed by an edge. When every try covers a label, the preferred place wins: a
    // far-off word would be worse than a tight one. (Avoiding holes too was tried: words then drift to the next
    // street and read as its own; the pill is translucent instead.)
    const choice = free.find((c) => !c.squeezed) ?? free[0] ?? places[0]!;
    const { at, dx, dy, box } = choice;
    boxes.push(box);
    placed.push({ ...req, at, dx: round2(dx), dy: round2(dy), width: round2(width), height: round2(height) });
  }
  return placed;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A capsule (rounded rect) around a main hole on every track, e.g. the start or the finish; board units. */
export function endCapsule(geometry: BoardGeometry, hole: number, pad: number): Rect | undefined {
  const at = geometry.holes.filter((h) => h.spot.path === MAIN && h.number === hole);
  if (at.length === 0) return undefined;
  const xs = at.map((h) => h.x);
  const y = at[0]!.y;
  return { x: Math.min(...xs) - pad, y: y - pad, width: Math.max(...xs) - Math.min(...xs) + 2 * pad, height: 2 * pad };
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

/** Every word on the board, placed: start and finish, then zone words (they matter most), then lines. */
export function boardLabels(board: Board, geometry: BoardGeometry, turned: boolean, text: number): PlacedLabel[] {
  const small = Math.max(0.7, Math.round(text * 80) / 100);
  const requests: LabelRequest[] = [];
  const ends: [string, number, string][] = [['start', 0, 'START'], ['finish', board.finish, 'FINISH']];
  for (const [key, hole, words] of ends) {
    const cap = endCapsule(geometry, hole, 0.6);
    if (cap === undefined) continue;
    const cy = cap.y + cap.height / 2;
    // Unturned, the ends sit above or below their street: the word goes further out that way.
    const down = hole === 0 || cy > geometry.height / 2;
    requests.push({
      key,
      text: words,
      at: turned ? { x: cap.x + cap.width, y: cy } : { x: cap.x + cap.width / 2, y: down ? cap.y + cap.height : cap.y },
      direction: turned ? 'down' : down ? 'down' : 'up',
      size: text,
      class: 'pegboard__label pegboard__label--end',
    });
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
      size: z.part === 'area' ? text : small,
      class: `pegboard__label pegboard__label--${z.kind}`,
      alt: { at: { x: first.x + first.width + 0.2, y: z.labelAt.y }, direction: screenDirection('after', turned) },
    });
  }
  for (const line of geometry.lines) {
    requests.push({
      key: line.kind,
      text: lineText(line),
      at: lineLabelPoint(geometry, line),
      direction: screenDirection('after', turned),
      size: small,
      class: `pegboard__label pegboard__label--line pegboard__label--${line.kind}`,
      alt: {
        at: line.kind === 'stink' ? { x: line.from.x - 0.45, y: line.from.y } : line.from,
        direction: screenDirection('before', turned),
      },
    });
  }
  return layoutLabels(requests, geometry, turned);
}

