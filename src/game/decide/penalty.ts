import { checkSeat, checkSide, DONE, type Batch, type Done } from './batch';
import { correction } from './correct';
import { claimedEnd, voidEnd } from '../query/end';
import type { EventBody, PenaltyApplied } from '../model/events';
import { penaltyById, type PenaltyRule } from '../model/penalties';
import { sideOf } from '../query/select';
import type { Game } from '../model/state';
import { gameError, type SeatId, type SideId } from '../model/types';
import { defaultOffender, defaultGainers } from '../query/penalty';

/** A penalty from the catalogue, as a table applies it. */
export interface PenaltyCall {
  /** Catalogue id, e.g. `'rule-10'`. */
  readonly rule: string;
  /** The offending side; default the dealer's side for the deal's faults (rules 2-9). */
  readonly offender?: SideId;
  /**
   * Who gains: one side, e.g. `[2]`; every other side only under Crib Wars (`penaltyToEveryOpponent`). Default: every
   * other side under Crib Wars, else the side after the offender in playing order (see `defaultGainers`).
   */
  readonly to?: readonly SideId[];
  /** Sides that decline their points (Crib Wars). */
  readonly declined?: readonly SideId[];
  /** The excess (rule 12), or 2 for table talk by both partners. */
  readonly points?: number;
  /** Take an optional new deal. */
  readonly newDeal?: boolean;
  /** Claim the game (rules 11, 13b, 14b); for 14b, `false`: the opponent puts the pegs back where the app shows them. */
  readonly claim?: boolean;
  /** Rule 14: both sides agree where the dislodged peg (or both front pegs) was: the pegs stay where the app shows them. */
  readonly agreed?: boolean;
  /** Rule 10: the seat that said go falsely and how many of its cards are dead. */
  readonly dead?: { readonly seat: SeatId; readonly cards: number };
}

/** True when the rule's points go to one side only: every rule that pegs points, outside Crib Wars. */
function isOneGainer(state: Game, rule: PenaltyRule): boolean {
  return (rule.gain === 'points' || rule.gain === 'excess') && !state.setup.options.penaltyToEveryOpponent;
}

/** Points each gaining side pegs, from the rule and the call's extra input; or an error. */
function pointsOf(rule: PenaltyRule, call: PenaltyCall): number | string {
  switch (rule.input) {
    case 'both-talked':
      if (call.points === undefined) return rule.points;
      return call.points === 1 || call.points === 2 ? call.points : 'Table talk costs 1, or 2 if both partners talked (000).';
    case 'excess':
      return Number.isInteger(call.points) && call.points! > 0 ? call.points! : 'Give the number of points pegged too many.';
    default:
      return rule.points;
  }
}

/** Rule 10's dead cards: only a false go makes them, and only the cards of the seat that said go. */
function checkDead(state: Game, rule: PenaltyRule, call: PenaltyCall, offender: SideId): Done | null {
  if (!call.dead) return null;
  if (rule.input !== 'dead-cards') return gameError('bad-command', 'Only a false go (rule 10) makes cards dead.');
  const bad = checkSeat(state, call.dead.seat);
  if (bad) return bad;
  if (sideOf(state, call.dead.seat) !== offender) return gameError('bad-command', 'The dead cards belong to the player who said go.');
  if (!Number.isInteger(call.dead.cards) || call.dead.cards < 1) return gameError('bad-points', 'Give how many cards are dead.');
  return null;
}

/**
 * Applies a penalty from the catalogue: checks it, records it, pegs what it gives by its rule, and deals again
 * when it says so. Every rule goes through the same steps; what differs is data on the rule.
 */
export function applyPenalty(b: Batch, call: PenaltyCall): Done {
  const s = b.state;
  const rule = penaltyById(call.rule);
  if (!rule) return gameError('no-penalty', `No penalty '${call.rule}' in the catalogue.`);
  const offender = call.offender ?? defaultOffender(s, rule);
  if (offender === null) return gameError('bad-command', `Say who broke ${rule.number !== null ? `rule ${rule.number}` : 'the rule'}.`);
  const bad = checkSide(s, offender);
  if (bad) return bad;
  const to = call.to ?? defaultGainers(s, rule, offender);
  for (const t of to) {
    const tBad = checkSide(s, t);
    if (tBad) return tBad;
    if (t === offender) return gameError('bad-command', 'The offender cannot gain from its own penalty.');
  }
  if (to.length > 1 && isOneGainer(s, rule)) {
    return gameError('bad-command', 'Name the one side that gains: only Crib Wars pays every opponent (001).');
  }
  const declined = (call.declined ?? []).filter((d) => to.includes(d));
  const newDeal = rule.newDeal === 'required' || (rule.newDeal === 'optional' && call.newDeal === true);
  const points = pointsOf(rule, call);
  if (typeof points === 'string') return gameError('bad-points', points);
  if (newDeal && !s.round) return gameError('wrong-phase', 'There is no deal to redo yet.');
  const deadBad = checkDead(s, rule, call, offender);
  if (deadBad) return deadBad;
  if (rule.table === 'partners' && s.sides.every((side) => side.seats.length < 2)) {
    return gameError('bad-command', `${rule.name} is a penalty for partners (${rule.source.slice(0, 3)}): this table has none.`);
  }
  const reposition = rule.input === 'reposition' && call.claim === false;
  if (rule.gain === 'claim-game' && !reposition) {
    if (call.claim !== true) return gameError('bad-command', 'This rule lets the opponent claim the game: confirm the claim.');
    if (to.length !== 1) return gameError('bad-command', 'Name the one side that claims the game.');
  }
  const agreed = rule.input === 'agreed' && call.agreed === true;
  const behind = rule.gain === 'front-behind' && !agreed ? frontBehind(s, offender) : null;
  if (behind && !('type' in behind)) return behind;
  const pegsOnly = rule.gain === 'claim-game' || rule.gain === 'front-behind' || rule.gain === 'agree-or-void';
  const applied: Omit<PenaltyApplied, 'v' | 'n' | 'at'> = {
    type: 'PenaltyApplied',
    rule: rule.id,
    offender,
    declined: pegsOnly ? [] : declined,
    newDeal: pegsOnly ? false : newDeal,
    ...(agreed || reposition ? { agreed: true } : {}),
  };
  b.push(call.dead ? { ...applied, dead: { seat: call.dead.seat, cards: call.dead.cards } } : applied);
  const gainers = to.filter((t) => !declined.includes(t));
  switch (rule.gain) {
    case 'claim-game':
      if (!reposition) b.push(claimedEnd(to[0]!));
      return DONE;
    case 'front-behind':
      if (behind) b.push(behind);
      return DONE;
    case 'agree-or-void':
      if (!agreed) b.push(voidEnd());
      return DONE;
    case 'excess': {
      // The peg goes where the right count would have put it (003 rule 12), zones applied.
      const last = s.sides[offender]!.moves?.last;
      b.push(
        last
          ? correction(b.state, offender, null, { n: last.n, reason: last.reason }, -points, 'correction')
          : { type: 'Scored', side: offender, seat: null, points: -points, reason: 'correction', items: [] },
      );
      if (s.setup.options.overClaimPenalty) for (const t of gainers) b.push({ type: 'Scored', side: t, seat: null, points, reason: 'penalty', items: [] });
      break;
    }
    case 'points':
      if (points > 0) for (const t of gainers) b.push({ type: 'Scored', side: t, seat: null, points, reason: 'penalty', items: [] });
      break;
    case 'none':
      break;
  }
  const round = b.state.round;
  if (newDeal && round && !b.state.outcome) b.push({ type: 'RoundStarted', round: round.number, dealer: round.dealer });
  if (call.dead && round?.pegging?.over && !round.playEnded) b.push({ type: 'PlayEnded' });
  return DONE;
}

/**
 * 003 rule 14: a dislodged front peg "must [be placed] behind the back peg": the back peg marks the score. After a
 * score the pegs go back as they stood before it (the displaced peg behind, in the back peg's old hole); otherwise
 * the front peg goes back along its route to the back peg's hole. Refused when the pegs share a hole (the start).
 */
function frontBehind(state: Game, side: SideId): EventBody | { ok: false; error: { code: string; message: string } } {
  const s = state.sides[side]!;
  const gap = s.pegs.travelled - s.pegs.backTravelled;
  if (gap <= 0) return gameError('bad-command', `${s.name}'s pegs stand in one hole: the front peg goes back where it was.`);
  const last = s.moves?.last;
  const repeg = last && last.points > 0 ? correction(state, side, null, { n: last.n, reason: last.reason }, -last.points, 'penalty') : null;
  return repeg && repeg.type === 'Scored' && repeg.corrects !== undefined
    ? repeg
    : { type: 'Scored', side, seat: null, points: -gap, reason: 'penalty', items: [] };
}
