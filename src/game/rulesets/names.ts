import type { RulesetId } from '../model/ruleset';

/**
 * Each ruleset's name as players read it, apart from its hooks: the home screen names a saved game's rules from
 * its summary without loading the engine (the first load stays small).
 */
export const RULESET_NAMES: Readonly<Record<RulesetId, string>> = {
  backward: 'Backward',
  'boxed-set': 'Boxed set',
  'crib-wars': 'Crib Wars',
  'five-card': 'Five-card',
  'four-player': 'Four-player teams',
  noddy: 'Noddy',
  'not-enough': 'Cribbage is not Enough',
  'once-around': 'Once around (61)',
  'six-player': 'Six players in three teams',
  solitaire: 'Solitaire',
  'three-player': 'Three-player',
  traditional: 'Traditional',
};
