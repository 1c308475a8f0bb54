import { afterEach, describe, expect, test, vi } from 'vitest';
import { freshStore, scored, snapshot } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes every `put` fail as a full disk does (the browser's QuotaExceededError). */
function fillTheDisk() {
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe('strict durability (issue 11 item 1)', () => {
  test('event appends, new games, deletes and imports commit with durability "strict"', async () => {
    const store = await freshStore();
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1)]);
    const { file } = await store.exportAll();
    await store.deleteGame('g1');
    await store.importData(file);
    const writes = spy.mock.results.map((r) => r.value as IDBTransaction).filter((tx) => tx.mode === 'readwrite');
    expect(writes.map((tx) => [[...tx.objectStoreNames].join('+'), tx.durability])).toEqual([
      ['games', 'strict'],
      ['events+games', 'strict'],
      // The delete takes the game's draft with it, in the same transaction (issue 27 item 4).
      ['events+games+settings', 'strict'],
      ['boards+clubs+decks+events+games+settings', 'strict'],
    ]);
  });
});

describe('every write is strict (issue 26 item 9)', () => {
  test('settings, boards, deck profiles and drafts, saved or deleted, commit with durability "strict" too', async () => {
    const store = await freshStore();
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await store.putSetting('theme', 'dark');
    await store.saveBoard({ id: 'b1', name: 'Long board', board: {} });
    await store.saveDeck({ id: 'd1', name: 'Civil Four', deck: {} });
    await store.deleteBoard('b1');
    await store.deleteDeck('d1');
    await store.putDraft('g1', { round: 1, count: 0, cards: ['5H'], starter: null, claim: '' });
    await store.deleteDraft('g1');
    const writes = spy.mock.results.map((r) => r.value as IDBTransaction).filter((tx) => tx.mode === 'readwrite');
    expect(writes.map((tx) => [[...tx.objectStoreNames].join('+'), tx.durability])).toEqual([
      ['settings', 'strict'],
      ['boards', 'strict'],
      ['decks', 'strict'],
      ['boards', 'strict'],
      ['decks', 'strict'],
      ['settings', 'strict'],
      ['settings', 'strict'],
    ]);
  });
});

describe('quota and write errors (issue 11 item 4)', () => {
  test('a full disk: the append is refused as a value that says so, and nothing is written', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(1)]);
    const before = await snapshot(store);
    fillTheDisk();
    const r = await store.appendEvents('g1', 1, [scored(2), scored(3)]);
    expect(!r.ok && r.error.code).toBe('storage-full');
    expect(!r.ok && r.error.message).toMatch(/^Not saved: this device has no room left for Muggins/);
    vi.restoreAllMocks();
    expect(await snapshot(store)).toEqual(before);
    // The same append succeeds once there is room: a retry is safe.
    const retried = await store.appendEvents('g1', 1, [scored(2), scored(3)]);
    expect(retried.ok && retried.value.length).toBe(3);
  });

  test('a write aborted by the browser after it started is refused as a value and writes nothing', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = put.apply(this, args);
      // The transaction dies after the request was queued, as on an I/O error.
      this.transaction.abort();
      return request;
    });
    const r = await store.appendEvents('g1', 0, [scored(2)]);
    expect(!r.ok && r.error.code).toBe('write-failed');
    expect(!r.ok && r.error.message).toMatch(/^Not saved: /);
    vi.restoreAllMocks();
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.events).toEqual([]);
  });

  test('a full disk during an import writes nothing of the file', async () => {
    const source = await freshStore();
    await source.createGame({ id: 'g1', title: 't', setup: {} });
    await source.appendEvents('g1', 0, [scored(1)]);
    const { file } = await source.exportAll();
    const target = await freshStore();
    const before = await snapshot(target);
    fillTheDisk();
    const r = await target.importData(file);
    expect(!r.ok && r.error.code).toBe('storage-full');
    vi.restoreAllMocks();
    expect(await snapshot(target)).toEqual(before);
  });

  test('settings, boards and deck profiles throw a StoreFailure with the sentence, not a bare DOMException', async () => {
    const store = await freshStore();
    fillTheDisk();
    await expect(store.putSetting('x', 1)).rejects.toMatchObject({ name: 'StoreFailure', code: 'storage-full' });
    await expect(store.saveBoard({ id: 'b', name: 'b', board: {} })).rejects.toMatchObject({ code: 'storage-full' });
    await expect(store.saveDeck({ id: 'd', name: 'd', deck: {} })).rejects.toMatchObject({ code: 'storage-full' });
  });
});
