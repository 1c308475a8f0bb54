// @vitest-environment happy-dom
/**
 * Audit (a bad file changes nothing and says what is wrong): an exported game whose log was reordered, cut or
 * spliced still passes the import, because only each event's shape is checked, never the log as a whole.
 * Goes through the app's own import (`importBackup`: the engine's parseEvent, the board and deck checks).
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, test } from 'vitest';
import type { GameEvent } from '../../src/game';
import type { ExportFile } from '../../src/store';
import { parseSummary } from '../../src/game/summary';
import { importBackup } from '../../src/ui/app/backups';
import { listSavedGames } from '../../src/ui/app/games';
import { closeGame, gameId, gameState, getStore, openGame, send, startGame } from '../../src/ui/app/session';

afterEach(async () => {
  closeGame();
  const store = await getStore();
  for (const g of (await store.listGames()).games) await store.deleteGame(g.id);
});

/** A real game (Ann 6, Bob 4 after some pegging), exported as a file, then deleted from the device. */
async function exportedGame(): Promise<ExportFile> {
  expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
  const id = gameId.value!;
  for (const c of [
    { type: 'cutForDeal', dealer: 0 },
    { type: 'turnStarter', card: null },
    { type: 'score', side: 1, points: 2, reason: 'play' },
    { type: 'score', side: 0, points: 4, reason: 'play' },
    { type: 'score', side: 1, points: 2, reason: 'play' },
    { type: 'score', side: 0, points: 2, reason: 'play' },
  ] as const)
    expect(await send(c)).toBe(true);
  closeGame();
  const store = await getStore();
  const file = await store.exportGame(id);
  if (!file.ok) throw new Error(file.error.message);
  await store.deleteGame(id);
  return file.value;
}

function withEvents(file: ExportFile, change: (events: GameEvent[]) => GameEvent[]): string {
  const g = file.games[0]!;
  return JSON.stringify({ ...file, games: [{ ...g, events: change([...(g.events as GameEvent[])]) }] });
}

async function importAndOpen(text: string) {
  const result = await importBackup(text);
  const stored = (await getStore()).listGames();
  const games = (await stored).games;
  let state = 'nothing stored';
  if (games.length) {
    expect(await openGame(games[0]!.id)).toBeNull();
    const s = gameState.value;
    state = s.started ? `opened: ${s.sides.map((x) => `${x.name} ${x.score}`).join(', ')}, round ${s.round?.number ?? 'none'}` : 'opened: the game has not started';
  }
  return { result, games: games.length, state };
}

describe('import checks the log, not only each event', () => {
  test('sanity: the untouched export imports and opens as Ann 6, Bob 4', async () => {
    const file = await exportedGame();
    const r = await importAndOpen(JSON.stringify(file));
    expect(r).toMatchObject({ result: { ok: true }, games: 1, state: 'opened: Ann 6, Bob 4, round 1' });
  });

  test('events out of order (GameStarted moved to the end) are refused and nothing is written', async () => {
    const file = await exportedGame();
    const r = await importAndOpen(withEvents(file, (e) => [...e.slice(1), e[0]!]));
    console.log('out of order:', JSON.stringify(r));
    expect(r.result.ok, r.state).toBe(false);
    expect(r.games).toBe(0);
  });

  test('a gap in the log (command n=4, Ann +4, cut out) is refused and nothing is written', async () => {
    const file = await exportedGame();
    const r = await importAndOpen(withEvents(file, (e) => e.filter((x) => x.n !== 4)));
    console.log('gap:', JSON.stringify(r));
    expect(r.result.ok, r.state).toBe(false);
    expect(r.games).toBe(0);
  });

  test('a log whose first event is not GameStarted (the start cut off) is refused', async () => {
    const file = await exportedGame();
    const r = await importAndOpen(withEvents(file, (e) => e.slice(1)));
    console.log('no start:', JSON.stringify(r));
    expect(r.result.ok, r.state).toBe(false);
    expect(r.games).toBe(0);
  });

  test("a Scored event (Ann +4) moved to side 7, which the game does not have, is refused (the fold drops it silently)", async () => {
    const file = await exportedGame();
    const r = await importAndOpen(withEvents(file, (e) => e.map((x) => (x.type === 'Scored' && x.n === 4 ? { ...x, side: 7 } : x))));
    console.log('no such side:', JSON.stringify(r));
    expect(r.result.ok, r.state).toBe(false);
    expect(r.games).toBe(0);
  });
});

describe('an imported copy (same id, another log) lists as cheaply as any game', () => {
  test('its summary is kept: the home list does not re-read and re-fold its whole log every time', async () => {
    const file = await exportedGame();
    expect((await importBackup(JSON.stringify(file))).ok).toBe(true);
    // The same game id with a longer log: imported as a copy under a new id.
    const longer = withEvents(file, (e) => [...e, { ...e.at(-1)!, n: e.at(-1)!.n + 1 } as GameEvent]);
    const copy = await importBackup(longer);
    expect(copy.message).toMatch(/imported copy/);
    const store = await getStore();
    const copyId = (await store.listGames()).games.find((g) => g.title.endsWith('(imported copy)'))!.id;
    await listSavedGames(); // the first listing builds and stores every summary
    const loads: string[] = [];
    const load = store.loadGame.bind(store);
    (store as { loadGame: typeof store.loadGame }).loadGame = (id) => (loads.push(id), load(id));
    await listSavedGames();
    await listSavedGames();
    (store as { loadGame: typeof store.loadGame }).loadGame = load;
    const record = (await store.listGames()).games.find((g) => g.id === copyId)!;
    console.log('copy', copyId, 'summary gameId', parseSummary(record.summary)?.gameId, 'logs re-read:', loads);
    expect(loads).toEqual([]);
  });
});
