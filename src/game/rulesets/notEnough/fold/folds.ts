import type { Game, CountClaim, RoundState } from '../../../model/state';
import type { BattleFought, CradleRobbed, IntelCounted, TopUsed, PipsNoted } from '../model/events';
import { sideOf } from '../../../query/select';
import { decksOf, enemyOf, pipsIn, topsOf, withCine, cineOf } from '../query/teams';
import type { SideId, SeatId } from '../../../model/types';
import { cardOfUnsafe } from '../../../model/cards';
import type { TopsTurned } from '../model/events';
import { hasPips, NO_PIPS, withPips } from '../model/decks';
/**
 * The fold of `BattleFought`: who holds which crib. The winner's team counts both cribs; a tie leaves each team its
 * own, the non-dealer's team first. A team counts by the dealer when it is the dealer's, else by its first seat
 * after the dealer.
 */
export function reduceBattleFought(state: Game, e: BattleFought): Game {
  const round = state.round;
  if (!round) return state;
  const dealerSide = sideOf(state, round.dealer);
  const owners = e.winner !== null ? [sideOf(state, e.winner)] : [enemyOf(dealerSide), dealerSide];
  const n = state.seats.length;
  const counter = (side: SideId): SeatId => {
    for (let k = 0; k < n; k++) if (sideOf(state, (round.dealer + k) % n) === side) return (round.dealer + k) % n;
    return round.dealer;
  };
  const cribOrder = owners.map((side) => ({ seat: counter(side), crib: true }));
  return withCine(state, (cine) => ({ ...cine, battle: { winner: e.winner, dice: e.dice }, cribOrder, cribsCounted: 0 }));
}

/** The fold of `CradleRobbed`. */
export function reduceCradleRobbed(state: Game, e: CradleRobbed): Game {
  const cribs = e.cribs ? { grey: e.cribs.grey.map(cardOfUnsafe), blue: e.cribs.blue.map(cardOfUnsafe) } : null;
  return withCine(state, (cine) => ({
    ...cine,
    cradle: { by: e.by, action: e.action, banned: e.banned, added: e.added ? cardOfUnsafe(e.added) : null, cribs },
  }));
}

/**
 * The Tops named with the Intel bonus, the round's having been turned unnamed: from then on they are the round's, so
 * the battle, the cradle and the cribs count with them (issue 37 item 1), as a count's starter becomes the round's. A
 * J, Q, K or A among them was used for nothing: its time to choose, right after the Tops were turned, is past.
 */
function namedTops(state: Game, e: IntelCounted): Game {
  const round = state.round;
  if (!round || !e.tops || e.seat === null || topsOf(round).length > 0) return state;
  const side = sideOf(state, e.seat);
  const tops = state.sides.map((_, i) => cardOfUnsafe(i === side ? e.tops![0]! : e.tops![1]!));
  const turned = { ...state, round: { ...round, tops } };
  return withCine(turned, (cine) => ({ ...cine, uses: tops.map((top, i) => cine.uses[i] ?? (hasPips(top) ? 'none' : null)) }));
}

/** The fold of `IntelCounted`: the bonus is settled and, when someone counted it, open to muggins. */
export function reduceIntelCounted(state: Game, e: IntelCounted): Game {
  const settled = withCine(namedTops(state, e), (cine) => ({ ...cine, intel: { seat: e.seat } }));
  if (e.seat === null || !settled.round) return settled;
  const claim: CountClaim = {
    seat: e.seat,
    side: sideOf(state, e.seat),
    crib: false,
    claimed: e.claimed,
    total: e.total,
    items: e.items,
    n: e.n,
    cards: e.cards ? e.cards.map(cardOfUnsafe) : null,
    reason: 'intel',
    of: null,
    mugged: false,
  };
  return { ...settled, round: { ...settled.round, claims: [...settled.round.claims, claim] } };
}

/** The fold of `TopsTurned`: the Tops and the decks; a number Top has no use to choose. */
export function reduceTopsTurned(state: Game, e: TopsTurned): Game {
  const round = state.round;
  if (!round) return state;
  const decks = e.decks ?? decksOf(state);
  return { ...state, decks, round: { ...round, tops: e.cards.map(cardOfUnsafe), starterTurned: true } };
}

/** The fold of `TopUsed`. */
export function reduceTopUsed(state: Game, e: TopUsed): Game {
  return withCine(state, (cine) => ({ ...cine, uses: state.sides.map((_, i) => (i === e.side ? e.use : (cine.uses[i] ?? null))) }));
}

/** The fold of `PipsNoted`. */
export function reducePipsNoted(state: Game, e: PipsNoted): Game {
  return { ...state, pips: withPips(pipsIn(state), e.deck, e.card, e) };
}

/** The fold of a team crib's count: one more crib counted. */
export function countedTeamCrib(round: RoundState): RoundState {
  const cine = cineOf(round);
  return { ...round, notEnough: { ...cine, cribsCounted: cine.cribsCounted + 1 } };
}

/** The game as it starts: each side's deck (grey first) and the pips of the device's deck profile. */
export function startDecks(state: Game): Game {
  return { ...state, decks: decksOf(state), pips: state.setup.pips ?? NO_PIPS };
}
