// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { closeGame, send, startGame } from '../../../src/ui/app/session';
import { StatsScreen } from '../../../src/ui/screens/StatsScreen';

afterEach(cleanup);

describe('StatsScreen', () => {
  test('reads stored games: a hand tapped for Cy shows as his best hand', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Cy', 'Di'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    expect(await send({ type: 'turnStarter', card: null })).toBe(true);
    expect(await send({ type: 'score', side: 1, points: 12, reason: 'hand', seat: 1 })).toBe(true);
    expect(await send({ type: 'score', side: 0, points: 7, reason: 'hand', seat: 0 })).toBe(true);
    closeGame();
    render(<StatsScreen />);
    const di = (await screen.findByRole('rowheader', { name: 'Di' })).closest('tr')!;
    const cells = within(di as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    // played, won, skunks given, skunks taken, average hand, best hand, average crib, best crib
    expect(cells).toEqual(['0', '0', '0', '0', '12.0', '12', '–', '–']);
    expect(screen.getByText('No finished games yet.')).toBeTruthy();
  });
});
