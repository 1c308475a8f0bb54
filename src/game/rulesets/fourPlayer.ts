import { BASE_OPTIONS } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEAL_4, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** Four players in two teams, partners opposite, one score per team (002 4-PLAYER CRIBBAGE). */
export const fourPlayer: Ruleset = {
  ...STANDARD,
  id: 'four-player',
  name: RULESET_NAMES['four-player'],
  source: '002 4-PLAYER CRIBBAGE',
  seatCounts: [4],
  teams: { 4: 2 },
  deals: { 4: DEAL_4 },
  defaults: BASE_OPTIONS,
};
