import { holeNumber, movePeg } from '../board';
import type { Scored } from './events';
import { BOX_HOLES } from './rulesets/penaltyBox';
import type { Game, SideState } from './state';
import { addCount } from './summary';

/**
 * The fold of `Scored`, the only event that moves a peg: the side's back peg leapfrogs its front one by the points
 * (negative points move the front peg back along its route), and the board decides what the landing hole does.
 */
export function reduceScored(state: Game, e: Scored): Game {
  const side = state.sides[e.side];
  if (!side) return state;
  // Only the 20-hole award skips boxes and traps (003); the 1 hole for a side already inside is a plain step.
  const move = movePeg(state.board, side.pegs, e.points, { award: e.reason === 'box' && e.points >= BOX_HOLES });
  const updated: SideState = {
    ...side,
    pegs: move.pegs,
    score: holeNumber(state.board, move.pegs.front),
    pegged: side.pegged + e.points,
    moves: {
      last: { n: e.n, points: e.points, reason: e.reason, from: move.from, walkedTo: move.walkedTo, landed: move.landed, award: move.award, effects: move.effects },
      before: side.moves,
    },
  };
  const sides = state.sides.map((s) => (s.id === e.side ? updated : s));
  // A hand or crib scored without its count (a log of an older app) still counts in the statistics.
  const uncounted = (e.reason === 'hand' || e.reason === 'crib') && e.seat !== null && state.round?.lastCount?.n !== e.n;
  return { ...state, sides, counts: uncounted ? addCount(state.counts, e.seat!, e.reason === 'crib', e.points) : state.counts };
}
