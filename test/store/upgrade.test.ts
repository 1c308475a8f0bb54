import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { DB_VERSION, NEWER_DATA, UPGRADED_ELSEWHERE, openStore, readRawDatabase } from '../../src/store';
import { freshName, freshStore, scored, testOptions } from './fixtures';

/** The version-1 schema exactly as released (store.ts before deck profiles), to build an old database. */
async function versionOneDatabase(name: string): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(d) {
      d.createObjectStore('games', { keyPath: 'id' });
      d.createObjectStore('events', { keyPath: ['gameId', 'seq'] }).createIndex('byGame', 'gameId');
      d.createObjectStore('settings', { keyPath: 'key' });
      d.createObjectStore('boards', { keyPath: 'id' });
    },
  });
  // Records as the released app wrote them: every game carries an undo cursor equal to its length.
  await db.put('games', { id: 'g1', version: 1, createdAt: 1, updatedAt: 2, title: 'Ann v Bob', setup: { target: 121 }, length: 2, cursor: 2 });
  await db.put('events', { gameId: 'g1', seq: 0, event: scored(2) });
  await db.put('events', { gameId: 'g1', seq: 1, event: scored(5) });
  await db.put('games', { id: 'g0', version: 1, createdAt: 1, updatedAt: 1, title: 'Empty', setup: {}, length: 0, cursor: 0 });
  await db.put('settings', { key: 'preferences', value: { theme: 'dark', speech: false, haptics: false, wakeLock: true } });
  await db.put('boards', { id: 'b1', version: 1, name: 'Kitchen', updatedAt: 3, board: { finish: 181 } });
  db.close();
}

/** The version-2 schema exactly as released (deck profiles, no game indexes), with finished, open and damaged games. */
async function versionTwoDatabase(name: string): Promise<void> {
  const db = await openDB(name, 2, {
    upgrade(d) {
      d.createObjectStore('games', { keyPath: 'id' });
      d.createObjectStore('events', { keyPath: ['gameId', 'seq'] }).createIndex('byGame', 'gameId');
      d.createObjectStore('settings', { keyPath: 'key' });
      d.createObjectStore('boards', { keyPath: 'id' });
      d.createObjectStore('decks', { keyPath: 'id' });
    },
  });
  const game = (id: string, updatedAt: number, more: object = {}) => ({
    id,
    version: 1,
    createdAt: 1,
    updatedAt,
    title: `Game ${id}`,
    setup: {},
    length: 0,
    ...more,
  });
  await db.put('games', game('done-early', 10, { finished: true }));
  await db.put('games', game('done-late', 30, { finished: true }));
  await db.put('games', game('open', 40, { finished: false }));
  await db.put('games', game('unknown', 20));
  await db.put('games', game('broken', 50, { finished: true, version: 9 }));
  await db.put('games', { id: 'no-time', version: 1, title: 'Scribbled', finished: true });
  db.close();
}

describe('schema upgrade (issue 11 item 2)', () => {
  test('a version-1 database with data in it opens at version 2: every record kept, deck profiles added', async () => {
    const name = freshName();
    await versionOneDatabase(name);
    const store = await openStore(name, testOptions());
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(2), scored(5)]);
    expect(loaded.ok && loaded.value.record).toMatchObject({ id: 'g1', title: 'Ann v Bob', length: 2 });
    expect((await store.listGames()).games.map((g) => g.id)).toEqual(['g1', 'g0']);
    expect((await store.listBoards()).items.map((b) => b.name)).toEqual(['Kitchen']);
    expect(await store.getSetting('preferences', (v): v is { theme: string } => typeof v === 'object', { theme: '' })).toMatchObject({ theme: 'dark' });
    expect((await store.listDecks()).items).toEqual([]);
    await store.saveDeck({ id: 'd1', name: 'Civil Four', deck: {} });
    expect((await store.appendEvents('g1', 2, [scored(9)])).ok).toBe(true);
    store.close();
    const db = await openDB(name);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['boards', 'clubs', 'decks', 'events', 'games', 'settings']);
    db.close();
  });

  test('a newer version opened in another tab never leaves this one writing to a closed database', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    expect((await store.appendEvents('g1', 0, [scored(1)])).ok).toBe(true);
    // Another tab, running a newer app, upgrades: this tab's connection steps aside at once (the upgrade is not blocked).
    let blocked = false;
    const newer = await openDB(store.name, DB_VERSION + 1, {
      blocked: () => {
        blocked = true;
      },
    });
    expect(blocked).toBe(false);
    // The next write fails clearly, as a value, and writes nothing.
    const r = await store.appendEvents('g1', 1, [scored(2)]);
    expect(r).toEqual({ ok: false, error: { code: 'upgraded-elsewhere', message: UPGRADED_ELSEWHERE } });
    expect(await newer.getAll('events')).toEqual([{ gameId: 'g1', seq: 0, event: scored(1) }]);
    // Methods that return plain values throw the same sentence, not an InvalidStateError.
    await expect(store.putSetting('x', 1)).rejects.toMatchObject({ name: 'StoreFailure', code: 'upgraded-elsewhere', message: UPGRADED_ELSEWHERE });
    newer.close();
  });

  test('a database deleted by another tab is reopened on the next use', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    const other = indexedDB.deleteDatabase(store.name);
    await new Promise((resolve, reject) => {
      other.onsuccess = resolve;
      other.onerror = reject;
    });
    // A fresh, empty database: the game is gone (another tab erased everything), and the store still works.
    const r = await store.appendEvents('g1', 0, [scored(1)]);
    expect(!r.ok && r.error.code).toBe('not-found');
    expect((await store.createGame({ id: 'g2', title: 'Again', setup: {} })).ok).toBe(true);
    expect((await store.listGames()).games.map((g) => g.id)).toEqual(['g2']);
  });

  test('a version-2 database opens at version 3: the game list is paged by time and finished games are counted (issue 13)', async () => {
    const name = freshName();
    await versionTwoDatabase(name);
    const store = await openStore(name, testOptions());
    expect(await store.countFinishedSince(null)).toBe(2);
    expect(await store.countFinishedSince(10)).toBe(1);
    const first = await store.pageGames(3);
    expect(first.games.map((g) => g.id)).toEqual(['open', 'done-late']);
    // The record without a time is left out of the index, and named on the first page.
    expect(first.unreadable.map((u) => u.id)).toEqual(['broken', 'no-time']);
    expect(first.total).toBe(6);
    expect((await store.pageGames(3, first.next)).games.map((g) => g.id)).toEqual(['unknown', 'done-early']);
    store.close();
    // Only the finished games that can be read gained the index key; the damaged ones are exactly as they were.
    const db = await openDB(name);
    expect(db.version).toBe(DB_VERSION);
    const stored = Object.fromEntries((await db.getAll('games')).map((g) => [g.id, g.finishedAt]));
    expect(stored).toEqual({ 'done-early': 10, 'done-late': 30, open: undefined, unknown: undefined, broken: undefined, 'no-time': undefined });
    db.close();
  });

  test('a database a newer app wrote (one version ahead) is refused as newer data, read raw, and never written (issue 26 item 6)', async () => {
    const name = freshName();
    const newer = await openDB(name, DB_VERSION + 1, {
      upgrade(d) {
        for (const store of ['games', 'events', 'settings', 'boards', 'decks', 'futureThings'])
          d.createObjectStore(store, { keyPath: store === 'events' ? ['gameId', 'seq'] : store === 'settings' ? 'key' : 'id' });
      },
    });
    await newer.put('games', { id: 'g1', version: 2, title: 'Ann v Bob', shinyNewField: true });
    await newer.put('events', { gameId: 'g1', seq: 0, event: { v: 2, type: 'GameBegun' } });
    await newer.put('futureThings', { id: 'x', what: 'a store this app does not know' });
    newer.close();
    await expect(openStore(name, testOptions())).rejects.toMatchObject({ code: 'newer-data', message: NEWER_DATA });
    // Asked again (a reload of the same old app): the same answer.
    await expect(openStore(name, testOptions())).rejects.toMatchObject({ code: 'newer-data' });
    const raw = await readRawDatabase(name, () => 7);
    expect(raw).toEqual({
      format: 'muggins-raw-database',
      name,
      version: DB_VERSION + 1,
      exportedAt: 7,
      stores: {
        boards: [],
        decks: [],
        events: [{ gameId: 'g1', seq: 0, event: { v: 2, type: 'GameBegun' } }],
        futureThings: [{ id: 'x', what: 'a store this app does not know' }],
        games: [{ id: 'g1', version: 2, title: 'Ann v Bob', shinyNewField: true }],
        settings: [],
      },
    });
    // Nothing was written: the version and every record are as the newer app left them.
    const after = await openDB(name);
    expect(after.version).toBe(DB_VERSION + 1);
    expect(await after.getAll('games')).toEqual([{ id: 'g1', version: 2, title: 'Ann v Bob', shinyNewField: true }]);
    after.close();
  });

  test('reading a database that does not exist creates nothing', async () => {
    const name = freshName();
    expect(await readRawDatabase(name)).toBeNull();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });

  test('a newer app upgrading the database while this one has it open: the next write asks for a reload', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    const newer = await openDB(store.name, DB_VERSION + 1);
    newer.close();
    const r = await store.appendEvents('g1', 0, [scored(1)]);
    expect(!r.ok && r.error).toEqual({ code: 'upgraded-elsewhere', message: UPGRADED_ELSEWHERE });
  });
});
