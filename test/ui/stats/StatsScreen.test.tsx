// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { openDB } from 'idb';
import { closeGame, gameId, getStore, send, startGame } from '../../../src/ui/session/session';
import { StatsScreen } from '../../../src/ui/stats/StatsScreen';

afterEach(cleanup);

describe('StatsScreen', () => {
  test('reads stored games: a hand tapped for Di shows as her best hand once she has a finished game', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Cy', 'Di'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'turnStarter', card: null })).toBe(true);
    expect(await send({ type: 'score', side: 1, points: 12, reason: 'hand', seat: 1 })).toBe(true);
    expect(await send({ type: 'score', side: 0, points: 7, reason: 'hand', seat: 0 })).toBe(true);
    closeGame();
    // Issue 37.10: a player with no finished game is not listed.
    const unfinished = render(<StatsScreen />);
    await screen.findByText('No finished games yet. Finish a game and its figures appear here.');
    expect(screen.queryByRole('heading', { name: 'Di' })).toBeNull();
    unfinished.unmount();
    // Di finishes a game with Ed: her figures now count the unfinished game's hand too (hands count every show).
    expect(await startGame({ ruleset: 'traditional', players: ['Di', 'Ed'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'score', side: 0, points: 121, reason: 'correction' })).toBe(true);
    closeGame();
    render(<StatsScreen />);
    const di = (await screen.findByRole('heading', { name: 'Di' })).closest('li')!;
    const terms = within(di)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(di)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Played', 'Won', 'Skunks given', 'Skunks taken', 'Average hand', 'Best hand', 'Average crib', 'Best crib']);
    expect(values).toEqual(['1', '1', '1 double', '0', '12.0', '12', '–', '–']); // Ed at 0, under 61: a double skunk given
    expect(screen.queryByRole('heading', { name: 'Cy' })).toBeNull();
  });

  test('a game whose log is damaged behind a sound summary is named and not counted (issue 36 item 6)', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ed', 'Flo'] })).toBeNull();
    const id = gameId.value!;
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'turnStarter', card: null })).toBe(true);
    expect(await send({ type: 'score', side: 1, points: 9, reason: 'hand', seat: 1 })).toBe(true);
    closeGame();
    // A tamperer (or a broken disk) changes one event; the record and its summary stay as they were.
    const db = await openDB('muggins');
    const row = (await db.get('events', [id, 2])) as { event: Record<string, unknown> };
    await db.put('events', { ...row, event: { ...row.event, type: 'Nonsense' } });
    db.close();
    render(<StatsScreen />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/^1 game could not be read and is not counted \(event 3 of 'Ed v Flo': unknown event type Nonsense\)\.$/);
    expect(screen.queryByRole('heading', { name: 'Flo' })).toBeNull();
    await (await getStore()).deleteGame(id);
  });
});
