import { checkCards, pipValue, scorePlay, type Card } from '../../rules';
import { countContext, countIn } from './context';
import { toEventItem, type EventItem } from '../model/events';
import type { CountClaim, Game } from '../model/state';
import { gameError, type GameResult } from '../model/types';

/* What a claim should have been: the true count of a count of the round, or of a pegging score, for muggins. */

/** A true count and its items. */
export interface Truth {
  readonly total: number;
  readonly items: readonly EventItem[];
}

/** The true count of a count of the round and its items, or an error when it cannot be known. */
export function trueCount(state: Game, claim: CountClaim, cards?: readonly Card[], starterIn?: Card): GameResult<Truth> {
  if (claim.total !== null) return { ok: true, value: { total: claim.total, items: claim.items } };
  // A variant's own count has its own truth; a team's crib counted in a variant's step, its variant's words.
  const own = state.ruleset.own?.reasons[claim.reason]?.truth;
  if (own) return own(state, claim, cards);
  if (claim.of !== null) return gameError('no-claim', state.ruleset.own?.teamCribUnknown ?? "Enter the crib's cards to check its count.");
  const context = countContext(state, { seat: claim.seat, crib: claim.crib });
  const starter = context.starter ?? starterIn;
  if (!starter) return gameError('no-claim', 'Enter the starter to check the count: it was turned without being entered.');
  if (!cards) return gameError('no-claim', 'Enter the counted cards to check the count.');
  const checked = checkCards([...cards, starter], { count: context.size + 1, what: claim.crib ? 'crib and starter' : 'hand and starter' });
  if (!checked.ok) return checked;
  const count = countIn(context, cards, starter);
  return { ok: true, value: { total: count.total, items: count.items.map(toEventItem) } };
}

/**
 * What the last card of a count of the play scored (001, 003 MUGGINS "in pegging"): `cards` are the count's cards
 * in the order played, the last one the card pegged for. Refused when the cards are missing, repeat, or pass 31.
 */
export function truePegging(state: Game, cards?: readonly Card[]): GameResult<Truth> {
  if (!cards || cards.length === 0) return gameError('no-claim', 'Enter the cards of the count, in the order played, to check the pegging.');
  const checked = checkCards(cards, { what: 'count of the play' });
  if (!checked.ok) return checked;
  const count = cards.reduce((t, c) => t + pipValue(c.rank), 0);
  if (count > 31) return gameError('bad-command', `Those cards count ${count}: a count of the play never passes 31.`);
  const score = scorePlay(cards, { extraScores: state.ruleset.scoring.extraScores });
  return { ok: true, value: { total: score.points, items: score.items.map(toEventItem) } };
}
