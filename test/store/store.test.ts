import { openDB } from 'idb';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { DB_VERSION, openStore, type GameRecord, type MugginsDB, type StoreErrorCode } from '../../src/store';
import { freshStore, scored } from './fixtures';

describe('schema', () => {
  test('the typed schema keys events by [gameId, seq]', () => {
    expectTypeOf<MugginsDB['events']['key']>().toEqualTypeOf<[string, number]>();
    expectTypeOf<MugginsDB['games']['value']>().toEqualTypeOf<GameRecord>();
    expectTypeOf<'seq-mismatch'>().toExtend<StoreErrorCode>();
  });

  test('a fresh database has the four object stores and the events index', async () => {
    const store = await freshStore();
    store.close();
    const db = await openDB(store.name);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames].sort()).toEqual(['boards', 'events', 'games', 'settings']);
    expect([...db.transaction('events').store.indexNames]).toEqual(['byGame']);
    db.close();
  });

  test('openStore returns the same store while it is open', async () => {
    const store = await freshStore();
    expect(await openStore(store.name)).toBe(store);
  });
});

describe('games and events', () => {
  test('a new game has an empty log', async () => {
    const store = await freshStore();
    const created = await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: { target: 121 } });
    expect(created.ok && created.value).toMatchObject({ id: 'g1', version: 1, length: 0, cursor: 0 });
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([]);
  });

  test('a taken id is refused', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 'first', setup: {} });
    const again = await store.createGame({ id: 'g1', title: 'second', setup: {} });
    expect(!again.ok && again.error.code).toBe('id-exists');
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.record.title).toBe('first');
  });

  test('appended events survive closing and reopening the database', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    expect((await store.appendEvents('g1', 0, [scored(2), scored(3)])).ok).toBe(true);
    const r = await store.appendEvents('g1', 2, [scored(12)]);
    expect(r.ok && r.value).toMatchObject({ length: 3, cursor: 3 });
    store.close();

    const reopened = await openStore(store.name);
    expect(reopened).not.toBe(store);
    const loaded = await reopened.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(2), scored(3), scored(12)]);
    expect(loaded.ok && loaded.value.record).toMatchObject({ length: 3, cursor: 3 });
  });

  test('a gap is refused and nothing is written', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(2)]);
    const gap = await store.appendEvents('g1', 3, [scored(5)]);
    expect(!gap.ok && gap.error).toMatchObject({ code: 'seq-mismatch' });
    expect(!gap.ok && gap.error.message).toContain('cannot append from 3');
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(2)]);
  });

  test('a duplicate (a second append from the same place) is refused', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(2)]);
    const dup = await store.appendEvents('g1', 0, [scored(2)]);
    expect(!dup.ok && dup.error.code).toBe('seq-mismatch');
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(2)]);
  });

  test('two concurrent appends from the same place: exactly one wins', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    const [a, b] = await Promise.all([store.appendEvents('g1', 0, [scored(1)]), store.appendEvents('g1', 0, [scored(9)])]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toHaveLength(1);
  });

  test('appending to a missing game is refused', async () => {
    const store = await freshStore();
    const r = await store.appendEvents('nope', 0, [scored(1)]);
    expect(!r.ok && r.error.code).toBe('not-found');
  });

  test('an event that cannot be stored throws and writes nothing', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2)]);
    await store.setCursor('g1', 1);
    await expect(store.appendEvents('g1', 1, [scored(3), { f: () => 1 }])).rejects.toThrow();
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(1), scored(2)]);
    expect(loaded.ok && loaded.value.record.cursor).toBe(1);
  });
});

describe('undo cursor', () => {
  async function gameWithThree() {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
    return store;
  }

  test('undo and redo move the cursor and keep the log', async () => {
    const store = await gameWithThree();
    const undo = await store.setCursor('g1', 1);
    expect(undo.ok && undo.value).toMatchObject({ cursor: 1, length: 3 });
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toHaveLength(3);
    const redo = await store.setCursor('g1', 3);
    expect(redo.ok && redo.value.cursor).toBe(3);
  });

  test.each([-1, 4, 1.5, Number.NaN])('cursor %s is refused', async (cursor) => {
    const store = await gameWithThree();
    const r = await store.setCursor('g1', cursor);
    expect(!r.ok && r.error.code).toBe('bad-cursor');
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.record.cursor).toBe(3);
  });

  test('a new event after undo discards the undone events', async () => {
    const store = await gameWithThree();
    await store.setCursor('g1', 1);
    expect((await store.appendEvents('g1', 3, [scored(9)])).ok).toBe(false);
    const r = await store.appendEvents('g1', 1, [scored(9)]);
    expect(r.ok && r.value).toMatchObject({ cursor: 2, length: 2 });
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(1), scored(9)]);
  });
});

describe('reading back', () => {
  test('a record from a newer app version is refused, not cast', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    store.close();
    const db = await openDB(store.name);
    const raw = (await db.get('games', 'g1')) as Record<string, unknown>;
    await db.put('games', { ...raw, version: 2 });
    await db.put('games', { id: 'g2', version: 1, title: 42 });
    db.close();

    const reopened = await openStore(store.name);
    const r = await reopened.loadGame('g1');
    expect(!r.ok && r.error.code).toBe('unsupported-version');
    const bad = await reopened.loadGame('g2');
    expect(!bad.ok && bad.error.code).toBe('corrupt-record');
    const list = await reopened.listGames();
    expect(list.games).toEqual([]);
    expect(list.unreadable.map((e) => e.code).sort()).toEqual(['corrupt-record', 'unsupported-version']);
  });

  test('a log with a missing event is reported as corrupt', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
    store.close();
    const db = await openDB(store.name);
    await db.delete('events', ['g1', 1]);
    db.close();
    const r = await (await openStore(store.name)).loadGame('g1');
    expect(!r.ok && r.error.code).toBe('corrupt-record');
  });

  test('listGames puts the most recently changed game first', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'a', title: 'A', setup: {} });
    await store.createGame({ id: 'b', title: 'B', setup: {} });
    await store.appendEvents('a', 0, [scored(2)]);
    const list = await store.listGames();
    expect(list.games.map((g) => g.id)).toEqual(['a', 'b']);
  });

  test('deleteGame removes the game and its whole log, and only that game', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'a', title: 'A', setup: {} });
    await store.createGame({ id: 'b', title: 'B', setup: {} });
    await store.appendEvents('a', 0, [scored(1), scored(2)]);
    await store.appendEvents('b', 0, [scored(3)]);
    expect(await store.deleteGame('a')).toBe(true);
    expect(await store.deleteGame('a')).toBe(false);
    expect((await store.loadGame('a')).ok).toBe(false);
    store.close();
    const db = await openDB(store.name);
    expect(await db.getAllKeys('events')).toEqual([['b', 0]]);
    db.close();
  });
});

describe('settings and boards', () => {
  const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

  test('a setting reads back, and an absent or invalid one gives the fallback', async () => {
    const store = await freshStore();
    expect(await store.getSetting('speech', isBool, false)).toBe(false);
    await store.putSetting('speech', true);
    expect(await store.getSetting('speech', isBool, false)).toBe(true);
    await store.putSetting('haptics', 'yes');
    expect(await store.getSetting('haptics', isBool, false)).toBe(false);
  });

  test('boards save, list by name and delete', async () => {
    const store = await freshStore();
    await store.saveBoard({ id: 'b2', name: 'Zed', board: { holes: 121 } });
    const saved = await store.saveBoard({ id: 'b1', name: 'Alpha', board: { holes: 61 } });
    expect(saved).toMatchObject({ version: 1, name: 'Alpha' });
    expect((await store.listBoards()).map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(await store.deleteBoard('b1')).toBe(true);
    expect((await store.listBoards()).map((b) => b.id)).toEqual(['b2']);
  });
});
