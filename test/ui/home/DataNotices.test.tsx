// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MARKER_KEY, noteBackup, notePersistRefused, readMarker, setGames } from '../../../src/ui/session/marker';
import { DataNotices, vanishedText } from '../../../src/ui/home/DataNotices';

/*
 * Issue 26 item 4: games that vanish with the database are noticed (a memory of them outside IndexedDB), a device
 * short of room is warned, and a refused persist is explained with how to install the app.
 */

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('navigator', { ...navigator, storage: { persisted: async () => false, estimate: async () => ({ usage: 1_000_000, quota: 2_000_000_000 }) } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('vanished data (issue 26 item 4)', () => {
  test('the database came back smaller than the device remembers: say so, with the last backup, and offer to restore', async () => {
    setGames(12);
    noteBackup(Date.UTC(2026, 10, 23, 12));
    render(<DataNotices total={0} onRestored={() => undefined} />);
    const alert = await screen.findByTestId('data-vanished');
    expect(alert.querySelector('p')!.textContent).toBe(
      `This device had 12 saved games; it now has none. The browser may have cleared Muggins' data (to free space, or when the site's data was cleared). Your last backup was made on ${new Date(Date.UTC(2026, 10, 23, 12)).toLocaleString()}: import that file to get them back.`,
    );
    expect(screen.getByRole('button', { name: 'Restore from a backup file' })).toBeTruthy();
    // The memory is not lowered by the reading itself: until the player says so, it keeps saying so.
    expect(readMarker().games).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'They are gone: stop saying so' }));
    await waitFor(() => expect(screen.queryByTestId('data-vanished')).toBeNull());
    expect(readMarker().games).toBe(0);
  });

  test('without a backup it says none was made here', () => {
    expect(vanishedText({ had: 3, now: 1, backupAt: null })).toBe(
      "This device had 3 saved games; it now has 1. The browser may have cleared Muggins' data (to free space, or when the site's data was cleared). No backup was made on this device, so they cannot be restored from here; a backup made on another device can be imported.",
    );
  });

  test('as many games as remembered, or more: nothing said, and the memory follows the count up', async () => {
    setGames(2);
    const { container } = render(<DataNotices total={5} onRestored={() => undefined} />);
    await waitFor(() => expect(readMarker().games).toBe(5));
    expect(container.textContent).toBe('');
    expect(JSON.parse(localStorage.getItem(MARKER_KEY)!)).toEqual({ v: 1, games: 5, backupAt: null });
  });
});

describe('storage warnings (issue 26 item 4)', () => {
  test('a device short of room is warned, with the way to a backup', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persisted: async () => true, estimate: async () => ({ usage: 990 * 2 ** 20, quota: 1000 * 2 ** 20 }) },
    });
    render(<DataNotices total={1} onRestored={() => undefined} />);
    const warning = await screen.findByTestId('storage-low');
    expect(warning.querySelector('p')!.textContent).toBe(
      'Only about 10 MB is left for Muggins on this device. When it runs out, moves cannot be saved: download a backup now, then free some space (old games can be deleted once they are backed up).',
    );
  });

  test('a refused persist is explained once, with how to install the app', async () => {
    notePersistRefused();
    render(<DataNotices total={1} onRestored={() => undefined} />);
    const notice = await screen.findByTestId('persist-refused');
    expect(notice.textContent).toContain('Install Muggins (the browser menu’s “Install app” or “Add to Home screen”) and the browser keeps them');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByTestId('persist-refused')).toBeNull());
    expect(readMarker().persist).toBe('told');
    notePersistRefused();
    expect(readMarker().persist).toBe('told');
  });
});
