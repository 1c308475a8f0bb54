import { plural } from '../rules/plural';
import { MAIN } from './types';
import type { Pegs } from './pegs';
import type { BoardGeometry, LineMark, Point, Rect, ZoneShape } from './shapes';
import type { Board, Spot, Zone } from './types';
import { isSameSpot } from './query';
import { spotName } from './describe';

/*
 * Headless helpers for the Pegboard (STYLE 8, 9): plain numbers and strings computed from the board data and its
 * geometry, no DOM. The components only turn these into elements.
 */

/**
 * How the board is fitted: scaled to the container's width or to its height, or `'contain'`: as large as the
 * container holds it whole (give the container both sizes), e.g. the whole-board sheet.
 */
export type Fit = 'width' | 'height' | 'contain';

/**
 * How the board is laid out: `'column'` runs its long axis down the page (a board wider than tall is turned);
 * `'strip'` always turns it, so its streets run across like lines of text (a compact strip above the score pads);
 * `'flat'` never turns it, drawn as its geometry lies (Crib Wars' 13 streets side by side, for a wide screen).
 */
export type Layout = 'column' | 'strip' | 'flat';

/** A width and a height, e.g. board units `{ width: 86.5, height: 34 }` or CSS px `{ width: 344, height: 640 }`. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The whole board fitted to a box: `'strip'` (turned a quarter, its streets across like lines of text) or `'flat'`
 * (as its geometry lies), whichever draws it larger in `box`, and its scale (CSS px per board unit). A tie keeps
 * `'strip'`, the table's own way of drawing it upright. `board` is the board's geometry as it lies, in board units.
 * Crib Wars (100.5 x 40 units) in 344 x 600 px (a phone upright): strip at 5.97 px per unit; in 1000 x 640 px (a
 * tablet): flat at 9.95.
 */
export function wholeBoardFit(board: Size, box: Size): { layout: 'strip' | 'flat'; scale: number } {
  const flat = Math.min(box.width / board.width, box.height / board.height);
  const strip = Math.min(box.width / board.height, box.height / board.width);
  return flat > strip ? { layout: 'flat', scale: flat } : { layout: 'strip', scale: strip };
}

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

/**
 * The id of the first zone ahead of a peg at hole `hole` (the lowest first hole past it), e.g. `'red-1'` from the
 * start of Crib Wars, `'trap-1'` from 150; `null` past the last zone.
 */
export function nextZoneAhead(board: Board, hole: number): string | null {
  let next: Zone | null = null;
  for (const z of board.zones) if (z.start > hole && (next === null || z.start < next.start)) next = z;
  return next?.id ?? null;
}

/** How many zones a board has, in words: `'12 zones'` (Crib Wars), `'1 zone'`, or `''` for none. */
export function zoneCount(board: Board): string {
  const n = board.zones.length;
  return n === 0 ? '' : plural(n, 'zone');
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

/** A capsule (rounded rect) around a main hole on every track, e.g. the start or the finish; board units. */
export function endCapsule(geometry: BoardGeometry, hole: number, pad: number): Rect | undefined {
  const at = geometry.holes.filter((h) => h.spot.path === MAIN && h.number === hole);
  if (at.length === 0) return undefined;
  const xs = at.map((h) => h.x);
  const y = at[0]!.y;
  return { x: Math.min(...xs) - pad, y: y - pad, width: Math.max(...xs) - Math.min(...xs) + 2 * pad, height: 2 * pad };
}

/** A number for SVG path text, to 6 decimals: `8.4`, not the `8.399999999999999` of `8.7 - 0.3`. */
function pathNumber(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/**
 * SVG path data of circles of radius `r` around `centres`, each a closed sub-path of two half arcs from its left
 * edge, e.g. `circlesPath([{ x: 1.5, y: 37.6 }], 0.3)` is `'M1.2 37.6a0.3 0.3 0 1 0 0.6 0a0.3 0.3 0 1 0 -0.6 0z'`;
 * `''` for none. One `<path>` of many circles costs the browser far less style, layout and element work than as
 * many `<circle>` elements (Crib Wars has 1,242 holes), and draws the same picture while no two circles overlap.
 */
export function circlesPath(centres: readonly Point[], r: number): string {
  const arcs = `a${r} ${r} 0 1 0 ${pathNumber(2 * r)} 0a${r} ${r} 0 1 0 ${pathNumber(-2 * r)} 0z`;
  let d = '';
  for (const c of centres) d += `M${pathNumber(c.x - r)} ${pathNumber(c.y)}${arcs}`;
  return d;
}

/**
 * The board's holes as the data of two SVG paths (`circlesPath`, radius `holeRadius`): `main`, every track's main
 * holes, and `side`, the holes of the side paths (blue and green), each in the geometry's order; `''` when a board
 * has none (a standard board has no side holes).
 */
export function holePaths(geometry: BoardGeometry): { readonly main: string; readonly side: string } {
  const main: Point[] = [];
  const side: Point[] = [];
  for (const h of geometry.holes) (h.spot.path === MAIN ? main : side).push(h);
  return { main: circlesPath(main, geometry.holeRadius), side: circlesPath(side, geometry.holeRadius) };
}
