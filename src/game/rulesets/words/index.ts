/** The lines of the events the rulesets bring (read through `words/describe.ts`). */
export { battleLine, cradleLine, intelLine } from '../notEnough/words/describe';
