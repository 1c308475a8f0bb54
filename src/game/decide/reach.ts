import { DONE, type Batch, type Done } from './batch';
import { currentStep } from '../query/select';
import type { Game } from '../model/state';
import { gameError, type StepName } from '../model/types';
import { nextDeal } from './deal';
import { stepOf } from './steps';
import { stepState } from '../query/steps';

/** True when the round's current step is `name`. */
export function stepIs(state: Game, name: StepName): boolean {
  return currentStep(state) === name;
}

/**
 * Brings the round to the step `target`, implying on the way what a table takes for granted: after a finished round
 * the next deal, an unentered starter turned, a play pegged by taps over. The implied events share the command's
 * number, so the history says what was assumed and one undo takes them back with the tap. Refuses when the round
 * is past the target (a pegging tap during the show) or a step cannot be skipped (a hand not yet counted).
 */
export function reach(b: Batch, target: StepName): Done {
  // Each pass completes a step or deals; a round has at most eight steps.
  for (let pass = 0; pass < 16; pass++) {
    const s = b.state;
    if (!s.round) return gameError('wrong-phase', 'Choose the first dealer.');
    const current = currentStep(s);
    if (current === target) return DONE;
    if (current === null) {
      const dealt = nextDeal(b);
      if (!dealt.ok) return dealt;
      if (b.state.outcome) return gameError('game-over', 'The game is over: nothing after its end counts.');
      continue;
    }
    const steps = s.round.steps;
    if (!steps.includes(target)) return gameError('wrong-phase', `A round of ${s.ruleset.name} has no ${target} step.`);
    if (steps.indexOf(target) < steps.indexOf(current)) return gameError('wrong-phase', stepState(s, target).past ?? 'That step of the round is over.');
    const implied = stepOf(s, current).imply(b);
    if (!implied.ok) return implied;
  }
  throw new Error(`reach: the round made no progress towards '${target}'`);
}
