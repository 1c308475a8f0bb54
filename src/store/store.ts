import { deleteDB, openDB, type IDBPDatabase } from 'idb';
import { ok } from '../rules/result';
import { storeError, type StoreError, type StoreResult } from './errors';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  parseBoardRecord,
  parseExportFile,
  parseGameRecord,
  type ExportFile,
  type ExportedGame,
  type ImportValidators,
} from './parse';
import { DB_NAME, DB_VERSION, RECORD_VERSION, type BoardRecord, type GameRecord, type MugginsDB } from './schema';

/** What the app supplies to start a game; the store adds version, times, length and cursor. */
export interface NewGame {
  /** Id made at the edge, e.g. `'g-lq3x9a-4k2'`. */
  readonly id: string;
  /** e.g. `'Ann v Bob'`. */
  readonly title: string;
  /** The game's setup, defined by the game engine. */
  readonly setup: unknown;
}

/** A game read back: its record and its whole log (events past `record.cursor` are undone, kept for redo). */
export interface LoadedGame {
  readonly record: GameRecord;
  readonly events: readonly unknown[];
}

/** The games list: readable records (newest first) and the records that could not be read. */
export interface GameList {
  readonly games: readonly GameRecord[];
  readonly unreadable: readonly StoreError[];
}

/** Options for `importData`. */
export interface ImportOptions extends Omit<ImportValidators, 'validateEvent'> {
  /** Replace games and boards whose ids already exist, instead of refusing the whole import. Default false. */
  readonly replace?: boolean;
}

/** What an import wrote. */
export interface ImportSummary {
  /** e.g. `3`. */
  readonly games: number;
  /** e.g. `42`. */
  readonly events: number;
  /** e.g. `1`. */
  readonly boards: number;
}

/** The store: the one owner of IndexedDB. Every method is one transaction. */
export interface Store {
  /** The database name, e.g. `'muggins'`. */
  readonly name: string;
  /** All games, newest first. */
  listGames(): Promise<GameList>;
  /** One game with its whole log; `not-found` or `corrupt-record` when it cannot be read. */
  loadGame(id: string): Promise<StoreResult<LoadedGame>>;
  /** Stores a new game with an empty log; `id-exists` when the id is taken. */
  createGame(game: NewGame): Promise<StoreResult<GameRecord>>;
  /**
   * Appends events at `fromSeq`, which must equal the game's cursor (the caller's view of the log): anything else
   * is refused with `seq-mismatch`, so no event is lost or stored twice. When the cursor is behind the end (after
   * undo), the undone events are discarded in the same transaction. The cursor moves to the new end.
   */
  appendEvents(gameId: string, fromSeq: number, events: readonly unknown[]): Promise<StoreResult<GameRecord>>;
  /** Moves the undo cursor (undo: down, redo: up) within `[0, length]`; `bad-cursor` otherwise. */
  setCursor(gameId: string, cursor: number): Promise<StoreResult<GameRecord>>;
  /** Deletes a game and its log; true when it existed. */
  deleteGame(id: string): Promise<boolean>;
  /** Reads a setting, returning `fallback` when it is absent or fails `isValid`. */
  getSetting<T>(key: string, isValid: (v: unknown) => v is T, fallback: T): Promise<T>;
  /** Writes a setting (any structured-cloneable value). */
  putSetting(key: string, value: unknown): Promise<void>;
  /** Saves (creates or replaces) a board; the store stamps `version` and `updatedAt`. */
  saveBoard(board: { readonly id: string; readonly name: string; readonly board: unknown }): Promise<BoardRecord>;
  /** All saved boards that can be read, by name. */
  listBoards(): Promise<readonly BoardRecord[]>;
  /** Deletes a saved board; true when it existed. */
  deleteBoard(id: string): Promise<boolean>;
  /** A JSON-ready backup of every readable game and board; `skipped` lists records that could not be read. */
  exportAll(): Promise<{ readonly file: ExportFile; readonly skipped: readonly StoreError[] }>;
  /** A JSON-ready file holding one game. */
  exportGame(id: string): Promise<StoreResult<ExportFile>>;
  /**
   * Validates the whole file first (format, version, shapes, each event through `validateEvent`, duplicate ids)
   * and, if it is sound and no id is taken (unless `replace`), writes everything in one transaction. On any
   * failure nothing is written. Accepts the parsed JSON or the text.
   */
  importData(json: unknown, validateEvent: (e: unknown) => boolean, options?: ImportOptions): Promise<StoreResult<ImportSummary>>;
  /** Closes the connection; the next `openStore` with this name opens a new one. */
  close(): void;
}

/** Options for `openStore`. */
export interface OpenOptions {
  /** The clock for `createdAt`/`updatedAt`, in ms; default `Date.now`. */
  readonly now?: () => number;
}

const opens = new Map<string, Promise<Store>>();

/** Opens (once per name) the database, upgrading step by step from whatever version is on disk. */
export function openStore(name: string = DB_NAME, options: OpenOptions = {}): Promise<Store> {
  let p = opens.get(name);
  if (!p) {
    p = openDB<MugginsDB>(name, DB_VERSION, {
      upgrade(db, oldVersion) {
        // One step per version; never edit a released step, add the next one.
        if (oldVersion < 1) {
          db.createObjectStore('games', { keyPath: 'id' });
          db.createObjectStore('events', { keyPath: ['gameId', 'seq'] }).createIndex('byGame', 'gameId');
          db.createObjectStore('settings', { keyPath: 'key' });
          db.createObjectStore('boards', { keyPath: 'id' });
        }
      },
      // Another tab wants a newer schema: step aside so its upgrade can run.
      blocking() {
        void p?.then((s) => s.close());
      },
      terminated() {
        opens.delete(name);
      },
    }).then((db) => makeStore(name, db, options.now ?? Date.now));
    p.catch(() => opens.delete(name));
    opens.set(name, p);
  }
  return p;
}

/** Closes and deletes a database (for tests and "erase everything"). */
export async function deleteStore(name: string = DB_NAME): Promise<void> {
  const p = opens.get(name);
  if (p) (await p).close();
  await deleteDB(name);
}

/** The key range of every event of one game. */
function eventsOf(gameId: string, fromSeq = 0): IDBKeyRange {
  return IDBKeyRange.bound([gameId, fromSeq], [gameId, Infinity]);
}

function notFound(id: string) {
  return storeError('not-found', `There is no game '${id}'`);
}

function makeStore(name: string, db: IDBPDatabase<MugginsDB>, now: () => number): Store {
  async function loadGame(id: string): Promise<StoreResult<LoadedGame>> {
    const tx = db.transaction(['games', 'events'], 'readonly');
    const [raw, rows] = await Promise.all([tx.objectStore('games').get(id), tx.objectStore('events').getAll(eventsOf(id)), tx.done]);
    if (raw === undefined) return notFound(id);
    const parsed = parseGameRecord(raw);
    if (!parsed.ok) return parsed;
    const record = parsed.value;
    if (rows.length !== record.length || rows.some((r, i) => r.seq !== i))
      return storeError('corrupt-record', `Game '${id}' should have ${record.length} events but ${rows.length} were found`);
    return ok({ record, events: rows.map((r) => r.event) });
  }

  async function gameList(): Promise<GameList> {
    // Sorted here, not by an index: a broken record without updatedAt would be missing from the index.
    const raws = await db.getAll('games');
    const games: GameRecord[] = [];
    const unreadable: StoreError[] = [];
    for (const raw of raws) {
      const r = parseGameRecord(raw);
      if (r.ok) games.push(r.value);
      else unreadable.push(r.error);
    }
    return { games: games.sort((x, y) => y.updatedAt - x.updatedAt), unreadable };
  }

  function toExported(record: GameRecord, events: readonly unknown[]): ExportedGame {
    const { length: _length, ...rest } = record;
    return { ...rest, events };
  }

  function exportFile(games: ExportedGame[], boards: BoardRecord[]): ExportFile {
    return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now(), games, boards };
  }

  return {
    name,
    listGames: gameList,
    loadGame,

    async createGame(game) {
      const t = now();
      const record: GameRecord = {
        id: game.id,
        version: RECORD_VERSION,
        createdAt: t,
        updatedAt: t,
        title: game.title,
        setup: game.setup,
        length: 0,
        cursor: 0,
      };
      const tx = db.transaction('games', 'readwrite');
      const taken = (await tx.store.getKey(game.id)) !== undefined;
      await Promise.all([taken ? undefined : tx.store.add(record), tx.done]);
      return taken ? storeError('id-exists', `A game with id '${game.id}' already exists`) : ok(record);
    },

    async appendEvents(gameId, fromSeq, events) {
      const tx = db.transaction(['games', 'events'], 'readwrite');
      const games = tx.objectStore('games');
      const raw = await games.get(gameId);
      let result: StoreResult<GameRecord>;
      const parsed = raw === undefined ? notFound(gameId) : parseGameRecord(raw);
      if (!parsed.ok) result = parsed;
      else if (fromSeq !== parsed.value.cursor)
        result = storeError(
          'seq-mismatch',
          `Game '${gameId}' stands at event ${parsed.value.cursor} (of ${parsed.value.length}): cannot append from ${fromSeq}`,
        );
      else {
        const old = parsed.value;
        const eventStore = tx.objectStore('events');
        const end = fromSeq + events.length;
        const record: GameRecord = { ...old, length: end, cursor: end, updatedAt: now() };
        const writes: Promise<unknown>[] = [];
        try {
          // Undone events (the redo tail) are discarded by a new action.
          if (old.cursor < old.length) writes.push(eventStore.delete(eventsOf(gameId, old.cursor)));
          events.forEach((event, i) => writes.push(eventStore.put({ gameId, seq: fromSeq + i, event })));
          writes.push(games.put(record));
        } catch (e) {
          // An event that cannot be cloned is a bug: write nothing rather than half.
          tx.abort();
          await Promise.allSettled([...writes, tx.done]);
          throw e;
        }
        await Promise.all([...writes, tx.done]);
        return ok(record);
      }
      await tx.done;
      return result;
    },

    async setCursor(gameId, cursor) {
      const tx = db.transaction('games', 'readwrite');
      const raw = await tx.store.get(gameId);
      let result: StoreResult<GameRecord>;
      const parsed = raw === undefined ? notFound(gameId) : parseGameRecord(raw);
      if (!parsed.ok) result = parsed;
      else if (!Number.isSafeInteger(cursor) || cursor < 0 || cursor > parsed.value.length)
        result = storeError('bad-cursor', `Game '${gameId}' has ${parsed.value.length} events: the cursor cannot be ${cursor}`);
      else {
        const record: GameRecord = { ...parsed.value, cursor, updatedAt: now() };
        await Promise.all([tx.store.put(record), tx.done]);
        return ok(record);
      }
      await tx.done;
      return result;
    },

    async deleteGame(id) {
      const tx = db.transaction(['games', 'events'], 'readwrite');
      const existed = (await tx.objectStore('games').getKey(id)) !== undefined;
      await Promise.all([tx.objectStore('games').delete(id), tx.objectStore('events').delete(eventsOf(id)), tx.done]);
      return existed;
    },

    async getSetting(key, isValid, fallback) {
      const row = await db.get('settings', key);
      return row !== undefined && isValid(row.value) ? row.value : fallback;
    },

    async putSetting(key, value) {
      await db.put('settings', { key, value });
    },

    async saveBoard(board) {
      const record: BoardRecord = { id: board.id, version: RECORD_VERSION, name: board.name, updatedAt: now(), board: board.board };
      await db.put('boards', record);
      return record;
    },

    async listBoards() {
      const out: BoardRecord[] = [];
      for (const raw of await db.getAll('boards')) {
        const r = parseBoardRecord(raw);
        if (r.ok) out.push(r.value);
      }
      return out.sort((a, b) => a.name.localeCompare(b.name));
    },

    async deleteBoard(id) {
      const tx = db.transaction('boards', 'readwrite');
      const existed = (await tx.store.getKey(id)) !== undefined;
      await Promise.all([tx.store.delete(id), tx.done]);
      return existed;
    },

    async exportAll() {
      const tx = db.transaction(['games', 'events', 'boards'], 'readonly');
      const [rawGames, rows, rawBoards] = await Promise.all([
        tx.objectStore('games').getAll(),
        tx.objectStore('events').getAll(),
        tx.objectStore('boards').getAll(),
        tx.done,
      ]);
      const byGame = new Map<string, unknown[]>();
      for (const r of rows) {
        let list = byGame.get(r.gameId);
        if (!list) byGame.set(r.gameId, (list = []));
        list[r.seq] = r.event;
      }
      const skipped: StoreError[] = [];
      const games: ExportedGame[] = [];
      for (const raw of rawGames) {
        const r = parseGameRecord(raw);
        const events = r.ok ? (byGame.get(r.value.id) ?? []) : [];
        if (!r.ok) skipped.push(r.error);
        else if (events.length !== r.value.length || events.includes(undefined))
          skipped.push({ code: 'corrupt-record', message: `Game '${r.value.id}' has a broken event log` });
        else games.push(toExported(r.value, events));
      }
      const boards: BoardRecord[] = [];
      for (const raw of rawBoards) {
        const r = parseBoardRecord(raw);
        if (r.ok) boards.push(r.value);
        else skipped.push(r.error);
      }
      return { file: exportFile(games, boards), skipped };
    },

    async exportGame(id) {
      const loaded = await loadGame(id);
      if (!loaded.ok) return loaded;
      return ok(exportFile([toExported(loaded.value.record, loaded.value.events)], []));
    },

    async importData(json, validateEvent, options = {}) {
      const parsed = parseExportFile(json, { ...options, validateEvent });
      if (!parsed.ok) return parsed;
      const file = parsed.value;
      const tx = db.transaction(['games', 'events', 'boards'], 'readwrite');
      const games = tx.objectStore('games');
      const eventStore = tx.objectStore('events');
      const boards = tx.objectStore('boards');
      if (!options.replace) {
        const [gameKeys, boardKeys] = await Promise.all([
          Promise.all(file.games.map((g) => games.getKey(g.id))),
          Promise.all(file.boards.map((b) => boards.getKey(b.id))),
        ]);
        const gi = gameKeys.findIndex((k) => k !== undefined);
        const bi = boardKeys.findIndex((k) => k !== undefined);
        if (gi >= 0 || bi >= 0) {
          tx.abort();
          await tx.done.catch(() => undefined);
          return gi >= 0
            ? storeError('id-exists', `games[${gi}] ('${file.games[gi]?.title}') is already on this device (id '${file.games[gi]?.id}')`)
            : storeError('id-exists', `boards[${bi}] ('${file.boards[bi]?.name}') is already on this device (id '${file.boards[bi]?.id}')`);
        }
      }
      let events = 0;
      const writes: Promise<unknown>[] = [];
      for (const g of file.games) {
        const { events: log, ...rest } = g;
        writes.push(eventStore.delete(eventsOf(g.id)));
        writes.push(games.put({ ...rest, length: log.length }));
        log.forEach((event, seq) => writes.push(eventStore.put({ gameId: g.id, seq, event })));
        events += log.length;
      }
      for (const b of file.boards) writes.push(boards.put(b));
      await Promise.all([...writes, tx.done]);
      return ok({ games: file.games.length, events, boards: file.boards.length });
    },

    close() {
      db.close();
      opens.delete(name);
    },
  };
}
