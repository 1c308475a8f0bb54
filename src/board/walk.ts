import { holeNumber, sidePathOf, zoneAt } from './query';
import { MAIN } from './types';
import type { Leg, Pegs, ZoneEffect } from './pegs';
import type { Board, Spot } from './types';

/*
 * A peg's route walked: a hole at a time forward, back along the route or back along the track, and the zone where a
 * forward move ends applied (`movePeg` in move.ts is made of these).
 */

/** Hole 0, off the board, where every route begins. */
export const START: Spot = { path: MAIN, index: 0 };

/** Where a leg of a route ends. */
export function endOf(leg: Leg): Spot {
  return { path: leg.path, index: leg.to };
}

/** A move in progress: a mutable copy of the route, private to the board's moves (move.ts). */
export class Walk {
  readonly legs: Leg[];
  travelled: number;
  readonly effects: ZoneEffect[] = [];

  constructor(
    readonly board: Board,
    pegs: Pegs,
  ) {
    this.legs = [...pegs.route];
    this.travelled = pegs.travelled;
  }

  get last(): Leg {
    return this.legs[this.legs.length - 1]!;
  }

  set last(leg: Leg) {
    this.legs[this.legs.length - 1] = leg;
  }

  get at(): Spot {
    return endOf(this.last);
  }

  /** One hole forward along the route; false (and no move) on the finish. */
  step(): boolean {
    const leg = this.last;
    if (leg.path === MAIN) {
      if (leg.to >= this.board.finish) return false;
      this.last = { ...leg, to: leg.to + 1 };
    } else {
      const zone = sidePathOf(this.board, leg.path);
      if (zone === undefined) throw new RangeError(`No side path '${leg.path}' on board '${this.board.id}'`);
      if (leg.to < zone.path.holes) {
        this.last = { ...leg, to: leg.to + 1 };
      } else {
        this.legs.push({ path: MAIN, from: zone.path.rejoin, to: zone.path.rejoin, jump: null });
        this.effects.push({ kind: 'rejoin', zone: zone.id, at: this.at });
      }
    }
    this.travelled += 1;
    return true;
  }

  /** Steps forward up to `n` holes; returns how many could not be taken (stopped on the finish). */
  forward(n: number): number {
    for (let i = 0; i < n; i++) if (!this.step()) return n - i;
    return 0;
  }

  jump(zone: string, to: Spot): void {
    this.legs.push({ path: to.path, from: to.index, to: to.index, jump: zone });
  }

  /** Steps back up to `n` holes along the route, undoing zone jumps for free; returns the steps not taken. */
  back(n: number): number {
    let remaining = n;
    while (remaining > 0) {
      const leg = this.last;
      if (leg.to > leg.from) {
        const k = Math.min(remaining, leg.to - leg.from);
        this.last = { ...leg, to: leg.to - k };
        remaining -= k;
        this.travelled -= k;
      } else if (this.legs.length === 1) {
        break;
      } else {
        this.legs.pop();
        if (leg.jump !== null) {
          this.effects.push({ kind: 'retrace', zone: leg.jump, from: endOf(leg), to: this.at });
        } else {
          remaining -= 1;
          this.travelled -= 1;
        }
      }
    }
    return remaining;
  }

  /**
   * Steps back `n` holes counted along the main track by hole number (003 BLUE PENALTY BOX: "goes back 20 holes"),
   * not back along the route: the route is cut where it last passed that hole. A hole the route never stood on (in
   * the gap a red skip's slide or a green shortcut jumped) is reached on the leg of the jump that crossed it, so a
   * later move back still retraces that jump. Returns the holes not taken (at the start).
   */
  backAlongTrack(n: number): number {
    const here = holeNumber(this.board, this.at);
    const target = Math.max(0, here - n);
    let bridge: string | null = null;
    for (;;) {
      const leg = this.last;
      if (leg.path === MAIN && leg.from <= target && target <= leg.to) {
        this.last = { ...leg, to: target };
        break;
      }
      if (leg.path === MAIN && leg.to < target) {
        this.legs.push({ path: MAIN, from: target, to: target, jump: bridge });
        break;
      }
      this.legs.pop();
      bridge = leg.jump ?? bridge;
    }
    this.travelled = routeTravelled(this.legs);
    return n - (here - target);
  }
}

/** Applies the rule of the zone where a forward move ended (once); see {@link movePeg}. */
export function land(walk: Walk, award: boolean): void {
  const board = walk.board;
  if (award) {
    for (;;) {
      const at = walk.at;
      const zone = at.path === MAIN ? zoneAt(board, at.index) : undefined;
      if (zone === undefined || (zone.kind !== 'penalty-box' && zone.kind !== 'time-trap')) break;
      walk.forward(zone.end + 1 - at.index);
      walk.effects.push({ kind: 'award-passes', zone: zone.id, from: at, to: walk.at });
    }
  }
  const at = walk.at;
  if (at.path !== MAIN) return;
  if (at.index === board.finish) return;
  const zone = zoneAt(board, at.index);
  if (zone === undefined) return;
  switch (zone.kind) {
    case 'red-skip': {
      const to: Spot = { path: MAIN, index: zone.slideTo + at.index - zone.start };
      walk.jump(zone.id, to);
      walk.effects.push({ kind: 'red-skip', zone: zone.id, from: at, to });
      return;
    }
    case 'time-trap':
    case 'green-advance': {
      const to: Spot = { path: zone.id, index: 1 };
      walk.jump(zone.id, to);
      walk.effects.push({ kind: zone.kind, zone: zone.id, from: at, to });
      return;
    }
    case 'penalty-box':
      walk.effects.push({ kind: 'penalty-box', zone: zone.id, at });
      return;
  }
}

/** The holes a route steps: every leg's length, plus one for each leg entered by a step. */
export function routeTravelled(route: readonly Leg[]): number {
  return route.reduce((sum, leg, i) => sum + leg.to - leg.from + (i > 0 && leg.jump === null ? 1 : 0), 0);
}
