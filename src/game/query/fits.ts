import { pipValue, type Rank } from '../../rules';
import type { Game } from '../model/state';

/** Every rank, ace to king. */
const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** The highest count of the play (002 Playing Cards: a card that would take the count past 31 cannot be played). */
const MAX_COUNT = 31;

/**
 * The ranks a card of the play may have now, ace up: those that keep the running count at 31 or under (002
 * TRADITIONAL RULES, Playing Cards: "When a player cannot play a card without the cumulative total exceeding 31,
 * that player calls go"). At a count of 30 only an ace fits (issue 37.7: every rank was offered and the refusal came
 * after the suit). Every rank when the play's count is not known (the play tapped, or not begun).
 */
export function ranksThatFit(state: Game): readonly Rank[] {
  const count = state.round?.pegging?.count ?? 0;
  return RANKS.filter((rank) => count + pipValue(rank) <= MAX_COUNT);
}
