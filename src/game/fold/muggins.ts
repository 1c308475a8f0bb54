import type { Game } from '../model/state';
import type { MugginsCalled } from '../model/events';
/** The fold of `MugginsCalled`: the count (or pegging score) it names cannot be mugged again. */
export function reduceMugginsCalled(state: Game, e: MugginsCalled): Game {
  const round = state.round;
  if (!round) return state;
  if (e.pegging === true) {
    const peg = round.lastPeg;
    if (!peg || peg.mugged || (e.of !== undefined && peg.n !== e.of)) return state;
    return { ...state, round: { ...round, lastPeg: { ...peg, mugged: true } } };
  }
  const i = e.of === undefined ? round.claims.length - 1 : round.claims.findIndex((c) => c.n === e.of);
  const claim = round.claims[i];
  if (!claim || claim.mugged) return state;
  return { ...state, round: { ...round, claims: round.claims.map((c, k) => (k === i ? { ...c, mugged: true } : c)) } };
}
