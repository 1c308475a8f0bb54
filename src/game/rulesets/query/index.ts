/** The steps the rulesets bring beyond the core's starter, play and show, by name (read through `query/steps.ts`). */
export { NOT_ENOUGH_STEPS as OWN_STEPS } from '../notEnough/query/steps';
