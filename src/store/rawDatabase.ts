import { openDB, type IDBPDatabase } from 'idb';
import { DB_NAME } from './schema';

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
