import type { Card } from '../../rules';
import { Batch, DONE, type Done } from './batch';
import { voidEnd } from '../query/end';
import { EVENT_VERSION, type GameEvent, type GameStarted } from '../model/events';
import { callMuggins, type MugginsCall } from './muggins';
import { applyPenalty, type PenaltyCall } from './penalty';
import { cutForDeal, dealOutOfTurn, nextDeal } from './deal';
import { endPlay, play } from './play';
import { countCards } from './show';
import { fight } from '../rulesets/decide';
import { robCradle, type CradleCall } from '../rulesets/decide';
import { countTeamCrib } from '../rulesets/decide';
import { decideIntel, type IntelCall } from '../rulesets/decide';
import { notePips } from '../rulesets/decide';
import { chooseTopUse, turnTops } from '../rulesets/decide';
import type { DeckColor, Pips } from '../rulesets/model';
import type { TopUse } from '../model/events';
import { reduce } from '../fold/reduce';
import { parseSetup } from '../rulesets/setup';
import type { GameSetup } from '../model/setup';
import type { Game, GameState } from '../model/state';
import { tapScore } from './tap';
import { gameError, type GameResult, type ScoreReason, type SeatId, type SideId } from '../model/types';
import { forgotPeg } from './box';
import { turnStarter } from './starter';

/** A player's intent. `decide` checks it against the state and turns it into events. */
export type Command =
  | { readonly type: 'start'; readonly gameId: string; readonly setup: GameSetup }
  /** Cut for deal: one card per seat (lowest deals; a tie for lowest cuts again), or the agreed dealer. */
  | { readonly type: 'cutForDeal'; readonly cuts?: readonly Card[]; readonly dealer?: SeatId }
  /** The starter turned up; `null` when the table does not enter it. A jack pegs his heels for the dealer. */
  | { readonly type: 'turnStarter'; readonly card: Card | null }
  /** Cribbage is not Enough (000): each team's Top, in side order, and each team's deck as the dealer chose. */
  | { readonly type: 'turnTops'; readonly tops: readonly Card[]; readonly decks?: readonly DeckColor[] }
  /** 000: the Intel, Might and Magic printed on a J, Q, K or A of a deck. */
  | { readonly type: 'notePips'; readonly deck: DeckColor; readonly card: Card; readonly pips: Pips }
  /** 000: what a team does with its J, Q, K or A Top. */
  | { readonly type: 'useTop'; readonly side: SideId; readonly use: TopUse }
  /** 000: the Intel bonus (see `IntelCall`). */
  | ({ readonly type: 'intel' } & IntelCall)
  /** 000: the battle for the crib: every seat's dice (rolled at the edge, or real dice), or only the winner. */
  | { readonly type: 'battle'; readonly dice?: readonly (readonly number[])[]; readonly winner?: SeatId | null }
  /** 000: Rob the Cradle (see `CradleCall`). */
  | ({ readonly type: 'cradle' } & CradleCall)
  | { readonly type: 'playCard'; readonly seat: SeatId; readonly card: Card }
  | { readonly type: 'go'; readonly seat: SeatId }
  /** The play is over (when its cards are not entered). */
  | { readonly type: 'endPlay' }
  /** A hand entered as cards: the engine counts it; `claimed` is what the player said (default: the true count). */
  | { readonly type: 'countHand'; readonly seat: SeatId; readonly cards: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
  /** The crib entered as cards, counted by the dealer (000: a team's crib, its cards as Rob the Cradle left them). */
  | { readonly type: 'countCrib'; readonly seat: SeatId; readonly cards?: readonly Card[]; readonly claimed?: number; readonly starter?: Card }
  /** A tapped score with its reason; a hand or crib tap is that seat's count in the show. */
  | { readonly type: 'score'; readonly side: SideId; readonly points: number; readonly reason: ScoreReason; readonly seat?: SeatId }
  | ({ readonly type: 'muggins' } & MugginsCall)
  /** A penalty from the catalogue (see `PenaltyCall`). */
  | ({ readonly type: 'penalty' } & PenaltyCall)
  /** A side in a penalty box forgot to move its own peg: one more hand (003). */
  | { readonly type: 'forgotPeg'; readonly side: SideId }
  /**
   * The next deal, once the round's steps are done; with `dealer`, a deal out of turn: that seat deals the next
   * round, or deals this one again before its starter is turned (`dealOutOfTurn`).
   */
  | { readonly type: 'deal'; readonly dealer?: SeatId }
  /** Both players dislodged their front pegs and cannot agree: the game is void (003 rule 14). */
  | { readonly type: 'voidGame' };

export type CommandType = Command['type'];

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
  const started = reduce(state, event);
  if (!started.started) return gameError('bad-setup', 'This setup cannot start a game.');
  return { ok: true, value: { events: [event], state: started } };
}

function run(b: Batch, c: Exclude<Command, { type: 'start' }>): Done {
  switch (c.type) {
    case 'cutForDeal':
      return cutForDeal(b, c.cuts, c.dealer);
    case 'turnStarter':
      return turnStarter(b, c.card);
    case 'turnTops':
      return turnTops(b, c.tops, c.decks);
    case 'notePips':
      return notePips(b, c.deck, c.card, c.pips);
    case 'useTop':
      return chooseTopUse(b, c.side, c.use);
    case 'intel':
      return decideIntel(b, c);
    case 'battle':
      return fight(b, c.dice, c.winner);
    case 'cradle':
      return robCradle(b, c);
    case 'playCard':
      return play(b, c.seat, c.card);
    case 'go':
      return play(b, c.seat, null);
    case 'endPlay':
      return endPlay(b);
    case 'countHand':
      return countCards(b, c.seat, false, c.cards, c.claimed, c.starter);
    case 'countCrib':
      // 000's team cribs are counted in their own step.
      if (b.state.round?.steps.includes('cribs')) return countTeamCrib(b, c.seat, c.cards, c.claimed);
      if (!c.cards) return gameError('wrong-count', "Enter the crib's cards.");
      return countCards(b, c.seat, true, c.cards, c.claimed, c.starter);
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
