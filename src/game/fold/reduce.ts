import { parseBoard, startPegs } from '../../board';
import { CORE_EVENT_TYPES, upgradeEvent, type CoreEvent, type GameEvent, type GameStarted } from '../model/events';
import { reduceScored } from './pegs';
import { sideOfSeat } from '../model/seats';
import type { Game, GameState, Ruleset, SideState } from '../model/state';
import { NO_COUNTS } from '../model/summary';
import { reduceMugginsCalled } from './muggins';
import { reducePenaltyApplied } from './penalty';
import { reduceRoundStarted } from './deal';
import { reducePlayEnded, reducePlayStep } from './play';
import { reduceHandCounted } from './show';
import { reduceStarterTurned } from './starter';
import { reducePegMoveForgotten, reducePenaltyBoxEntered } from './box';
import { reduceGameEnded } from './end';

/** Finds a preset by id: the registry's `getRuleset`, handed down by the floor that may import it (`log/reduce.ts`). */
export type RulesetLookup = (id: string) => Ruleset | undefined;

/**
 * The fold of `GameStarted`: the table, its sides with both pegs at the start, the board and the target, and what the
 * ruleset's variant adds (`start`). The preset comes from `rulesetOf`: this floor lies under the registry, which
 * gathers the variants' files of every floor.
 */
export function startGame(state: GameState, e: GameStarted, rulesetOf: RulesetLookup): GameState {
  if (state.started) return state;
  const board = parseBoard(e.setup.board);
  const ruleset = rulesetOf(e.setup.ruleset);
  if (!board.ok || !ruleset) return state;
  const { setup } = e;
  const n = setup.players.length;
  const sides: SideState[] = setup.sides.map((name, id) => ({
    id,
    name,
    seats: setup.players.map((_, s) => s).filter((s) => sideOfSeat(ruleset, n, s) === id),
    pegs: startPegs(),
    score: 0,
    pegged: 0,
    moves: null,
    sitOut: 0,
  }));
  const game: Game = {
    started: true,
    gameId: e.gameId,
    setup,
    ruleset,
    board: board.value,
    target: ruleset.target(setup.options, board.value),
    seats: setup.players.map((name, s) => ({ name, side: sideOfSeat(ruleset, n, s) })),
    sides,
    firstDealer: null,
    round: null,
    outcome: null,
    counts: setup.players.map(() => ({ hands: NO_COUNTS, cribs: NO_COUNTS })),
  };
  return ruleset.own?.start?.(game) ?? game;
}

/**
 * One step of the fold: the event's own module folds it. Pure, returns new objects. An event that does not fit the
 * state (a corrupt log) leaves it unchanged. `Undone` and `Redone` are the timeline's business, not the state's.
 */
export function foldEvent(state: GameState, stored: GameEvent, rulesetOf: RulesetLookup): GameState {
  const e = upgradeEvent(stored);
  if (e.type === 'GameStarted') return startGame(state, e, rulesetOf);
  if (!state.started) return state;
  return reduceGame(state, e);
}

/** One step of the fold of a started game (a second `GameStarted` changes nothing). */
export function reduceGame(state: Game, stored: GameEvent): Game {
  const e = upgradeEvent(stored);
  if (isCore(e)) return reduceCore(state, e);
  // A type the core does not know is the game's variant's; another variant's event does not fit this game.
  return state.ruleset.own?.events[e.type]?.fold(state, e) ?? state;
}

const CORE_TYPES: ReadonlySet<string> = new Set(CORE_EVENT_TYPES);

function isCore(e: GameEvent): e is CoreEvent {
  return CORE_TYPES.has(e.type);
}

function reduceCore(state: Game, e: CoreEvent): Game {
  switch (e.type) {
    case 'GameStarted':
      return state;
    case 'DealerCut':
      return { ...state, firstDealer: e.dealer };
    case 'RoundStarted':
      return reduceRoundStarted(state, e);
    case 'StarterTurned':
      return reduceStarterTurned(state, e);
    case 'CardPlayed':
    case 'GoSaid':
      return reducePlayStep(state, e);
    case 'PlayEnded':
      return reducePlayEnded(state);
    case 'HandCounted':
      return reduceHandCounted(state, e);
    case 'Scored':
      return reduceScored(state, e);
    case 'MugginsCalled':
      return reduceMugginsCalled(state, e);
    case 'PenaltyApplied':
      return reducePenaltyApplied(state, e);
    case 'PenaltyBoxEntered':
      return reducePenaltyBoxEntered(state, e);
    case 'PegMoveForgotten':
      return reducePegMoveForgotten(state, e);
    case 'GameEnded':
      return reduceGameEnded(state, e);
    case 'Undone':
    case 'Redone':
      return state;
  }
}
