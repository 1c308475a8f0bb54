import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import type { Store } from '../../src/store';
import { freshStore, isTestEvent, scored } from './fixtures';

async function filledStore(): Promise<Store> {
  const store = await freshStore();
  await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: { target: 121, seats: ['Ann', 'Bob'] } });
  await store.appendEvents('g1', 0, [scored(2), scored(4), scored(29)]);
  await store.setCursor('g1', 2);
  await store.createGame({ id: 'g2', title: 'Cal v Dee', setup: { target: 61 } });
  await store.appendEvents('g2', 0, [scored(1)]);
  await store.saveBoard({ id: 'b1', name: 'Long board', board: { holes: 121 } });
  return store;
}

/** Everything in the database, to prove a refused import changed nothing. */
async function snapshot(store: Store): Promise<unknown> {
  const db = await openDB(store.name);
  const out = {
    games: await db.getAll('games'),
    events: await db.getAll('events'),
    boards: await db.getAll('boards'),
    settings: await db.getAll('settings'),
  };
  db.close();
  return out;
}

describe('export', () => {
  test('exportAll holds every game with its whole log and cursor, and the boards', async () => {
    const store = await filledStore();
    const { file, skipped } = await store.exportAll();
    expect(skipped).toEqual([]);
    expect(file).toMatchObject({ format: 'muggins-export', version: 1 });
    const g1 = file.games.find((g) => g.id === 'g1');
    expect(g1).toMatchObject({ title: 'Ann v Bob', cursor: 2, events: [scored(2), scored(4), scored(29)] });
    expect(g1).not.toHaveProperty('length');
    expect(file.boards.map((b) => b.id)).toEqual(['b1']);
  });

  test('exportGame holds one game', async () => {
    const store = await filledStore();
    const r = await store.exportGame('g2');
    expect(r.ok && r.value.games.map((g) => g.id)).toEqual(['g2']);
    expect((await store.exportGame('nope')).ok).toBe(false);
  });
});

describe('import', () => {
  test('round trip through JSON text into an empty database', async () => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    const text = JSON.stringify(file);

    const target = await freshStore();
    const r = await target.importData(text, isTestEvent);
    expect(r.ok && r.value).toEqual({ games: 2, events: 4, boards: 1 });
    for (const id of ['g1', 'g2']) {
      const a = await source.loadGame(id);
      const b = await target.loadGame(id);
      expect(b).toEqual(a);
    }
    expect(await target.listBoards()).toEqual(await source.listBoards());
    // Appending continues from the imported cursor.
    expect((await target.appendEvents('g1', 2, [scored(5)])).ok).toBe(true);
  });

  test('an import whose ids are already here is refused unless replace is asked', async () => {
    const store = await filledStore();
    const { file } = await store.exportAll();
    await store.appendEvents('g2', 1, [scored(7)]);
    const before = await snapshot(store);
    const r = await store.importData(file, isTestEvent);
    expect(!r.ok && r.error.code).toBe('id-exists');
    expect(await snapshot(store)).toEqual(before);

    const replaced = await store.importData(file, isTestEvent, { replace: true });
    expect(replaced.ok).toBe(true);
    const g2 = await store.loadGame('g2');
    expect(g2.ok && g2.value.events).toEqual([scored(1)]);
  });

  const corruptions: [string, (file: Record<string, unknown>) => unknown, string, string][] = [
    ['not JSON', () => '{"format": "muggins-export",', 'not-json', 'not JSON'],
    ['a JSON array, not an object', () => [1, 2], 'not-object', 'an array'],
    ['null', () => null, 'not-object', 'null'],
    ['wrong format', (f) => ({ ...f, format: 'other-app' }), 'bad-format', 'other-app'],
    ['wrong version', (f) => ({ ...f, version: 2 }), 'bad-version', 'version'],
    ['games is not an array', (f) => ({ ...f, games: {} }), 'bad-shape', 'games should be an array'],
    ['a bad event in the last game', (f) => withGame(f, 1, (g) => ({ ...g, events: [scored(1), { type: 'nonsense' }] })), 'bad-event', 'games[1].events[1]'],
    ['a duplicate game id', (f) => withGame(f, 1, (g) => ({ ...g, id: 'g1' })), 'duplicate-id', "games[1] has id 'g1'"],
    ['a game without an id', (f) => withGame(f, 0, ({ id: _id, ...g }) => g), 'bad-shape', 'games[0].id'],
    ['a cursor past the log', (f) => withGame(f, 0, (g) => ({ ...g, cursor: 9 })), 'bad-shape', 'games[0].cursor'],
    ['a game record of another version', (f) => withGame(f, 1, (g) => ({ ...g, version: 7 })), 'unsupported-version', 'games[1]'],
    ['a board without data', (f) => ({ ...f, boards: [{ id: 'b9', version: 1, name: 'x', updatedAt: 0 }] }), 'bad-shape', 'boards[0].board'],
  ];

  function withGame(f: Record<string, unknown>, i: number, change: (g: Record<string, unknown>) => unknown) {
    const games = [...(f.games as Record<string, unknown>[])];
    games[i] = change(games[i]!) as Record<string, unknown>;
    return { ...f, games };
  }

  test.each(corruptions)('a file with %s is refused and changes nothing', async (_name, corrupt, code, inMessage) => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    // Import into a store that already has other data, with fresh ids so only the corruption can fail it.
    const target = await freshStore();
    await target.createGame({ id: 'mine', title: 'my game', setup: {} });
    await target.appendEvents('mine', 0, [scored(3)]);
    await target.putSetting('theme', 'dark');
    const before = await snapshot(target);

    const r = await target.importData(corrupt(JSON.parse(JSON.stringify(file)) as Record<string, unknown>), isTestEvent);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe(code);
    expect(!r.ok && r.error.message).toContain(inMessage);
    expect(await snapshot(target)).toEqual(before);
  });

  test('the first game is valid and the second is not: neither is written', async () => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    const target = await freshStore();
    const bad = { ...file, games: [file.games[0], { ...file.games[1], events: ['junk'] }] };
    const r = await target.importData(bad, isTestEvent);
    expect(!r.ok && r.error.code).toBe('bad-event');
    expect((await target.listGames()).games).toEqual([]);
  });
});
