import { describe, expect, test } from 'vitest';
import type { Store } from '../../src/store';
import { freshLogStore, freshStore, scored, snapshot } from './fixtures';

async function filledStore(): Promise<Store> {
  const store = await freshStore();
  await store.createGame({ id: 'g1', title: 'Ann v Bob', setup: { target: 121, seats: ['Ann', 'Bob'] } });
  await store.appendEvents('g1', 0, [scored(2), scored(4), scored(29)], { finished: true });
  await store.createGame({ id: 'g2', title: 'Cal v Dee', setup: { target: 61 } });
  await store.appendEvents('g2', 0, [scored(1)], { finished: false, summary: { scores: [1, 0] } });
  await store.saveBoard({ id: 'b1', name: 'Long board', board: { holes: 121 } });
  await store.saveDeck({ id: 'd1', name: 'Civil Four', deck: { pips: 'stars' } });
  await store.putSetting('preferences', { theme: 'dark' });
  await store.putSetting('device:backup', { lastBackupAt: 5 });
  return store;
}

describe('export', () => {
  test('exportAll is a backup: every game with its whole log, boards, deck profiles and settings (issue 11 item 5)', async () => {
    const store = await filledStore();
    const { file, unreadable, damagedRecords } = await store.exportAll();
    expect(unreadable).toEqual([]);
    expect(damagedRecords).toEqual([]);
    expect(file).toMatchObject({ format: 'muggins-export', version: 2 });
    const g1 = file.games.find((g) => g.id === 'g1');
    expect(g1).toMatchObject({ title: 'Ann v Bob', finished: true, events: [scored(2), scored(4), scored(29)] });
    expect(g1).not.toHaveProperty('length');
    // A summary is the engine's cache: rebuilt from the log, never carried between devices.
    expect(file.games.find((g) => g.id === 'g2')).not.toHaveProperty('summary');
    expect(file.boards.map((b) => b.id)).toEqual(['b1']);
    expect(file.decks).toEqual([{ id: 'd1', version: 1, name: 'Civil Four', updatedAt: expect.any(Number), deck: { pips: 'stars' } }]);
    // Device bookkeeping (when this device last backed up) stays on the device.
    expect(file.settings).toEqual([{ key: 'preferences', value: { theme: 'dark' } }]);
  });

  test('exportGame holds one game', async () => {
    const store = await filledStore();
    const r = await store.exportGame('g2');
    expect(r.ok && r.value.games.map((g) => g.id)).toEqual(['g2']);
    expect(r.ok && [r.value.boards, r.value.decks, r.value.settings]).toEqual([[], [], []]);
    expect((await store.exportGame('nope')).ok).toBe(false);
  });
});

describe('import merges without duplicates (issue 11 item 5)', () => {
  test('round trip through JSON text into an empty database', async () => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    const target = await freshStore();
    const r = await target.importData(JSON.stringify(file));
    expect(r.ok && r.value).toEqual({
      added: { games: 2, events: 4, boards: 1, decks: 1, settings: 1 },
      alreadyHere: { games: 0, boards: 0, decks: 0, settings: 0 },
      copies: [],
      leftOut: [],
      renamed: [],
      damagedInFile: [],
    });
    for (const id of ['g1', 'g2']) {
      const a = await source.loadGame(id);
      const b = await target.loadGame(id);
      expect(b.ok && b.value.events).toEqual(a.ok && a.value.events);
      expect(b.ok && b.value.record).toMatchObject({ title: a.ok && a.value.record.title, length: a.ok && a.value.record.length });
    }
    expect((await target.listBoards()).items).toEqual((await source.listBoards()).items);
    expect((await target.listDecks()).items).toEqual((await source.listDecks()).items);
    expect(await target.getSetting('preferences', (v): v is unknown => true, null)).toEqual({ theme: 'dark' });
    // Appending continues from the imported log's end.
    expect((await target.appendEvents('g1', 3, [scored(5)])).ok).toBe(true);
  });

  test('the same backup twice adds nothing the second time and changes nothing', async () => {
    const store = await filledStore();
    const { file } = await store.exportAll();
    const before = await snapshot(store);
    const r = await store.importData(file);
    expect(r.ok && r.value).toEqual({
      added: { games: 0, events: 0, boards: 0, decks: 0, settings: 0 },
      alreadyHere: { games: 2, boards: 1, decks: 1, settings: 1 },
      copies: [],
      leftOut: [],
      renamed: [],
      damagedInFile: [],
    });
    expect(await snapshot(store)).toEqual(before);
  });

  test('a game here with another log is kept, and the imported one is added as a copy once', async () => {
    const store = await filledStore();
    const { file } = await store.exportAll();
    await store.appendEvents('g2', 1, [scored(7)]);
    await store.putSetting('preferences', { theme: 'light' });
    const r = await store.importData(file);
    expect(r.ok).toBe(true);
    const summary = r.ok ? r.value : null;
    expect(summary?.added).toEqual({ games: 1, events: 1, boards: 0, decks: 0, settings: 0 });
    expect(summary?.alreadyHere).toEqual({ games: 1, boards: 1, decks: 1, settings: 1 });
    expect(summary?.copies).toEqual([{ from: 'g2', id: expect.stringMatching(/^g2~[0-9a-z]+$/), title: 'Cal v Dee (imported copy)' }]);
    // The device's game and setting are untouched; the copy holds the backup's log.
    const mine = await store.loadGame('g2');
    expect(mine.ok && mine.value.events).toEqual([scored(1), scored(7)]);
    const copy = await store.loadGame(summary!.copies[0]!.id);
    expect(copy.ok && copy.value.events).toEqual([scored(1)]);
    expect(await store.getSetting('preferences', (v): v is unknown => true, null)).toEqual({ theme: 'light' });
    // Importing the same file again finds the copy: nothing more is added.
    const before = await snapshot(store);
    const again = await store.importData(file);
    expect(again.ok && again.value.added.games).toBe(0);
    expect(again.ok && again.value.alreadyHere.games).toBe(2);
    expect(await snapshot(store)).toEqual(before);
  });

  test('a board or deck profile here with other content is kept, and the imported one is named as left out', async () => {
    const store = await filledStore();
    const { file } = await store.exportAll();
    await store.saveBoard({ id: 'b1', name: 'Long board, edited', board: { holes: 181 } });
    const r = await store.importData(file);
    expect(r.ok && r.value.leftOut).toEqual(["the board 'Long board' (id 'b1'): this device has another version, which was kept"]);
    expect((await store.listBoards()).items.map((b) => b.name)).toEqual(['Long board, edited']);
  });

  test('a version-1 export (games with an undo cursor equal to their length) still imports', async () => {
    const target = await freshStore();
    const v1 = {
      format: 'muggins-export',
      version: 1,
      exportedAt: 1,
      games: [{ id: 'old', version: 1, createdAt: 1, updatedAt: 2, title: 'Old game', setup: {}, cursor: 2, events: [scored(1), scored(2)] }],
      boards: [],
    };
    const r = await target.importData(JSON.stringify(v1));
    expect(r.ok && r.value.added).toEqual({ games: 1, events: 2, boards: 0, decks: 0, settings: 0 });
    const loaded = await target.loadGame('old');
    expect(loaded.ok && loaded.value.events).toEqual([scored(1), scored(2)]);
  });

  const corruptions: [string, (file: Record<string, unknown>) => unknown, string, string][] = [
    ['not JSON', () => '{"format": "muggins-export",', 'not-json', 'not JSON'],
    ['a JSON array, not an object', () => [1, 2], 'not-object', 'an array'],
    ['null', () => null, 'not-object', 'null'],
    ['wrong format', (f) => ({ ...f, format: 'other-app' }), 'bad-format', 'other-app'],
    ['a future version', (f) => ({ ...f, version: 3 }), 'bad-version', 'version'],
    ['games is not an array', (f) => ({ ...f, games: {} }), 'bad-shape', 'games should be an array'],
    [
      'a bad event in the last game',
      (f) => withGame(f, 1, (g) => ({ ...g, events: [scored(1), { v: 1, type: 'nonsense' }] })),
      'bad-event',
      "games[1].events[1] ('Cal v Dee') is not a valid event: unknown event type nonsense",
    ],
    ['a duplicate game id', (f) => withGame(f, 1, (g) => ({ ...g, id: 'g1' })), 'duplicate-id', "games[1] has id 'g1'"],
    ['a game without an id', (f) => withGame(f, 0, ({ id: _id, ...g }) => g), 'bad-shape', 'games[0].id'],
    ['a cursor past the log', (f) => withGame(f, 0, (g) => ({ ...g, cursor: 9 })), 'bad-shape', 'games[0].cursor'],
    ['a cursor behind the log', (f) => withGame(f, 0, (g) => ({ ...g, cursor: 1 })), 'bad-shape', 'undone events kept behind a cursor cannot be imported'],
    ['a game record of another version', (f) => withGame(f, 1, (g) => ({ ...g, version: 7 })), 'unsupported-version', 'games[1]'],
    ['a board without data', (f) => ({ ...f, boards: [{ id: 'b9', version: 1, name: 'x', updatedAt: 0 }] }), 'bad-shape', 'boards[0].board'],
    ['a deck profile without its deck', (f) => ({ ...f, decks: [{ id: 'd9', version: 1, name: 'x', updatedAt: 0 }] }), 'bad-shape', 'decks[0].deck'],
    ['a setting named __proto__', (f) => ({ ...f, settings: [{ key: '__proto__', value: 1 }] }), 'bad-key', '__proto__'],
    [
      'a __proto__ key inside an event',
      (f) => JSON.stringify(f).replace('"points":29', '"points":29,"__proto__":{"polluted":true}'),
      'bad-key',
      "'__proto__' at games[0].events[2].__proto__",
    ],
    ['a title too long', (f) => withGame(f, 0, (g) => ({ ...g, title: 'x'.repeat(1001) })), 'bad-shape', 'title is 1001 characters long'],
  ];

  function withGame(f: Record<string, unknown>, i: number, change: (g: Record<string, unknown>) => unknown) {
    const games = [...(f.games as Record<string, unknown>[])];
    games[i] = change(games[i]!) as Record<string, unknown>;
    return { ...f, games };
  }

  test.each(corruptions)('a file with %s is refused and changes nothing', async (_name, corrupt, code, inMessage) => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    // Import into a store that already has other data, so only the corruption can fail it.
    const target = await freshStore();
    await target.createGame({ id: 'mine', title: 'my game', setup: {} });
    await target.appendEvents('mine', 0, [scored(3)]);
    await target.putSetting('theme', 'dark');
    const before = await snapshot(target);

    const r = await target.importData(corrupt(JSON.parse(JSON.stringify(file)) as Record<string, unknown>));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe(code);
    expect(!r.ok && r.error.message).toContain(inMessage);
    expect(await snapshot(target)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('the first game is valid and the second is not: neither is written', async () => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    const target = await freshStore();
    const bad = { ...file, games: [file.games[0], { ...file.games[1], events: ['junk'] }] };
    const r = await target.importData(bad);
    expect(!r.ok && r.error.code).toBe('bad-event');
    expect((await target.listGames()).games).toEqual([]);
  });

  test('a validator for boards and deck profiles refuses the whole file', async () => {
    const source = await filledStore();
    const { file } = await source.exportAll();
    const target = await freshStore();
    const r = await target.importData(file, { validateDeck: () => false });
    expect(!r.ok && r.error.message).toBe("decks[0] ('Civil Four') is not a valid deck profile");
    expect((await target.listGames()).games).toEqual([]);
  });
});

describe('import checks each log as a whole (the engine’s checkLog and withGameId, given to openStore)', () => {
  /** A backup of two games, Ann v Bob (2, 4, 29) and Cal v Dee (1), from a store that checks whole logs. */
  async function backup() {
    const source = await freshLogStore();
    await source.createGame({ id: 'g1', title: 'Ann v Bob', setup: {} });
    await source.appendEvents('g1', 0, [scored(2), scored(4), scored(29)]);
    await source.createGame({ id: 'g2', title: 'Cal v Dee', setup: {} });
    await source.appendEvents('g2', 0, [scored(1)]);
    return (await source.exportAll()).file;
  }

  test('a file with a log that does not fit is refused whole, naming the game and the event; nothing is written', async () => {
    const file = await backup();
    const target = await freshLogStore();
    await target.createGame({ id: 'mine', title: 'my game', setup: {} });
    await target.appendEvents('mine', 0, [scored(3)]);
    const before = await snapshot(target);
    // Each event is sound; the second game's log is not (the first game is sound and is not written either).
    const bad = { ...file, games: [file.games[0], { ...file.games[1], events: [scored(1), scored(121), scored(5)] }] };
    const r = await target.importData(bad);
    expect(!r.ok && r.error).toEqual({
      code: 'bad-log',
      message: "event 2 of 'Cal v Dee' (games[1].events[1]) does not fit its game: this scored passes 121 (122)",
    });
    expect(await snapshot(target)).toEqual(before);
    // A store without a whole-log check (as before it had one) takes each event as it is.
    expect((await (await freshStore()).importData(bad)).ok).toBe(true);
  });

  test('an imported copy stores its log through renameLog (its start names the copy), and importing the file again adds nothing', async () => {
    const file = await backup();
    const target = await freshLogStore();
    await target.createGame({ id: 'g2', title: 'Cal v Dee', setup: {} });
    await target.appendEvents('g2', 0, [scored(1), scored(7)]);
    const r = await target.importData(file);
    const copy = r.ok ? r.value.copies[0]! : null;
    expect(copy).toEqual({ from: 'g2', id: expect.stringMatching(/^g2~[0-9a-z]+$/), title: 'Cal v Dee (imported copy)' });
    const stored = await target.loadGame(copy!.id);
    expect(stored.ok && stored.value.events).toEqual([{ ...scored(1), game: copy!.id }]);
    const mine = await target.loadGame('g2');
    expect(mine.ok && mine.value.events).toEqual([scored(1), scored(7)]);
    const before = await snapshot(target);
    const again = await target.importData(file);
    expect(again.ok && again.value).toMatchObject({ added: { games: 0 }, alreadyHere: { games: 2 }, copies: [] });
    expect(await snapshot(target)).toEqual(before);
  });
});
