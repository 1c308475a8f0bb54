import { describe, expect, test } from 'vitest';
import { openStore, type Store } from '../../src/store';
import { freshLogStore, freshName, freshStore, scored, snapshot, tamper, testOptions } from './fixtures';

/** Two sound games, then `change` applied to the raw database behind the store's back. */
async function damaged(change: Parameters<typeof tamper>[1]): Promise<Store> {
  const store = await freshStore();
  await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
  await store.appendEvents('g1', 0, [scored(1), scored(2), scored(3)]);
  await store.createGame({ id: 'g2', title: 'Cal v Dee', setup: {} });
  await store.appendEvents('g2', 0, [scored(4)]);
  return tamper(store, change);
}

/** Each tampering, and the message every read path gives for game g1 (issue 11 item 3). */
const cases: [string, Parameters<typeof tamper>[1], string, string][] = [
  [
    'a malformed event',
    (db) => db.put('events', { gameId: 'g1', seq: 2, event: { v: 1, type: 'nonsense' } }),
    'bad-event',
    "event 3 of 'Ann v Bob': unknown event type nonsense",
  ],
  [
    'an event of an unknown version',
    (db) => db.put('events', { gameId: 'g1', seq: 0, event: { ...scored(1), v: 9 } }),
    'bad-event',
    "event 1 of 'Ann v Bob': event version 9 is not supported (expected 1)",
  ],
  [
    'an event with a missing field',
    (db) => db.put('events', { gameId: 'g1', seq: 1, event: { v: 1, type: 'scored' } }),
    'bad-event',
    "event 2 of 'Ann v Bob': event scored has a missing or malformed field",
  ],
  [
    'a game record of an unknown version',
    async (db) => db.put('games', { ...((await db.get('games', 'g1')) as object), version: 5 }),
    'unsupported-version',
    "the record of 'Ann v Bob': has version 5; this app reads version 1 (it may come from a newer Muggins)",
  ],
  [
    'a game record with a missing field',
    async (db) => {
      const { setup: _setup, ...rest } = (await db.get('games', 'g1')) as Record<string, unknown>;
      return db.put('games', rest);
    },
    'corrupt-record',
    "the record of 'Ann v Bob': setup is missing",
  ],
  [
    'a game record without a readable title',
    async (db) => db.put('games', { ...((await db.get('games', 'g1')) as object), title: 42 }),
    'corrupt-record',
    "the record of game 'g1': title should be a string but is a number (42)",
  ],
];

describe('damage is reported, never dropped (issue 11 item 3)', () => {
  test.each(cases)('%s: load, export and backup name the game and the record; the other game works; nothing changes', async (_name, change, code, message) => {
    const store = await damaged(change);
    const before = await snapshot(store);
    const loaded = await store.loadGame('g1');
    expect(!loaded.ok && loaded.error).toEqual({ code, message });
    const one = await store.exportGame('g1');
    expect(!one.ok && one.error).toEqual({ code, message });
    const { file, unreadable } = await store.exportAll();
    expect(unreadable).toEqual([
      { id: 'g1', title: code === 'corrupt-record' && message.includes("game 'g1'") ? null : 'Ann v Bob', error: { code, message } },
    ]);
    expect(file.games.map((g) => g.id)).toEqual(['g2']);
    // The other game keeps working.
    expect((await store.appendEvents('g2', 1, [scored(5)])).ok).toBe(true);
    const other = await store.loadGame('g2');
    expect(other.ok && other.value.events).toEqual([scored(4), scored(5)]);
    // The damaged game is kept on disk exactly as it was, and its raw data is offered.
    const after = (await snapshot(store)) as { games: unknown[]; events: { gameId: string }[] };
    const g1Only = (s: { games: unknown[]; events: { gameId: string }[] }) => ({
      games: s.games.filter((g) => (g as { id: string }).id === 'g1'),
      events: s.events.filter((e) => e.gameId === 'g1'),
    });
    expect(g1Only(after)).toEqual(g1Only(before as typeof after));
    const raw = await store.exportRaw('g1');
    expect(raw.ok && raw.value).toEqual({
      format: 'muggins-raw',
      exportedAt: expect.any(Number),
      id: 'g1',
      record: g1Only(after).games[0],
      events: g1Only(after).events,
    });
  });

  test('listGames reports a damaged record with its id and title and lists the rest', async () => {
    const store = await damaged(async (db) => db.put('games', { ...((await db.get('games', 'g1')) as object), version: 5 }));
    const list = await store.listGames();
    expect(list.games.map((g) => g.id)).toEqual(['g2']);
    expect(list.unreadable).toEqual([
      {
        id: 'g1',
        title: 'Ann v Bob',
        error: {
          code: 'unsupported-version',
          message: "the record of 'Ann v Bob': has version 5; this app reads version 1 (it may come from a newer Muggins)",
        },
      },
    ]);
  });

  test('events stored without their game record are reported by the backup and offered raw', async () => {
    const store = await damaged((db) => db.delete('games', 'g1'));
    const { unreadable } = await store.exportAll();
    expect(unreadable).toEqual([
      { id: 'g1', title: null, error: { code: 'corrupt-record', message: "3 events of game 'g1' are stored without their game record" } },
    ]);
    const raw = await store.exportRaw('g1');
    expect(raw.ok && raw.value.record).toBeNull();
    expect(raw.ok && raw.value.events).toHaveLength(3);
    expect((await store.exportRaw('nothing')).ok).toBe(false);
  });

  test("a sound log comes back with what the whole-log check built (the engine's timeline: the table does not replay the log again); without a check, nothing", async () => {
    const checkLog = (events: readonly unknown[]) => ({ ok: true as const, value: `checked ${events.length} events` });
    const store = await openStore(freshName(), { ...testOptions(), checkLog });
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    await store.appendEvents('g1', 0, [scored(4), scored(2)]);
    const loaded = await store.loadGame('g1');
    expect(loaded.ok && loaded.value.checked).toBe('checked 2 events');
    const plain = await freshStore();
    await plain.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    await plain.appendEvents('g1', 0, [scored(4)]);
    const read = await plain.loadGame('g1');
    expect(read.ok && Object.keys(read.value)).toEqual(['record', 'events']);
  });

  test('a log whose events are each sound but which does not fit as a whole (the injected checkLog) is reported as bad-log by load, export and backup, and kept', async () => {
    const store = await freshLogStore();
    await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    // The store appends what the session decided; the whole-log check is for what is read back or imported.
    await store.appendEvents('g1', 0, [scored(100), scored(20), scored(2)]);
    await store.createGame({ id: 'g2', title: 'Cal v Dee', setup: {} });
    await store.appendEvents('g2', 0, [scored(4)]);
    const before = await snapshot(store);
    const error = { code: 'bad-log', message: "event 3 of 'Ann v Bob': this scored passes 121 (122)" };
    const loaded = await store.loadGame('g1');
    expect(!loaded.ok && loaded.error).toEqual(error);
    const one = await store.exportGame('g1');
    expect(!one.ok && one.error).toEqual(error);
    const { file, unreadable } = await store.exportAll();
    expect(unreadable).toEqual([{ id: 'g1', title: 'Ann v Bob', error }]);
    expect(file.games.map((g) => g.id)).toEqual(['g2']);
    expect(await snapshot(store)).toEqual(before);
  });
});
