import type { Board, Pegs, Spot, ZoneEffect } from '../board';
import type { Card, PeggingState } from '../rules';
import type { GameSetup } from './setup';
import type { Ruleset } from './rulesets';
import type { CountTurn, Phase, ScoreReason, SeatCard, SeatId, SideId } from './types';
import type { EventItem } from './events';

/** One peg move as the table view shows it. */
export interface PegRecord {
  /** The command number it belongs to, e.g. `14`. */
  readonly n: number;
  readonly points: number;
  readonly reason: ScoreReason;
  readonly from: Spot;
  readonly landed: Spot;
  readonly effects: readonly ZoneEffect[];
  /** The board's words for the move, e.g. `'pegs 6 to 124, lands on red skip 1 and slides 20 holes to 144'`. */
  readonly words: string;
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
  /** Every peg move, oldest first. */
  readonly moves: readonly PegRecord[];
  /** Hands still to sit out after this one in a Crib Wars penalty box (3 sides), e.g. `3`; 0 when free. */
  readonly sitOut: number;
}

/** The last count of the show, kept so an opponent can call muggins on it. */
export interface LastCount {
  readonly seat: SeatId;
  readonly side: SideId;
  readonly crib: boolean;
  readonly claimed: number;
  /** The true count, or `null` when the cards were not entered. */
  readonly total: number | null;
  readonly items: readonly EventItem[];
  /** Muggins has already been called on it. */
  readonly mugged: boolean;
}

/** The current round (hand): dealer, starter, the play and the show. */
export interface RoundState {
  /** 1-based, e.g. `3`. */
  readonly number: number;
  readonly dealer: SeatId;
  /** The seat that leads and counts first (dealer's left, or the pone), e.g. `1`. */
  readonly pone: SeatId;
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
  /** The show is over. */
  readonly showEnded: boolean;
  readonly lastCount: LastCount | null;
}

/** The end of a game. */
export interface GameOutcome {
  /** Winning side, or `null` (solitaire lost, void game). */
  readonly winner: SideId | null;
  readonly reason: 'target' | 'claimed' | 'solitaire' | 'void';
  /** 0 none, 1 skunk, 2 double skunk. */
  readonly skunk: 0 | 1 | 2;
  /** Games the result is worth, e.g. `2`. */
  readonly games: number;
}

/** A readable line of the game's history, e.g. `'Bob: 8 for his hand (fifteen 2, fifteen 4, a pair is 6 ...)'`. */
export interface HistoryEntry {
  readonly n: number;
  readonly text: string;
}

/** Everything a table view needs, folded from the events. A plain value. */
export interface GameState {
  /** False before `GameStarted`. */
  readonly started: boolean;
  readonly gameId: string;
  readonly setup: GameSetup | null;
  readonly ruleset: Ruleset | null;
  readonly board: Board | null;
  /** The winning hole: the board's finish on a zone board, else the ruleset's target, e.g. `121`. */
  readonly target: number;
  /** Seat names and their sides. */
  readonly seats: readonly { readonly name: string; readonly side: SideId }[];
  readonly sides: readonly SideState[];
  readonly phase: Phase;
  readonly round: RoundState | null;
  /** Whose count is next in the show (pone or dealer's left first, dealer last, then the crib), or `null`. */
  readonly countTurn: CountTurn | null;
  readonly outcome: GameOutcome | null;
  /** Games won per side in the match, this game included once over, e.g. `[2, 1]`. */
  readonly matchTally: readonly number[];
  /** Words for the last thing that happened, e.g. `'Ann pegs 2 to 47 (fifteen)'`. */
  readonly lastWords: string;
  readonly history: readonly HistoryEntry[];
  /** Number of the next command, e.g. `15`. */
  readonly nextN: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** The state before any event. */
export const EMPTY_STATE: GameState = {
  started: false,
  gameId: '',
  setup: null,
  ruleset: null,
  board: null,
  target: 0,
  seats: [],
  sides: [],
  phase: 'cut',
  round: null,
  countTurn: null,
  outcome: null,
  matchTally: [],
  lastWords: '',
  history: [],
  nextN: 0,
  canUndo: false,
  canRedo: false,
};

/** The count whose turn it is in the show, or `null` (show over or not started). */
export function nextCount(state: GameState): CountTurn | null {
  const round = state.round;
  if (!round || round.showEnded) return null;
  return round.countOrder[round.counted] ?? null;
}

/** The side a seat belongs to. */
export function sideOf(state: GameState, seat: SeatId): SideId {
  return state.seats[seat]?.side ?? -1;
}

/** True when the side sits out the current round or has folded it (Crib Wars penalty box). */
export function isOutOfRound(state: GameState, side: SideId): boolean {
  const round = state.round;
  return round !== null && (round.sitting.includes(side) || round.folded.includes(side));
}

/** True when the side is in a penalty box: sitting out now or still to sit out. */
export function isInBox(state: GameState, side: SideId): boolean {
  return (state.sides[side]?.sitOut ?? 0) > 0 || (state.round?.sitting.includes(side) ?? false);
}
