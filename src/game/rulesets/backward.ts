import { BASE_OPTIONS, NO_SKUNKS } from '../model/options';
import type { Ruleset } from '../model/state';
import { DEALS_2_TO_4, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/**
 * Backward cribbage (002 BACKWARD CRIBBAGE): the first to reach 121 loses. With 3 or 4 sides the lowest score
 * wins (our reading: 002 describes two players). No skunks.
 */
export const backward: Ruleset = {
  ...STANDARD,
  id: 'backward',
  name: RULESET_NAMES['backward'],
  source: '002 BACKWARD CRIBBAGE',
  seatCounts: [2, 3, 4],
  teams: { 4: 2 },
  deals: DEALS_2_TO_4,
  winner: (state, reached) => {
    const others = state.sides.filter((s) => s.id !== reached);
    return others.reduce((best, s) => (s.score < best.score ? s : best), others[0]!).id;
  },
  defaults: { ...BASE_OPTIONS, ...NO_SKUNKS },
};
