import { BASE_OPTIONS } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEAL_3, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** Three players, each for themselves (002 3-PLAYER CRIBBAGE): the dealer's left leads and counts first. */
export const threePlayer: Ruleset = {
  ...STANDARD,
  id: 'three-player',
  name: RULESET_NAMES['three-player'],
  source: '002 3-PLAYER CRIBBAGE',
  seatCounts: [3],
  deals: { 3: DEAL_3 },
  defaults: BASE_OPTIONS,
};
