import { openDB, type IDBPDatabase, type IDBPObjectStore, type IDBPTransaction, type StoreNames } from 'idb';
import { NEWER_DATA, StoreFailure, writeFailure } from './errors';
import { parseGameRecord } from './parse';
import { DB_VERSION, type MugginsDB } from './schema';

/** Game-changing writes wait until the data is on disk before they report success. */
export const STRICT: IDBTransactionOptions = { durability: 'strict' };

/** The key range of every event of one game. */
export function eventsOf(gameId: string, fromSeq = 0): IDBKeyRange {
  return IDBKeyRange.bound([gameId, fromSeq], [gameId, Infinity]);
}

/** Aborts a transaction (if it still runs) and waits for it and its requests to settle, so no rejection is left unhandled. */
export async function abortQuietly(tx: { abort(): void; readonly done: Promise<void> }, pending: readonly Promise<unknown>[]): Promise<void> {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted.
  }
  await Promise.allSettled([...pending, tx.done]);
}

/** The typed database. */
export type DB = IDBPDatabase<MugginsDB>;

/**
 * The schema's upgrade steps, one per version, run in order from whatever version is on disk. Never edit a
 * released step: add the next one and raise `DB_VERSION`.
 */
export function upgradeSchema(db: DB, oldVersion: number, tx: IDBPTransaction<MugginsDB, StoreNames<MugginsDB>[], 'versionchange'>): void {
  if (oldVersion < 1) {
    db.createObjectStore('games', { keyPath: 'id' });
    db.createObjectStore('events', { keyPath: ['gameId', 'seq'] }).createIndex('byGame', 'gameId');
    db.createObjectStore('settings', { keyPath: 'key' });
    db.createObjectStore('boards', { keyPath: 'id' });
  }
  if (oldVersion < 2) {
    db.createObjectStore('decks', { keyPath: 'id' });
  }
  if (oldVersion < 3) {
    const games = tx.objectStore('games');
    games.createIndex('byUpdated', 'updatedAt');
    games.createIndex('byFinished', 'finishedAt');
    // A failed write aborts the upgrade, and the open reports it; the promise itself has nothing more to say.
    indexFinishedGames(games).catch(() => undefined);
  }
  if (oldVersion < 4) {
    db.createObjectStore('clubs', { keyPath: 'id' });
    // A game played for a club night carries the night's id in its setup (the app's extras): the night's card finds
    // its games by it. Games without one are left out of the index.
    tx.objectStore('games').createIndex('byNight', 'setup.night');
  }
}

/**
 * Schema 3: writes `finishedAt` (see `StoredGame`) on every finished game stored before, in the upgrade's own
 * transaction. A record that cannot be read is left exactly as it is: it is reported when read, as before.
 */
async function indexFinishedGames(games: IDBPObjectStore<MugginsDB, StoreNames<MugginsDB>[], 'games', 'versionchange'>): Promise<void> {
  for (let c = await games.openCursor(); c; c = await c.continue()) {
    const record = parseGameRecord(c.value);
    if (record.ok && record.value.finished === true) await c.update({ ...c.value, finishedAt: record.value.updatedAt });
  }
}

/** One database connection that steps aside for a newer version and reopens on the next use. */
export interface Connection {
  /**
   * The first open: rejects with a `StoreFailure`, `newer-data` when the database on disk was written by a newer
   * version of the app (this one never writes to it), `write-failed` when it cannot be opened at all.
   */
  readonly first: Promise<DB>;
  /**
   * Starts a transaction, reopening the database if a `versionchange` (another tab upgrading or deleting it) or
   * the browser closed it. Throws a `StoreFailure`: `upgraded-elsewhere` when a newer app in another tab upgraded
   * the database since this page opened it, `write-failed` when it cannot be opened at all. A read-write
   * transaction is strict unless told otherwise: a write reports success once it is on disk.
   */
  transaction<const Names extends readonly StoreNames<MugginsDB>[], Mode extends IDBTransactionMode = 'readonly'>(
    names: Names,
    mode?: Mode,
    options?: IDBTransactionOptions,
  ): Promise<IDBPTransaction<MugginsDB, Names, Mode>>;
  /** Closes the connection for good. */
  close(): void;
}

/** Opens `name` at this app's schema version and keeps it usable across other tabs' upgrades. */
export function connect(name: string): Connection {
  let current: Promise<DB> | null = null;
  let closed = false;
  /** True once this page has opened the database: a newer version on disk after that was made by another tab. */
  let opened = false;

  const open = (): Promise<DB> => {
    const p: Promise<DB> = openDB<MugginsDB>(name, DB_VERSION, {
      upgrade: (db, oldVersion, _newVersion, tx) => upgradeSchema(db, oldVersion, tx),
      // Another tab wants a newer schema (or to delete the database): close at once so it is never blocked, and
      // let the next use reopen; a newer schema then fails that reopen with a clear "updated in another tab".
      blocking: (_current, _blocked, event) => {
        (event.target as IDBDatabase).close();
        if (current === p) current = null;
      },
      // The browser closed the connection (storage cleared, disk error): reopen on the next use.
      terminated: () => {
        if (current === p) current = null;
      },
    });
    return p;
  };

  const db = async (): Promise<DB> => {
    if (closed) throw new StoreFailure({ code: 'write-failed', message: 'Not saved: the store was closed' });
    current ??= open();
    const p = current;
    try {
      const handle = await p;
      opened = true;
      return handle;
    } catch (e) {
      if (current === p) current = null;
      const failure = writeFailure(e);
      // A database newer than this app before it ever opened it: data of a newer Muggins, which a reload cannot fix.
      if (failure?.code === 'upgraded-elsewhere' && !opened) throw new StoreFailure({ code: 'newer-data', message: NEWER_DATA });
      throw failure ? new StoreFailure(failure) : e;
    }
  };

  const first = db();
  first.catch(() => undefined);

  return {
    first,
    async transaction(names, mode, given) {
      const options = given ?? (mode === 'readwrite' ? STRICT : undefined);
      const handle = await db();
      try {
        return handle.transaction(names, mode, options);
      } catch (e) {
        // The connection closed between the open and this call (a versionchange): reopen once.
        if (!(e instanceof DOMException && e.name === 'InvalidStateError')) throw e;
        if (current !== null && (await current) === handle) current = null;
        return (await db()).transaction(names, mode, options);
      }
    },
    close() {
      closed = true;
      void current?.then(
        (handle) => handle.close(),
        () => undefined,
      );
      current = null;
    },
  };
}
