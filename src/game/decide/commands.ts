import { Batch, DONE, type Done } from './batch';
import { voidEnd } from '../query/end';
import { EVENT_VERSION, type GameEvent, type GameStarted } from '../model/events';
import { callMuggins } from './muggins';
import { applyPenalty } from './penalty';
import { cutForDeal, dealOutOfTurn, nextDeal } from './deal';
import { endPlay, play } from './play';
import { countCards } from './show';
import { startGame } from '../fold/reduce';
import { getRuleset } from '../rulesets';
import { parseSetup } from '../rulesets/setup';
import type { Game, GameState } from '../model/state';
import { tapScore } from './tap';
import { gameError, type GameResult } from '../model/types';
import type { Command, CoreCommand } from './command';
import type { OwnDecision } from './own';
import { forgotPeg } from './box';
import { turnStarter } from './starter';

export type { Command, CommandType, CoreCommand, OwnCommands } from './command';

/** The events a command makes and the state after them. */
export interface Decided {
  readonly events: readonly GameEvent[];
  readonly state: Game;
}

/**
 * Checks a command against the state and returns its events (numbered `n`, stamped `at` by the edge) with the
 * state after them, or an error value: a seat that does not exist, a crib counted by a player who is not the dealer,
 * a hand of the wrong size, any score after the game has ended (`'game-over'`), a play out of turn or over 31.
 */
export function decide(state: GameState, command: Command, n: number, at = 0): GameResult<Decided> {
  if (command.type === 'start') return start(state, command, n, at);
  if (!state.started) return gameError('not-started', 'Start a game first.');
  if (state.outcome) return gameError('game-over', 'The game is over: nothing after its end counts.');
  const b = new Batch(state, n, at);
  const result = run(b, command);
  if (!result.ok) return result;
  b.finish();
  if (b.events.length === 0) return gameError('bad-command', 'That changes nothing.');
  return { ok: true, value: { events: b.events, state: b.state } };
}

function start(state: GameState, c: Extract<Command, { type: 'start' }>, n: number, at: number): GameResult<Decided> {
  if (state.started) return gameError('already-started', 'This game has already started.');
  const setup = parseSetup(c.setup);
  if (!setup.ok) return setup;
  if (typeof c.gameId !== 'string' || c.gameId === '') return gameError('bad-command', 'A game needs an id.');
  const event: GameStarted = { type: 'GameStarted', v: EVENT_VERSION, n, at, gameId: c.gameId, setup: setup.value };
  const started = startGame(state, event, getRuleset);
  if (!started.started) return gameError('bad-setup', 'This setup cannot start a game.');
  return { ok: true, value: { events: [event], state: started } };
}

const CORE_COMMANDS: ReadonlySet<string> = new Set<CoreCommand['type']>([
  'cutForDeal',
  'turnStarter',
  'playCard',
  'go',
  'endPlay',
  'countHand',
  'countCrib',
  'score',
  'muggins',
  'penalty',
  'forgotPeg',
  'deal',
  'voidGame',
]);

function run(b: Batch, command: Command): Done {
  if (!CORE_COMMANDS.has(command.type)) {
    // A type the core does not know is the game's variant's.
    const own = (b.state.ruleset.own?.commands as Readonly<Record<string, OwnDecision>> | undefined)?.[command.type];
    return own ? own(b, command) : gameError('bad-command', `Unknown command '${String(command.type)}'.`);
  }
  const c = command as Exclude<CoreCommand, { type: 'start' }>;
  switch (c.type) {
    case 'cutForDeal':
      return cutForDeal(b, c.cuts, c.dealer);
    case 'turnStarter':
      return turnStarter(b, c.card);
    case 'playCard':
      return play(b, c.seat, c.card);
    case 'go':
      return play(b, c.seat, null);
    case 'endPlay':
      return endPlay(b);
    case 'countHand':
      return countCards(b, c.seat, false, c.cards, c.claimed, c.starter);
    case 'countCrib': {
      // A variant may count its cribs in a step of its own.
      const own = b.state.ruleset.own?.countCrib?.(b, c.seat, c.cards, c.claimed);
      if (own) return own;
      if (!c.cards) return gameError('wrong-count', "Enter the crib's cards.");
      return countCards(b, c.seat, true, c.cards, c.claimed, c.starter);
    }
    case 'score':
      return tapScore(b, c.side, c.points, c.reason, c.seat);
    case 'muggins':
      return callMuggins(b, c);
    case 'penalty':
      return applyPenalty(b, c);
    case 'forgotPeg':
      return forgotPeg(b, c.side);
    case 'deal':
      return c.dealer === undefined ? nextDeal(b) : dealOutOfTurn(b, c.dealer);
    case 'voidGame':
      b.push(voidEnd());
      return DONE;
  }
  return gameError('bad-command', `Unknown command '${String((c as { type?: unknown }).type)}'.`);
}
