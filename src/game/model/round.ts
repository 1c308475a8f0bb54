import type { Card, PeggingState } from '../../rules';
import type { EventItem } from './eventBase';
import type { CountTurn, ScoreReason, SeatCard, SeatId, SideId, StepName } from './types';

/* The round as a value (a part of the game, `state.ts`): its steps, its cards and its counts as claimed. */

/** A count of the round as claimed (a hand, a crib, a variant's own count), kept so an opponent can call muggins on it. */
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
  /**
   * The reason its points were pegged under: `'hand'`, `'crib'`, or a variant's own count, whose truth and words its
   * variant gives (`Variant.reasons`).
   */
  readonly reason: ScoreReason;
  /** The side whose crib was counted, for a variant's team crib. */
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
}
/*
 * A variant keeps its round's own data in fields of `RoundState` named for its feature, added by its folder
 * (`declare module`, declaration merging), optional: a new round starts without them.
 */
