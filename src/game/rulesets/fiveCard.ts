import { BASE_OPTIONS, MARGINS_61 } from '../model/options';
import type { Ruleset } from '../model/state';
import { STANDARD, standardPlay } from './standard';
import { RULESET_NAMES } from './names';

/**
 * Five-card cribbage to 61 (002 5-CARD CRIBBAGE): 5 cards, 2 to the crib; the pone pegs 3 at the start of the game;
 * the play ends at the first go or 31 (no second count); a 3-card hand flush scores 3 (the counter's own rule).
 */
export const fiveCard: Ruleset = {
  ...STANDARD,
  id: 'five-card',
  name: RULESET_NAMES['five-card'],
  source: '002 5-CARD CRIBBAGE',
  seatCounts: [2],
  deals: { 2: { deal: 5, throw: 2 } },
  play: (round) => ({ ...standardPlay(round), singleCount: true }),
  defaults: { ...BASE_OPTIONS, target: 61, skunk: MARGINS_61, startBonus: { who: 'pone', points: 3, when: 'first-round' } },
};
