/** The commands the rulesets bring (read through `decide/commands.ts` and `decide/tap.ts`). */
export { fight } from '../notEnough/decide/battle';
export { robCradle, type CradleCall } from '../notEnough/decide/cradle';
export { countTeamCrib } from '../notEnough/decide/cribs';
export { decideIntel, type IntelCall } from '../notEnough/decide/intel';
export { notePips } from '../notEnough/decide/pips';
export { chooseTopUse, turnTops } from '../notEnough/decide/tops';
/** What a team counts in its crib (read by `words/nextStep.ts`). */
export { teamCrib } from '../notEnough/decide/cribs';
