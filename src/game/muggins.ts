import { checkCards, intelBonus, likelyMissed, type Card } from '../rules';
import { isInMuggersAlley } from '../board';
import { DONE, type Batch, type Done } from './batch';
import { countContext, countIn } from './context';
import { toEventItem, type EventItem } from './events';
import type { Game } from './state';
import { gameError, type GameResult, type SideId } from './types';

/** A call of muggins on the last count of the show. */
export interface MugginsCall {
  /** The side calling (the first to call: the app asks who). */
  readonly caller: SideId;
  /** Keep the missed points (default) or give them back to the counter (003 MUGGINS, Crib Zones). */
  readonly keep?: boolean;
  /** The counted cards, when the count was tapped without them. */
  readonly cards?: readonly Card[];
  /** The starter, when the round's was turned without entering it. */
  readonly starter?: Card;
}

/**
 * Muggins applies while the counted side's front peg is in the board's Muggers Alley (001: the first 121 holes of
 * the Crib Wars board); on a board without an alley it applies everywhere.
 */
export function inMuggersAlley(state: Game, side: SideId): boolean {
  const s = state.sides[side];
  if (!s || state.board.lines.muggersAlley === null) return true;
  return isInMuggersAlley(state.board, s.pegs.front);
}

/** 000: the true Intel bonus of a tapped one, from the winner's hand and both Tops. */
function intelTruth(state: Game, side: SideId, cards?: readonly Card[]): GameResult<{ total: number; items: readonly EventItem[] }> {
  const own = state.round?.tops[side];
  const enemy = state.round?.tops[side === 0 ? 1 : 0];
  if (!own || !enemy) return gameError('no-claim', 'The Tops were not entered: the bonus cannot be checked.');
  if (!cards) return gameError('no-claim', 'Enter the hand to check the Intel bonus.');
  const bonus = intelBonus(cards, own, enemy);
  return { ok: true, value: { total: bonus.total, items: bonus.items.map(toEventItem) } };
}

/** The true count of the last count and its items, or an error when it cannot be known. */
export function trueCount(state: Game, cards?: readonly Card[], starterIn?: Card): GameResult<{ total: number; items: readonly EventItem[] }> {
  const last = state.round?.lastCount;
  if (!last) return gameError('no-claim', 'No count has been claimed yet this round.');
  if (last.total !== null) return { ok: true, value: { total: last.total, items: last.items } };
  if (last.intel) return intelTruth(state, last.side, cards);
  if (last.of !== null) return gameError('no-claim', "Enter the crib's cards in Rob the Cradle to check its count.");
  const context = countContext(state, { seat: last.seat, crib: last.crib });
  const starter = context.starter ?? starterIn;
  if (!starter) return gameError('no-claim', 'Enter the starter to check the count: it was turned without being entered.');
  if (!cards) return gameError('no-claim', 'Enter the counted cards to check the count.');
  const checked = checkCards([...cards, starter], { count: context.size + 1, what: last.crib ? 'crib and starter' : 'hand and starter' });
  if (!checked.ok) return checked;
  const count = countIn(context, cards, starter);
  return { ok: true, value: { total: count.total, items: count.items.map(toEventItem) } };
}

/**
 * Muggins on the last count (RULES.md Muggins; 003 MUGGINS and rule 12; 000 partners):
 * - under-claim: the caller pegs the missed points, or gives them back to the counter; only with muggins on,
 *   never by the counter's own side or partner, and only inside the board's Muggers Alley;
 * - over-claim (rule 12): the counter moves back the excess, and the caller may add the same amount.
 * A claim is only a number, so `missed` is the app's best guess (`likelyMissed`: items worth exactly the missed
 * points, preferring those players overlook), or the whole true count when no set of items adds up.
 */
export function callMuggins(b: Batch, call: MugginsCall): Done {
  const state = b.state;
  const last = state.round?.lastCount;
  const options = state.setup.options;
  if (!last) return gameError('no-claim', 'No count has been claimed yet this round.');
  if (last.mugged) return gameError('no-claim', 'Muggins has already been called on that count.');
  if (!state.sides[call.caller]) return gameError('no-such-side', `There is no side ${call.caller + 1}.`);
  if (call.caller === last.side) return gameError('partner', 'Partners never mug their own team (000): only an opponent may call muggins.');
  const truth = trueCount(state, call.cards, call.starter);
  if (!truth.ok) return truth;
  const diff = truth.value.total - last.claimed;
  if (diff === 0) return gameError('nothing-missed', `The count of ${last.claimed} is right: nothing was missed.`);
  const keep = call.keep ?? true;
  const all = truth.value.items;
  // The likely misses depend on the starter (fifteens with it are the ones players overlook).
  const starter = countContext(state, { seat: last.seat, crib: last.crib }).starter ?? call.starter;
  const picks = likelyMissed(all, diff, starter ? { starter } : {});
  const missed = picks.length > 0 ? picks.map((i) => all[i]!) : all;
  if (diff > 0) {
    if (!options.muggins) return gameError('muggins-off', 'Muggins is off in this game.');
    if (!inMuggersAlley(state, last.side)) return gameError('outside-alley', 'Muggins applies only while the counted peg is in Muggers Alley (001).');
  }
  b.push({ type: 'MugginsCalled', caller: call.caller, against: last.seat, crib: last.crib, points: diff, kept: keep, missed, ...(last.intel ? { intel: true } : {}) });
  if (diff > 0) {
    b.push({ type: 'Scored', side: keep ? call.caller : last.side, seat: null, points: diff, reason: 'muggins', items: missed });
    return DONE;
  }
  b.push({ type: 'Scored', side: last.side, seat: last.seat, points: diff, reason: 'correction', items: [] });
  if (options.overClaimPenalty && keep) b.push({ type: 'Scored', side: call.caller, seat: null, points: -diff, reason: 'penalty', items: [] });
  return DONE;
}

/** The fold of `MugginsCalled`: the count cannot be mugged again. */
export function reduceMugginsCalled(state: Game): Game {
  const round = state.round;
  return round?.lastCount ? { ...state, round: { ...round, lastCount: { ...round.lastCount, mugged: true } } } : state;
}
