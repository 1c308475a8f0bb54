/** The next step's words moved to the engine (`src/game/words/nextStep.ts`); kept for `ui/follow` until it imports them from there. */
export { nextStepOf, type NextStep, type StepSheet } from '../../game';
