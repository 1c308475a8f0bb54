import type { Game, RoundState, StepState } from '../model/state';
import type { StepName } from '../model/types';

export type { StepState } from '../model/state';

/** The steps every cribbage round has. */
const CORE_STEPS: Readonly<Record<'starter' | 'play' | 'show', StepState>> = {
  starter: {
    name: 'starter',
    phase: 'deal',
    done: (_state, round) => round.starterTurned,
    past: 'The starter is turned after the deal, once per round.',
  },
  play: { name: 'play', phase: 'play', done: (_state, round) => round.playEnded, past: 'The play is over.' },
  show: { name: 'show', phase: 'show', done: (_state, round) => isShowDone(round), past: 'Every count of this show is done.' },
};

/** The step of a name: a core step, or one the game's variant brings (`Variant.steps`). */
export function stepState(state: Game, name: StepName): StepState {
  const step = (CORE_STEPS as Partial<Record<StepName, StepState>>)[name] ?? state.ruleset.own?.steps[name];
  if (!step) throw new Error(`${state.ruleset.name} has no step '${name}'`);
  return step;
}

/** True once every count of the show is done (counted, or skipped by a fold). */
export function isShowDone(round: RoundState): boolean {
  return round.counted >= round.countOrder.length;
}
