/** The folds of the events the rulesets bring (read through `fold/reduce.ts`), and what their rounds keep. */
export {
  reduceBattleFought,
  reduceCradleRobbed,
  reduceIntelCounted,
  reducePipsNoted,
  reduceTopsTurned,
  reduceTopUsed,
  countedTeamCrib,
} from '../notEnough/fold/folds';
