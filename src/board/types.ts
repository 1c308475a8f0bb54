import type { Result } from '../rules/result';

/*
 * The board vocabulary. A board is plain JSON-able data: one main path of holes from the start (hole 0, off the
 * board) to the finish (the last hole), plus zones laid on the main path. Time traps and green advances carry the
 * side path they send a peg down; a side path is named by its zone's id.
 */

/** Kinds of zone a board can carry, in the order the Crib Wars rules (003) list them. */
export const ZONE_KINDS = ['red-skip', 'time-trap', 'penalty-box', 'green-advance'] as const;
/** One of {@link ZONE_KINDS}, e.g. `'red-skip'`. */
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** The id of the main path in a {@link Spot}. */
export const MAIN = 'main';

/**
 * A hole, addressed uniquely even on a side path.
 * - Main path: `{ path: 'main', index: 37 }`, index 0 (the start, off the board) to `board.finish`.
 * - Side path: `{ path: 'trap-2', index: 3 }`, the 3rd hole (1-based) of the side path of zone `trap-2`.
 */
export interface Spot {
  /** `'main'` or the id of the time trap / green advance whose side path the hole is on, e.g. `'trap-2'`. */
  readonly path: string;
  /** Main: the hole number, 0 = start. Side path: 1 = the first hole after the entry. */
  readonly index: number;
}

/** A side path: the blue path of a time trap or the green shortcut of a green advance. */
export interface SidePath {
  /** Holes on the side path, e.g. `10`. A peg is put on hole 1 when it lands in the zone. */
  readonly holes: number;
  /** The main hole the step after the last side hole lands on, e.g. `153`: behind the trap, ahead of a green. */
  readonly rejoin: number;
}

/** Fields every zone has. The area is the run of main holes `start..end` where a move must end to trigger it. */
interface ZoneBase {
  /** Unique on the board, not `'main'`, e.g. `'red-1'`, `'trap-2'`. Also names the zone's side path. */
  readonly id: string;
  /** What the table calls it, read aloud in move words, e.g. `'red skip 1'`. */
  readonly label: string;
  /** First main hole of the area, e.g. `124`. */
  readonly start: number;
  /** Last main hole of the area (inclusive), e.g. `126`. */
  readonly end: number;
}

/** Red skip (003 RED SKIP): ending a move in the first box slides the peg to the same hole of the second box. */
export interface RedSkip extends ZoneBase {
  readonly kind: 'red-skip';
  /** First hole of the second box, e.g. `144` (20 holes on). Hole `start + k` slides to `slideTo + k`. */
  readonly slideTo: number;
}

/** Blue time trap (003 BLUE TIME TRAPS): ending a move in the area puts the peg on hole 1 of its blue path. */
export interface TimeTrap extends ZoneBase {
  readonly kind: 'time-trap';
  /** The blue path; it rejoins the main path behind `start`, so a trap costs holes. */
  readonly path: SidePath;
}

/** Blue penalty box (003 BLUE PENALTY BOX): the board only reports it; the game decides folds and 20-hole moves. */
export interface PenaltyBox extends ZoneBase {
  readonly kind: 'penalty-box';
}

/** Green advance (003 GREEN ADVANCES): ending a move in the area puts the peg on hole 1 of its green shortcut. */
export interface GreenAdvance extends ZoneBase {
  readonly kind: 'green-advance';
  /** The green shortcut; it rejoins the main path ahead of `end`. */
  readonly path: SidePath;
}

/** Any zone. */
export type Zone = RedSkip | TimeTrap | PenaltyBox | GreenAdvance;
/** A zone that owns a side path. */
export type PathZone = TimeTrap | GreenAdvance;

/** Lines and marked holes, by main hole number; `null` when the board has none. */
export interface BoardLines {
  /** A loser whose front peg has not passed this hole is skunked, e.g. `90` on the 121 board. */
  readonly skunk: number | null;
  /** A loser whose front peg has not passed this hole is double skunked, e.g. `60`. */
  readonly doubleSkunk: number | null;
  /** The stink hole, e.g. `120` (one short of the finish). */
  readonly stink: number | null;
  /** Last hole of Muggers Alley (001), e.g. `121`: muggins applies from the start through this hole. */
  readonly muggersAlley: number | null;
}

/** The board data as stored and exchanged as JSON (format version 1). See README "Boards". */
export interface BoardSpec {
  /** Always `'muggins-board'`. */
  readonly format: 'muggins-board';
  /** Format version, `1`. */
  readonly version: 1;
  /** Stable id, lowercase letters, digits and dashes, e.g. `'crib-wars'`. */
  readonly id: string;
  /** Name shown to players, e.g. `'Crib Wars (approximate)'`. */
  readonly name: string;
  /** A note shown with the board, e.g. `'approximate: edit the zones to match your board'`, or `''`. */
  readonly note: string;
  /** True when the zone positions are a guess, not the maker's numbers. */
  readonly approximate: boolean;
  /** Hole number of the finish (the game hole), e.g. `121`; main holes are `0..finish`. */
  readonly finish: number;
  /** Tracks drawn side by side (one per player or team), e.g. `2`. Movement is the same on every track. */
  readonly tracks: number;
  /** Skunk lines, stink hole and Muggers Alley. */
  readonly lines: BoardLines;
  /** Zones on the main path, sorted by `start`. */
  readonly zones: readonly Zone[];
}

declare const validBoard: unique symbol;
/**
 * A board that passed validation: only {@link parseBoard}-style factories make one (built-ins included), so code
 * downstream never re-checks. At run time it is the plain {@link BoardSpec} object.
 */
export type Board = BoardSpec & { readonly [validBoard]: true };

/** Why a board (or stored pegs) was refused. */
export const BOARD_ERROR_CODES = [
  'not-json',
  'bad-field',
  'bad-version',
  'duplicate-id',
  'zone-off-path',
  'side-path-no-rejoin',
  'wrong-way',
  'zones-overlap',
  'loop-no-exit',
  'bad-pegs',
] as const;
/** One of {@link BOARD_ERROR_CODES}, e.g. `'zones-overlap'`. */
export type BoardErrorCode = (typeof BOARD_ERROR_CODES)[number];

/** An expected failure loading a board or pegs: a stable code and a sentence for players. */
export interface BoardError {
  /** e.g. `'zones-overlap'`. */
  readonly code: BoardErrorCode;
  /** e.g. `"Zones 'trap-1' (168-170) and 'box-1' (170-172) overlap at hole 170."`. */
  readonly message: string;
}

/** Result of loading a board or pegs. */
export type BoardResult<T> = Result<T, BoardError>;

/** A built-in board's id. */
export const BUILT_IN_BOARD_IDS = ['standard-121-2', 'standard-121-3', 'standard-61', 'crib-wars'] as const;
/** One of {@link BUILT_IN_BOARD_IDS}. */
export type BuiltInBoardId = (typeof BUILT_IN_BOARD_IDS)[number];
