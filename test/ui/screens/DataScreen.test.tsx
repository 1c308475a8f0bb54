// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { getStore } from '../../../src/ui/app/session';
import { DataScreen, backupFileName } from '../../../src/ui/screens/DataScreen';

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
    paste('{"format": "muggins-export", "version": 1, "games": [{"id": 7}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Nothing was imported: /);
    expect(screen.queryByRole('button', { name: 'Replace existing' })).toBeNull();
    const after = await store.exportAll();
    expect(after.file.games).toEqual(before.file.games);
    expect(after.file.boards).toEqual(before.file.boards);
  });

  test('a sound file imports and says what; the same ids again offer "Replace existing"', async () => {
    const store = await getStore();
    await store.saveBoard({ id: 'b-test', name: 'Test board', board: { any: 'thing' } });
    const { file } = await store.exportAll();
    await store.deleteBoard('b-test');
    render(<DataScreen />);
    paste(JSON.stringify(file));
    const done = await screen.findByRole('status');
    expect(done.textContent).toMatch(/^Imported 0 games \(0 events\) and 1 board\.$/);
    paste(JSON.stringify(file));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Replace existing' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/and 1 board\./));
    expect(screen.queryByRole('alert')).toBeNull();
    await store.deleteBoard('b-test');
  });

  test('no open game, no "Export this game"; the file is named by the local date', () => {
    render(<DataScreen />);
    expect(screen.getByRole('button', { name: 'Export everything' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export this game' })).toBeNull();
    expect(backupFileName(new Date(2026, 0, 5))).toBe('muggins-2026-01-05.json');
  });
});
