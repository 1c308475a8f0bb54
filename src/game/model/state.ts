import type { Board, Pegs, Spot, ZoneEffect } from '../../board';
import type { DeckColor, DeckPips } from '../rulesets/model';
import type { RoundState } from './round';
import type { EventBody } from './events';
import type { RulesetOf } from './ruleset';
import type { SeatCounts } from './counts';
import type { GameSetup } from './setup';
import type { Phase, ScoreReason, SideId, SeatId, StepName } from './types';

/**
 * The state of a game: a plain value folded from its events (see `reduce.ts`). It holds facts only: derived values
 * (the phase, whose count is next) are selectors in `select.ts`, and words are made from the events by `describe.ts`.
 */

/** One peg move: where it started and ended and what the board did, e.g. a red skip. */
export interface PegRecord {
  /** The command number it belongs to, e.g. `14`. */
  readonly n: number;
  /** Holes moved as pegged, e.g. `6`; negative moves back. */
  readonly points: number;
  readonly reason: ScoreReason;
  readonly from: Spot;
  /** Where the forward steps ended, before any award skip or zone jump. */
  readonly walkedTo: Spot;
  readonly landed: Spot;
  /** A penalty box's 20-hole award, which skips boxes and traps (003). */
  readonly award: boolean;
  readonly effects: readonly ZoneEffect[];
  /** The side's pegs before the move, so a correction can peg it again where the right count would have put it. */
  readonly before: Pegs;
}

/**
 * A side's peg moves as a chain, newest first: each link holds the move and the chain before it. A move adds one link
 * and shares the rest, so a `Scored` costs the same on the 3,000th event as on the first (a copied array grew with
 * the log: issue 13). `movesOf` lists them oldest first.
 */
export interface MoveChain {
  readonly last: PegRecord;
  readonly before: MoveChain | null;
}

/** Every move of a chain, oldest first, e.g. for a test or a summary of a whole game. */
export function movesOf(chain: MoveChain | null): PegRecord[] {
  const moves: PegRecord[] = [];
  for (let link = chain; link !== null; link = link.before) moves.push(link.last);
  return moves.reverse();
}

/** A player or team: its pegs and what it has pegged. */
export interface SideState {
  readonly id: SideId;
  /** e.g. `'Ann & Cy'`. */
  readonly name: string;
  /** Its seats, e.g. `[0, 2]`. */
  readonly seats: readonly SeatId[];
  /** Front and back peg and the route travelled. */
  readonly pegs: Pegs;
  /** The hole number of the front peg: the score, e.g. `87`. */
  readonly score: number;
  /** Sum of every point pegged (zone jumps not included), e.g. `85`. */
  readonly pegged: number;
  /** Every peg move, the newest at the head (`moves.last`); `null` before the first. */
  readonly moves: MoveChain | null;
  /** Hands still to sit out after this one in a Crib Wars penalty box (3 sides), e.g. `3`; 0 when free. */
  readonly sitOut: number;
}

/**
 * A round is a list of named steps (the ruleset says which, in order). What reading a round needs of a step: its
 * phase and when it is done. How a step is taken for granted is the decisions' (`decide/steps.ts`).
 */
export interface StepState {
  readonly name: StepName;
  /** The phase a table is in during this step, e.g. `'deal'` while the starter waits to be turned. */
  readonly phase: Phase;
  /** True once the step is complete. */
  done(state: Game, round: RoundState): boolean;
  /** Why it cannot be reached once the round is past it, e.g. `'The play is over.'`; absent: a general sentence. */
  readonly past?: string;
}

/** A preset as the engine holds it: its hooks read this game and make its events (`model/ruleset.ts`). */
export type Ruleset = RulesetOf<Game, EventBody>;

/** The end of a game. */
export interface GameOutcome {
  /** Winning side, or `null` (solitaire lost, void game). */
  readonly winner: SideId | null;
  readonly reason: 'target' | 'claimed' | 'target-missed' | 'void';
  /** 0 none, 1 skunk, 2 double skunk. */
  readonly skunk: 0 | 1 | 2;
  /** Games the result is worth, e.g. `2`. */
  readonly games: number;
}

/** A seat at the table: its player's name and side. */
export interface SeatInfo {
  /** e.g. `'Ann'`. */
  readonly name: string;
  readonly side: SideId;
}

/** A game before `GameStarted`. */
export interface NotStarted {
  readonly started: false;
}

/** A started game: everything a table view draws. */
export interface Game {
  readonly started: true;
  /** e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
  readonly setup: GameSetup;
  readonly ruleset: Ruleset;
  readonly board: Board;
  /** The winning hole: the board's finish on a Crib Wars board, else the ruleset's target, e.g. `121`. */
  readonly target: number;
  readonly seats: readonly SeatInfo[];
  readonly sides: readonly SideState[];
  /** The seat that dealt the game's first round (the cut's low card, or agreed), e.g. `1`; `null` before the cut. */
  readonly firstDealer: SeatId | null;
  /** The current round, or `null` before the first deal. */
  readonly round: RoundState | null;
  readonly outcome: GameOutcome | null;
  /** Each seat's hands and cribs counted so far (the claims), for the statistics. */
  readonly counts: readonly SeatCounts[];
  /** 000: each side's deck, as the last dealer chose, e.g. `['grey', 'blue']`. */
  readonly decks: readonly DeckColor[];
  /** 000: the pips known of each deck's J, Q, K and A (the device's profile at the start, and those noted since). */
  readonly pips: DeckPips;
}

/** A game's state: not started, or started. */
export type GameState = NotStarted | Game;

/** The state before any event. */
export const EMPTY_STATE: NotStarted = { started: false };

export type { CountClaim, PegClaim, CradleState, NotEnoughRound, RoundState } from './round';
