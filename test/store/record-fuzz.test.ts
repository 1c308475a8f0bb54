import fc from 'fast-check';
import { openDB } from 'idb';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkLog, parseEvent, withGameId, type GameEvent } from '../../src/game';
import { deleteStore, openStore, type Store } from '../../src/store';
import { corpusGame } from '../game/corpus';
import { FUTURE_VERSION, HOSTILE_VALUE, Tally, clone, eventFieldCases, type Obj } from './fuzzCases';
import { fakeClock } from './fixtures';

/*
 * Stored-record fuzzing (issue 26 items 1 and 3): the import fuzzer's cases (`fuzzCases.ts`) written straight into
 * IndexedDB as a damaged or tampered store would hold them, under one game of two. For every one, opening that game
 * says what is wrong (never throws, never hangs), the other game opens, and a backup holds the other game and the
 * damaged one's raw records. The store is opened as the app opens it (the engine's `parseEvent` and `checkLog`).
 */

const NAME = 'muggins-record-fuzz';
const good = corpusGame('traditional by taps');
const target = corpusGame('traditional by cards');
const goodId = (good.events[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;
const id = (target.events[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;
const events = target.events as readonly GameEvent[];
const TYPED = eventFieldCases(events, true);
const tally = new Tally();
let store: Store;
let record: Obj;

type Rows = { seq: number; event: unknown }[];
const rowsOf = (log: readonly unknown[]): Rows => log.map((event, seq) => ({ seq, event }));

beforeAll(async () => {
  store = await openStore(NAME, { checkEvent: parseEvent, checkLog, renameLog: withGameId, now: fakeClock() });
  for (const [gameId, g] of [
    [goodId, good],
    [id, target],
  ] as const) {
    await store.createGame({ id: gameId, title: gameId === id ? 'Cy v Di' : 'Ann v Bob', setup: {} });
    expect((await store.appendEvents(gameId, 0, g.events)).ok).toBe(true);
  }
  const db = await openDB(NAME);
  record = (await db.get('games', id)) as Obj;
  db.close();
});

afterAll(async () => {
  await deleteStore(NAME);
  console.log(tally.line('stored-record fuzz', 'damaged records'));
});

/** Writes the target game as `rows` under `stored` (the record), behind the store's back, in one transaction. */
async function storeRaw(rows: Rows, stored: Obj = record): Promise<void> {
  const db = await openDB(NAME);
  const tx = db.transaction(['games', 'events'], 'readwrite');
  await tx.objectStore('events').delete(IDBKeyRange.bound([id, 0], [id, Infinity]));
  await Promise.all([tx.objectStore('games').put(stored), ...rows.map((r) => tx.objectStore('events').put({ gameId: id, ...r })), tx.done]);
  db.close();
}

/** Stores the damage, checks every read path refuses it with a sentence and keeps the other game, then repairs it. */
async function refused(kind: string, rows: Rows, stored: Obj = record): Promise<void> {
  const t = tally.tried(kind);
  await storeRaw(rows, stored);
  try {
    const loaded = await store.loadGame(id);
    expect(loaded.ok, `${kind} was read as a game`).toBe(false);
    if (!loaded.ok) expect(loaded.error.message.length).toBeGreaterThan(15);
    expect((await store.loadGame(goodId)).ok).toBe(true);
    const backup = await store.exportAll();
    expect(backup.file.games.map((g) => g.id)).toEqual([goodId]);
    expect(backup.file.damaged?.map((d) => d.id)).toEqual([id]);
    expect(backup.unreadable.map((u) => u.id)).toEqual([id]);
    t.refused();
  } finally {
    await storeRaw(rowsOf(events));
  }
}

describe('stored-record fuzzing: damaged records are named, never thrown, and the backup keeps the rest (issue 26)', () => {
  test('the two games read back, and both are in a backup', async () => {
    expect((await store.loadGame(id)).ok).toBe(true);
    expect((await store.exportAll()).file.games).toHaveLength(2);
  });

  test('truncated: a stored log missing its end or a middle event, its record unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: events.length - 1 }), fc.boolean(), async (cut, tail) => {
        const rows = rowsOf(events);
        await refused('truncated', tail ? rows.slice(0, cut) : rows.filter((r) => r.seq !== cut));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  test('mistyped fields of stored events', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TYPED.fields), HOSTILE_VALUE, async (field, value) => {
        fc.pre(!field.valid(value));
        const log = clone(events) as unknown as Obj[];
        log[field.i]![field.key] = value;
        // IndexedDB stores what structured clone can: undefined stays a missing field.
        await refused('mistyped', rowsOf(log));
      }),
      { numRuns: 120 },
    );
  }, 60_000);

  test('oversized: a title of 1,001 characters, 53 cards in a hand, 10,000 items on a score', async () => {
    await refused('oversized', rowsOf(events), { ...record, title: 'x'.repeat(1001) });
    await refused('oversized', rowsOf(events.map((e, i) => (i === TYPED.counted ? { ...e, cards: Array.from({ length: 53 }, () => '5H') } : e))));
    await refused(
      'oversized',
      rowsOf(events.map((e, i) => (i === TYPED.scored ? { ...e, items: Array.from({ length: 10_000 }, () => ({ kind: 'pair', cards: [], points: 2 })) } : e))),
    );
  });

  test('duplicated: a stored event repeated in place (the record counting it)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: events.length - 1 }), async (i) => {
        await refused('duplicated', rowsOf([...events.slice(0, i + 1), events[i]!, ...events.slice(i + 1)]), { ...record, length: events.length + 1 });
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  test('future versions: a stored event or the game record', async () => {
    await fc.assert(
      fc.asyncProperty(FUTURE_VERSION, fc.integer({ min: -1, max: events.length - 1 }), async (version, i) => {
        if (i < 0) await refused('future-version', rowsOf(events), { ...record, version });
        else await refused('future-version', rowsOf(events.map((e, j) => (j === i ? { ...e, v: version } : e))));
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  test('the damage the issue found: one stored Scored of 1e300 points (it blocked every backup)', async () => {
    await refused('issue 26', rowsOf(events.map((e, i) => (i === TYPED.scored ? { ...e, points: 1e300 } : e))));
  });
});
