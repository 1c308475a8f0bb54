import { afterEach, describe, expect, test, vi } from 'vitest';
import { freshStore, reopen, scored } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('game summaries and the finished flag (issue 13 item 2, store side)', () => {
  test('a summary is written with the events that change it, in one transaction, and read by listGames alone', async () => {
    let store = await freshStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const r = await store.appendEvents('g1', 0, [scored(2), scored(3)], { summary: { scores: [5, 0] }, finished: false });
    expect(r.ok && r.value).toMatchObject({ length: 2, summary: { scores: [5, 0] }, finished: false });
    expect(spy.mock.calls.filter(([, mode]) => mode === 'readwrite')).toHaveLength(1);
    spy.mockClear();

    store = await reopen(store);
    const spyAfter = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const list = await store.listGames();
    expect(list.games[0]).toMatchObject({ id: 'g1', length: 2, summary: { scores: [5, 0] }, finished: false });
    // Only the games store is read: no event is loaded to list games.
    expect(spyAfter.mock.calls.map(([names]) => [names].flat())).toEqual([['games']]);
  });

  test('an append without a summary drops the old one (it would be out of date), so the app rebuilds it', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(2)], { summary: { s: 2 }, finished: false });
    const r = await store.appendEvents('g1', 1, [scored(3)]);
    expect(r.ok && r.value).not.toHaveProperty('summary');
    expect(r.ok && r.value).not.toHaveProperty('finished');
  });

  test('putSummary writes a rebuilt summary for the log it was made from, and refuses an out-of-date one', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(2), scored(3)]);
    const stale = await store.putSummary('g1', { s: 2 }, 1);
    expect(!stale.ok && stale.error).toEqual({ code: 'seq-mismatch', message: "Game 'g1' has 2 events: a summary of 1 is out of date" });
    const r = await store.putSummary('g1', { s: 5 }, 2);
    expect(r.ok && r.value.summary).toEqual({ s: 5 });
    expect((await store.listGames()).games[0]?.summary).toEqual({ s: 5 });
    expect((await store.putSummary('nope', {}, 0)).ok).toBe(false);
  });

  test('the finished flag follows the log: a game end undone is no longer finished', async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g1', title: 't', setup: {} });
    await store.appendEvents('g1', 0, [scored(121)], { finished: true });
    expect((await store.listGames()).games[0]?.finished).toBe(true);
    await store.appendEvents('g1', 1, [scored(0)], { finished: false });
    expect((await store.listGames()).games[0]?.finished).toBe(false);
  });
});
