// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { foldOk } from '../../game/helpers';
import { openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  applyCommand,
  createSetup,
  EMPTY_TIMELINE,
  parseSummary,
  summarize,
  SUMMARY_VERSION,
  type Game,
  type GameEvent,
  type TimelineCommand,
} from '../../../src/game';
import { damagedLogs, listSavedGames, savedGamesPage } from '../../../src/ui/data/games';
import { closeGame, events, gameId, gameState, getStore, send, startGame } from '../../../src/ui/session/session';
import { computeStats } from '../../../src/ui/stats/stats';

/**
 * Issue 13 item 2: the session writes each game's summary with the events that change it, and the home screen and
 * statistics read records and summaries only, rebuilding a missing or old summary from its log once.
 */

const made = createSetup({ ruleset: 'traditional', players: ['Cy', 'Di'] });
if (!made.ok) throw new Error(made.error.message);
const setup = made.value;

/** The log of a game where Cy pegs 5 and Di 3, made by the engine; `commands` of its 5 commands. */
function engineLog(id: string, commandCount = 5): GameEvent[] {
  let t = EMPTY_TIMELINE;
  const log: GameEvent[] = [];
  const commands: TimelineCommand[] = [
    { type: 'start', gameId: id, setup },
    { type: 'cutForDeal', dealer: 0 },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 0, points: 5, reason: 'play' },
    { type: 'score', side: 1, points: 3, reason: 'play' },
  ];
  for (const c of commands.slice(0, commandCount)) {
    const r = applyCommand(t, { ...c, at: 1 });
    if (!r.ok) throw new Error(r.error.message);
    t = r.value.timeline;
    log.push(...r.value.added);
  }
  return log;
}

/** A game stored as an older app or an import leaves it: its log without a summary. */
async function storeWithoutSummary(id: string, title = 'Cy v Di'): Promise<GameEvent[]> {
  const store = await getStore();
  expect((await store.createGame({ id, title, setup: { colors: [] } })).ok).toBe(true);
  const log = engineLog(id);
  expect((await store.appendEvents(id, 0, log)).ok).toBe(true);
  return log;
}

/** Changes raw records behind the store's back, on a second connection. */
async function tamper(change: (db: Awaited<ReturnType<typeof openDB>>) => Promise<unknown>): Promise<void> {
  const db = await openDB('muggins');
  await change(db);
  db.close();
}

/** The object stores each IndexedDB transaction opened while `run` ran, e.g. `[['games']]`. */
async function transactionsOf(run: () => Promise<unknown>): Promise<string[][]> {
  const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
  await run();
  const names = spy.mock.calls.map(([n]) => [...(typeof n === 'string' ? [n] : n)]);
  spy.mockRestore();
  return names;
}

beforeEach(async () => {
  const store = await getStore();
  const list = await store.listGames();
  for (const id of [...list.games.map((g) => g.id), ...list.unreadable.map((u) => u.id)]) await store.deleteGame(id);
});

afterEach(() => {
  vi.restoreAllMocks();
  closeGame();
});

describe('summaries written by the session (issue 13 item 2)', () => {
  test('starting a game stores its summary, and every command stores the new one in the same transaction as its events', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    const id = gameId.value!;
    const store = await getStore();
    const started = (await store.listGames()).games.find((g) => g.id === id);
    expect(parseSummary(started?.summary)).toEqual({
      version: SUMMARY_VERSION,
      gameId: id,
      ruleset: 'traditional',
      sides: [
        { name: 'Ann', score: 0 },
        { name: 'Bob', score: 0 },
      ],
      seats: [
        { name: 'Ann', side: 0, hands: { count: 0, total: 0, best: null }, cribs: { count: 0, total: 0, best: null } },
        { name: 'Bob', side: 1, hands: { count: 0, total: 0, best: null }, cribs: { count: 0, total: 0, best: null } },
      ],
      rounds: 0,
      outcome: null,
    });
    expect(started?.finished).toBe(false);

    await send({ type: 'cutForDeal', dealer: 0 });
    await send({ type: 'turnStarter', card: null });
    const calls = await transactionsOf(() => send({ type: 'score', side: 1, points: 2, reason: 'play' }));
    // One transaction wrote the events and the record with its summary.
    expect(calls).toEqual([['games', 'events']]);
    const record = (await store.listGames()).games.find((g) => g.id === id)!;
    expect(record.length).toBe(events.value.length);
    // Stored as JSON text (one string a game reads faster than a dozen objects).
    expect(typeof record.summary).toBe('string');
    expect(parseSummary(record.summary)).toMatchObject({ sides: [{ score: 0 }, { score: 2 }], rounds: 1 });
    expect(parseSummary(record.summary)).toEqual(gameState.value.started ? summarize(gameState.value) : null);

    // An undo stores the summary of the state it leaves.
    await send({ type: 'undo' });
    expect(parseSummary((await store.listGames()).games.find((g) => g.id === id)?.summary)).toMatchObject({ sides: [{ score: 0 }, { score: 0 }] });
  });

  test('the game list reads the game records only: not one event, and no write', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    await send({ type: 'cutForDeal', dealer: 0 });
    await send({ type: 'turnStarter', card: null });
    await send({ type: 'score', side: 0, points: 4, reason: 'play' });
    closeGame();
    let saved: Awaited<ReturnType<typeof listSavedGames>> | null = null;
    expect(await transactionsOf(async () => (saved = await listSavedGames()))).toEqual([['games']]);
    expect(saved!.games.map((g) => [g.record.title, g.summary?.sides.map((s) => s.score)])).toEqual([['Ann v Bob', [4, 0]]]);
  });
});

describe('summaries rebuilt from the log (issue 13 item 2)', () => {
  test('a game without a summary is rebuilt from its log once, stored, and read without its log afterwards', async () => {
    const log = await storeWithoutSummary('g-old');
    const first = await listSavedGames();
    const expected = summarize(foldOk(log) as Game);
    expect(first.games).toEqual([{ record: expect.objectContaining({ id: 'g-old' }), summary: expected }]);
    expect(expected.sides).toEqual([
      { name: 'Cy', score: 5 },
      { name: 'Di', score: 3 },
    ]);
    expect(parseSummary((await (await getStore()).listGames()).games[0]?.summary)).toEqual(expected);
    expect(await transactionsOf(listSavedGames)).toEqual([['games']]);
  });

  test('a summary stored as an object, as earlier versions of the app stored it, is read as it is: no log read', async () => {
    const log = await storeWithoutSummary('g-obj');
    const expected = summarize(foldOk(log) as Game);
    await tamper(async (db) => db.put('games', { ...(await db.get('games', 'g-obj')), summary: expected }));
    let saved: Awaited<ReturnType<typeof listSavedGames>> | null = null;
    expect(await transactionsOf(async () => (saved = await listSavedGames()))).toEqual([['games']]);
    expect(saved!.games.map((g) => g.summary)).toEqual([expected]);
  });

  test('a summary of an older version, or one that is not the game’s own (a copied record), is rebuilt from its own log', async () => {
    await storeWithoutSummary('g-a', 'Cy v Di');
    await listSavedGames();
    await tamper(async (db) => {
      const record = (await db.get('games', 'g-a')) as { summary: string };
      await db.put('games', { ...record, summary: JSON.stringify({ ...JSON.parse(record.summary), version: 0, sides: [] }) });
      // A copy of the record under another id, over a log where only Cy's 5 is kept.
      const shorter = engineLog('g-b', 4);
      await db.put('games', { ...record, id: 'g-b', title: 'Copy', length: shorter.length });
      for (const [seq, event] of shorter.entries()) await db.put('events', { gameId: 'g-b', seq, event });
    });
    const saved = await listSavedGames();
    const scores = Object.fromEntries(saved.games.map((g) => [g.record.id, g.summary?.sides.map((s) => s.score)]));
    expect(scores).toEqual({ 'g-a': [5, 3], 'g-b': [5, 0] });
    expect(saved.games.find((g) => g.record.id === 'g-b')?.summary?.gameId).toBe('g-b');
    expect(saved.unreadable).toEqual([]);
  });

  // The data-safety audit: a copy kept the original's id in its GameStarted, so its summary (named from the state)
  // never matched its record and every listing re-read and re-folded its whole log; it also shared the original's
  // card-entry draft, which is keyed by the state's game id.
  test('an imported copy (its id here with another log) names itself in its log: its summary is its own, and the list reads no log after the first', async () => {
    await storeWithoutSummary('g-a');
    const store = await getStore();
    // The same game as another device has it: only Cy's 5, imported beside this one as a copy.
    const shorter = engineLog('g-a', 4);
    const file = {
      format: 'muggins-export',
      version: 2,
      exportedAt: 1,
      games: [{ id: 'g-a', version: 1, createdAt: 1, updatedAt: 2, title: 'Cy v Di', setup: { colors: [] }, events: shorter }],
    };
    const r = await store.importData(file);
    const copyId = r.ok ? r.value.copies[0]?.id : undefined;
    expect(copyId).toMatch(/^g-a~[0-9a-z]+$/);
    // Nothing lost: the copy's log is the file's, its start naming the copy; the original is untouched.
    const copy = await store.loadGame(copyId!);
    expect(copy.ok && copy.value.events).toEqual([{ ...shorter[0], gameId: copyId }, ...shorter.slice(1)]);
    const original = await store.loadGame('g-a');
    expect(original.ok && (original.value.events[0] as GameEvent & { gameId: string }).gameId).toBe('g-a');
    const first = await listSavedGames(); // builds and stores the copy's summary
    expect(first.games.map((g) => [g.record.id, g.summary?.gameId, g.summary?.sides.map((x) => x.score)])).toEqual([
      ['g-a', 'g-a', [5, 3]],
      [copyId, copyId, [5, 0]], // older: the file's updatedAt
    ]);
    expect(await transactionsOf(listSavedGames)).toEqual([['games']]);
    expect(await transactionsOf(listSavedGames)).toEqual([['games']]);
  });

  test('an import stores each game with its summary (issue 36 item 5): the first list after it, as statistics read it, reads no log', async () => {
    await storeWithoutSummary('g-a');
    const store = await getStore();
    await store.putSummary('g-a', undefined, 5);
    await listSavedGames(); // the game here gets its summary, so only the import's games are in question
    const file = {
      format: 'muggins-export',
      version: 2,
      exportedAt: 1,
      games: [
        { id: 'g-b', version: 1, createdAt: 1, updatedAt: 3, title: 'Cy v Di', setup: { colors: [] }, events: engineLog('g-b') },
        // Under an id that is here with another log: its copy's summary names the copy.
        { id: 'g-a', version: 1, createdAt: 1, updatedAt: 2, title: 'Cy v Di', setup: { colors: [] }, events: engineLog('g-a', 4) },
      ],
    };
    const r = await store.importData(file);
    const copyId = r.ok ? r.value.copies[0]?.id : undefined;
    let saved: Awaited<ReturnType<typeof listSavedGames>> | null = null;
    expect(await transactionsOf(async () => (saved = await listSavedGames()))).toEqual([['games']]);
    expect(saved!.games.map((g) => [g.record.id, g.record.finished, g.summary?.gameId, g.summary?.sides.map((x) => x.score)])).toEqual([
      ['g-a', undefined, 'g-a', [5, 3]], // stored here without meta
      ['g-b', false, 'g-b', [5, 3]],
      [copyId, false, copyId, [5, 0]],
    ]);
  });

  test('a game created but never started is listed as not started, without reading a log', async () => {
    await (await getStore()).createGame({ id: 'g-empty', title: 'Ed v Flo', setup: { colors: [] } });
    let saved: Awaited<ReturnType<typeof listSavedGames>> | null = null;
    expect(await transactionsOf(async () => (saved = await listSavedGames()))).toEqual([['games']]);
    expect(saved!.games.map((g) => [g.record.title, g.summary])).toEqual([['Ed v Flo', null]]);
  });

  test('damage is reported, never skipped: a bad log to rebuild from and a bad record are listed with the store’s message; the rest is counted', async () => {
    await storeWithoutSummary('g-good', 'Cy v Di');
    await storeWithoutSummary('g-bad-event', 'Gus v Hal');
    await storeWithoutSummary('g-bad-record', 'Ivy v Jo');
    await tamper(async (db) => {
      await db.put('events', { gameId: 'g-bad-event', seq: 2, event: { v: 1, type: 'Nonsense', n: 2, at: 1 } });
      await db.put('games', { ...((await db.get('games', 'g-bad-record')) as object), version: 7 });
    });
    const before = await tamper(async (db) => db.getAll('events'));
    const saved = await listSavedGames();
    expect(saved.games.map((g) => g.record.id)).toEqual(['g-good']);
    expect(saved.unreadable.map((u) => [u.id, u.error.message]).sort()).toEqual([
      ['g-bad-event', "event 3 of 'Gus v Hal': unknown event type Nonsense"],
      ['g-bad-record', "the record of 'Ivy v Jo': has version 7; this app reads version 1 (it may come from a newer Muggins)"],
    ]);
    // Asked again, the damaged games are reported again (nothing was written for them).
    expect((await listSavedGames()).unreadable).toHaveLength(2);
    expect(await tamper(async (db) => db.getAll('events'))).toEqual(before);
    // The rest is counted: the good game's summary, rebuilt from its log, is what Statistics reads. Cy and Di have no
    // finished game in it, so Statistics lists neither (issue 37.10); their figures are the summary's.
    expect(saved.games.map((g) => g.summary?.seats.map((seat) => seat.name))).toEqual([['Cy', 'Di']]);
    expect(computeStats(saved.games.flatMap((g) => (g.summary ? [g.summary] : []))).players).toEqual([]);
  });
});

describe('the home screen’s page of saved games (issue 13: years of games open at once)', () => {
  test('a page rebuilds only its own games’ missing summaries, and a page of sound ones is one read of records', async () => {
    // Ids in the order made, so games made in the same millisecond are listed in that order too.
    await storeWithoutSummary('g-1', 'Old one');
    await storeWithoutSummary('g-2', 'Old two');
    await storeWithoutSummary('g-3', 'New');
    const first = await savedGamesPage(1);
    expect(first.games.map((g) => [g.record.title, g.summary?.sides.map((s) => s.score)])).toEqual([['New', [5, 3]]]);
    expect(first.total).toBe(3);
    // Only the newest game's log was read and its summary stored; the older two still have none.
    const db = await openDB('muggins');
    const stored = Object.fromEntries((await db.getAll('games')).map((g) => [g.id, typeof g.summary]));
    db.close();
    expect(stored).toEqual({ 'g-3': 'string', 'g-1': 'undefined', 'g-2': 'undefined' });
    expect(await transactionsOf(() => savedGamesPage(1))).toEqual([['games']]);
    const rest = await savedGamesPage(5, first.next);
    expect(rest.games.map((g) => g.record.title)).toEqual(['Old two', 'Old one']);
    expect(rest.next).toBeNull();
  });
});

describe('the logs checked behind the summaries (issue 36 item 6), only while the screen wants them', () => {
  test('a screen left stops the check at the next game; opened again, it checks only the logs not yet found sound', async () => {
    for (const id of ['g-w1', 'g-w2', 'g-w3']) await storeWithoutSummary(id);
    const { games } = await listSavedGames();
    expect(games).toHaveLength(3);
    /** How many game logs `run` read (each an `events` transaction). */
    const logsRead = async (run: () => Promise<unknown>) => (await transactionsOf(run)).filter((names) => names.includes('events')).length;
    // Wanted for the first game only: the screen was left while it was checked.
    let asked = 0;
    expect(await logsRead(() => damagedLogs(games, () => asked++ === 0))).toBe(1);
    // Opened again: the two left, none damaged; then nothing more to read this session.
    let found: unknown = null;
    expect(await logsRead(async () => (found = await damagedLogs(games)))).toBe(2);
    expect(found).toEqual([]);
    expect(await logsRead(() => damagedLogs(games))).toBe(0);
  });

  test('each log is read only when the browser is idle (requestIdleCallback), never while a screen is being drawn', async () => {
    for (const id of ['g-i1', 'g-i2']) await storeWithoutSummary(id);
    const { games } = await listSavedGames();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const spy = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const logsRead = () => spy.mock.calls.filter(([names]) => [...(typeof names === 'string' ? [names] : names)].includes('events')).length;
    try {
      const check = damagedLogs(games);
      // Asked for idle time, and nothing read before it came; then one log each idle time.
      await vi.waitFor(() => expect(idle).toHaveLength(1));
      expect(logsRead()).toBe(0);
      idle[0]!();
      await vi.waitFor(() => expect(idle).toHaveLength(2));
      expect(logsRead()).toBe(1);
      idle[1]!();
      expect(await check).toEqual([]);
      expect(logsRead()).toBe(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
