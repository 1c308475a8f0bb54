import type { Imply } from './batch';
import type { StepName } from '../model/types';
import { OWN_IMPLY } from '../rulesets/decide/steps';
import { stepState, type StepState } from '../query/steps';
import { implyPlay, implyShow, implyStarter } from './imply';

/** A step as the decisions walk it: its phase and `done` (`query/steps.ts`) and how it is implied. */
export interface Step extends StepState {
  readonly imply: Imply;
}

const IMPLY: Readonly<Record<StepName, Imply>> = { starter: implyStarter, play: implyPlay, show: implyShow, ...OWN_IMPLY };

/** The step of a name. */
export function stepOf(name: StepName): Step {
  return { ...stepState(name), imply: IMPLY[name] };
}

export type { Imply } from './batch';
