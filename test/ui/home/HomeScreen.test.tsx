// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDB } from 'idb';
import { closeGame, gameId, getStore, send, startGame } from '../../../src/ui/session/session';
import { HomeScreen } from '../../../src/ui/home/HomeScreen';

/** The titles of the games drawn, top to bottom. */
const titles = () => [...document.querySelectorAll('.home__game strong')].map((e) => e.textContent);

beforeEach(async () => {
  // A fresh device each test: the marker of games kept (localStorage) would otherwise remember the 35 games of the
  // first test, and home would rightly say that games vanished beside the alert a test looks for.
  localStorage.clear();
  const store = await getStore();
  const list = await store.listGames();
  for (const id of [...list.games.map((g) => g.id), ...list.unreadable.map((u) => u.id)]) await store.deleteGame(id);
});

afterEach(cleanup);

/** Stores `n` games, not started, made in the order of their ids (games made in the same millisecond list by id). */
async function storeGames(n: number): Promise<void> {
  const store = await getStore();
  for (let i = 0; i < n; i++) await store.createGame({ id: `g-${String(i).padStart(3, '0')}`, title: `Game ${i}`, setup: {} });
}

describe('HomeScreen: the saved games a page at a time (issue 13: years of games open at once)', () => {
  test('the newest 30 are drawn; "Show more" reads and draws the rest; a delete keeps as many drawn', async () => {
    await storeGames(35);
    render(<HomeScreen />);
    await waitFor(() => expect(titles()).toHaveLength(30));
    expect(titles().slice(0, 2)).toEqual(['Game 34', 'Game 33']);
    expect(titles().at(-1)).toBe('Game 5');
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more of 35 games' }));
    await waitFor(() => expect(titles()).toHaveLength(35));
    expect(titles().at(-1)).toBe('Game 0');
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Game 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(titles()).toHaveLength(34));
    expect(titles()).not.toContain('Game 2');
  });

  test('the game in progress is offered to resume; games only ever listed are not', async () => {
    await storeGames(2);
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    closeGame();
    render(<HomeScreen />);
    const resume = await screen.findByRole('button', { name: /^Resume Ann v Bob/ });
    expect(resume.textContent).toBe('Resume Ann v BobAnn 0, Bob 0');
    expect(titles()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
    // The ruleset is named for a started game; a game never started shows its time alone, not " · <time>".
    const lines = [...document.querySelectorAll('.home__game .muted')].map((e) => e.textContent);
    expect(lines[0]).toMatch(/^Traditional.* · \d/);
    expect(lines[1]).toMatch(/^\d/);
  });

  test('a game whose log is damaged behind a sound summary is named, not listed as whole (issue 36 item 6)', async () => {
    await storeGames(1);
    expect(await startGame({ ruleset: 'traditional', players: ['Ed', 'Flo'] })).toBeNull();
    const id = gameId.value!;
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    closeGame();
    const db = await openDB('muggins');
    const row = (await db.get('events', [id, 1])) as { event: Record<string, unknown> };
    await db.put('events', { ...row, event: { ...row.event, type: 'Nonsense' } });
    db.close();
    render(<HomeScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe(
      "1 saved game cannot be read (event 2 of 'Ed v Flo': unknown event type Nonsense): kept as it is, with its raw data in Export · import.",
    );
    expect(titles()).toEqual(['Game 0']);
  });
});
