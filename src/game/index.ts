/**
 * The game engine: a pure, deterministic event log for a cribbage table.
 *
 * - A command (`Command`) is decided against the state into events (`decide`); `applyCommand(timeline, command)`
 *   also handles undo and redo and returns the events to store; `replay(log)` and `fold(log)` rebuild from a log.
 * - A round is a list of named steps (`round/`), each with its commands, its events and `done`.
 * - Rulesets are data plus hooks, one file each (`rulesets/`); house options are data (`HOUSE_OPTIONS`).
 * - Derived values are selectors (`query/`); every sentence is made in `words/` (history, announcements, the table's
 *   next step, pads, a penalty box).
 *
 * Ids, times, shuffles and dice come from outside and are recorded in the events, so a log always replays to
 * the same state.
 */
export * from './model/types';
export { RULESETS, RULESET_IDS, getRuleset, sideCount, sideOfSeat, handSize, SOLITAIRE_ROUNDS, BOX_HOLES, BOX_HANDS } from './rulesets';
export type { Ruleset, RulesetId, DealSize, RoundFrame, PlayShape, Scoring } from './rulesets';
export { RULESET_NAMES } from './rulesets/names';
export { HOUSE_OPTIONS, BASE_OPTIONS, type HouseOptions, type OptionInfo, type SkunkRule, type StartBonus } from './model/options';
export { createSetup, parseSetup, defaultBoardId } from './rulesets/setup';
export type { GameSetup, SetupInput } from './model/setup';
export { EVENT_VERSION, CORE_EVENT_TYPES, toEventItem, type GameEvent, type GameEventType, type EventItem, type EventBody } from './model/events';
export type * from './model/events';
export { MAX_EVENT_POINTS, EVENT_TYPES, parseEvent, isGameEvent } from './log/parseEvent';
export { checkLog, checkLogMore, withGameId, type CheckLogOptions, type LogError } from './log/log';
export { decide, type Command, type CommandType, type CoreCommand, type Decided } from './decide/commands';
export type { Variant, OwnEvent, OwnReason } from './model/state';
export {
  applyCommand,
  replay,
  fold,
  canUndo,
  canRedo,
  lastChange,
  EMPTY_TIMELINE,
  type Timeline,
  type TimelineCommand,
  type Applied,
  type Change,
  type CommandGroup,
} from './log/timeline';
export { reduce } from './log/reduce';
export {
  EMPTY_STATE,
  type GameState,
  type Game,
  type NotStarted,
  type SideState,
  type RoundState,
  type PegRecord,
  type MoveChain,
  movesOf,
  type CountClaim,
  type PegClaim,
  type GameOutcome,
  type SeatInfo,
} from './model/state';
export {
  currentStep,
  starterCutter,
  isRoundDone,
  isShowDone,
  phaseOf,
  nextCount,
  sideOf,
  sidesOf,
  isOutOfRound,
  isInBox,
  lastMove,
  skunkLines,
  type SkunkLines,
} from './query/select';
export { countContext, countIn, type CountContext } from './query/context';
export { tapIntent, dueSide, type TapIntent } from './decide/intent';
export { NEGATIVE_REASONS } from './decide/tap';
export { describeGroup, announce, historyOf, lastHistoryLine, type HistoryLine } from './words/describe';
export { cardText, listPhrase, plural, voice, goWords, skunkWords, mugTargetWords, mugTargetParts } from './words/words';
export { gameOverWords, nextGameWords, type GameOverWords } from './words/gameOver';
export { nextStepOf, countName, cutWords, nextDealWords, cardsWords, checkWords, type NextStep, type StepSheet } from './words/nextStep';
export { effectWords } from './words/effects';
export { starterRuleWords } from './words/starter';
export { penaltyGainWords } from './words/penalty';
export { countOffer, type CountOffer } from './words/held';
export { dealerWords, type DealerWords } from './words/dealer';
export { playTakeBack } from './words/takeBack';
export { boxWords, boxPadWords, boxNews } from './words/box';
export { litSide, padWords, type PadWords } from './words/pad';
export { trueCount, truePegging } from './query/mugTruth';
export type { MugginsCall } from './decide/muggins';
export {
  inMuggersAlley,
  mugTargetOf,
  mugginsClosed,
  callerBarred,
  mugginsBarred,
  mugChances,
  mugOffer,
  type MugTarget,
  type MugChance,
  type MugOffer,
} from './query/muggins';
export { mugOfferWords, type MugOfferWords, type MugCallWords, type MugCaller, type MugClaimView } from './words/muggins';
export { PENALTIES, RULE_TITLES, penaltyById, type PenaltyRule, type PenaltyGain, type GainRole } from './model/penalties';
export type { PenaltyCall } from './decide/penalty';
export { defaultOffender, defaultGainers, penaltiesFor } from './query/penalty';
export { heelsAllowed } from './query/heels';
export { cardsPlayedBy, cardsFromPlay } from './query/played';
export { heldCount, type HeldCount } from './query/held';
export { dealChange, type DealChange } from './query/outOfTurn';
export { ranksThatFit } from './query/fits';
export { goNow, type GoNow } from './query/go';
export { nextDealer } from './query/deal';
export { skunkLevel, gameSkunk, skunkLinesOf, GAMES_BY_SKUNK, type SkunkLevel } from './model/skunk';
export { gameTerms, type GameTerms } from './query/terms';
export { matchTally, matchWinner, nextMatchDealer, nextGame, gamesToWin, BEST_OF, type NextGame } from './query/match';
export {
  summarize,
  storedSummary,
  parseSummary,
  addCount,
  NO_COUNTS,
  SUMMARY_VERSION,
  type GameSummary,
  type CountStats,
  type SeatCounts,
} from './model/summary';
