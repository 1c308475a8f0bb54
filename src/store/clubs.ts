import { parseClubNight, type ClubError, type ClubNight, type ClubResult } from '../club';
import { ok, type Result } from '../rules/result';
import { STRICT, abortQuietly, type Connection } from './connection';
import { StoreFailure, storeError, writeFailure, type StoreError, type StoreResult } from './errors';
import { describe, isId, isObject, isTime, parseGameRecord, unreadableRecord, versionText, type UnreadableGame } from './parse';
import { RECORD_VERSION, type ClubRecord, type GameRecord } from './schema';

/*
 * Club nights in IndexedDB: one record a night (its own card's entries, the cards gathered, the director's
 * decisions), checked by `src/club` on every read; and the games played for a night, found by the `byNight` index
 * over the night's id in their setup.
 */

/** A club night read back: its record and the night itself, checked. */
export interface StoredNight {
  /** The night's id, e.g. `'n-lq3xa1-9zz'`. */
  readonly id: string;
  /** When it was last saved, ms since the epoch. */
  readonly updatedAt: number;
  readonly club: ClubNight;
}

/** Nights that could be read (newest day first) and the records that could not. */
export interface NightList {
  readonly nights: readonly StoredNight[];
  readonly unreadable: readonly StoreError[];
}

/** The games played for a night: their records, oldest first, and those that could not be read. */
export interface NightGames {
  readonly games: readonly GameRecord[];
  readonly unreadable: readonly UnreadableGame[];
}

/** A change to a night refused by the club's rules (a bad score, a card of another night) or by the store. */
export type NightResult<T> = Result<T, StoreError | ClubError>;

/** The club nights of the store: every method is one transaction. */
export interface ClubStore {
  /** Every night, newest day first; damaged records are in `unreadable`. */
  listNights(): Promise<NightList>;
  /** One night: `not-found`, or `corrupt-record` / `unsupported-version` naming what is wrong. */
  getNight(id: string): Promise<StoreResult<StoredNight>>;
  /** Stores a new night under its night's id; `id-exists` when it is taken. */
  createNight(club: ClubNight): Promise<StoreResult<StoredNight>>;
  /**
   * Reads a night, applies `change` (pure: the club's rules decide) and writes the result, in one read-write
   * transaction with strict durability; a refused change writes nothing and says why.
   */
  updateNight(id: string, change: (club: ClubNight) => ClubResult<ClubNight>): Promise<NightResult<StoredNight>>;
  /**
   * Stores nights moved from another phone (a season), in one transaction: each night not on this phone is added, one
   * already here (by id) is kept as this phone has it. Says which ids were added and which kept.
   */
  takeInNights(clubs: readonly ClubNight[]): Promise<StoreResult<{ readonly added: readonly string[]; readonly kept: readonly string[] }>>;
  /** Deletes a night (its games are kept); true when it existed. */
  deleteNight(id: string): Promise<boolean>;
  /** The games whose setup names the night, oldest first, read through the `byNight` index. */
  nightGames(nightId: string): Promise<NightGames>;
}

/** Parses a club night record read back or found in an export file; the night itself is checked by `src/club`. */
export function parseClubRecord(v: unknown, where = 'club night'): StoreResult<ClubRecord & { readonly club: ClubNight }> {
  if (!isObject(v)) return storeError('corrupt-record', `${where} should be an object but is ${describe(v)}`);
  if (!isId(v.id)) return storeError('corrupt-record', `${where}.id should be a non-empty string but is ${describe(v.id)}`);
  if (v.version !== RECORD_VERSION)
    return storeError('unsupported-version', `${where} (id '${v.id}') has version ${versionText(v.version)}; this app reads version ${RECORD_VERSION}`);
  if (!isTime(v.updatedAt)) return storeError('corrupt-record', `${where}.updatedAt should be a time in ms but is ${describe(v.updatedAt)}`);
  // A night without a version is damaged, not of another version: say so rather than "version undefined".
  if (!isObject(v.club) || typeof v.club.version !== 'number')
    return storeError('corrupt-record', `${where} '${v.id}' is damaged: its night is ${isObject(v.club) ? 'an object without a version' : describe(v.club)}`);
  const club = parseClubNight(v.club);
  if (!club.ok) return storeError('corrupt-record', `${where} '${v.id}': ${club.error.message}`);
  if (club.value.night.id !== v.id) return storeError('corrupt-record', `${where} '${v.id}' holds the night '${club.value.night.id}'`);
  return ok({ id: v.id, version: RECORD_VERSION, updatedAt: v.updatedAt, club: club.value });
}

const stored = (r: { id: string; updatedAt: number; club: ClubNight }): StoredNight => ({ id: r.id, updatedAt: r.updatedAt, club: r.club });

/** Runs a store operation, turning IndexedDB's exceptions into a failed result (a bug still throws). */
async function asResult<T, E>(run: () => Promise<Result<T, E>>): Promise<Result<T, E | StoreError>> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    if (!failure) throw e;
    return { ok: false, error: failure };
  }
}

async function orFail<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const failure = writeFailure(e);
    throw failure ? new StoreFailure(failure) : e;
  }
}

/** The club nights over the store's connection; `now` stamps `updatedAt`. */
export function makeClubs(conn: Connection, now: () => number): ClubStore {
  return {
    listNights: () =>
      orFail(async () => {
        const tx = await conn.transaction(['clubs']);
        const [raws] = await Promise.all([tx.store.getAll(), tx.done]);
        const nights: StoredNight[] = [];
        const unreadable: StoreError[] = [];
        for (const raw of raws) {
          const r = parseClubRecord(raw);
          if (r.ok) nights.push(stored(r.value));
          else unreadable.push(r.error);
        }
        nights.sort((x, y) => (x.club.night.date < y.club.night.date ? 1 : x.club.night.date > y.club.night.date ? -1 : y.updatedAt - x.updatedAt));
        return { nights, unreadable };
      }),

    getNight: (id) =>
      asResult(async () => {
        const tx = await conn.transaction(['clubs']);
        const [raw] = await Promise.all([tx.store.get(id), tx.done]);
        if (raw === undefined) return storeError('not-found', `There is no club night '${id}' on this phone`);
        const r = parseClubRecord(raw);
        return r.ok ? ok(stored(r.value)) : r;
      }),

    createNight: (club) =>
      asResult(async () => {
        const record: ClubRecord = { id: club.night.id, version: RECORD_VERSION, updatedAt: now(), club };
        const tx = await conn.transaction(['clubs'], 'readwrite', STRICT);
        const taken = (await tx.store.getKey(record.id)) !== undefined;
        await Promise.all([taken ? undefined : tx.store.add(record), tx.done]);
        return taken
          ? storeError('id-exists', `A club night with id '${record.id}' is on this phone already`)
          : ok({ id: record.id, updatedAt: record.updatedAt, club });
      }),

    updateNight: (id, change) =>
      asResult(async (): Promise<NightResult<StoredNight>> => {
        const tx = await conn.transaction(['clubs'], 'readwrite', STRICT);
        const raw = await tx.store.get(id);
        const read = raw === undefined ? storeError('not-found', `There is no club night '${id}' on this phone`) : parseClubRecord(raw);
        const changed: NightResult<ClubNight> = read.ok ? change(read.value.club) : read;
        if (!changed.ok) {
          await tx.done;
          return changed;
        }
        const record: ClubRecord = { id, version: RECORD_VERSION, updatedAt: now(), club: changed.value };
        const writes: Promise<unknown>[] = [];
        try {
          writes.push(tx.store.put(record));
        } catch (e) {
          // A value that cannot be stored, or a write refused at once: write nothing.
          await abortQuietly(tx, writes);
          throw e;
        }
        await Promise.all([...writes, tx.done]);
        return ok({ id, updatedAt: record.updatedAt, club: changed.value });
      }),

    takeInNights: (clubs) =>
      asResult(async () => {
        const tx = await conn.transaction(['clubs'], 'readwrite', STRICT);
        const added: string[] = [];
        const kept: string[] = [];
        const at = now();
        for (const club of clubs) {
          const id = club.night.id;
          if ((await tx.store.getKey(id)) !== undefined) kept.push(id);
          else {
            await tx.store.add({ id, version: RECORD_VERSION, updatedAt: at, club } satisfies ClubRecord);
            added.push(id);
          }
        }
        await tx.done;
        return ok({ added, kept });
      }),

    deleteNight: (id) =>
      orFail(async () => {
        const tx = await conn.transaction(['clubs'], 'readwrite', STRICT);
        const existed = (await tx.store.getKey(id)) !== undefined;
        await Promise.all([tx.store.delete(id), tx.done]);
        return existed;
      }),

    nightGames: (nightId) =>
      orFail(async () => {
        const tx = await conn.transaction(['games']);
        const index = tx.store.index('byNight');
        const [raws, keys] = await Promise.all([index.getAll(nightId), index.getAllKeys(nightId), tx.done]);
        const games: GameRecord[] = [];
        const unreadable: UnreadableGame[] = [];
        raws.forEach((raw, i) => {
          const r = parseGameRecord(raw);
          if (r.ok) games.push(r.value);
          else unreadable.push(unreadableRecord(raw, String(keys[i]), r.error));
        });
        return { games: games.sort((x, y) => x.createdAt - y.createdAt || (x.id < y.id ? -1 : 1)), unreadable };
      }),
  };
}
