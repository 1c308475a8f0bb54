import type { Board, Pegs, Spot, ZoneEffect } from '../../board';
import type { Card } from '../../rules';
import type { CountClaim, RoundState } from './round';
import type { EventBody, EventItem, GameEvent } from './events';
import type { RulesetOf } from './ruleset';
import type { SeatCounts } from './counts';
import type { GameSetup } from './setup';
import type { GameResult, Phase, ScoreReason, SideId, SeatId, StepName } from './types';

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

/** A preset as the engine holds it: its hooks read this game and make its events, its variant is `Variant` (`model/ruleset.ts`). */
export type Ruleset = RulesetOf<Game, EventBody, Variant>;

/**
 * A variant's own event as the core hands it on: every switch of the core over events hands a type it does not know
 * to the game's variant (`state.ruleset.own.events[type]`). Methods, so each takes its own event's type.
 */
export interface OwnEvent {
  /** Its fields checked (besides `v`, `n`, `at` and `type`), bounded as `log/parseEvent.ts` bounds the core's. */
  parse(e: Readonly<Record<string, unknown>>): boolean;
  /** Its fold (`fold/reduce.ts`). */
  fold(state: Game, e: GameEvent): Game;
  /** True when it fits only in a round (none before the first deal: `checkLog`). */
  readonly ofRound: boolean;
  /** A seat or side it names that the game lacks, in words; `null` when all exist (`checkLog`). */
  refs?(state: Game, e: GameEvent): string | null;
  /** The points its count claims, pegged by a `Scored` of `reason` right after it in its command (`checkLog`). */
  claims?(e: GameEvent): { readonly points: number; readonly reason: ScoreReason } | null;
  /** Its line in the History, from the states before and after it (`words/describe.ts`). */
  line(before: Game, after: Game, e: GameEvent): string;
}

/** A reason for a peg move that a variant brings, e.g. its own count: what the core needs to know of it. */
export interface OwnReason {
  /** In words, e.g. `'Intel bonus'`. */
  readonly words: string;
  /** A tap under it may be negative (a Top's -2). */
  readonly negative?: boolean;
  /** A side's own points: a folded side pegs none of them (`query/folded.ts`). */
  readonly own?: boolean;
  /** A count's: the event type that claims its points (the `Scored` of this reason follows it in its command). */
  readonly countedBy?: string;
  /** Said by the line before its `Scored` (a count's items): the `Scored` names only the reason. */
  readonly said?: boolean;
  /** Its `Scored` is said by its items alone (e.g. "her pot"), not by the reason. */
  readonly byItems?: boolean;
  /** A muggins call on such a count is marked by this field (`MugginsCalled`, e.g. `intel: true`). */
  readonly mark?: string;
  /** The true count of a claim of this reason, for muggins (`query/mugTruth.ts`). */
  truth?(state: Game, claim: CountClaim, cards?: readonly Card[]): GameResult<{ readonly total: number; readonly items: readonly EventItem[] }>;
}

/**
 * A variant as one value (issue 33 item 1): what a ruleset brings beyond the core's steps, events and reasons, carried
 * by the ruleset (`Ruleset.own`) and so by every game (`state.ruleset.own`). Its folder builds it
 * (`rulesets/<name>/index.ts`); the core's switches hand it what they do not know. The decisions and the words add
 * their parts to this interface (`decide/own.ts`, `words/own.ts`), as the variant adds its members to the open unions.
 */
export interface Variant {
  /** Its steps, by name. */
  readonly steps: Readonly<Record<string, StepState>>;
  /** Its events, by type. */
  readonly events: Readonly<Record<string, OwnEvent>>;
  /** Its reasons for a peg move, by name. */
  readonly reasons: Readonly<Record<string, OwnReason>>;
  /** The game as it starts (`GameStarted`), with the variant's own data. */
  start?(state: Game): Game;
  /** The round after a `HandCounted` of a team's crib (`of` set): one more crib counted. */
  teamCribCounted?(round: RoundState): RoundState;
  /** Why a team's crib tapped in its own step cannot be checked by muggins, e.g. where its cards are entered. */
  readonly teamCribUnknown?: string;
  /** Why a stored setup's own fields are malformed, or `null` (`rulesets/setup.ts`). */
  setupError?(setup: Readonly<Record<string, unknown>>): string | null;
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
}
/* A variant keeps the game's own data in fields of `Game` named for its feature, added by its folder. */

/** A game's state: not started, or started. */
export type GameState = NotStarted | Game;

/** The state before any event. */
export const EMPTY_STATE: NotStarted = { started: false };

export type { CountClaim, PegClaim, RoundState } from './round';
