import { BASE_OPTIONS, type HouseOptions } from '../model/options';
import { penaltyBox } from './penaltyBox';
import type { Ruleset } from '../model/state';
import { DEALS_2_TO_4, DEAL_6, STANDARD } from './standard';
import { RULESET_NAMES } from './names';

/**
 * Crib Wars (001, 003): the traditional game on the Crib Wars board, raced to its finish hole; the board's zones
 * act where a move ends, and a penalty box folds the side that lands in it. Muggins is on (Muggers Alley is part
 * of the board), his heels is not pegged within the last 3 holes, go is pegged apart from pairs and runs, and a
 * 2-point penalty goes to every other opponent, each of whom may decline.
 */
export const CRIB_WARS_OPTIONS: HouseOptions = {
  ...BASE_OPTIONS,
  muggins: true,
  heelsBlockedWithin: 3,
  penaltyToEveryOpponent: true,
  separateGo: true,
};

/** The hooks every game on the Crib Wars board shares (this preset and the six-player game). */
export const WAR_HOOKS: Pick<Ruleset, 'afterScore' | 'target' | 'defaultBoard' | 'defaults' | 'cutterOnRight'> = {
  afterScore: penaltyBox,
  // 001, 003 DEALING: "The person to the right of the dealer cuts the deck and turns up the top card."
  cutterOnRight: true,
  target: (_options, board) => board.finish,
  defaultBoard: () => 'crib-wars',
  defaults: CRIB_WARS_OPTIONS,
};

export const cribWars: Ruleset = {
  ...STANDARD,
  ...WAR_HOOKS,
  id: 'crib-wars',
  name: RULESET_NAMES['crib-wars'],
  source: '003 CRIB WARS; 001',
  seatCounts: [2, 3, 4, 6],
  teams: { 4: 2, 6: 3 },
  deals: { ...DEALS_2_TO_4, 6: DEAL_6 },
};
