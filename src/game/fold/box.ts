import type { Game } from '../model/state';
import type { PenaltyBoxEntered, PegMoveForgotten } from '../model/events';
import { withRemaining } from '../query/tracker';
import { sideOfSeat } from '../model/seats';
import { skipFolded } from './show';
/**
 * The fold of `PenaltyBoxEntered`: the side folds this round (its cards leave the play, its counts are skipped);
 * with 3 sides it will sit out `hands` more hands.
 */
export function reducePenaltyBoxEntered(state: Game, e: PenaltyBoxEntered): Game {
  const sides = state.sides.map((s) => (s.id === e.side && e.rule === 'sit-out' ? { ...s, sitOut: e.hands } : s));
  const round = state.round;
  if (!round) return { ...state, sides };
  const folded = round.folded.includes(e.side) ? round.folded : [...round.folded, e.side];
  const withFold: Game = { ...state, sides, round: { ...round, folded } };
  const n = state.seats.length;
  const pegging = round.pegging
    ? withRemaining(
        round.pegging,
        round.pegging.remaining.map((r, s) => (folded.includes(sideOfSeat(state.ruleset, n, s)) ? 0 : r)),
      )
    : null;
  return { ...withFold, round: skipFolded({ ...withFold.round!, pegging }, withFold) };
}

/** The fold of `PegMoveForgotten`: one more hand in the box (003). */
export function reducePegMoveForgotten(state: Game, e: PegMoveForgotten): Game {
  return { ...state, sides: state.sides.map((s) => (s.id === e.side ? { ...s, sitOut: s.sitOut + 1 } : s)) };
}
