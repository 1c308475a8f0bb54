import type { Imply } from './batch';
import type { Game } from '../model/state';
import type { StepName } from '../model/types';
import { stepState, type StepState } from '../query/steps';
import { implyPlay, implyShow, implyStarter } from './imply';

/** A step as the decisions walk it: its phase and `done` (`query/steps.ts`) and how it is implied. */
export interface Step extends StepState {
  readonly imply: Imply;
}

/** How the core's steps are taken for granted; a variant's say theirs (`Variant.imply`). */
const IMPLY: Readonly<Partial<Record<StepName, Imply>>> = { starter: implyStarter, play: implyPlay, show: implyShow };

/** The step of a name, in this game. */
export function stepOf(state: Game, name: StepName): Step {
  const imply = IMPLY[name] ?? state.ruleset.own?.imply[name];
  if (!imply) throw new Error(`${state.ruleset.name} has no step '${name}'`);
  return { ...stepState(state, name), imply };
}

export type { Imply } from './batch';
