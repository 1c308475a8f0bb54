import type { Game, RoundState } from '../model/state';
import type { Phase, StepName } from '../model/types';
import { OWN_STEPS } from '../rulesets/query';

/**
 * A round is a list of named steps (the ruleset says which, in order). What reading a round needs of a step: its
 * phase and when it is done. How a step is taken for granted is the decisions' (`decide/steps.ts`).
 */
export interface StepState {
  readonly name: StepName;
  /** The phase a table is in during this step, e.g. `'deal'` while the starter waits to be turned. */
  readonly phase: Phase;
  /** True once the step is complete. */
  done(state: Game, round: RoundState): boolean;
}

/** The steps every cribbage round has. */
const CORE_STEPS: Readonly<Record<'starter' | 'play' | 'show', StepState>> = {
  starter: { name: 'starter', phase: 'deal', done: (_state, round) => round.starterTurned },
  play: { name: 'play', phase: 'play', done: (_state, round) => round.playEnded },
  show: { name: 'show', phase: 'show', done: (_state, round) => isShowDone(round) },
};

/** The step of a name: a core step or one a ruleset brings. */
export function stepState(name: StepName): StepState {
  return (CORE_STEPS as Partial<Record<StepName, StepState>>)[name] ?? OWN_STEPS[name as keyof typeof OWN_STEPS];
}

/** True once every count of the show is done (counted, or skipped by a fold). */
export function isShowDone(round: RoundState): boolean {
  return round.counted >= round.countOrder.length;
}
