import type { Card, PeggingState } from '../../rules';
import type { DeckColor } from '../rulesets/model';
import type { EventItem } from './eventBase';
import type { TopUse } from '../rulesets/model';
import type { CountTurn, ScoreReason, SeatCard, SeatId, SideId, StepName } from './types';

/* The round as a value (a part of the game, `state.ts`): its steps, its cards and its counts as claimed. */

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
  /**
   * The reason its points were pegged under: `'hand'`, `'crib'`, or a variant's own count (000's Intel bonus), whose
   * truth and words its variant gives.
   */
  readonly reason: ScoreReason;
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
