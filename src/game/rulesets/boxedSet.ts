import { BASE_OPTIONS } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEALS_2_TO_4, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/** The boxed-set rules (004 SET UP): 2 to 4 players, the dealer pegs 3 at the start of every round. */
export const boxedSet: Ruleset = {
  ...STANDARD,
  id: 'boxed-set',
  name: RULESET_NAMES['boxed-set'],
  source: '004 SET UP',
  seatCounts: [2, 3, 4],
  deals: DEALS_2_TO_4,
  defaults: { ...BASE_OPTIONS, startBonus: { who: 'dealer', points: 3, when: 'every-round' } },
};
