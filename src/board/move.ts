import { describeMove } from './describe';
import { isOnBoard } from './query';
import { MAIN } from './types';
import { START, Walk, land } from './walk';
import type { MoveOptions, PegMove, Pegs, Repegged, ZoneEffect } from './pegs';
import type { Board } from './types';

/** Both pegs at the start (hole 0, off the board), nothing travelled. */
export function startPegs(): Pegs {
  return { front: START, back: START, travelled: 0, backTravelled: 0, route: [{ path: MAIN, from: 0, to: 0, jump: null }] };
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
