import type { Batch, Done } from './batch';
import type { Game, RoundState } from '../model/state';
import type { Phase, StepName } from '../model/types';
import { BATTLE } from '../rulesets/notEnough/decide/battle';
import { CRADLE } from '../rulesets/notEnough/decide/cradle';
import { CRIBS } from '../rulesets/notEnough/decide/cribs';
import { INTEL } from '../rulesets/notEnough/decide/intel';
import { PLAY } from './play';
import { SHOW } from './show';
import { STARTER } from './starter';
import { TOPS } from '../rulesets/notEnough/decide/tops';

/**
 * A round is a list of named steps (the ruleset says which, in order). Each step lives in its own file with its
 * commands (decide), its events (reduce) and `done`; this is what the engine needs to walk a round.
 */
export interface Step {
  readonly name: StepName;
  /** The phase a table is in during this step, e.g. `'deal'` while the starter waits to be turned. */
  readonly phase: Phase;
  /** True once the step is complete. */
  done(state: Game, round: RoundState): boolean;
  /**
   * Completes the step without entering anything, where a table takes it for granted (a tap in the deal means the
   * starter was turned), or says why it cannot be skipped.
   */
  imply(b: Batch): Done;
}

let registry: Readonly<Record<StepName, Step>> | null = null;

/** The step of a name. (Built on first use: the steps import the engine, which imports this registry.) */
export function stepOf(name: StepName): Step {
  registry ??= { starter: STARTER, tops: TOPS, play: PLAY, show: SHOW, intel: INTEL, battle: BATTLE, cradle: CRADLE, cribs: CRIBS };
  return registry[name];
}
