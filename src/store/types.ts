import type { StoreError, StoreResult } from './errors';
import type { ExportFile } from './exportFile';
import type { LogChecks, UnreadableGame } from './parse';
import type { GameRecord, BoardRecord, DeckRecord } from './schema';
import type { Backup, ImportOptions, ImportSummary, RawGame } from './transferTypes';
import type { ClubStore } from './clubs';

/*
 * The store's shapes: what the app hands it and gets back, and the store itself. Kept apart from the code, so the
 * modules that make the store (`store.ts`, the export and import loaded on first use) share them without importing
 * each other.
 */

/** What the app supplies to start a game; the store adds version, times and length. */
export interface NewGame {
  /** Id made at the edge, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  /** The game's setup, defined by the game engine. */
  readonly setup: unknown;
}

/** What the app knows about a game's log after an append, stored on the game record in the same transaction. */
export interface AppendMeta {
  /** True when the log now ends the game (a `GameEnded` still in effect). Omitted: unknown, and stored so. */
  readonly finished?: boolean;
  /** The game engine's summary of the whole log. Omitted: the old summary is dropped, to be rebuilt. */
  readonly summary?: unknown;
}

/** A game read back: its record and its whole log, every event checked. */
export interface LoadedGame {
  readonly record: GameRecord;
  readonly events: readonly unknown[];
  /** What the store's `checkLog` built while checking the log (the engine's timeline of it); absent without one. */
  readonly checked?: unknown;
}

/** The games list: readable records (newest first) and the records that could not be read. */
export interface GameList {
  readonly games: readonly GameRecord[];
  readonly unreadable: readonly UnreadableGame[];
}

/** Where a page of the game list ends; passed back as it is to read the next page. */
export interface GamePosition {
  readonly key: IDBValidKey;
  readonly id: IDBValidKey;
}

/** A page of the game list, newest first. */
export interface GamePage {
  /** The readable records of the page. */
  readonly games: readonly GameRecord[];
  /**
   * The records of the page that could not be read; the first page also names every record the list cannot place
   * (one without a readable `updatedAt`), so damage is never skipped silently.
   */
  readonly unreadable: readonly UnreadableGame[];
  /** Where the next page starts, or null when this page reaches the oldest game. */
  readonly next: GamePosition | null;
  /** How many game records are stored, readable or not, e.g. `3001`. */
  readonly total: number;
}

/** A list of named records (boards or deck profiles) and the records that could not be read. */
export interface RecordList<T> {
  readonly items: readonly T[];
  readonly unreadable: readonly StoreError[];
}

/**
 * The store: the one owner of IndexedDB. Every method is one transaction. Methods that return a `StoreResult`
 * report a failed write as a value (`storage-full`, `write-failed`, `upgraded-elsewhere`); the others throw a
 * `StoreFailure` with the same codes.
 */
export interface Store {
  /** The database name, e.g. `'muggins'`. */
  readonly name: string;
  /** Every game record, newest first, without reading any event; damaged records are in `unreadable`. */
  listGames(): Promise<GameList>;
  /**
   * Up to `limit` game records, newest first, from the start or from where an earlier page ended: the records of
   * one page are read, not every game's, so the list opens as fast with years of games as with a few.
   */
  pageGames(limit: number, after?: GamePosition | null): Promise<GamePage>;
  /** How many finished games changed after `since` (ms since the epoch; null: ever), counted from an index. */
  countFinishedSince(since: number | null): Promise<number>;
  /**
   * One game with its whole log, every event and the log as a whole checked: `not-found`, or `corrupt-record`,
   * `unsupported-version`, `bad-event` and `bad-log` with a message naming the game and the record, e.g. "event 12
   * of 'Ann v Bob': ...". Nothing is changed on disk.
   */
  loadGame(id: string): Promise<StoreResult<LoadedGame>>;
  /** Stores a new game with an empty log; `id-exists` when the id is taken. */
  createGame(game: NewGame): Promise<StoreResult<GameRecord>>;
  /**
   * Appends events at `fromSeq`, which must equal the stored length (the caller's view of the log): anything else
   * is refused with `seq-mismatch`, so no event is lost or stored twice. The events and the record (with `meta`)
   * are written in one transaction with strict durability: when this resolves ok, the events are on disk.
   */
  appendEvents(gameId: string, fromSeq: number, events: readonly unknown[], meta?: AppendMeta): Promise<StoreResult<GameRecord>>;
  /** Writes a summary rebuilt from a log of `atLength` events; `seq-mismatch` when the log has moved on since. */
  putSummary(gameId: string, summary: unknown, atLength: number): Promise<StoreResult<GameRecord>>;
  /** Deletes a game, its log and its draft, in one transaction; true when it existed. */
  deleteGame(id: string): Promise<boolean>;
  /**
   * A game's half-entered count as kept on this device (`draftKey`: never exported or imported), unchecked: the
   * caller parses it. `undefined` when there is none.
   */
  getDraft(gameId: string): Promise<unknown>;
  /** Keeps a game's half-entered count (any structured-cloneable value), replacing the one kept before. */
  putDraft(gameId: string, draft: unknown): Promise<void>;
  /** Forgets a game's half-entered count (its count was scored); nothing happens when there is none. */
  deleteDraft(gameId: string): Promise<void>;
  /** Reads a setting, returning `fallback` when it is absent or fails `isValid`. */
  getSetting<T>(key: string, isValid: (v: unknown) => v is T, fallback: T): Promise<T>;
  /** Writes a setting (any structured-cloneable value). Keys starting `device:` stay on this device (not backed up). */
  putSetting(key: string, value: unknown): Promise<void>;
  /** Saves (creates or replaces) a board; the store stamps `version` and `updatedAt`. */
  saveBoard(board: { readonly id: string; readonly name: string; readonly board: unknown }): Promise<BoardRecord>;
  /** Saved boards by name, and the records that could not be read. */
  listBoards(): Promise<RecordList<BoardRecord>>;
  /** Deletes a saved board; true when it existed. */
  deleteBoard(id: string): Promise<boolean>;
  /** Saves (creates or replaces) a deck profile; the store stamps `version` and `updatedAt`. */
  saveDeck(deck: { readonly id: string; readonly name: string; readonly deck: unknown }): Promise<DeckRecord>;
  /** Deck profiles by name, and the records that could not be read. */
  listDecks(): Promise<RecordList<DeckRecord>>;
  /** Deletes a deck profile; true when it existed. */
  deleteDeck(id: string): Promise<boolean>;
  /**
   * A backup: every game (whole log), board, deck profile, setting and club night in one file, and its JSON text.
   * Each record is checked as `importData` checks it, with the same `validators` the app imports with; a record that
   * fails travels raw in the file's `damaged` list, named (games in `unreadable`, the others in `damagedRecords`), and
   * the text is read back as an import reads it (a failure there is a bug, and throws).
   */
  exportAll(validators?: ImportOptions): Promise<Backup>;
  /** A file holding one game; fails as `loadGame` does. */
  exportGame(id: string): Promise<StoreResult<ExportFile>>;
  /** Whatever is stored for a game, unchecked (for a damaged game's "Download the raw data"); `not-found` if nothing. */
  exportRaw(id: string): Promise<StoreResult<RawGame>>;
  /**
   * Validates the whole file first (size, format, version, shapes, each event and each log as a whole, duplicate
   * ids, `__proto__` keys) and, if it is sound, merges it in one transaction: what is new is added, what is already
   * here is skipped, a game whose id is here with another log is added as a copy under a new id (its log through
   * `renameLog`), a board or deck profile whose id is
   * here with other content is left out (named in the summary), and settings already here are kept. Nothing on
   * the device is changed or deleted. On any failure nothing is written. Accepts the parsed JSON or the text.
   */
  importData(json: unknown, options?: ImportOptions): Promise<StoreResult<ImportSummary>>;
  /** Club nights (issue 29): each night's card entries and gathered cards, and the games played for a night. */
  readonly clubs: ClubStore;
  /** Closes the connection for good; the next `openStore` with this name opens a new one. */
  close(): void;
}

/**
 * Options for `openStore`: the game engine's checks of each event (`checkEvent`) and of a whole log (`checkLog`),
 * applied to every log read back, exported or imported.
 */
export interface OpenOptions extends LogChecks {
  /**
   * The log of an imported copy under its new id (the game engine's `withGameId`: its start names the copy), e.g.
   * `(log, 'g1~k3j2') => [...]`; absent: the copy keeps its log as it is.
   */
  readonly renameLog?: (events: readonly unknown[], id: string) => readonly unknown[];
  /**
   * What the session stores beside a log (`AppendMeta`: finished, and the game engine's summary), made from a whole
   * log the store writes by itself: an imported game's. Statistics and the game list read summaries, so an import
   * that left them out would make the first visit rebuild every game's (seconds for thousands). Absent: imported
   * games are stored without one, to be rebuilt when read.
   */
  readonly summarize?: (events: readonly unknown[]) => AppendMeta;
  /** The clock for `createdAt`/`updatedAt`, in ms; default `Date.now`. */
  readonly now?: () => number;
}
