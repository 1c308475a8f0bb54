import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import { GRASS_ROOTS, addTyped, emptyNight, gatherCard, newCard, typedLine, type ClubNight } from '../../src/club';
import { DB_VERSION, openStore, type Store } from '../../src/store';
import { freshName, freshStore, scored, snapshot, tamper, testOptions } from './fixtures';

/*
 * Club nights in IndexedDB (issue 29): one record a night, checked by src/club on every read; a change is decided by
 * the club's rules and written in the same transaction, or refused and nothing written; a night's games found by
 * the `byNight` index over their setup; nights in backups.
 */

const INFO = { id: 'n-thu', name: 'Thursday club', date: '2026-11-26', format: GRASS_ROOTS };

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Ann's night with one typed game (Bob 121-100) and Cy's card gathered. */
function annsNight(): ClubNight {
  const typed = must(addTyped(emptyNight(INFO, 'Ann'), 't-1', 1_000, { opponent: 'Bob', own: 121, theirs: 100 }));
  const cy = { ...newCard(INFO, 'Cy'), lines: [must(typedLine(GRASS_ROOTS, 1, 'Bob', 121, 85))] };
  return must(gatherCard(typed, cy)).club;
}

async function withNight(): Promise<Store> {
  const store = await freshStore();
  expect((await store.clubs.createNight(annsNight())).ok).toBe(true);
  return store;
}

describe('club nights in the store (issue 29)', () => {
  test('a night is created, read back as it was, listed, and its id is its own', async () => {
    const store = await withNight();
    const read = must(await store.clubs.getNight('n-thu'));
    expect(read.club).toEqual(annsNight());
    expect(read.updatedAt).toBe(1_795_734_001_000);
    expect((await store.clubs.createNight(annsNight())).ok).toBe(false);
    expect(await store.clubs.createNight(annsNight())).toEqual({
      ok: false,
      error: { code: 'id-exists', message: "A club night with id 'n-thu' is on this phone already" },
    });
    await store.clubs.createNight(emptyNight({ ...INFO, id: 'n-fri', name: 'Friday club', date: '2026-11-27' }, null));
    const list = await store.clubs.listNights();
    expect(list.nights.map((n) => [n.id, n.club.night.name, n.club.player])).toEqual([
      ['n-fri', 'Friday club', null],
      ['n-thu', 'Thursday club', 'Ann'],
    ]);
    expect(await store.clubs.getNight('n-sat')).toEqual({ ok: false, error: { code: 'not-found', message: "There is no club night 'n-sat' on this phone" } });
  });

  test('a change is decided by the club rules in the transaction; a refused one writes nothing and says why', async () => {
    const store = await withNight();
    const added = must(await store.clubs.updateNight('n-thu', (c) => addTyped(c, 't-2', 2_000, { opponent: 'Di', own: 121, theirs: 60 })));
    expect(added.club.typed.map((t) => [t.opponent, t.own, t.theirs])).toEqual([
      ['Bob', 121, 100],
      ['Di', 121, 60],
    ]);
    const before = await snapshot(store);
    const reopened = await openStore(store.name, testOptions());
    expect(await reopened.clubs.updateNight('n-thu', (c) => addTyped(c, 't-3', 3_000, { opponent: 'Ed', own: 120, theirs: 60 }))).toEqual({
      ok: false,
      error: { code: 'bad-line', message: 'The winner ends on the game hole, 121: 120 to 60 has no winner there.' },
    });
    expect(await snapshot(reopened)).toEqual(before);
    expect(await reopened.clubs.updateNight('n-sat', (c) => ({ ok: true, value: c }))).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await reopened.clubs.deleteNight('n-thu')).toBe(true);
    expect(await reopened.clubs.deleteNight('n-thu')).toBe(false);
  });

  test("a night's games are found by the night's id in their setup, oldest first; other games and damaged records are kept apart", async () => {
    const store = await freshStore();
    await store.createGame({ id: 'g-2', title: 'Ann v Cy', setup: { colors: [], night: 'n-thu' } });
    await store.createGame({ id: 'g-1', title: 'Ann v Bob', setup: { colors: [], night: 'n-thu' } });
    await store.createGame({ id: 'g-x', title: 'Ann v Di', setup: { colors: [], night: 'n-fri' } });
    await store.createGame({ id: 'g-0', title: 'Ann v Ed', setup: { colors: [] } });
    expect((await store.clubs.nightGames('n-thu')).games.map((g) => [g.id, g.createdAt])).toEqual([
      ['g-2', 1_795_734_001_000],
      ['g-1', 1_795_734_002_000],
    ]);
    const damaged = await tamper(store, (db) => db.put('games', { id: 'g-bad', version: 7, title: 'Odd', setup: { night: 'n-thu' } }));
    const games = await damaged.clubs.nightGames('n-thu');
    expect(games.games.map((g) => g.id)).toEqual(['g-2', 'g-1']);
    expect(games.unreadable.map((u) => [u.id, u.error.code])).toEqual([['g-bad', 'unsupported-version']]);
  });

  test('a damaged night is named, never cast: listed as unreadable, refused when opened, and left as it is', async () => {
    const store = await withNight();
    const damaged = await tamper(store, (db) =>
      db.put('clubs', {
        id: 'n-bad',
        version: 1,
        updatedAt: 5,
        club: { ...annsNight(), night: { ...INFO, id: 'n-bad' }, typed: [{ id: 't', at: 1, opponent: 'Bob', own: 'x', theirs: 1, corrected: false }] },
      }),
    );
    const list = await damaged.clubs.listNights();
    expect(list.nights.map((n) => n.id)).toEqual(['n-thu']);
    expect(list.unreadable).toEqual([{ code: 'corrupt-record', message: "club night 'n-bad': This club night's typed games is damaged." }]);
    expect(await damaged.clubs.getNight('n-bad')).toEqual({
      ok: false,
      error: { code: 'corrupt-record', message: "club night 'n-bad': This club night's typed games is damaged." },
    });
    expect(await damaged.clubs.updateNight('n-bad', (c) => ({ ok: true, value: c }))).toMatchObject({ ok: false, error: { code: 'corrupt-record' } });
  });
});

describe('club nights in backups (issue 29)', () => {
  test('a backup holds every night; an import adds a night not here, skips the same one, keeps this phone’s other version', async () => {
    const source = await withNight();
    await source.createGame({ id: 'g-1', title: 'Ann v Bob', setup: { colors: [], night: 'n-thu' } });
    await source.appendEvents('g-1', 0, [scored(2)]);
    const { file, text, damagedRecords } = await source.exportAll();
    expect(damagedRecords).toEqual([]);
    expect(file.clubs?.map((c) => c.id)).toEqual(['n-thu']);
    const target = await freshStore();
    expect(await target.importData(text)).toEqual({
      ok: true,
      value: {
        added: { games: 1, events: 1, boards: 0, decks: 0, settings: 0, clubs: 1 },
        alreadyHere: { games: 0, boards: 0, decks: 0, settings: 0 },
        copies: [],
        leftOut: [],
        renamed: [],
        damagedInFile: [],
      },
    });
    expect(must(await target.clubs.getNight('n-thu')).club).toEqual(annsNight());
    expect((await target.clubs.nightGames('n-thu')).games.map((g) => g.id)).toEqual(['g-1']);
    const again = await target.importData(text);
    expect(again.ok && again.value.alreadyHere).toEqual({ games: 1, boards: 0, decks: 0, settings: 0, clubs: 1 });
    // This phone's night moved on (a line typed): the backup's older night is left out, and said so.
    await target.clubs.updateNight('n-thu', (c) => addTyped(c, 't-2', 2_000, { opponent: 'Di', own: 121, theirs: 99 }));
    const third = await target.importData(text);
    expect(third.ok && third.value.leftOut).toEqual(["the club night 'Thursday club' (id 'n-thu'): this device has another version, which was kept"]);
    expect(must(await target.clubs.getNight('n-thu')).club.typed.length).toBe(2);
  });

  test('a backup without club nights is as before (no clubs field); a file with a damaged night is refused whole', async () => {
    const store = await freshStore();
    const { file } = await store.exportAll();
    expect(file).not.toHaveProperty('clubs');
    const bad = { format: 'muggins-export', version: 2, games: [], clubs: [{ id: 'n-1', version: 1, updatedAt: 1, club: { version: 1 } }] };
    const before = await snapshot(store);
    expect(await store.importData(JSON.stringify(bad))).toEqual({
      ok: false,
      error: { code: 'corrupt-record', message: "clubs[0] 'n-1': The card's night is missing or malformed." },
    });
    expect(await snapshot(store)).toEqual(before);
  });
});

describe('schema 4 (issue 29)', () => {
  test('a version-3 database opens at version 4: the clubs store added, its games indexed by night, every record kept', async () => {
    const name = freshName();
    const db = await openDB(name, 3, {
      upgrade(d) {
        const games = d.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('byUpdated', 'updatedAt');
        games.createIndex('byFinished', 'finishedAt');
        d.createObjectStore('events', { keyPath: ['gameId', 'seq'] }).createIndex('byGame', 'gameId');
        d.createObjectStore('settings', { keyPath: 'key' });
        d.createObjectStore('boards', { keyPath: 'id' });
        d.createObjectStore('decks', { keyPath: 'id' });
      },
    });
    await db.put('games', {
      id: 'g-1',
      version: 1,
      createdAt: 1,
      updatedAt: 2,
      title: 'Ann v Bob',
      setup: { colors: ['red', 'blue'], night: 'n-thu' },
      length: 0,
    });
    await db.put('games', { id: 'g-2', version: 1, createdAt: 3, updatedAt: 4, title: 'Cy v Di', setup: { colors: [] }, length: 0 });
    db.close();
    const store = await openStore(name, testOptions());
    expect((await store.clubs.nightGames('n-thu')).games.map((g) => g.id)).toEqual(['g-1']);
    expect((await store.listGames()).games.map((g) => g.id)).toEqual(['g-2', 'g-1']);
    expect((await store.clubs.listNights()).nights).toEqual([]);
    store.close();
    const after = await openDB(name);
    expect(after.version).toBe(DB_VERSION);
    expect([...after.transaction('games').store.indexNames].sort()).toEqual(['byFinished', 'byNight', 'byUpdated']);
    after.close();
  });
});

describe('club writes are durable', () => {
  test('creating and changing a night commit with durability "strict", like a score', async () => {
    const { vi } = await import('vitest');
    const store = await freshStore();
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await store.clubs.createNight(annsNight());
    await store.clubs.updateNight('n-thu', (c) => addTyped(c, 't-2', 2_000, { opponent: 'Di', own: 121, theirs: 99 }));
    const writes = spy.mock.results.map((r) => r.value as IDBTransaction).filter((tx) => tx.mode === 'readwrite');
    expect(writes.map((tx) => [[...tx.objectStoreNames].join('+'), tx.durability])).toEqual([
      ['clubs', 'strict'],
      ['clubs', 'strict'],
    ]);
    spy.mockRestore();
  });
});
