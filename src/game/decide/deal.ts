import { checkCards, formatCard, type Card } from '../../rules';
import { checkSeat, DONE, fromRules, type Batch, type Done } from './batch';
import { isRoundDone, sideOf } from '../query/select';
import { nextDealer } from '../query/deal';
import { dealChange } from '../query/outOfTurn';
import { type SeatId, gameError } from '../model/types';

/* The deal: who deals first, each new round (and its start bonus), and the fold of a round's start. */

/** A new round dealt by `dealer`, and its start bonus (004 dealer 3 every round; 002 five-card pone 3 once). */
function startRound(b: Batch, round: number, dealer: SeatId): void {
  b.push({ type: 'RoundStarted', round, dealer });
  const bonus = b.state.setup.options.startBonus;
  const r = b.state.round!;
  if (bonus && bonus.points > 0 && (bonus.when === 'every-round' || round === 1)) {
    const seat = bonus.who === 'dealer' ? r.dealer : r.pone;
    b.push({ type: 'Scored', side: sideOf(b.state, seat), seat, points: bonus.points, reason: 'bonus', items: [] });
  }
}

/** Cut for deal (002: the low card deals; a tie cuts again), or the agreed dealer; starts round 1. */
export function cutForDeal(b: Batch, cuts: readonly Card[] | undefined, chosen: SeatId | undefined): Done {
  const s = b.state;
  if (s.round) return gameError('wrong-phase', 'The first dealer has already been chosen.');
  // A table of one (Solitaire) always deals itself.
  let dealer = s.seats.length === 1 ? 0 : chosen;
  if (cuts && cuts.length > 0 && dealer === undefined) {
    if (cuts.length !== s.seats.length) return gameError('wrong-count', `Each of the ${s.seats.length} players cuts one card; ${cuts.length} given.`);
    const checked = fromRules(checkCards(cuts, { what: 'cut' }));
    if (checked) return checked;
    const low = Math.min(...cuts.map((c) => c.rank));
    const lowest = cuts.map((c, i) => (c.rank === low ? i : -1)).filter((i) => i >= 0);
    if (lowest.length > 1) return gameError('tie', 'A tie for the lowest card: cut again (the lowest card deals).');
    dealer = lowest[0]!;
  }
  if (dealer === undefined) return gameError('bad-command', "Give each seat's cut card or the dealer.");
  const bad = checkSeat(s, dealer);
  if (bad) return bad;
  b.push({ type: 'DealerCut', dealer, cuts: cuts ? cuts.map(formatCard) : [] });
  startRound(b, 1, dealer);
  return DONE;
}

/** The next deal, once every step of the round is done. */
export function nextDeal(b: Batch): Done {
  const s = b.state;
  const dealer = nextDealer(s);
  if (!s.round || dealer === null) return gameError('wrong-phase', 'Cut for deal first.');
  if (!isRoundDone(s)) return gameError('wrong-phase', 'Finish the play and the show before the next deal.');
  startRound(b, s.round.number + 1, dealer);
  return DONE;
}

/**
 * A deal out of turn put right (see `dealChange`; no rulebook scores it, so nothing is pegged for it): `dealer` deals
 * the next round when it is due, or this round again before its starter is turned. A start bonus that went with the
 * wrong deal (004: the dealer's 3 every round; 002 5-CARD: the pone's 3 in the first) is taken back and pegged for
 * the right seat.
 */
export function dealOutOfTurn(b: Batch, dealer: SeatId): Done {
  const s = b.state;
  const bad = checkSeat(s, dealer);
  if (bad) return bad;
  const change = dealChange(s);
  if (!change || !s.round) return gameError('wrong-phase', 'The starter is turned: this deal stands. The dealer can be named again at the next deal.');
  if (change.when === 'next') {
    startRound(b, s.round.number + 1, dealer);
    return DONE;
  }
  if (dealer === s.round.dealer) return gameError('bad-command', `${s.seats[dealer]!.name} already deals this round.`);
  const bonus = s.setup.options.startBonus;
  if (bonus && bonus.points > 0 && (bonus.when === 'every-round' || s.round.number === 1)) {
    const seat = bonus.who === 'dealer' ? s.round.dealer : s.round.pone;
    b.push({ type: 'Scored', side: sideOf(s, seat), seat, points: -bonus.points, reason: 'correction', items: [] });
  }
  startRound(b, s.round.number, dealer);
  return DONE;
}
