/**
 * The game engine: a pure, deterministic event log for a cribbage table.
 *
 * - `decide(state, command): GameResult<GameEvent[]>` checks a player's intent and returns the events it makes.
 * - `fold(events): GameState` folds a log (with `Undone` / `Redone`) into what a table view draws.
 * - `applyCommand(events, command)` does both; `parseEvent(unknown)` checks a stored or imported event.
 * - Rulesets and house options are data (`RULESETS`, `HOUSE_OPTIONS`); penalties are a catalogue (`PENALTIES`).
 *
 * Ids, times, shuffles and dice come from outside and are recorded in the events, so a log always replays to
 * the same state.
 */
export * from './types';
export {
  RULESETS,
  RULESET_IDS,
  HOUSE_OPTIONS,
  getRuleset,
  sideCount,
  sideOfSeat,
  handSize,
  type Ruleset,
  type RulesetId,
  type HouseOptions,
  type OptionInfo,
  type SkunkRule,
  type StartBonus,
  type DealSize,
} from './rulesets';
export { createSetup, parseSetup, defaultBoardId, type GameSetup, type SetupInput } from './setup';
export {
  EVENT_VERSION,
  EVENT_TYPES,
  parseEvent,
  isGameEvent,
  type GameEvent,
  type GameEventType,
  type EventItem,
  type EventBody,
} from './events';
export type * from './events';
export { decide, applyCommand, type Command, type CommandType } from './commands';
export { fold, stateAt, effectiveEvents, reduce, phaseOf, isRoundDone } from './fold';
export {
  EMPTY_STATE,
  nextCount,
  sideOf,
  isOutOfRound,
  isInBox,
  type GameState,
  type SideState,
  type RoundState,
  type PegRecord,
  type LastCount,
  type GameOutcome,
  type HistoryEntry,
} from './state';
export { mugginsEvents, trueCount, type MugginsCall } from './muggins';
export { PENALTIES, penaltyById, type PenaltyRule, type PenaltyGain } from './penalties';
export { skunkLevel, gameSkunk, GAMES_BY_SKUNK, type SkunkLevel } from './skunk';
export { emptyTally, addGame, matchWinner, tallyOf, type MatchTally } from './match';
export { BOX_HOLES, BOX_HANDS, boxEvents, heelsAllowed, inMuggersAlley, landedInBox } from './cribWars';
