import { holeNumber, movePeg, recountPeg, type Board, type PegMove } from '../../board';
import type { Scored } from '../model/events';
import type { Game, PegClaim, PegRecord, RoundState, SideState } from '../model/state';
import { addCount } from '../model/summary';
import type { ScoreReason } from '../model/types';
import { BOX_HOLES } from '../model/box';

/** Reasons of the play's peg moves. */
const PEGGING: readonly ScoreReason[] = ['play', 'go', 'last-card'];

/**
 * A correction's move (`Scored.corrects`): the side's move `corrects` moves back from its last is pegged again with
 * its points changed by `delta`, then the moves after it again (`recountPeg`). `null` when the side has no such move.
 */
function correctedMove(board: Board, side: SideState, corrects: number, delta: number): PegMove | null {
  const later: PegRecord[] = [];
  let link = side.moves;
  for (let k = 0; k < corrects && link !== null; k++) {
    later.unshift(link.last);
    link = link.before;
  }
  if (link === null || link.last.points + delta < 0) return null;
  const target = link.last;
  return recountPeg(
    board,
    side.pegs,
    target.before,
    target.points + delta,
    later.map((m) => ({ points: m.points, award: m.award })),
    delta,
  );
}

/** The round's latest pegging score for muggins: a tapped `play` score; a move from entered cards or a go closes it. */
function withPegClaim(round: RoundState | null, e: Scored): RoundState | null {
  if (!round || !PEGGING.includes(e.reason)) return round;
  const tapped = e.reason === 'play' && e.items.length === 0 && e.corrects === undefined;
  const lastPeg: PegClaim | null = tapped ? { n: e.n, side: e.side, seat: e.seat, claimed: e.points, mugged: false } : null;
  return { ...round, lastPeg };
}

/**
 * The fold of `Scored`, the only event that moves a peg: the side's back peg leapfrogs its front one by the points
 * (negative points move the front peg back along its route; a penalty box's 20 back are counted along the track), a
 * correction pegs the corrected move again (`corrects`), and the board decides what the landing hole does.
 */
export function reduceScored(state: Game, e: Scored): Game {
  const side = state.sides[e.side];
  if (!side) return state;
  // Only the 20-hole award skips boxes and traps (003); the 1 hole for a side already inside is a plain step.
  const box = e.reason === 'box';
  const move =
    (e.corrects !== undefined ? correctedMove(state.board, side, e.corrects, e.points) : null) ??
    movePeg(state.board, side.pegs, e.points, { award: box && e.points >= BOX_HOLES, alongTrack: box && e.points < 0 });
  const updated: SideState = {
    ...side,
    pegs: move.pegs,
    score: holeNumber(state.board, move.pegs.front),
    pegged: side.pegged + e.points,
    moves: {
      last: {
        n: e.n,
        points: e.points,
        reason: e.reason,
        from: move.from,
        walkedTo: move.walkedTo,
        landed: move.landed,
        award: move.award,
        effects: move.effects,
        before: side.pegs,
      },
      before: side.moves,
    },
  };
  const sides = state.sides.map((s) => (s.id === e.side ? updated : s));
  // A hand or crib scored without its count (a log of an older app) still counts in the statistics.
  const uncounted = (e.reason === 'hand' || e.reason === 'crib') && e.seat !== null && state.round?.claims.at(-1)?.n !== e.n;
  return {
    ...state,
    sides,
    round: withPegClaim(state.round, e),
    counts: uncounted ? addCount(state.counts, e.seat!, e.reason === 'crib', e.points) : state.counts,
  };
}
