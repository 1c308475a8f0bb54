/** The steps the rulesets bring beyond the core's starter, play and show, by name (read through `query/steps.ts`). */
export { NOT_ENOUGH_STEPS as OWN_STEPS } from '../notEnough/query/steps';
/** Cribbage is not Enough's pending Top use and next team crib (read by `words/nextStep.ts`). */
export { pendingUse, nextCrib } from '../notEnough/query/steps';
