import type { Board } from '../../board';
import type { Card } from '../../rules';
import type { HouseOptions } from './options';
import type { CountClaim } from './round';
import type { CountTurn, ScoreReason, SeatId, SideId, StepName } from './types';

/**
 * A ruleset is data plus named hooks (the chessops way: a variant is a value, not a copy of the engine). The engine
 * calls the hooks at fixed points; no variant flag is read anywhere else. One file per preset in this folder.
 */

/** The presets the app ships. */
export const RULESET_IDS = [
  'traditional',
  'three-player',
  'four-player',
  'six-player',
  'five-card',
  'once-around',
  'backward',
  'noddy',
  'solitaire',
  'boxed-set',
  'crib-wars',
  'not-enough',
] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** The deal for one table size. */
export interface DealSize {
  /** Cards dealt to each seat, e.g. `6`. */
  readonly deal: number;
  /** Cards each seat throws to the crib (or, for the dealer's team in the six-player game, to the deck), e.g. `2`. */
  readonly throw: number;
}

/** A round as the hooks see it when it starts: its number, dealer, table size and who sits it out. */
export interface RoundFrame {
  /** 1-based, e.g. `3`. */
  readonly number: number;
  readonly dealer: SeatId;
  /** Seats at the table, e.g. `4`. */
  readonly seats: number;
  /** Cards each seat keeps after the throw, e.g. `4`. */
  readonly handSize: number;
  /** True for a seat whose side is out of this round (a Crib Wars penalty box). */
  readonly isOut: (seat: SeatId) => boolean;
}

/** How a round's play is set up: the pegging tracker's options and whose points count. */
export interface PlayShape {
  /** Seats at the play, e.g. `2` (Solitaire's blind crib plays as seat 1). */
  readonly seats: number;
  /** Cards each seat plays, e.g. `[4, 4]`. */
  readonly cardsPerSeat: readonly number[];
  /** The play ends at the first go or 31 (002 five-card and Noddy). */
  readonly singleCount: boolean;
  /** Noddy's extra play scores (002 NODDY). */
  readonly extraScores: boolean;
  /** Whether a seat's play points are pegged (002 SOLITAIRE: only the player's own). */
  readonly pegs: (seat: SeatId) => boolean;
  /** The deck each seat plays from (000: one per team); absent: one deck. */
  readonly decks?: readonly number[];
}

/** Scoring extras passed to the counters: Noddy's 25s, runs and flushes (002 NODDY). */
export interface Scoring {
  readonly extraScores: boolean;
}

/**
 * A preset: its table, its deal, its house options, and the hooks where it differs from the traditional game. The
 * hooks read the game `G` and make events `E`: the game holds its ruleset, so the knot is tied in `state.ts`
 * (`Ruleset`), and this file, which the setup reads for the ids, imports neither.
 */
export interface RulesetOf<G, E, V = unknown> {
  readonly id: RulesetId;
  /**
   * The variant it is, where it brings steps, events or sheets of its own: the name of its folder in `rulesets/`, the
   * key by which the app finds what it adds (the table's sheets); absent for a preset of the core's own steps.
   */
  readonly variant?: string;
  /** The variant itself, one value: its steps, events, reasons, commands and words (`Variant`, `model/state.ts`). */
  readonly own?: V;
  /** Name for players, e.g. `'Traditional'`. */
  readonly name: string;
  /** Rulebook file and section, e.g. `'002 TRADITIONAL RULES'`. */
  readonly source: string;
  /** Table sizes allowed, e.g. `[2]`. */
  readonly seatCounts: readonly number[];
  /** Partners: by table size, the number of sides (e.g. 4 seats in 2 teams); absent = one side per seat. */
  readonly teams: Readonly<Record<number, number>>;
  /** Deal by table size. */
  readonly deals: Readonly<Record<number, DealSize>>;
  readonly defaults: HouseOptions;
  readonly scoring: Scoring;
  /** The dealer turns the top card as the starter himself, no one cuts (002 NODDY); absent: the pone cuts (or, with `cutterOnRight`, the dealer's right). */
  readonly dealerTurnsStarter?: boolean;
  /** The J, Q, K and A carry Intel, Might and Magic pips, read from a deck profile at setup (000); absent: none. */
  readonly deckPips?: boolean;
  /** The player to the dealer's right cuts for the starter (001, 003 Crib Wars); absent: the pone (dealer's left). */
  readonly cutterOnRight?: boolean;

  /** The round's named steps, in order, e.g. `['starter', 'play', 'show']`. */
  readonly steps: (round: RoundFrame) => readonly StepName[];
  /** The counts of the show, in order (pone or dealer's left first, dealer last, then the crib). */
  readonly counts: (round: RoundFrame) => readonly CountTurn[];
  /** How the play is set up. */
  readonly play: (round: RoundFrame, state: G) => PlayShape;
  /** The card a count is counted with: the starter, or 000's team Top; `null` when not entered. */
  readonly countWith: (state: G, turn: CountTurn) => Card | null;
  /** Scores that follow a count entered by cards (000: her heels). */
  readonly afterCount?: (state: G, turn: CountTurn, cards: readonly Card[]) => readonly E[];
  /** Reactions after a peg move (Crib Wars: the penalty box). */
  readonly afterScore?: (state: G, side: SideId, reason: ScoreReason) => readonly E[];
  /**
   * Why muggins on a count (or, given `null`, on a pegging score) must wait or may not be called now; `null` when
   * it may. Absent: a count may be mugged from the moment it is made until the next deal (000 sets its own times).
   */
  readonly mugginsWait?: (state: G, claim: CountClaim | null) => string | null;
  /** Events once every step of a round is done (Solitaire: the end after the free crib). */
  readonly afterRound?: (state: G) => readonly E[];
  /** Who wins when `reached` reaches the target first (002 BACKWARD: it loses). */
  readonly winner: (state: G, reached: SideId) => SideId;
  /** The winning hole, e.g. `121`; Crib Wars plays to the board's finish. */
  readonly target: (options: HouseOptions, board: Board) => number;
  /** The built-in board a new game of this ruleset uses, e.g. `'standard-121-2'`. */
  readonly defaultBoard: (sides: number, target: number) => string;
}
