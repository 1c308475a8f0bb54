import { deleteDB } from 'idb';
import { ok } from '../rules/result';
import { asResult, orFail, storeError, type StoreError, type StoreResult } from './errors';
import { countFinishedSince, listGames, pageGames } from './gameList';
import { STRICT, abortQuietly, connect, eventsOf, type Connection } from './connection';
import { checkStoredLog, parseBoardRecord, parseDeckRecord, parseGameRecord } from './parse';
import { draftKey } from './format';
import { DB_NAME, RECORD_VERSION, withIndexKeys, type GameRecord, type MugginsDB } from './schema';
import { clubsOnDemand } from './clubsOnDemand';
import type { LoadedGame, OpenOptions, RecordList, Store } from './types';

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

function notFound(id: string) {
  return storeError('not-found', `There is no game '${id}'`);
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
    listGames: () => orFail(() => listGames(conn)),
    pageGames: (limit, after = null) => orFail(() => pageGames(conn, limit, after)),
    countFinishedSince: (since) => orFail(() => countFinishedSince(conn, since)),
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

    exportAll: (validators) => orFail(async () => (await withTransfer()).exportAll(validators)),
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
