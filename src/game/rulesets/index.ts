import { backward } from './backward';
import { boxedSet } from './boxedSet';
import { cribWars } from './cribWars';
import { fiveCard } from './fiveCard';
import { fourPlayer } from './fourPlayer';
import { noddy } from './noddy';
import { notEnough } from './notEnough';
import { onceAround } from './onceAround';
import { RULESET_IDS, type RulesetId } from '../model/ruleset';
import type { Ruleset } from '../model/state';
import { sixPlayer } from './sixPlayer';
import { solitaire } from './solitaire';
import { threePlayer } from './threePlayer';
import { traditional } from './traditional';

/** The presets, by id (RULES.md "Rulesets"): one file each in this folder. */
export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  traditional,
  'three-player': threePlayer,
  'four-player': fourPlayer,
  'six-player': sixPlayer,
  'five-card': fiveCard,
  'once-around': onceAround,
  backward,
  noddy,
  solitaire,
  'boxed-set': boxedSet,
  'crib-wars': cribWars,
  'not-enough': notEnough,
};

/** Looks up a preset; `undefined` for an unknown id. */
export function getRuleset(id: string): Ruleset | undefined {
  return (RULESET_IDS as readonly string[]).includes(id) ? RULESETS[id as RulesetId] : undefined;
}

export type { Ruleset } from '../model/state';
export { RULESET_IDS, type RulesetId, type DealSize, type RoundFrame, type PlayShape, type Scoring } from '../model/ruleset';
export { sideCount, sideOfSeat, handSize } from '../model/seats';
export { BOX_HOLES, BOX_HANDS } from '../model/box';
export { SOLITAIRE_ROUNDS } from './solitaire';
