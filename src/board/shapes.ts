import type { Spot, ZoneKind } from './types';

/*
 * The board as shapes to draw, in board units: holes, zone areas, side paths and lines, made by `boardGeometry`
 * (geometry.ts) and read by the drawing and its labels.
 */

/** A point in board units (1 unit = the distance between neighbouring holes of a group). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A hole to draw: which track, which spot, where. */
export interface HolePoint extends Point {
  /** Track 0..tracks-1. */
  readonly track: number;
  readonly spot: Spot;
  /** The hole's number ({@link holeNumber}), e.g. `37`. */
  readonly number: number;
}

/** An axis-aligned rectangle in board units. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A zone's area (or a red skip's second box) to draw, over every track. */
export interface ZoneShape {
  readonly zone: string;
  readonly kind: ZoneKind;
  /** `'area'` where a move triggers the zone; `'second-box'` where a red skip lands. */
  readonly part: 'area' | 'second-box';
  /** Text to draw, e.g. `'Red skip 1'`, `'Red skip 1 (to)'`. */
  readonly label: string;
  /** One rectangle per street the run of holes spans. */
  readonly rects: readonly Rect[];
  /** Where to put the label. */
  readonly labelAt: Point;
}

/** A side path drawn as a line through its holes, entry to rejoin, for one track. */
export interface PathShape {
  readonly zone: string;
  readonly color: 'blue' | 'green';
  readonly track: number;
  /** Entry hole, each side hole, rejoin hole. */
  readonly points: readonly Point[];
}

/** A line across the tracks after a hole (skunk lines, end of Muggers Alley) or a marked hole (stink hole). */
export interface LineMark {
  readonly kind: 'skunk' | 'double-skunk' | 'muggers-alley' | 'stink';
  /** The hole the line follows or marks, e.g. `90`. */
  readonly hole: number;
  /** e.g. `'Skunk line (90)'`. */
  readonly label: string;
  readonly from: Point;
  readonly to: Point;
}

/** Everything needed to draw a board, in board units; an SVG `viewBox` of `0 0 width height` fits it. */
export interface BoardGeometry {
  readonly width: number;
  readonly height: number;
  /** Suggested hole radius, e.g. `0.28`. */
  readonly holeRadius: number;
  /** Every hole of every track, start and finish included (the finish once per track, side by side). */
  readonly holes: readonly HolePoint[];
  readonly zones: readonly ZoneShape[];
  readonly paths: readonly PathShape[];
  readonly lines: readonly LineMark[];
}
