// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { closeGame, getStore, send, startGame } from '../../../src/ui/session/session';
import { HomeScreen } from '../../../src/ui/home/HomeScreen';

/** The titles of the games drawn, top to bottom. */
const titles = () => [...document.querySelectorAll('.home__game strong')].map((e) => e.textContent);

beforeEach(async () => {
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
});
