// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';

const dismissed = vi.fn((_finishedSince: number) => undefined);
/**
 * The next dismissal's write fails with this: a plain rejected promise, since a mock function's own promise has a
 * handler of the mock's (it records how it settled) and would never be reported unhandled.
 */
let failNext: Error | null = null;

vi.mock('../../../src/ui/data/backups', () => ({
  backupReminder: async () => ({ finishedSince: 3000, due: true }),
  dismissReminder: (n: number) => {
    dismissed(n);
    const failure = failNext;
    failNext = null;
    return failure ? Promise.reject(failure) : Promise.resolve();
  },
  downloadBackup: async () => undefined,
}));

const { BackupReminder } = await import('../../../src/ui/data/BackupReminder');

afterEach(cleanup);

describe('the backup reminder', () => {
  test('years of games are counted with a thousands separator: "3,000 games finished"', async () => {
    render(<BackupReminder />);
    expect((await screen.findByTestId('backup-reminder')).textContent).toContain('3,000 games finished since your last backup.');
  });

  test('"Not now" on a full disk: the reminder goes, and the failed write is not left uncaught (issue 26 item 8)', async () => {
    failNext = Object.assign(new Error('Not saved: this device has no room left for Muggins'), { code: 'storage-full' });
    const uncaught: unknown[] = [];
    const listen = (reason: unknown) => void uncaught.push(reason);
    process.on('unhandledRejection', listen);
    render(<BackupReminder />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('backup-reminder')).toBeNull());
    expect(dismissed).toHaveBeenCalledWith(3000);
    // Node tells of an unhandled rejection once the microtasks of the task it came in are done: by the next turn of
    // the event loop (setImmediate), a failed write the reminder left uncaught has been told.
    await new Promise((r) => setImmediate(r));
    process.off('unhandledRejection', listen);
    expect(uncaught).toEqual([]);
  });
});
