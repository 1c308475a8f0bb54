import type { Card } from '../../rules';

/** A seat at the table, 0-based in clockwise (playing) order, e.g. `0` for the first player entered. */
export type SeatId = number;

/** A side owns one pair of pegs: a player, or a team of partners. 0-based, e.g. `1`. */
export type SideId = number;

/** One value per side, indexed by `SideId`, e.g. scores `[87, 121]`. */
export type BySide<T> = readonly T[];

/** One value per seat, indexed by `SeatId`. */
export type BySeat<T> = readonly T[];

/** Where a game stands: cutting for deal, dealt (waiting for the starter or Tops), the play, the show, or over. */
export const PHASES = ['cut', 'deal', 'play', 'show', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** The named steps every cribbage round is made of, in the order a ruleset lists them: e.g. `['starter', 'play', 'show']`. */
export const STEP_NAMES = ['starter', 'play', 'show'] as const;

/**
 * The steps a variant brings, by name, added by its folder (`declare module`, declaration merging): the core names
 * none, and its switches hand a step they do not know to the game's variant (`Variant.steps`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: a variant adds its members by declaration merging
export interface OwnSteps {}
export type StepName = (typeof STEP_NAMES)[number] | keyof OwnSteps;

/**
 * Why a peg moved. Every score is one peg move with one reason, e.g. `'hand'` for a counted hand.
 * `bonus` is a start bonus (004 dealer 3, 002 five-card pone 3); `box` is a Crib Wars penalty-box award or loss.
 */
export const SCORE_REASONS = ['play', 'go', 'last-card', 'hand', 'crib', 'heels', 'bonus', 'penalty', 'muggins', 'correction', 'box'] as const;

/** The reasons a variant brings (its `Variant.reasons` says what each is), added by its folder as `OwnSteps` are. */
// biome-ignore lint/suspicious/noEmptyInterface: a variant adds its members by declaration merging
export interface OwnReasons {}
export type CoreReason = (typeof SCORE_REASONS)[number];
export type ScoreReason = CoreReason | keyof OwnReasons;

/** One count of the show: the seat that counts and pegs it, and whether it is that seat's hand or the crib. */
export interface CountTurn {
  /** The seat that counts, e.g. `1`. */
  readonly seat: SeatId;
  /** True for a crib (the dealer's, in every ruleset but 000's team cribs). */
  readonly crib: boolean;
}

/** A card and who played it, as the state shows the play. */
export interface SeatCard {
  readonly seat: SeatId;
  readonly card: Card;
}

/** Error codes of the game engine; rules error codes (e.g. `'over-31'`) pass through unchanged. */
export const GAME_ERROR_CODES = [
  'game-over',
  'no-such-seat',
  'no-such-side',
  'not-started',
  'already-started',
  'wrong-phase',
  'not-dealer',
  'out-of-order',
  'wrong-count',
  'bad-points',
  'bad-command',
  'bad-event',
  'bad-log',
  'bad-setup',
  'tie',
  'no-claim',
  'partner',
  'muggins-off',
  'outside-alley',
  'nothing-missed',
  'nothing-to-undo',
  'nothing-to-redo',
  'sitting-out',
  'no-penalty',
  'duplicate-card',
  'unknown-pips',
] as const;
export type GameErrorCode = (typeof GAME_ERROR_CODES)[number];

/** An expected failure of a command: a stable code and a sentence for players. */
export interface GameError {
  readonly code: GameErrorCode | string;
  readonly message: string;
}

export type GameResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: GameError };

export function gameError(code: GameErrorCode, message: string): { readonly ok: false; readonly error: GameError } {
  return { ok: false, error: { code, message } };
}
