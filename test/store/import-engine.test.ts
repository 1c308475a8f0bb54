import { describe, expect, test } from 'vitest';
import { checkLog, parseEvent, withGameId, type GameEvent } from '../../src/game';
import { openStore, type ExportFile, type Store } from '../../src/store';
import { corpusGame } from '../game/corpus';
import { fakeClock, freshName, snapshot } from './fixtures';

/*
 * Issue 26 item 2, "an import can add points": files the store accepted with the engine's own checks, each now refused
 * with the reason and nothing written. The store is opened as the app opens it (`parseEvent`, `checkLog`, `withGameId`).
 */

const game = corpusGame('traditional by taps');
const id = (game.events[0] as Extract<GameEvent, { type: 'GameStarted' }>).gameId;

async function appStore(): Promise<Store> {
  const store = await openStore(freshName(), { checkEvent: parseEvent, checkLog, renameLog: withGameId, now: fakeClock() });
  // The device already holds a game of its own, which every refused file must leave as it is.
  await store.createGame({ id, title: 'Ann v Bob', setup: {} });
  await store.appendEvents(id, 0, game.events.slice(0, 12));
  return store;
}

function file(events: readonly unknown[], gameId = 'g-shared'): ExportFile {
  return {
    format: 'muggins-export',
    version: 2,
    exportedAt: 1,
    games: [{ id: gameId, version: 1, createdAt: 1, updatedAt: 2, title: 'Cy v Di', setup: {}, events }],
    boards: [],
    decks: [],
    settings: [],
  };
}

/** The corpus log as game `g-shared` (its start names it), changed by `change`. */
function shared(change: (log: GameEvent[]) => GameEvent[] = (l) => l): GameEvent[] {
  return change((withGameId(game.events, 'g-shared') as GameEvent[]).slice());
}

async function refusedWith(events: readonly unknown[], message: string | RegExp, code = 'bad-log'): Promise<void> {
  const store = await appStore();
  const before = await snapshot(store);
  const r = await store.importData(file(events));
  expect(r.ok ? 'accepted' : r.error.code).toBe(code);
  expect(r.ok ? '' : r.error.message).toMatch(message);
  expect(await snapshot(store)).toEqual(before);
}

describe('an import cannot add points (issue 26 item 2)', () => {
  test('the whole log as exported imports', async () => {
    const store = await appStore();
    const r = await store.importData(file(shared()));
    expect(r.ok && r.value.added.games).toBe(1);
  });

  test('a Scored duplicated in place', async () => {
    const i = shared().findIndex((e) => e.type === 'Scored');
    await refusedWith(
      shared((l) => [...l.slice(0, i + 1), l[i]!, ...l.slice(i + 1)]),
      `event ${i + 2} of 'Cy v Di' (games[0].events[${i + 1}]) does not fit its game: this Scored repeats the event before it exactly (command ${game.events[i]!.n}): no command makes the same event twice, so the log was copied or edited`,
    );
  });

  test('an event removed from the middle (a hand count, leaving its points)', async () => {
    const i = shared().findIndex((e) => e.type === 'HandCounted' && e.claimed > 0 && !e.crib);
    await refusedWith(
      shared((l) => [...l.slice(0, i), ...l.slice(i + 1)]),
      `event ${i + 1} of 'Cy v Di' (games[0].events[${i}]) does not fit its game: this Scored pegs a hand count, but its HandCounted is missing from its command: the log was cut or edited`,
    );
  });

  test('the winning GameEnded removed, so that the game would go on', async () => {
    const log = shared();
    await refusedWith(
      log.slice(0, -1),
      /does not fit its game: this command lacks the GameEnded that \w+ reaching the target makes: the log was cut or edited$/,
    );
  });

  test('a GameStarted naming another game', async () => {
    await refusedWith(
      [...game.events],
      `event 1 of 'Cy v Di' (games[0].events[0]) does not fit its game: this GameStarted names game '${id}', but the log is game 'g-shared': its start comes from another game`,
    );
  });

  test('a Scored of 1e300 points is a malformed event, not a device that refused the write', async () => {
    const i = shared().findIndex((e) => e.type === 'Scored');
    await refusedWith(
      shared((l) => l.map((e, j) => (j === i ? { ...e, points: 1e300 } : e))),
      `games[0].events[${i}] ('Cy v Di') is not a valid event: event Scored has a missing or malformed field`,
      'bad-event',
    );
  });

  test('a game with no events is left out, named, and nothing is written', async () => {
    const store = await appStore();
    const before = await snapshot(store);
    const r = await store.importData(file([]));
    expect(r.ok && r.value).toMatchObject({
      added: { games: 0, events: 0 },
      leftOut: ["the game 'Cy v Di' (id 'g-shared'): it has no moves (it was never started)"],
    });
    expect(await snapshot(store)).toEqual(before);
  });
});
