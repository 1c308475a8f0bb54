import { checkCards, formatCard, impossibleShowWords, type Card } from '../../rules';
import { checkSeat, DONE, type Batch, type Done } from './batch';
import { countContext, countIn } from '../query/context';
import { toEventItem } from '../model/events';
import { nextCount, sideOf } from '../query/select';
import { reach } from './reach';
import { whereIs } from '../query/used';
import { heldCount } from '../query/held';
import { foldedWhy } from '../query/folded';
import { type SeatId, gameError } from '../model/types';

/** The show: each count in the ruleset's order (pone first, dealer last, then the crib), by cards or by a tap. */

/** A hand or crib entered as cards: checked for size and turn, counted by the engine, the claim pegged. */
export function countCards(b: Batch, seat: SeatId, crib: boolean, cards: readonly Card[], claimed: number | undefined, starterIn: Card | undefined): Done {
  const turned = checkTurn(b, seat, crib);
  if (!turned.ok) return turned;
  const s = b.state;
  const turn = { seat, crib };
  const context = countContext(s, turn);
  const starter = context.starter ?? starterIn;
  if (!starter) return gameError('wrong-phase', 'Enter the starter to count cards.');
  // A starter turned unnamed and named now, with this count, stays the round's for the counts after it.
  const named = !context.starter && s.round!.steps.includes('starter') ? { starter: formatCard(starter) } : {};
  const what = crib ? 'crib' : 'hand';
  const checked = checkCards(cards, { count: context.size, what });
  if (!checked.ok) return { ok: false, error: { code: checked.error.code === 'empty' ? 'wrong-count' : checked.error.code, message: checked.error.message } };
  if (cards.some((c) => formatCard(c) === formatCard(starter)))
    return gameError('duplicate-card', `${formatCard(starter)} is the starter, not a ${what} card.`);
  for (const card of cards) {
    const where = whereIs(s, card, crib ? 'crib' : seat);
    if (where) return gameError('duplicate-card', `${where}: a card is in one ${what} only.`);
  }
  const starterWhere = context.starter ? null : whereIs(s, starter, 'starter');
  if (starterWhere) return gameError('duplicate-card', `${starterWhere}: it cannot be the starter too.`);
  if (context.starter && starterIn && formatCard(starterIn) !== formatCard(context.starter)) {
    return gameError('bad-command', `The starter is ${formatCard(context.starter)}, not ${formatCard(starterIn)}.`);
  }
  const impossible = claimed === undefined ? null : impossibleShowWords(claimed, { size: context.size, extraScores: context.scoring.extraScores }, what);
  if (impossible) return gameError('bad-points', impossible);
  const count = countIn(context, cards, starter);
  const items = count.items.map(toEventItem);
  const claim = claimed ?? count.total;
  b.push({ type: 'HandCounted', seat, crib, claimed: claim, cards: cards.map(formatCard), total: count.total, items, ...named });
  if (claim !== 0)
    b.push({ type: 'Scored', side: sideOf(b.state, seat), seat, points: claim, reason: crib ? 'crib' : 'hand', items: claim === count.total ? items : [] });
  for (const e of s.ruleset.afterCount?.(b.state, turn, cards) ?? []) b.push(e);
  return DONE;
}

/** A count tapped as points: the next count of the show (the counter's side must be the tapped side). */
export function tapCount(b: Batch, side: number, points: number, crib: boolean, seatIn: SeatId | undefined): Done {
  const shown = reach(b, 'show');
  if (!shown.ok) return shown;
  const s = b.state;
  const folded = foldedWhy(s, side, crib ? 'crib' : 'hand');
  if (folded) return folded;
  const turn = nextCount(s)!;
  const seat = seatIn ?? (crib ? s.round!.dealer : turn.seat);
  const seatBad = checkSeat(s, seat);
  if (seatBad) return seatBad;
  if (sideOf(s, seat) !== side) {
    if (crib) return gameError('not-dealer', `Only the dealer, ${s.seats[s.round!.dealer]!.name}, counts the crib.`);
    return gameError(
      'out-of-order',
      `${s.seats[seat]!.name}'s ${turn.seat === seat && turn.crib ? 'crib' : 'hand'} is next: tap ${s.sides[sideOf(s, seat)]?.name ?? s.seats[seat]!.name}'s pad.`,
    );
  }
  const turnBad = checkTurn(b, seat, crib);
  if (!turnBad.ok) return turnBad;
  const context = countContext(b.state, { seat, crib });
  const impossible = impossibleShowWords(points, { size: context.size, extraScores: context.scoring.extraScores }, crib ? 'crib' : 'hand');
  if (impossible) return gameError('bad-points', impossible);
  // The cards the app holds (the play entered card by card) are counted with the tap: the History and the words say
  // what they make, and muggins knows the truth (issue 37.2).
  const held = heldCount(b.state, { seat, crib });
  const truth = held ? { cards: held.cards.map(formatCard), total: held.total, items: held.items } : { cards: null, total: null, items: [] };
  b.push({ type: 'HandCounted', seat, crib, claimed: points, ...truth });
  if (points !== 0) b.push({ type: 'Scored', side, seat, points, reason: crib ? 'crib' : 'hand', items: held?.total === points ? held.items : [] });
  return DONE;
}

/** Brings the round to the show and checks that `seat`'s hand (or crib) is the next count. */
function checkTurn(b: Batch, seat: SeatId, crib: boolean): Done {
  const bad = checkSeat(b.state, seat) ?? null;
  if (bad) return bad;
  const reached = reach(b, 'show');
  if (!reached.ok) return reached;
  const s = b.state;
  const turn = nextCount(s)!;
  if (crib && seat !== s.round!.dealer) return gameError('not-dealer', `Only the dealer, ${s.seats[s.round!.dealer]!.name}, counts the crib.`);
  if (turn.crib !== crib || turn.seat !== seat) {
    const who = turn.crib ? `${s.seats[turn.seat]!.name}'s crib` : `${s.seats[turn.seat]!.name}'s hand`;
    return gameError('out-of-order', `It is ${who} to count next (pone first, dealer last, then the crib).`);
  }
  return DONE;
}
