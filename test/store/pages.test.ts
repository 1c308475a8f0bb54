import fc from 'fast-check';
import { openDB } from 'idb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { openStore, type GamePosition, type Store } from '../../src/store';
import { freshName, freshStore, scored, tamper, testOptions } from './fixtures';

/** Every page of the game list from the start, `limit` records at a time: ids in the order read. */
async function allPages(store: Store, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let after: GamePosition | null = null;
  let pages = 0;
  do {
    const page = await store.pageGames(limit, after);
    ids.push(...page.games.map((g) => g.id), ...page.unreadable.map((u) => u.id));
    after = page.next;
    pages++;
  } while (after);
  return { ids, pages };
}

/** A store whose clock reads the given times in turn, one per record written. */
async function storeAt(times: readonly number[]): Promise<Store> {
  let i = 0;
  return openStore(freshName(), { ...testOptions(), now: () => times[i++] ?? 0 });
}

afterEach(() => vi.restoreAllMocks());

describe('the game list a page at a time (issue 13: years of games open at once)', () => {
  test('newest first, `limit` at a time, each game once; the last page says there is no next', async () => {
    const store = await freshStore();
    for (const id of ['a', 'b', 'c', 'd', 'e']) await store.createGame({ id, title: id.toUpperCase(), setup: {} });
    await store.appendEvents('b', 0, [scored(2)]);
    const first = await store.pageGames(2);
    expect(first.games.map((g) => g.id)).toEqual(['b', 'e']);
    expect(first.total).toBe(5);
    expect(first.unreadable).toEqual([]);
    const second = await store.pageGames(2, first.next);
    expect(second.games.map((g) => g.id)).toEqual(['d', 'c']);
    const last = await store.pageGames(2, second.next);
    expect(last.games.map((g) => g.id)).toEqual(['a']);
    expect(last.next).toBeNull();
    // A page that ends exactly at the oldest game says so too.
    expect((await store.pageGames(5)).next).toBeNull();
    await expect((await freshStore()).pageGames(30)).resolves.toEqual({ games: [], unreadable: [], next: null, total: 0 });
  });

  test('games changed in the same millisecond are split across pages without a game lost or read twice', async () => {
    // Seven games all made at t=1000; the order among equal times is by id, largest first, as listGames gives it.
    const store = await storeAt(Array(7).fill(1000));
    for (const id of ['g3', 'g1', 'g6', 'g0', 'g5', 'g2', 'g4']) await store.createGame({ id, title: id, setup: {} });
    expect((await allPages(store, 3)).ids).toEqual(['g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'g0']);
    expect((await store.listGames()).games.map((g) => g.id)).toEqual(['g6', 'g5', 'g4', 'g3', 'g2', 'g1', 'g0']);
  });

  test('property: for any times (with ties) and any page size, the pages read together are listGames, in its order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 0, maxLength: 25 }), fc.integer({ min: 1, max: 8 }), async (times, limit) => {
        const store = await storeAt(times);
        for (let i = 0; i < times.length; i++) await store.createGame({ id: `g${i}`, title: `Game ${i}`, setup: {} });
        const { ids, pages } = await allPages(store, limit);
        expect(ids).toEqual((await store.listGames()).games.map((g) => g.id));
        expect(pages).toBe(Math.max(1, Math.ceil(times.length / limit)));
        store.close();
      }),
      { numRuns: 40 },
    );
  });

  test('a page reads the records of that page only: one cursor on the index, never every record or key', async () => {
    const store = await freshStore();
    for (let i = 0; i < 60; i++) await store.createGame({ id: `g${String(i).padStart(2, '0')}`, title: `Game ${i}`, setup: {} });
    const reads = [
      vi.spyOn(IDBObjectStore.prototype, 'getAll'),
      vi.spyOn(IDBObjectStore.prototype, 'getAllKeys'),
      vi.spyOn(IDBIndex.prototype, 'getAll'),
      vi.spyOn(IDBIndex.prototype, 'getAllKeys'),
      vi.spyOn(IDBObjectStore.prototype, 'openCursor'),
    ];
    const cursors = vi.spyOn(IDBIndex.prototype, 'openCursor');
    const page = await store.pageGames(30);
    expect(page.games.map((g) => g.id)).toEqual(Array.from({ length: 30 }, (_, i) => `g${59 - i}`));
    expect(page.total).toBe(60);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(cursors.mock.calls).toEqual([[null, 'prev']]);
    expect(cursors.mock.contexts.map((index) => (index as IDBIndex).name)).toEqual(['byUpdated']);
  });

  test('damage is never skipped: a bad record in the page is named there, one the list cannot place on the first page', async () => {
    let store = await freshStore();
    for (const id of ['a', 'b', 'c', 'd']) await store.createGame({ id, title: `Game ${id}`, setup: {} });
    store = await tamper(store, async (db) => {
      await db.put('games', { ...((await db.get('games', 'c')) as object), version: 7 });
      // No time at all: the index leaves it out, so only the first page's check finds it.
      await db.put('games', { ...((await db.get('games', 'a')) as object), updatedAt: undefined });
    });
    const first = await store.pageGames(2);
    expect(first.games.map((g) => g.id)).toEqual(['d']);
    expect(first.unreadable).toEqual([
      {
        id: 'c',
        title: 'Game c',
        error: { code: 'unsupported-version', message: "the record of 'Game c': has version 7; this app reads version 1 (it may come from a newer Muggins)" },
      },
      { id: 'a', title: 'Game a', error: { code: 'corrupt-record', message: "the record of 'Game a': updatedAt should be a time in ms but is missing" } },
    ]);
    expect(first.total).toBe(4);
    const second = await store.pageGames(2, first.next);
    expect(second.games.map((g) => g.id)).toEqual(['b']);
    expect(second.unreadable).toEqual([]);
    expect(second.next).toBeNull();
  });

  test('a time that is a key but not a time (a string sorts above every number) is named where the index puts it', async () => {
    let store = await freshStore();
    for (const id of ['a', 'b']) await store.createGame({ id, title: `Game ${id}`, setup: {} });
    store = await tamper(store, async (db) => db.put('games', { ...((await db.get('games', 'a')) as object), updatedAt: 'yesterday' }));
    const page = await store.pageGames(30);
    expect(page.unreadable.map((u) => [u.id, u.error.message])).toEqual([
      ['a', 'the record of \'Game a\': updatedAt should be a time in ms but is a string ("yesterday")'],
    ]);
    expect(page.games.map((g) => g.id)).toEqual(['b']);
  });
});

describe('finished games counted from an index (issue 13: the backup reminder reads no record)', () => {
  test('a game counts while its log ends the game and after `since` only; an undo of the end takes it out', async () => {
    const store = await storeAt([100, 100, 200, 300, 400, 500]);
    await store.createGame({ id: 'a', title: 'A', setup: {} }); // t=100
    await store.createGame({ id: 'b', title: 'B', setup: {} }); // t=100
    await store.appendEvents('a', 0, [scored(121)], { finished: true }); // t=200
    await store.appendEvents('b', 0, [scored(121)], { finished: true }); // t=300
    expect(await store.countFinishedSince(null)).toBe(2);
    expect(await store.countFinishedSince(200)).toBe(1);
    expect(await store.countFinishedSince(300)).toBe(0);
    // A summary written later keeps the game counted at its own time.
    expect((await store.putSummary('a', 'text', 1)).ok).toBe(true);
    expect(await store.countFinishedSince(199)).toBe(2);
    await store.appendEvents('b', 1, [scored(0)], { finished: false }); // t=400: undone, not finished
    expect(await store.countFinishedSince(null)).toBe(1);
    // An append that does not say (an older caller) is not counted: unknown is not finished.
    await store.appendEvents('a', 1, [scored(0)]); // t=500
    expect(await store.countFinishedSince(null)).toBe(0);
  });

  test('imported finished games are counted; the index key is never handed out, exported or compared', async () => {
    const from = await freshStore();
    await from.createGame({ id: 'a', title: 'A', setup: {} });
    await from.appendEvents('a', 0, [scored(121)], { finished: true });
    const file = await from.exportAll();
    expect(JSON.stringify(file.file)).not.toContain('finishedAt');
    const loaded = await from.loadGame('a');
    expect(loaded.ok && loaded.value.record).toMatchObject({ id: 'a', finished: true });
    expect(loaded.ok && loaded.value.record).not.toHaveProperty('finishedAt');
    expect((await from.listGames()).games[0]).not.toHaveProperty('finishedAt');
    const to = await freshStore();
    expect((await to.importData(file.text)).ok).toBe(true);
    expect(await to.countFinishedSince(null)).toBe(1);
    // Imported again: the same game is found, not added.
    const again = await to.importData(file.text);
    expect(again.ok && again.value.alreadyHere.games).toBe(1);
    const db = await openDB(to.name);
    expect(await db.getAll('games')).toMatchObject([{ id: 'a', finished: true, finishedAt: expect.any(Number) }]);
    db.close();
  });
});
