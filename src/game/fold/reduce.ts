import { parseBoard, startPegs } from '../../board';
import { DECK_COLORS, NO_PIPS } from '../rulesets/model';
import { upgradeEvent, type GameEvent, type GameStarted } from '../model/events';
import { reduceScored } from './pegs';
import { getRuleset } from '../rulesets';
import { sideOfSeat } from '../model/seats';
import type { Game, GameState, SideState } from '../model/state';
import { NO_COUNTS } from '../model/summary';
import { reduceMugginsCalled } from './muggins';
import { reducePenaltyApplied } from './penalty';
import { reduceRoundStarted } from './deal';
import { reducePlayEnded, reducePlayStep } from './play';
import { reduceHandCounted } from './show';
import { reduceStarterTurned } from './starter';
import { reducePipsNoted, reduceBattleFought, reduceCradleRobbed, reduceIntelCounted, reduceTopsTurned, reduceTopUsed } from '../rulesets/fold';
import { reducePegMoveForgotten, reducePenaltyBoxEntered } from './box';
import { reduceGameEnded } from './end';

/** The fold of `GameStarted`: the table, its sides with both pegs at the start, the board and the target. */
function startGame(state: GameState, e: GameStarted): GameState {
  if (state.started) return state;
  const board = parseBoard(e.setup.board);
  const ruleset = getRuleset(e.setup.ruleset);
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
  return {
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
    decks: sides.map((_, i) => DECK_COLORS[i % DECK_COLORS.length]!),
    pips: setup.pips ?? NO_PIPS,
  };
}

/**
 * One step of the fold: the event's own module folds it. Pure, returns new objects. An event that does not fit the
 * state (a corrupt log) leaves it unchanged. `Undone` and `Redone` are the timeline's business, not the state's.
 */
export function reduce(state: GameState, stored: GameEvent): GameState {
  const e = upgradeEvent(stored);
  if (e.type === 'GameStarted') return startGame(state, e);
  if (!state.started) return state;
  return reduceGame(state, e);
}

function reduceGame(state: Game, e: Exclude<GameEvent, GameStarted>): Game {
  switch (e.type) {
    case 'DealerCut':
      return { ...state, firstDealer: e.dealer };
    case 'RoundStarted':
      return reduceRoundStarted(state, e);
    case 'StarterTurned':
      return reduceStarterTurned(state, e);
    case 'TopsTurned':
      return reduceTopsTurned(state, e);
    case 'PipsNoted':
      return reducePipsNoted(state, e);
    case 'TopUsed':
      return reduceTopUsed(state, e);
    case 'IntelCounted':
      return reduceIntelCounted(state, e);
    case 'BattleFought':
      return reduceBattleFought(state, e);
    case 'CradleRobbed':
      return reduceCradleRobbed(state, e);
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
