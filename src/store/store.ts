import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { ok } from '../rules/result';
import { StoreFailure, storeError, writeFailure, type StoreError, type StoreResult } from './errors';
import { STRICT, abortQuietly, connect, eventsOf, type Connection } from './connection';
import type { ExportFile } from './exportFile';
import { checkStoredLog, parseBoardRecord, parseDeckRecord, parseGameRecord, unreadableRecord, type LogChecks, type UnreadableGame } from './parse';
import { draftKey } from './format';
import { DB_NAME, RECORD_VERSION, withIndexKeys, type BoardRecord, type DeckRecord, type GameRecord, type MugginsDB } from './schema';
import type { Backup, ImportOptions, ImportSummary, RawGame } from './transfer';
import type { ClubStore } from './clubs';
import { clubsOnDemand } from './clubsOnDemand';

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
   * A backup: every readable game (whole log), board, deck profile and setting in one file, and its JSON text,
   * checked to read back as a valid export (a bug throws). Games that cannot be read are listed in `unreadable`
   * (their raw data stays on disk: see `exportRaw`); other records in `skipped`.
   */
  exportAll(): Promise<Backup>;
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
  /** The clock for `createdAt`/`updatedAt`, in ms; default `Date.now`. */
  readonly now?: () => number;
}

const opens = new Map<string, Promise<Store>>();

/**
 * Opens (once per name: later options are ignored while it is open) the database, upgrading step by step from
 * whatever version is on disk. Rejects with a `StoreFailure` when the database cannot be opened (for example a
 * newer app has upgraded it: `upgraded-elsewhere`).
 */
export function openStore(name: string = DB_NAME, options: OpenOptions): Promise<Store> {
  let p = opens.get(name);
  if (!p) {
    const conn = connect(name);
    p = conn.first.then(() => makeStore(name, conn, options));
    p.catch(() => opens.delete(name));
    opens.set(name, p);
  }
  return p;
}

/** Closes and deletes a database (for tests and "erase everything"). */
export async function deleteStore(name: string = DB_NAME): Promise<void> {
  const p = opens.get(name);
  if (p) (await p.catch(() => null))?.close();
  await deleteDB(name);
}

/** Everything in a database as stored, read without upgrading it, for "Download the data as it is stored". */
export interface RawDatabase {
  readonly format: 'muggins-raw-database';
  /** e.g. `'muggins'`. */
  readonly name: string;
  /** The database's version on disk, e.g. `4` (newer than this app's `DB_VERSION`). */
  readonly version: number;
  /** When it was read, ms since the epoch. */
  readonly exportedAt: number;
  /** Every record of every object store, by store name, exactly as stored. */
  readonly stores: Readonly<Record<string, readonly unknown[]>>;
}

/**
 * Reads every record of a database at whatever version it is on disk, changing nothing: for a database written by
 * a newer Muggins, which this app cannot open (`newer-data`). Null when there is no such database (an open that
 * would create one is abandoned, so nothing is made).
 */
export async function readRawDatabase(name: string = DB_NAME, now: () => number = Date.now): Promise<RawDatabase | null> {
  let db: IDBPDatabase | null = null;
  try {
    db = await openDB(name, undefined, {
      // A database that does not exist would be created here: abort, so reading writes nothing.
      upgrade: (_db, _old, _new, tx) => {
        tx.done.catch(() => undefined);
        tx.abort();
      },
    });
  } catch {
    return null;
  }
  try {
    const tx = db.transaction([...db.objectStoreNames]);
    const names = [...db.objectStoreNames];
    const [lists] = await Promise.all([Promise.all(names.map((store) => tx.objectStore(store).getAll())), tx.done]);
    return {
      format: 'muggins-raw-database',
      name,
      version: db.version,
      exportedAt: now(),
      stores: Object.fromEntries(names.map((store, i) => [store, lists[i]!])),
    };
  } finally {
    db.close();
  }
}

function notFound(id: string) {
  return storeError('not-found', `There is no game '${id}'`);
}

/** Runs a write that returns a result, turning a failed write into a value (a bug such as `DataCloneError` still throws). */
async function asResult<T>(run: () => Promise<StoreResult<T>>): Promise<StoreResult<T>> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    if (!failure) throw e;
    return { ok: false, error: failure };
  }
}

/** Runs an operation that returns a plain value, turning IndexedDB's exceptions into a `StoreFailure`. */
async function orFail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    throw failure ? new StoreFailure(failure) : e;
  }
}

function makeStore(name: string, conn: Connection, options: OpenOptions): Store {
  const now = options.now ?? Date.now;

  async function loadGame(id: string): Promise<StoreResult<LoadedGame>> {
    const tx = await conn.transaction(['games', 'events']);
    const [raw, rows] = await Promise.all([tx.objectStore('games').get(id), tx.objectStore('events').getAll(eventsOf(id)), tx.done]);
    if (raw === undefined) return notFound(id);
    const parsed = parseGameRecord(raw);
    if (!parsed.ok) return parsed;
    const checked = checkStoredLog(parsed.value, rows, options);
    if (!checked.ok) return checked;
    const events = rows.map((r) => r.event);
    return ok(checked.value === undefined ? { record: parsed.value, events } : { record: parsed.value, events, checked: checked.value });
  }

  async function listGames(): Promise<GameList> {
    // Sorted here, not by an index: a broken record without updatedAt would be missing from the index.
    const tx = await conn.transaction(['games']);
    const [raws, keys] = await Promise.all([tx.store.getAll(), tx.store.getAllKeys(), tx.done]);
    const games: GameRecord[] = [];
    const unreadable: UnreadableGame[] = [];
    raws.forEach((raw, i) => {
      const r = parseGameRecord(raw);
      if (r.ok) games.push(r.value);
      else unreadable.push(unreadableRecord(raw, String(keys[i]), r.error));
    });
    // Ties in the order `pageGames` reads them: the larger id first.
    return { games: games.sort((x, y) => y.updatedAt - x.updatedAt || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)), unreadable };
  }

  async function pageGames(limit: number, after: GamePosition | null): Promise<GamePage> {
    const tx = await conn.transaction(['games']);
    const byUpdated = tx.store.index('byUpdated');
    const counts = Promise.all([tx.store.count(), byUpdated.count()]);
    const games: GameRecord[] = [];
    const unreadable: UnreadableGame[] = [];
    let cursor = await byUpdated.openCursor(after ? IDBKeyRange.upperBound(after.key) : null, 'prev');
    // Games changed in the same millisecond share a key: those at or after the last one read were on that page.
    while (cursor && after && indexedDB.cmp(cursor.key, after.key) === 0 && indexedDB.cmp(cursor.primaryKey, after.id) >= 0) cursor = await cursor.continue();
    let last: GamePosition | null = null;
    for (; cursor && games.length + unreadable.length < limit; cursor = await cursor.continue()) {
      const r = parseGameRecord(cursor.value);
      if (r.ok) games.push(r.value);
      else unreadable.push(unreadableRecord(cursor.value, String(cursor.primaryKey), r.error));
      last = { key: cursor.key, id: cursor.primaryKey };
    }
    const [total, indexed] = await counts;
    // A record without a valid `updatedAt` is missing from the index, and no such record is readable: name them.
    if (!after && total > indexed) {
      const placed = new Set((await byUpdated.getAllKeys()).map(String));
      for (const key of await tx.store.getAllKeys())
        if (!placed.has(String(key))) {
          const raw = await tx.store.get(key);
          const r = parseGameRecord(raw);
          if (!r.ok) unreadable.push(unreadableRecord(raw, String(key), r.error));
        }
    }
    await tx.done;
    return { games, unreadable, next: cursor ? last : null, total };
  }

  async function countFinishedSince(since: number | null): Promise<number> {
    const tx = await conn.transaction(['games']);
    const [n] = await Promise.all([tx.store.index('byFinished').count(since === null ? undefined : IDBKeyRange.lowerBound(since, true)), tx.done]);
    return n;
  }

  /** Reads one game record, checks it and lets `change` decide what to write, in one read-write transaction. */
  async function updateGame(
    gameId: string,
    change: (record: GameRecord) => StoreResult<{ record: GameRecord; events?: readonly { seq: number; event: unknown }[] }>,
  ): Promise<StoreResult<GameRecord>> {
    const tx = await conn.transaction(['games', 'events'], 'readwrite', STRICT);
    const games = tx.objectStore('games');
    const raw = await games.get(gameId);
    const parsed = raw === undefined ? notFound(gameId) : parseGameRecord(raw);
    const decided = parsed.ok ? change(parsed.value) : parsed;
    if (!decided.ok) {
      await tx.done;
      return decided;
    }
    const writes: Promise<unknown>[] = [];
    try {
      for (const { seq, event } of decided.value.events ?? []) writes.push(tx.objectStore('events').put({ gameId, seq, event }));
      writes.push(games.put(withIndexKeys(decided.value.record)));
    } catch (e) {
      // A value that cannot be stored, or a write refused at once: write nothing rather than half.
      await abortQuietly(tx, writes);
      throw e;
    }
    await Promise.all([...writes, tx.done]);
    return ok(decided.value.record);
  }

  /** Saves (creates or replaces) one record of a simple store. */
  function putOne<K extends 'settings' | 'boards' | 'decks', T extends MugginsDB[K]['value']>(store: K, record: T): Promise<T> {
    return orFail(async () => {
      const tx = await conn.transaction([store], 'readwrite', STRICT);
      await Promise.all([tx.store.put(record), tx.done]);
      return record;
    });
  }

  async function deleteOne(store: 'boards' | 'decks', id: string): Promise<boolean> {
    const tx = await conn.transaction([store], 'readwrite', STRICT);
    const existed = (await tx.store.getKey(id)) !== undefined;
    await Promise.all([tx.store.delete(id), tx.done]);
    return existed;
  }

  async function listNamed<T extends { readonly name: string }>(store: 'boards' | 'decks', parse: (v: unknown) => StoreResult<T>): Promise<RecordList<T>> {
    const tx = await conn.transaction([store]);
    const [raws] = await Promise.all([tx.store.getAll(), tx.done]);
    const items: T[] = [];
    const unreadable: StoreError[] = [];
    for (const raw of raws) {
      const r = parse(raw);
      if (r.ok) items.push(r.value);
      else unreadable.push(r.error);
    }
    return { items: items.sort((a, b) => a.name.localeCompare(b.name)), unreadable };
  }

  // Export and import are loaded on first use: they are not needed to open the app or to play.
  let transfer: Promise<ReturnType<typeof import('./transfer').makeTransfer>> | null = null;
  const withTransfer = () => (transfer ??= import('./transfer').then((m) => m.makeTransfer(conn, now, options, loadGame)));

  return {
    name,
    listGames: () => orFail(listGames),
    pageGames: (limit, after = null) => orFail(() => pageGames(limit, after)),
    countFinishedSince: (since) => orFail(() => countFinishedSince(since)),
    loadGame: (id) => asResult(() => loadGame(id)),

    createGame: (game) =>
      asResult(async () => {
        const t = now();
        const record: GameRecord = { id: game.id, version: RECORD_VERSION, createdAt: t, updatedAt: t, title: game.title, setup: game.setup, length: 0 };
        const tx = await conn.transaction(['games'], 'readwrite', STRICT);
        const taken = (await tx.store.getKey(game.id)) !== undefined;
        await Promise.all([taken ? undefined : tx.store.add(record), tx.done]);
        return taken ? storeError('id-exists', `A game with id '${game.id}' already exists`) : ok(record);
      }),

    appendEvents: (gameId, fromSeq, events, meta = {}) =>
      asResult(() =>
        updateGame(gameId, (old) => {
          if (fromSeq !== old.length) return storeError('seq-mismatch', `Game '${gameId}' has ${old.length} events: cannot append from ${fromSeq}`);
          const { finished: _finished, summary: _summary, ...rest } = old;
          const record: GameRecord = {
            ...rest,
            length: fromSeq + events.length,
            updatedAt: now(),
            ...(meta.finished !== undefined ? { finished: meta.finished } : {}),
            ...(meta.summary !== undefined ? { summary: meta.summary } : {}),
          };
          return ok({ record, events: events.map((event, i) => ({ seq: fromSeq + i, event })) });
        }),
      ),

    putSummary: (gameId, summary, atLength) =>
      asResult(() =>
        updateGame(gameId, (old) =>
          old.length === atLength
            ? ok({ record: { ...old, summary } })
            : storeError('seq-mismatch', `Game '${gameId}' has ${old.length} events: a summary of ${atLength} is out of date`),
        ),
      ),

    deleteGame: (id) =>
      orFail(async () => {
        // The draft goes in the same transaction: a game deleted never leaves its half-entered count behind.
        const tx = await conn.transaction(['games', 'events', 'settings'], 'readwrite', STRICT);
        const existed = (await tx.objectStore('games').getKey(id)) !== undefined;
        await Promise.all([
          tx.objectStore('games').delete(id),
          tx.objectStore('events').delete(eventsOf(id)),
          tx.objectStore('settings').delete(draftKey(id)),
          tx.done,
        ]);
        return existed;
      }),

    getDraft: (gameId) =>
      orFail(async () => {
        const tx = await conn.transaction(['settings']);
        const [row] = await Promise.all([tx.store.get(draftKey(gameId)), tx.done]);
        return row?.value;
      }),

    putDraft: async (gameId, draft) => {
      await putOne('settings', { key: draftKey(gameId), value: draft });
    },

    deleteDraft: (gameId) =>
      orFail(async () => {
        const tx = await conn.transaction(['settings'], 'readwrite', STRICT);
        await Promise.all([tx.store.delete(draftKey(gameId)), tx.done]);
      }),

    getSetting: (key, isValid, fallback) =>
      orFail(async () => {
        const tx = await conn.transaction(['settings']);
        const [row] = await Promise.all([tx.store.get(key), tx.done]);
        return row !== undefined && isValid(row.value) ? row.value : fallback;
      }),

    putSetting: async (key, value) => {
      await putOne('settings', { key, value });
    },

    saveBoard: (board) => putOne('boards', { id: board.id, version: RECORD_VERSION, name: board.name, updatedAt: now(), board: board.board }),
    listBoards: () => orFail(() => listNamed('boards', (v) => parseBoardRecord(v))),
    deleteBoard: (id) => orFail(() => deleteOne('boards', id)),

    saveDeck: (deck) => putOne('decks', { id: deck.id, version: RECORD_VERSION, name: deck.name, updatedAt: now(), deck: deck.deck }),
    listDecks: () => orFail(() => listNamed('decks', (v) => parseDeckRecord(v))),
    deleteDeck: (id) => orFail(() => deleteOne('decks', id)),

    exportAll: () => orFail(async () => (await withTransfer()).exportAll()),
    exportGame: (id) => asResult(async () => (await withTransfer()).exportGame(id)),
    exportRaw: (id) => asResult(async () => (await withTransfer()).exportRaw(id)),
    importData: (json, importOptions = {}) => asResult(async () => (await withTransfer()).importData(json, importOptions)),
    clubs: clubsOnDemand(() => import('./clubs').then((m) => m.makeClubs(conn, now))),

    close() {
      conn.close();
      opens.delete(name);
    },
  };
}
