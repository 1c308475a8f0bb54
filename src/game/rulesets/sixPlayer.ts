import { WAR_HOOKS } from './cribWars';
import type { Ruleset } from '../model/state';
import { DEAL_6, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/**
 * Six players in three teams (001, 003 DEALING), on the Crib Wars board with its rules: 5 cards each; the dealer
 * and partner throw to the bottom of the deck, the crib comes from the other four players.
 */
export const sixPlayer: Ruleset = {
  ...STANDARD,
  ...WAR_HOOKS,
  id: 'six-player',
  name: RULESET_NAMES['six-player'],
  source: '003 DEALING; 001',
  seatCounts: [6],
  teams: { 6: 3 },
  deals: { 6: DEAL_6 },
};
