import { noSeat, noSide } from '../../log/refs';
import type { Ruleset, Variant } from '../../model/state';
import { NOT_ENOUGH_COMMANDS, notEnoughCrib, notEnoughTap } from './decide/commands';
import { implyBattle, implyCradle, implyCribs, implyIntel, implyTops } from './decide/imply';
import {
  countedTeamCrib,
  reduceBattleFought,
  reduceCradleRobbed,
  reduceIntelCounted,
  reducePipsNoted,
  reduceTopsTurned,
  reduceTopUsed,
  startDecks,
} from './fold/folds';
import { NOT_ENOUGH_CHECKS } from './log/parse';
import { isDeckPips } from './model/decks';
import type { BattleFought, CradleRobbed, IntelCounted, PipsNoted, TopsTurned, TopUsed } from './model/events';
import { NOT_ENOUGH_STEPS } from './query/steps';
import { intelTruth } from './query/truth';
import { notEnoughPreset } from './ruleset';
import { notEnoughBar, topsStatus } from './words/bar';
import { battleLine, cradleLine, intelLine } from './words/describe';
import { pipsLine, topsLine, topUsedLine } from './words/lines';

/**
 * Cribbage is not Enough (000) as one value (issue 33 item 1): its steps and how each is implied, its events (each
 * checked, folded, checked against its game and said), its reasons, its commands and taps, its words on the bar, and
 * its own data at the start. The preset carries it (`own`); the core finds it there, never by asking which game it is.
 */
export const NOT_ENOUGH: Variant = {
  steps: NOT_ENOUGH_STEPS,
  imply: { tops: implyTops, intel: implyIntel, battle: implyBattle, cradle: implyCradle, cribs: implyCribs },
  events: {
    TopsTurned: { parse: NOT_ENOUGH_CHECKS.TopsTurned, fold: reduceTopsTurned, ofRound: true, line: (_before, after, e: TopsTurned) => topsLine(after, e) },
    PipsNoted: { parse: NOT_ENOUGH_CHECKS.PipsNoted, fold: reducePipsNoted, ofRound: false, line: (_before, _after, e: PipsNoted) => pipsLine(e) },
    TopUsed: {
      parse: NOT_ENOUGH_CHECKS.TopUsed,
      fold: reduceTopUsed,
      ofRound: true,
      refs: (s, e: TopUsed) => noSide(s, e, 'side', e.side),
      line: (_before, after, e: TopUsed) => topUsedLine(after, e),
    },
    IntelCounted: {
      parse: NOT_ENOUGH_CHECKS.IntelCounted,
      fold: reduceIntelCounted,
      ofRound: true,
      refs: (s, e: IntelCounted) => noSeat(s, e, 'seat', e.seat),
      claims: (e: IntelCounted) => ({ points: e.claimed, reason: 'intel' }),
      line: (before, _after, e: IntelCounted) => intelLine(before, e),
    },
    BattleFought: {
      parse: NOT_ENOUGH_CHECKS.BattleFought,
      fold: reduceBattleFought,
      ofRound: true,
      refs: (s, e: BattleFought) => noSeat(s, e, 'winner', e.winner),
      line: (before, _after, e: BattleFought) => battleLine(before, e),
    },
    CradleRobbed: {
      parse: NOT_ENOUGH_CHECKS.CradleRobbed,
      fold: reduceCradleRobbed,
      ofRound: true,
      refs: (s, e: CradleRobbed) => noSeat(s, e, 'by', e.by),
      line: (_before, after, e: CradleRobbed) => cradleLine(after, e),
    },
  },
  reasons: {
    // A Top's his nob, her pot or her heels: said by what it is; a queen's may be tapped as -2.
    top: { words: 'Top', negative: true, byItems: true },
    intel: { words: 'Intel bonus', own: true, countedBy: 'IntelCounted', said: true, mark: 'intel', truth: intelTruth },
  },
  commands: NOT_ENOUGH_COMMANDS,
  tap: notEnoughTap,
  countCrib: notEnoughCrib,
  start: startDecks,
  teamCribCounted: countedTeamCrib,
  teamCribUnknown: "Enter the crib's cards in Rob the Cradle to check its count.",
  setupError: (setup) => (setup.pips !== undefined && !isDeckPips(setup.pips) ? "The deck profile's pips are malformed." : null),
  status: topsStatus,
  bar: notEnoughBar,
  turns: { tops: { card: 'the Tops', button: 'Tops…' } },
};

/** The preset, carrying its variant. */
export const notEnough: Ruleset = { ...notEnoughPreset, own: NOT_ENOUGH };

/* The variant's public face, for the table's sheets (`src/ui/table/notEnough/`) and the deck profiles. */
export {
  DECK_COLORS,
  NO_PIPS,
  MAX_PIP,
  hasPips,
  pipsOf,
  missingPips,
  isDeckPips,
  withPips,
  type DeckColor,
  type DeckCard,
  type Pips,
  type DeckPips,
} from './model/decks';
export { TOP_USES, type TopUse, type TopsTurned, type PipsNoted, type TopUsed, type IntelCounted, type BattleFought, type CradleRobbed } from './model/events';
export type { CradleState, NotEnoughRound } from './model/own';
export { pendingUse, nextCrib } from './query/steps';
export { intelBySeat, intelWinner, type IntelCall } from './decide/intel';
export { battlePlan, battleTotals, battleWinner, DEALER_DICE, type BattlePlan, type BattleParts } from './decide/battle';
export { battleWords, battleResultWords } from './words/describe';
export { CRIB_CARDS_PER_DECK, type CradleCall } from './decide/cradle';
export { teamCrib } from './decide/cribs';
export { enemyOf, deckOfSeat, sideOfDeck, seatDeck, teamDecks, topsOf, decksOf, pipsIn, cineOf } from './query/teams';
export { roundMissingPips } from './query/pips';
export { topsTurnWords, topsRuleWords, decksPickWords } from './words/tops';
