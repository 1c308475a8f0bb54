// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { openDB } from 'idb';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BUILT_IN_BOARDS } from '../../../src/board';
import { datedFileName } from '../../../src/ui/data/download';
import { closeGame, getStore, send, startGame } from '../../../src/ui/session/session';
import { DataScreen } from '../../../src/ui/data/DataScreen';

afterEach(cleanup);

function paste(text: string): void {
  fireEvent.input(screen.getByLabelText('Or paste a backup'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Import pasted text' }));
}

describe('DataScreen', () => {
  test('a corrupt import is refused with the store message and changes nothing', async () => {
    const store = await getStore();
    const before = await store.exportAll();
    render(<DataScreen />);
    paste('{"format": "muggins-export", "version": 2, "games": [{"id": 7}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Nothing was imported: /);
    const after = await store.exportAll();
    expect(after.file.games).toEqual(before.file.games);
    expect(after.file.boards).toEqual(before.file.boards);
  });

  test('a sound file imports and says what it added; the same file again adds nothing and says so', async () => {
    const store = await getStore();
    const board = { ...BUILT_IN_BOARDS['standard-61'], id: 'b-test', name: 'Test board' };
    await store.saveBoard({ id: board.id, name: board.name, board });
    const { file } = await store.exportAll();
    await store.deleteBoard('b-test');
    render(<DataScreen />);
    paste(JSON.stringify({ ...file, boards: [{ ...file.boards[0], board: { not: 'a board' } }] }));
    expect((await screen.findByRole('alert')).textContent).toBe("Nothing was imported: boards[0] ('Test board') is not a valid board.");
    paste(JSON.stringify(file));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Added 1 board.'));
    paste(JSON.stringify(file));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing new to add; 1 board was already here.'));
    await store.deleteBoard('b-test');
  });

  test('no open game, no "Export <game>"; a backup is named by the local date', () => {
    render(<DataScreen />);
    expect(screen.getByRole('button', { name: 'Download a backup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Export / })).toBeNull();
    expect(datedFileName('backup', new Date(2026, 10, 23))).toBe('muggins-backup-2026-11-23.json');
  });

  test('the open game is exported by its name, not as "this game" (phone audit)', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    render(<DataScreen />);
    expect(screen.getByRole('button', { name: 'Export Ann v Bob' })).toBeTruthy();
    closeGame();
  });

  test('a game that cannot be read is listed with its message and its raw data can be downloaded', async () => {
    expect(await startGame({ ruleset: 'traditional', players: ['Ann', 'Bob'] })).toBeNull();
    expect(await send({ type: 'cutForDeal', dealer: 0 })).toBe(true);
    closeGame();
    const store = await getStore();
    const id = (await store.listGames()).games.find((g) => g.title === 'Ann v Bob')!.id;
    const db = await openDB(store.name);
    await db.put('events', { gameId: id, seq: 1, event: { v: 1, n: 1, at: 0, type: 'Nonsense' } });
    db.close();
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    render(<DataScreen />);
    await screen.findByRole('heading', { name: 'Games that cannot be read' });
    expect(screen.getByText(/event 2 of 'Ann v Bob': unknown event type Nonsense/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the raw data of Ann v Bob' }));
    await waitFor(() => expect(clicks).toHaveBeenCalled());
    expect((clicks.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^muggins-raw-\d{4}-\d\d-\d\d\.json$/);
    expect((await screen.findByRole('status')).textContent).toBe('Downloaded the raw data of Ann v Bob.');
    await store.deleteGame(id);
    clicks.mockRestore();
  });
});
