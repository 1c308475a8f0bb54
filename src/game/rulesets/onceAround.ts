import { BASE_OPTIONS, MARGINS_61 } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEALS_2_TO_4, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** Once around the board: the traditional game to 61 (002 Scoring), skunks by 002's margins. */
export const onceAround: Ruleset = {
  ...STANDARD,
  id: 'once-around',
  name: RULESET_NAMES['once-around'],
  source: '002 Scoring ("once around")',
  seatCounts: [2, 3, 4],
  teams: { 4: 2 },
  deals: DEALS_2_TO_4,
  defaults: { ...BASE_OPTIONS, target: 61, skunk: MARGINS_61 },
};
