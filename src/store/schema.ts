import type { DBSchema } from 'idb';

/** The database name the app uses; tests pass their own name to `openStore`. */
export const DB_NAME = 'muggins';

/**
 * The IndexedDB schema version. Raise it by one per change and add a step to `upgrade` in `connection.ts`;
 * record the break in docs/ARCHITECTURE.md's "Versions".
 *
 * - 1: `games`, `events` (index `byGame`), `settings`, `boards`.
 * - 2: `decks` (deck profiles).
 * - 3: `games` indexes `byUpdated` (the game list read a page at a time, newest first) and `byFinished` (finished
 *   games counted without reading a record); the upgrade writes `finishedAt` on every finished game.
 * - 4: `clubs` (club nights), and the `games` index `byNight` (`setup.night`: a night's games for its card).
 */
export const DB_VERSION = 4;

/** The version every stored record carries, checked on read. */
export const RECORD_VERSION = 1;

/** One game: its metadata and its setup. Its events live in the `events` store. */
export interface GameRecord {
  /** Id made at the edge, unique per device, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
  /** Record format version, e.g. `1`. */
  readonly version: typeof RECORD_VERSION;
  /** When the game was created, in ms since the epoch, e.g. `1795734000000`. */
  readonly createdAt: number;
  /** When the game last changed, in ms since the epoch. */
  readonly updatedAt: number;
  /** A name shown in the game list, e.g. `'Ann v Bob, Friday'`. */
  readonly title: string;
  /** The game's setup (ruleset, board, seats); opaque here, defined by the game engine. */
  readonly setup: unknown;
  /** How many events are stored, so the next event has this `seq`, e.g. `12`. */
  readonly length: number;
  /**
   * True when the log ends the game (a `GameEnded` still in effect), as the app said when it last appended;
   * absent when unknown. Counts finished games for the backup reminder without reading any event.
   */
  readonly finished?: boolean;
  /**
   * The game engine's summary of the log (scores, winner, per-player figures), written in the same transaction
   * as the events it sums up; opaque here. Absent when missing: the app rebuilds it from the log.
   */
  readonly summary?: unknown;
}

/**
 * A game record as stored: with `finishedAt` while the game is finished. The store writes it on every write of a
 * game (`withIndexKeys`) and never hands it out; it is only the key of the `byFinished` index, since IndexedDB
 * cannot index `finished` itself (a boolean is not a key) and leaves out of an index every record without the key.
 */
export interface StoredGame extends GameRecord {
  /** The record's `updatedAt`, present only while `finished` is true. */
  readonly finishedAt?: number;
}

/** A game record as it is written: `finishedAt` from `updatedAt` while the game is finished, and none otherwise. */
export function withIndexKeys(record: GameRecord): StoredGame {
  const { finishedAt: _stale, ...rest } = record as StoredGame;
  return rest.finished === true ? { ...rest, finishedAt: rest.updatedAt } : rest;
}

/** One event of one game's log, keyed by `[gameId, seq]` so appending is one small write. */
export interface EventRecord {
  /** The game it belongs to, e.g. `'g-lq3x9a-4k2'`. */
  readonly gameId: string;
  /** Its place in the log, from 0, e.g. `11`. */
  readonly seq: number;
  /** The event itself; opaque here, defined and validated by the game engine. */
  readonly event: unknown;
}

/** A player's setting, e.g. `{ key: 'speech', value: true }`. */
export interface SettingRecord {
  /** Setting name, e.g. `'theme'`. */
  readonly key: string;
  /** Any structured-cloneable value, checked by the reader. */
  readonly value: unknown;
}

/** A player's own board, stored as JSON-ready data. */
export interface BoardRecord {
  /** Id made at the edge, e.g. `'b-lq3xa1-9zz'`. */
  readonly id: string;
  /** Record format version, e.g. `1`. */
  readonly version: typeof RECORD_VERSION;
  /** Name shown in pickers, e.g. `'Grandpa's 121'`. */
  readonly name: string;
  /** When it was last saved, in ms since the epoch. */
  readonly updatedAt: number;
  /** The board data; opaque here, defined and validated by `src/board`. */
  readonly board: unknown;
}

/** A deck profile (e.g. the Civil Four's card pips for "Cribbage is not Enough"), stored as JSON-ready data. */
export interface DeckRecord {
  /** Id made at the edge, e.g. `'d-lq3xa1-9zz'`. */
  readonly id: string;
  /** Record format version, e.g. `1`. */
  readonly version: typeof RECORD_VERSION;
  /** Name shown in pickers, e.g. `'Our Civil Four deck'`. */
  readonly name: string;
  /** When it was last saved, in ms since the epoch. */
  readonly updatedAt: number;
  /** The deck profile; opaque here, defined and validated by the game engine. */
  readonly deck: unknown;
}

/** A club night kept on this phone: its own card's entries and the cards gathered, stored as JSON-ready data. */
export interface ClubRecord {
  /** The night's id, made at the edge, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
  /** Record format version, e.g. `1`. */
  readonly version: typeof RECORD_VERSION;
  /** When it was last saved, in ms since the epoch. */
  readonly updatedAt: number;
  /** The night; defined and validated by `src/club` (`parseClubNight`). */
  readonly club: unknown;
}

/** The typed IndexedDB schema (idb's `DBSchema`). */
export interface MugginsDB extends DBSchema {
  games: { key: string; value: StoredGame; indexes: { byUpdated: number; byFinished: number; byNight: string } };
  events: { key: [string, number]; value: EventRecord; indexes: { byGame: string } };
  settings: { key: string; value: SettingRecord };
  boards: { key: string; value: BoardRecord };
  decks: { key: string; value: DeckRecord };
  clubs: { key: string; value: ClubRecord };
}

/** Every object store, e.g. for a transaction over all of them. */
export const STORE_NAMES = ['games', 'events', 'settings', 'boards', 'decks', 'clubs'] as const;
