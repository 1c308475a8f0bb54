import { openDB } from 'idb';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { DB_VERSION, openStore, type MugginsDB, type StoredGame, type StoreErrorCode } from '../../src/store';
import { freshStore, reopen, scored, tamper, testOptions } from './fixtures';

describe('schema', () => {
  test('the typed schema keys events by [gameId, seq]', () => {
    expectTypeOf<MugginsDB['events']['key']>().toEqualTypeOf<[string, number]>();
    expectTypeOf<MugginsDB['games']['value']>().toEqualTypeOf<StoredGame>();
    expectTypeOf<'seq-mismatch'>().toExtend<StoreErrorCode>();
  });

  test('a fresh database has the six object stores and the events index', async () => {
    const store = await freshStore();
    store.close();
    const db = await openDB(store.name);
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(4);
    expect([...db.objectStoreNames].sort()).toEqual(['boards', 'clubs', 'decks', 'events', 'games', 'settings']);
    expect([...db.transaction('events').store.indexNames]).toEqual(['byGame']);
    expect([...db.transaction('games').store.indexNames].sort()).toEqual(['byFinished', 'byNight', 'byUpdated']);
    db.close();
  });

  test('openStore returns the same store while it is open', async () => {
    const store = await freshStore();
    expect(await openStore(store.name, testOptions())).toBe(store);
  });
});

describe('games and events', () => {
  test('a new game has an empty log', async () => {
    const store = await freshStore();
    const created = await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: { target: 121 } });
    expect(created.ok && created.value).toEqual({
      id: 'g1',
      version: 1,
      createdAt: 1_795_734_001_000,
      updatedAt: 1_795_734_001_000,
      title: 'Ann v Bob',
      setup: { target: 121 },
      length: 0,
    });
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
    expect(r.ok && r.value).toMatchObject({ length: 3 });

    const reopened = await reopen(store);
    expect(reopened).not.toBe(store);
    const loaded = await reopened.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(2), scored(3), scored(12)]);
    expect(loaded.ok && loaded.value.record).toMatchObject({ length: 3 });
    expect(loaded.ok && loaded.value.record).not.toHaveProperty('cursor');
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
    await expect(store.appendEvents('g1', 2, [scored(3), { f: () => 1 }])).rejects.toThrow();
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(1), scored(2)]);
    expect(loaded.ok && loaded.value.record.length).toBe(2);
  });
});

describe('one undo: the log keeps it, the store has no cursor (issue 14 item 5)', () => {
  test('a record written with the old undo cursor (always equal to its length) opens unchanged and appends on', async () => {
    let store = await freshStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
    store = await tamper(store, async (db) => {
      await db.put('games', { ...((await db.get('games', 'g1')) as object), cursor: 3 });
    });
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([scored(1), scored(2), scored(3)]);
    expect(loaded.ok && loaded.value.record).not.toHaveProperty('cursor');
    const r = await store.appendEvents('g1', 3, [scored(4)]);
    expect(r.ok && r.value.length).toBe(4);
  });

  test('a cursor behind the end (never written by a released app) is reported, and the record is kept as it is', async () => {
    let store = await freshStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
    store = await tamper(store, async (db) => {
      await db.put('games', { ...((await db.get('games', 'g1')) as object), cursor: 1 });
    });
    const loaded = await store.loadGame('g1');
    expect(!loaded.ok && loaded.error).toEqual({
      code: 'corrupt-record',
      message: "the record of 'Ann v Bob': its undo cursor (1) is behind the end of its log (3); this version keeps undo in the log",
    });
    expect((await store.appendEvents('g1', 3, [scored(4)])).ok).toBe(false);
    const raw = await store.exportRaw('g1');
    expect(raw.ok && raw.value.record).toMatchObject({ cursor: 1, length: 3 });
  });
});

describe('reading back', () => {
  test('a record from a newer app version is refused, not cast', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    const reopened = await tamper(store, async (db) => {
      const raw = (await db.get('games', 'g1')) as Record<string, unknown>;
      await db.put('games', { ...raw, version: 2 });
      await db.put('games', { id: 'g2', version: 1, title: 42 });
    });
    const r = await reopened.loadGame('g1');
    expect(!r.ok && r.error.code).toBe('unsupported-version');
    const bad = await reopened.loadGame('g2');
    expect(!bad.ok && bad.error.code).toBe('corrupt-record');
    const list = await reopened.listGames();
    expect(list.games).toEqual([]);
    expect(list.unreadable.map((u) => u.error.code).sort()).toEqual(['corrupt-record', 'unsupported-version']);
  });

  test('a log with a missing event is reported as corrupt', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
    const reopened = await tamper(store, (db) => db.delete('events', ['g1', 1]));
    const r = await reopened.loadGame('g1');
    expect(!r.ok && r.error).toEqual({ code: 'corrupt-record', message: "the log of 't' should have 3 events but 2 were found (event 2 is missing)" });
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
    expect((await store.listBoards()).items.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(await store.deleteBoard('b1')).toBe(true);
    expect((await store.listBoards()).items.map((b) => b.id)).toEqual(['b2']);
  });

  test('deck profiles are opaque records: save, list by name, delete (issue 11 item 5)', async () => {
    const store = await freshStore();
    const pips = { civilFour: { clubs: 'cannons', hearts: 'hearts' } };
    const saved = await store.saveDeck({ id: 'd2', name: 'Our Civil Four deck', deck: pips });
    expect(saved).toEqual({ id: 'd2', version: 1, name: 'Our Civil Four deck', updatedAt: 1_795_734_001_000, deck: pips });
    await store.saveDeck({ id: 'd1', name: 'Bicycle', deck: 'plain' });
    expect(await store.listDecks()).toEqual({ items: [expect.objectContaining({ id: 'd1' }), saved], unreadable: [] });
    expect(await store.deleteDeck('d1')).toBe(true);
    expect(await store.deleteDeck('d1')).toBe(false);
    expect((await store.listDecks()).items.map((d) => d.id)).toEqual(['d2']);
  });

  test('a board or deck record that cannot be read is listed as unreadable, never dropped', async () => {
    let store = await freshStore();
    await store.saveBoard({ id: 'b1', name: 'Good', board: {} });
    store = await tamper(store, async (db) => {
      await db.put('boards', { id: 'b2', version: 9, name: 'Future', updatedAt: 0, board: {} });
      await db.put('decks', { id: 'd1', version: 1, name: 'No deck', updatedAt: 0 });
    });
    const boards = await store.listBoards();
    expect(boards.items.map((b) => b.id)).toEqual(['b1']);
    expect(boards.unreadable).toEqual([{ code: 'unsupported-version', message: "board (id 'b2') has version 9; this app reads version 1" }]);
    expect((await store.listDecks()).unreadable).toEqual([{ code: 'bad-shape', message: 'deck.deck is missing' }]);
  });
});
