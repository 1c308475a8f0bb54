import { BASE_OPTIONS } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEAL_2, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** Traditional two-player cribbage to 121 (002 TRADITIONAL RULES): the standard hooks as they are. */
export const traditional: Ruleset = {
  ...STANDARD,
  id: 'traditional',
  name: RULESET_NAMES['traditional'],
  source: '002 TRADITIONAL RULES',
  seatCounts: [2],
  deals: { 2: DEAL_2 },
  defaults: BASE_OPTIONS,
};
