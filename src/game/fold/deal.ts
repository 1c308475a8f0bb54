import type { Game, RoundState } from '../model/state';
import type { RoundStarted } from '../model/events';
import type { SideId, SeatId } from '../model/types';
import { sideOfSeat } from '../model/seats';
import { roundFrame } from '../query/tracker';
/**
 * The fold of `RoundStarted`: a new round with the ruleset's steps and counts; sides due to sit out a penalty box
 * sit this one out. A redeal (the same round number again, a penalty's new deal) keeps who sits out.
 */
export function reduceRoundStarted(state: Game, e: RoundStarted): Game {
  const n = state.seats.length;
  const redeal = state.round !== null && state.round.number === e.round;
  let sides = state.sides;
  let sitting: SideId[];
  if (redeal) sitting = [...state.round!.sitting];
  else {
    sitting = sides.filter((s) => s.sitOut > 0).map((s) => s.id);
    sides = sides.map((s) => (s.sitOut > 0 ? { ...s, sitOut: s.sitOut - 1 } : s));
  }
  const isOut = (seat: SeatId) => sitting.includes(sideOfSeat(state.ruleset, n, seat));
  let pone = e.dealer;
  for (let k = 1; k <= n; k++) {
    const seat = (e.dealer + k) % n;
    if (!isOut(seat)) {
      pone = seat;
      break;
    }
  }
  const blank: RoundState = {
    number: e.round,
    dealer: e.dealer,
    pone,
    steps: [],
    starter: null,
    starterTurned: false,
    countOrder: [],
    counted: 0,
    folded: [],
    sitting,
    pegging: null,
    played: [],
    playEnded: false,
    hands: state.seats.map(() => null),
    claims: [],
    lastPeg: null,
  };
  const next = { ...state, sides, round: blank };
  const frame = roundFrame(next, blank);
  return { ...next, round: { ...blank, steps: state.ruleset.steps(frame), countOrder: state.ruleset.counts(frame) } };
}
