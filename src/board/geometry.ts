import { holeNumber, isSameSpot } from './query';
import { MAIN } from './types';
import type { BoardGeometry, HolePoint, LineMark, PathShape, Point, Rect, ZoneShape } from './shapes';
import type { Board, PathZone, Spot } from './types';
import { capitalized } from '../rules/capital';

/*
 * Layout, in board units (1 = neighbouring holes in a group of five):
 * - The main holes 1..finish-1 run in streets of 30 (six groups of five), snaking: street 0 runs up, street 1 down,
 *   and so on, left to right. Each street holds one lane per track, side by side.
 * - Hole 0 (start) sits below street 0; the finish one step past the last hole, in that street's direction.
 * - Side paths run in the gutter right of their zone's street (one side lane per track), from the zone's first
 *   hole to the rejoin hole, their holes evenly spaced.
 */

/** Holes per street. */
export const STREET_HOLES = 30;
const GROUP = 5;
const GROUP_GAP = 0.6;
const LANE = 1.2;
const SIDE_LANE = 0.9;
const GUTTER = 2.4;
const MARGIN = 1.5;
const END_ROOM = 2.5;
const END_STEP = 1.6;

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** Distance along a street from its first hole to the hole at position `p` (0-based). */
function along(p: number): number {
  return p + Math.floor(p / GROUP) * GROUP_GAP;
}

interface Frame {
  readonly tracks: number;
  readonly streets: number;
  readonly laneSpan: number;
  readonly gutter: number;
  readonly top: number;
  readonly bottom: number;
}

function frameFor(board: Board): Frame {
  const tracks = board.tracks;
  const hasPaths = board.zones.some((z) => z.kind === 'time-trap' || z.kind === 'green-advance');
  const streets = Math.ceil((board.finish - 1) / STREET_HOLES);
  const gutter = GUTTER + (hasPaths ? tracks * SIDE_LANE : 0);
  const top = MARGIN + END_ROOM;
  return { tracks, streets, laneSpan: (tracks - 1) * LANE, gutter, top, bottom: top + along(STREET_HOLES - 1) };
}

function streetX(f: Frame, street: number): number {
  return MARGIN + street * (f.laneSpan + f.gutter);
}

function laneX(f: Frame, street: number, track: number): number {
  return streetX(f, street) + track * LANE;
}

/** y of a distance `d` along street `street` (even streets run up, odd ones down). */
function streetY(f: Frame, street: number, d: number): number {
  return street % 2 === 0 ? f.bottom - d : f.top + d;
}

function mainPoint(f: Frame, board: Board, hole: number, track: number): Point {
  if (hole === 0) return { x: round(laneX(f, 0, track)), y: round(f.bottom + END_STEP) };
  const last = board.finish - 1;
  const h = hole === board.finish ? last : hole;
  const street = Math.floor((h - 1) / STREET_HOLES);
  const d = along((h - 1) % STREET_HOLES) + (hole === board.finish ? END_STEP : 0);
  return { x: round(laneX(f, street, track)), y: round(streetY(f, street, d)) };
}

function streetOf(hole: number): number {
  return Math.floor((Math.max(hole, 1) - 1) / STREET_HOLES);
}

function sideLaneX(f: Frame, street: number, track: number): number {
  return streetX(f, street) + f.laneSpan + (f.gutter - f.tracks * SIDE_LANE) / 2 + (track + 0.5) * SIDE_LANE;
}

function sidePoints(f: Frame, board: Board, zone: PathZone, track: number): Point[] {
  const entry = mainPoint(f, board, zone.start, track);
  const rejoin = mainPoint(f, board, zone.path.rejoin, track);
  const s0 = streetOf(zone.start);
  const s1 = streetOf(zone.path.rejoin);
  const x0 = sideLaneX(f, s0, track);
  // A path into the next street runs down the gutter between the two; otherwise it ends beside its rejoin street.
  const x1 = s1 === s0 + 1 ? x0 : sideLaneX(f, s1, track);
  const n = zone.path.holes;
  const points: Point[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    points.push({ x: round(x0 + (x1 - x0) * t), y: round(entry.y + (rejoin.y - entry.y) * t) });
  }
  return points;
}

/** Rectangles over holes `a..b` on every track, one per street. */
function runRects(f: Frame, board: Board, a: number, b: number): Rect[] {
  const rects: Rect[] = [];
  let h = a;
  while (h <= b) {
    const street = streetOf(h);
    const last = Math.min(b, (street + 1) * STREET_HOLES);
    const y0 = mainPoint(f, board, h, 0).y;
    const y1 = mainPoint(f, board, last, 0).y;
    const x = streetX(f, street) - 0.55;
    rects.push({ x: round(x), y: round(Math.min(y0, y1) - 0.55), width: round(f.laneSpan + 1.1), height: round(Math.abs(y1 - y0) + 1.1) });
    h = last + 1;
  }
  return rects;
}

function zoneShape(zone: PathZone | Board['zones'][number], part: ZoneShape['part'], rects: Rect[]): ZoneShape {
  const first = rects[0]!;
  const name = capitalized(zone.label);
  return {
    zone: zone.id,
    kind: zone.kind,
    part,
    label: part === 'area' ? name : `${name} (to)`,
    rects,
    labelAt: { x: round(first.x - 0.2), y: round(first.y + first.height / 2) },
  };
}

/** A line across all tracks just past hole `hole` (between it and the next hole). */
function lineAfter(f: Frame, board: Board, kind: LineMark['kind'], hole: number, label: string): LineMark {
  const here = mainPoint(f, board, hole, 0);
  const next = hole + 1 <= board.finish ? mainPoint(f, board, hole + 1, 0) : here;
  const sameStreet = hole >= 1 && streetOf(hole + 1) === streetOf(hole) && hole + 1 < board.finish;
  const street = streetOf(hole);
  const y = sameStreet ? (here.y + next.y) / 2 : here.y + (street % 2 === 0 ? -0.6 : 0.6);
  const x = streetX(f, street);
  return { kind, hole, label, from: { x: round(x - 0.6), y: round(y) }, to: { x: round(x + f.laneSpan + 0.6), y: round(y) } };
}

/**
 * Hole coordinates and shapes for drawing a board, in board units, computed from the board data only. Streets of
 * 30 holes (groups of five) snake left to right, tracks side by side in each street; zones are rectangles over
 * their holes with their label to the left (draw it with `text-anchor: end`); side paths run in the gutter beside
 * their street.
 */
export function boardGeometry(board: Board): BoardGeometry {
  let geometry = geometries.get(board);
  if (geometry === undefined) {
    geometry = drawGeometry(board);
    geometries.set(board, geometry);
  }
  return geometry;
}

/**
 * Each board's geometry, worked out once: a board is immutable data, and the table, the replay and the whole-board
 * view draw the same board, so they share one geometry (and, keyed on it, the words placed on it).
 */
const geometries = new WeakMap<Board, BoardGeometry>();

function drawGeometry(board: Board): BoardGeometry {
  const f = frameFor(board);
  const holes: HolePoint[] = [];
  for (let track = 0; track < f.tracks; track++) {
    for (let hole = 0; hole <= board.finish; hole++) {
      const spot: Spot = { path: MAIN, index: hole };
      holes.push({ track, spot, number: hole, ...mainPoint(f, board, hole, track) });
    }
  }
  const zones: ZoneShape[] = [];
  const paths: PathShape[] = [];
  for (const zone of board.zones) {
    zones.push(zoneShape(zone, 'area', runRects(f, board, zone.start, zone.end)));
    if (zone.kind === 'red-skip') {
      zones.push(zoneShape(zone, 'second-box', runRects(f, board, zone.slideTo, zone.slideTo + zone.end - zone.start)));
    } else if (zone.kind === 'time-trap' || zone.kind === 'green-advance') {
      for (let track = 0; track < f.tracks; track++) {
        const side = sidePoints(f, board, zone, track);
        side.forEach((p, i) => {
          const spot: Spot = { path: zone.id, index: i + 1 };
          holes.push({ track, spot, number: holeNumber(board, spot), ...p });
        });
        paths.push({
          zone: zone.id,
          color: zone.kind === 'time-trap' ? 'blue' : 'green',
          track,
          points: [mainPoint(f, board, zone.start, track), ...side, mainPoint(f, board, zone.path.rejoin, track)],
        });
      }
    }
  }
  const lines: LineMark[] = [];
  const { skunk, doubleSkunk, muggersAlley, stink } = board.lines;
  if (doubleSkunk !== null) lines.push(lineAfter(f, board, 'double-skunk', doubleSkunk, `Double-skunk line (${doubleSkunk})`));
  if (skunk !== null) lines.push(lineAfter(f, board, 'skunk', skunk, `Skunk line (${skunk})`));
  if (muggersAlley !== null && muggersAlley < board.finish) {
    lines.push(lineAfter(f, board, 'muggers-alley', muggersAlley, `End of Muggers Alley (${muggersAlley})`));
  }
  if (stink !== null) {
    lines.push({
      kind: 'stink',
      hole: stink,
      label: `Stink hole (${stink})`,
      from: mainPoint(f, board, stink, 0),
      to: mainPoint(f, board, stink, f.tracks - 1),
    });
  }
  const width = round(streetX(f, f.streets - 1) + f.laneSpan + (f.gutter > GUTTER ? f.gutter : 0) + MARGIN);
  const height = round(f.bottom + END_ROOM + MARGIN);
  return { width, height, holeRadius: 0.3, holes, zones, paths, lines };
}

/** Where a spot is drawn on a track, or `undefined` when the geometry has no such hole. */
export function spotPoint(geometry: BoardGeometry, track: number, spot: Spot): Point | undefined {
  const hole = geometry.holes.find((h) => h.track === track && isSameSpot(h.spot, spot));
  return hole === undefined ? undefined : { x: hole.x, y: hole.y };
}
