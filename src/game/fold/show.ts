import type { RoundState, Game, CountClaim } from '../model/state';
import type { SeatId } from '../model/types';
import { sideOfSeat } from '../model/seats';
import type { HandCounted } from '../model/events';
import { sideOf } from '../query/select';
import { cardOfUnsafe } from '../model/cards';
import { addCount } from '../model/summary';
/** Skips the counts of folded sides. */
export function skipFolded(round: RoundState, state: Game): RoundState {
  let counted = round.counted;
  const folded = (seat: SeatId) => round.folded.includes(sideOfSeat(state.ruleset, state.seats.length, seat));
  while (counted < round.countOrder.length && folded(round.countOrder[counted]!.seat)) counted++;
  return counted === round.counted ? round : { ...round, counted };
}

/** The fold of `HandCounted`: the count is done, kept among the round's claims for muggins. */
export function reduceHandCounted(state: Game, e: HandCounted): Game {
  const round = state.round;
  if (!round) return state;
  const claim: CountClaim = {
    seat: e.seat,
    side: sideOf(state, e.seat),
    crib: e.crib,
    claimed: e.claimed,
    total: e.total,
    items: e.items,
    n: e.n,
    cards: e.cards ? e.cards.map(cardOfUnsafe) : null,
    reason: e.crib ? 'crib' : 'hand',
    of: e.of ?? null,
    mugged: false,
  };
  const counts = addCount(state.counts, e.seat, e.crib, e.claimed);
  const starter = round.starter ?? (e.starter ? cardOfUnsafe(e.starter) : null);
  const claims = [...round.claims, claim];
  if (e.of !== undefined) {
    // A team's crib is counted in the variant's own step, which keeps its own count of them.
    const next = { ...round, claims };
    return { ...state, counts, round: state.ruleset.own?.teamCribCounted?.(next) ?? next };
  }
  const hands = e.crib || !claim.cards ? round.hands : round.hands.map((h, s) => (s === e.seat ? claim.cards : h));
  return { ...state, counts, round: skipFolded({ ...round, starter, hands, counted: round.counted + 1, claims }, state) };
}
