import type { Board, Pegs, Spot, ZoneEffect } from '../../board';
import type { Card, PeggingState } from '../../rules';
import type { DeckColor, DeckPips } from '../rulesets/model';
import type { EventItem, TopUse } from './events';
import type { Ruleset } from '../rulesets';
import type { SeatCounts } from './summary';
import type { GameSetup } from '../rulesets/setup';
import type { CountTurn, ScoreReason, SeatCard, SeatId, SideId, StepName } from './types';

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

/** A count of the round as claimed (a hand, a crib, 000's Intel bonus), kept so an opponent can call muggins on it. */
export interface CountClaim {
  readonly seat: SeatId;
  readonly side: SideId;
  readonly crib: boolean;
  readonly claimed: number;
  /** The true count, or `null` when the cards were not entered. */
  readonly total: number | null;
  readonly items: readonly EventItem[];
  /** The command that counted it, e.g. `31`. */
  readonly n: number;
  /** The cards counted, when entered. */
  readonly cards: readonly Card[] | null;
  /** 000: the count was an Intel bonus. */
  readonly intel: boolean;
  /** 000: the side whose crib was counted, for a team crib. */
  readonly of: SideId | null;
  /** Muggins has already been called on it. */
  readonly mugged: boolean;
}

/** The round's latest pegging score tapped without its cards, kept so an opponent can call muggins on it. */
export interface PegClaim {
  /** The command that pegged it, e.g. `12`. */
  readonly n: number;
  readonly side: SideId;
  /** The seat that pegged, when the tap named one. */
  readonly seat: SeatId | null;
  /** The points pegged, e.g. `2`. */
  readonly claimed: number;
  /** Muggins has already been called on it. */
  readonly mugged: boolean;
}

/** 000's Rob the Cradle, as decided: who acted and how, and the crib cards by deck when they were entered. */
export interface CradleState {
  readonly by: SideId | null;
  readonly action: 'ban' | 'add' | 'none';
  readonly banned: DeckColor | null;
  readonly added: Card | null;
  readonly cribs: Readonly<Record<DeckColor, readonly Card[]>> | null;
}

/** Cribbage is not Enough's round (000): the Tops' uses, the Intel bonus, the battle, the cradle and the cribs. */
export interface NotEnoughRound {
  /** What each side did with its J/Q/K/A Top; `null` while undecided or for a number card. */
  readonly uses: readonly (TopUse | null)[];
  /** The Intel bonus once decided: who had the most Intel (`null`: nobody). */
  readonly intel: { readonly seat: SeatId | null } | null;
  /** The battle once fought: who won both cribs (`null`: each team keeps its own). */
  readonly battle: { readonly winner: SeatId | null; readonly dice: readonly (readonly number[])[] | null } | null;
  readonly cradle: CradleState | null;
  /** The crib counts, in order, once the battle has said who holds which crib. */
  readonly cribOrder: readonly CountTurn[];
  /** How many of `cribOrder` are counted. */
  readonly cribsCounted: number;
}

/** The current round (hand): dealer, its steps and what each has recorded so far. */
export interface RoundState {
  /** 1-based, e.g. `3`. */
  readonly number: number;
  readonly dealer: SeatId;
  /** The seat that leads and counts first (dealer's left, or the pone), e.g. `1`. */
  readonly pone: SeatId;
  /** The round's steps in order, from the ruleset, e.g. `['starter', 'play', 'show']`. */
  readonly steps: readonly StepName[];
  /** The starter, once turned; `null` before, or when turned without naming the card. */
  readonly starter: Card | null;
  readonly starterTurned: boolean;
  /** Cribbage is not Enough (000): each side's Top, once turned, e.g. `[JH, 7S]`; `[]` otherwise. */
  readonly tops: readonly Card[];
  /** The counts of the show in order: pone first, dealer last, then the crib. */
  readonly countOrder: readonly CountTurn[];
  /** How many of `countOrder` are done (counted, or skipped by a fold), e.g. `2`. */
  readonly counted: number;
  /** Sides whose hand and crib are folded this round (a Crib Wars penalty box). */
  readonly folded: readonly SideId[];
  /** Sides sitting this round out in a penalty box (3 sides). */
  readonly sitting: readonly SideId[];
  /** The pegging tracker, when cards of the play are entered; `null` otherwise. */
  readonly pegging: PeggingState | null;
  /** Every card played this round, in order. */
  readonly played: readonly SeatCard[];
  readonly playEnded: boolean;
  /** Each seat's hand as counted in the show, when its cards were entered. */
  readonly hands: readonly (readonly Card[] | null)[];
  /** Every count of the round in the order counted, each open to muggins until the next deal (see `mugTargets`). */
  readonly claims: readonly CountClaim[];
  /** The latest pegging score, when it was tapped without its cards; `null` once another peg move of the play follows or the play ends. */
  readonly lastPeg: PegClaim | null;
  /** 000's own steps; `null` in every other ruleset. */
  readonly notEnough: NotEnoughRound | null;
}

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
