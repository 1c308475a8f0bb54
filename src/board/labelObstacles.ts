import { MAIN } from './types';
import type { BoardGeometry, Point, Rect, ZoneShape } from './shapes';
import { endCapsule } from './drawing';

/*
 * What a board's words must not cover (STYLE 8, 9): holes, side paths, lines, zones and the start and finish, on the
 * screen, in board units. `labelLayout.ts` places the words around them.
 */

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

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A round thing a word must not cover (a hole, or a point of a path or line), in screen units. */
export interface Dot {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** A grid cell's key (boards are far less than 4,096 units across). */
function cellKey(gx: number, gy: number): number {
  return (gx + 1) * 4096 + gy + 1;
}

/** Room kept between a word's box and a hole or a path, board units. */
export const CLEAR = 0.01;
/**
 * What words must not cover, on the screen (after any turn): every hole, side path, line and slide as dots in a
 * grid of 1-unit cells (fast to look up on Crib Wars' 1,300 holes), and zones and the start and finish as boxes.
 */
export class Obstacles {
  private readonly grid = new Map<number, Dot[]>();
  readonly boxes: Box[] = [];

  constructor(
    geometry: BoardGeometry,
    private readonly toScreen: (p: Point) => Point,
  ) {
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
    for (const cap of [
      endCapsule(geometry, 0, 0.55),
      endCapsule(
        geometry,
        geometry.holes.reduce((m, h) => (h.spot.path === MAIN ? Math.max(m, h.number) : m), 0),
        0.6,
      ),
    ]) {
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
