import { describeMove } from './describe';
import { boardErr, boardOk } from './fail';
import { holeNumber, isOnBoard, isSameSpot, sidePathOf, zoneAt } from './query';
import { MAIN } from './types';
import type { Board, BoardResult, Leg, MoveOptions, PegMove, Pegs, Repegged, Spot, ZoneEffect } from './types';

const START: Spot = { path: MAIN, index: 0 };

/** Both pegs at the start (hole 0, off the board), nothing travelled. */
export function startPegs(): Pegs {
  return { front: START, back: START, travelled: 0, backTravelled: 0, route: [{ path: MAIN, from: 0, to: 0, jump: null }] };
}

function endOf(leg: Leg): Spot {
  return { path: leg.path, index: leg.to };
}

/** A move in progress: a private, mutable copy of the route. */
class Walk {
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
function land(walk: Walk, award: boolean): void {
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

/**
 * Moves a player's (or team's) pegs by one score. Pure: returns new pegs and what happened.
 *
 * - **Forward** (`points > 0`, leapfrog): the back peg jumps past the front one, i.e. the new front peg is
 *   `points` holes past the old front along the route (a side path the peg is on is followed to its rejoin hole),
 *   and the old front peg becomes the back peg. Holes passed over do nothing: only the hole where the move ends
 *   counts (003), and its zone applies once: a red skip's first box slides to the same hole of the second box
 *   (landing in a second box does nothing); a time trap or green advance puts the peg on hole 1 of its side path,
 *   which later moves follow (so a hand count landing in a trap sends the crib count down the blue path); a penalty
 *   box is only reported (the game decides folds, -20 and the +20 award). Reaching or passing the finish ends on
 *   the finish. A front peg already on the finish does not move.
 * - **Award** (`opts.award`, the 20-hole penalty-box award, 003): if the move would end in a penalty box or time
 *   trap it goes on to the first hole past it (repeatedly, if that is another), then the zone there applies.
 * - **Negative** (`points < 0`, corrections and penalties): the front peg goes back along the route it travelled,
 *   side paths included; going back past a zone jump undoes it for free (a peg that slid 124 -> 144 and goes back
 *   1 from 144 ends on 123), so `+n` then `-n` returns to the same hole. No zone applies. The route stops at the
 *   start. With `opts.alongTrack` (a penalty box's "back 20 holes") the holes are counted back along the main track
 *   instead: from a box on 170 reached by a slide 132 -> 152, back 20 ends on 150, not on 130. The back peg stays, unless the front peg went back to or behind it: then it goes into the front peg's
 *   hole, so the front peg is never behind the back peg.
 * - **Zero** changes nothing.
 *
 * Throws a RangeError (a bug) when `points` is not a whole number or the pegs are not on this board (use
 * {@link parsePegs} on stored pegs).
 */
export function movePeg(board: Board, pegs: Pegs, points: number, opts: MoveOptions = {}): PegMove {
  if (!Number.isSafeInteger(points)) throw new RangeError(`Points must be a whole number, got ${points}`);
  if (!isOnBoard(board, pegs.front)) throw new RangeError(`Peg ${JSON.stringify(pegs.front)} is not on board '${board.id}'`);
  const award = opts.award === true && points > 0;
  const from = pegs.front;
  const walk = new Walk(board, pegs);
  let next: Pegs = pegs;
  let walkedTo = from;
  if (points > 0 && from.path === MAIN && from.index === board.finish) {
    walk.effects.push({ kind: 'finish', at: from, spare: points });
  } else if (points > 0) {
    const spare = walk.forward(points);
    walkedTo = walk.at;
    land(walk, award);
    const at = walk.at;
    if (at.path === MAIN && at.index === board.finish) {
      walk.effects.push({ kind: 'finish', at, spare });
    } else if (at.path === MAIN && at.index === board.lines.stink) {
      walk.effects.push({ kind: 'stink-hole', at });
    }
    next = { front: at, back: from, travelled: walk.travelled, backTravelled: pegs.travelled, route: walk.legs };
  } else if (points < 0) {
    const spare = opts.alongTrack === true ? walk.backAlongTrack(-points) : walk.back(-points);
    const at = walk.at;
    if (spare > 0) walk.effects.push({ kind: 'start', at, spare });
    const behind = walk.travelled <= pegs.backTravelled;
    next = {
      front: at,
      back: behind ? at : pegs.back,
      travelled: walk.travelled,
      backTravelled: behind ? walk.travelled : pegs.backTravelled,
      route: walk.legs,
    };
  }
  const landed = next.front;
  const effects = walk.effects;
  return {
    pegs: next,
    from,
    walkedTo,
    landed,
    points,
    award,
    effects,
    // Words on demand: a game folds thousands of moves and reads the words of a few.
    get words() {
      return describeMove(board, { from, landed, walkedTo, points, award, effects });
    },
  };
}

function isObject(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asSpot(value: unknown): Spot | undefined {
  if (!isObject(value) || typeof value['path'] !== 'string' || !Number.isInteger(value['index'])) return undefined;
  return { path: value['path'], index: value['index'] as number };
}

function asLeg(value: unknown): Leg | undefined {
  if (!isObject(value) || typeof value['path'] !== 'string') return undefined;
  const { from, to, jump } = value;
  if (!Number.isInteger(from) || !Number.isInteger(to) || (jump !== null && typeof jump !== 'string')) return undefined;
  return { path: value['path'], from: from as number, to: to as number, jump };
}

/** The holes a route steps: every leg's length, plus one for each leg entered by a step. */
function routeTravelled(route: readonly Leg[]): number {
  return route.reduce((sum, leg, i) => sum + leg.to - leg.from + (i > 0 && leg.jump === null ? 1 : 0), 0);
}

/**
 * Checks stored pegs against a board (for example after the board was edited): refuses with `bad-pegs` when a
 * spot or route leg is off the board, the route does not end at the front peg, or the counts disagree.
 */
export function parsePegs(board: Board, json: unknown): BoardResult<Pegs> {
  const bad = (why: string): BoardResult<Pegs> => boardErr('bad-pegs', `These pegs do not fit board '${board.name}': ${why}.`);
  if (!isObject(json)) return bad('not an object');
  const front = asSpot(json['front']);
  const back = asSpot(json['back']);
  if (front === undefined || back === undefined) return bad('front and back must be spots');
  if (!isOnBoard(board, front) || !isOnBoard(board, back)) return bad('a peg is off the board');
  const rawRoute = json['route'];
  if (!Array.isArray(rawRoute) || rawRoute.length === 0) return bad('the route is missing');
  const route: Leg[] = [];
  for (const raw of rawRoute) {
    const leg = asLeg(raw);
    if (leg === undefined || leg.to < leg.from) return bad('a route leg is malformed');
    if (!isOnBoard(board, { path: leg.path, index: leg.from }) || !isOnBoard(board, { path: leg.path, index: leg.to })) {
      return bad('the route leaves the board');
    }
    if (leg.jump !== null && board.zones.every((z) => z.id !== leg.jump)) return bad(`no zone '${leg.jump}'`);
    route.push(leg);
  }
  const first = route[0]!;
  if (first.path !== MAIN || first.from !== 0 || first.jump !== null) return bad('the route must begin at the start');
  if (!isSameSpot(endOf(route[route.length - 1]!), front)) return bad('the route does not end at the front peg');
  const travelled = json['travelled'];
  const backTravelled = json['backTravelled'];
  if (travelled !== routeTravelled(route)) return bad('the holes travelled do not match the route');
  if (!Number.isInteger(backTravelled) || (backTravelled as number) < 0 || (backTravelled as number) > travelled) {
    return bad('the back peg is ahead of the front peg');
  }
  return boardOk({ front, back, travelled, backTravelled: backTravelled as number, route });
}

/**
 * The pegs where a corrected count would have put them (003 rule 12: "move back the number of extra points"; 003
 * MUGGINS): the corrected move pegged again with its right points from where it started (`before`, the pegs before
 * it), then the side's `later` moves pegged again in order. Zones apply where each move ends, as when it was pegged,
 * so an over-claim that escaped a time trap goes down its blue path once corrected, and a right count that lands on a
 * red skip slides. The move reports `delta` (the right points less the claimed) as its points, `from` where the
 * front peg stood before the correction, and a `recount` effect with the right move; when the last move pegged again
 * ends in a penalty box, that is reported too (the game applies it).
 */
export function recountPeg(board: Board, now: Pegs, before: Pegs, right: number, later: readonly Repegged[], delta: number): PegMove {
  if (!Number.isSafeInteger(right) || right < 0) throw new RangeError(`A right count is a whole number of points, got ${right}`);
  const rightMove = movePeg(board, before, right);
  let last = rightMove;
  for (const move of later) last = movePeg(board, last.pegs, move.points, { award: move.award });
  const effects: ZoneEffect[] = [
    {
      kind: 'recount',
      from: before.front,
      points: right,
      walkedTo: rightMove.walkedTo,
      landed: rightMove.landed,
      effects: rightMove.effects,
      later: later.length,
    },
    ...last.effects.filter((e) => e.kind === 'penalty-box' || e.kind === 'finish'),
  ];
  const from = now.front;
  const landed = last.pegs.front;
  return {
    pegs: last.pegs,
    from,
    walkedTo: landed,
    landed,
    points: delta,
    award: false,
    effects,
    get words() {
      return describeMove(board, { from, landed, walkedTo: landed, points: delta, award: false, effects });
    },
  };
}
