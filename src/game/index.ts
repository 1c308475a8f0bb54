/**
 * The game engine: a pure, deterministic event log for a cribbage table.
 *
 * - A command (`Command`) is decided against the state into events (`decide`); `applyCommand(timeline, command)`
 *   also handles undo and redo and returns the events to store; `replay(log)` and `fold(log)` rebuild from a log.
 * - A round is a list of named steps (`round/`), each with its commands, its events and `done`.
 * - Rulesets are data plus hooks, one file each (`rulesets/`); house options are data (`HOUSE_OPTIONS`).
 * - Derived values are selectors (`select.ts`); words are made from the events (`describe.ts`).
 *
 * Ids, times, shuffles and dice come from outside and are recorded in the events, so a log always replays to
 * the same state.
 */
export * from './types';
export { RULESETS, RULESET_IDS, getRuleset, sideCount, sideOfSeat, handSize, SOLITAIRE_ROUNDS, BOX_HOLES, BOX_HANDS } from './rulesets';
export type { Ruleset, RulesetId, DealSize, RoundFrame, PlayShape, Scoring } from './rulesets';
export { RULESET_NAMES } from './rulesets/names';
export { HOUSE_OPTIONS, BASE_OPTIONS, type HouseOptions, type OptionInfo, type SkunkRule, type StartBonus } from './options';
export { createSetup, parseSetup, defaultBoardId, type GameSetup, type SetupInput } from './setup';
export { EVENT_VERSION, EVENT_TYPES, toEventItem, type GameEvent, type GameEventType, type EventItem, type EventBody } from './events';
export type * from './events';
export { MAX_EVENT_POINTS, parseEvent, isGameEvent } from './parseEvent';
export { checkLog, withGameId, type CheckLogOptions, type LogError } from './log';
export { decide, type Command, type CommandType, type Decided } from './commands';
export {
  applyCommand,
  replay,
  fold,
  canUndo,
  canRedo,
  EMPTY_TIMELINE,
  type Timeline,
  type TimelineCommand,
  type Applied,
  type Change,
  type CommandGroup,
} from './timeline';
export { reduce } from './reduce';
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
} from './state';
export { currentStep, starterCutter, isRoundDone, isShowDone, phaseOf, nextCount, sideOf, sidesOf, isOutOfRound, isInBox, lastMove, skunkLines, type SkunkLines } from './select';
export { countContext, countIn, type CountContext } from './context';
export { tapIntent, dueSide, type TapIntent } from './intent';
export { NEGATIVE_REASONS } from './tap';
export { describeGroup, announce, historyOf, lastHistoryLine, type HistoryLine } from './describe';
export { cardText, plural, voice, goWords, skunkWords, mugTargetWords, mugTargetParts } from './words';
export { trueCount, truePegging } from './mugTruth';
export { inMuggersAlley, mugTargetOf, mugginsClosed, callerBarred, mugginsBarred, mugChances, type MugginsCall, type MugTarget, type MugChance } from './muggins';
export { PENALTIES, RULE_TITLES, penaltyById, type PenaltyRule, type PenaltyGain, type GainRole } from './penalties';
export { defaultOffender, defaultGainers, penaltiesFor, type PenaltyCall } from './penalty';
export { heelsAllowed } from './round/starter';
export { cardsPlayedBy, cardsFromPlay } from './round/played';
export { goNow, type GoNow } from './round/go';
export { DECK_COLORS, NO_PIPS, MAX_PIP, hasPips, pipsOf, missingPips, isDeckPips, withPips, type DeckColor, type DeckCard, type Pips, type DeckPips } from './decks';
export { TOP_USES, type TopUse } from './events';
export { pendingUse } from './round/tops';
export { intelBySeat, intelWinner, type IntelCall } from './round/intel';
export { battlePlan, battleTotals, DEALER_DICE, type BattlePlan, type BattleParts } from './round/battle';
export { battleWords } from './describeNotEnough';
export { CRIB_CARDS_PER_DECK, type CradleCall } from './round/cradle';
export { teamCrib, nextCrib } from './round/cribs';
export { enemyOf, deckOfSeat, sideOfDeck } from './round/teams';
export { nextDealer } from './round/deal';
export { skunkLevel, gameSkunk, skunkLinesOf, GAMES_BY_SKUNK, type SkunkLevel } from './skunk';
export { gameTerms, type GameTerms } from './terms';
export { matchTally, matchWinner, nextMatchDealer, gamesToWin, BEST_OF } from './match';
export { summarize, storedSummary, parseSummary, addCount, NO_COUNTS, SUMMARY_VERSION, type GameSummary, type CountStats, type SeatCounts } from './summary';
