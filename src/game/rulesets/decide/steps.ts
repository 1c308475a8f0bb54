/** How the rulesets' own steps are taken for granted (read through `decide/steps.ts`). */
import { implyBattle, implyCradle, implyCribs, implyIntel, implyTops } from '../notEnough/decide/imply';

export const OWN_IMPLY = { tops: implyTops, intel: implyIntel, battle: implyBattle, cradle: implyCradle, cribs: implyCribs } as const;
