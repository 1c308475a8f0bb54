// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';

const dismissed = vi.fn(async (_finishedSince: number) => undefined);

vi.mock('../../../src/ui/data/backups', () => ({
  backupReminder: async () => ({ finishedSince: 3000, due: true }),
  dismissReminder: (n: number) => dismissed(n),
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
    dismissed.mockImplementationOnce(async () => {
      throw Object.assign(new Error('Not saved: this device has no room left for Muggins'), { code: 'storage-full' });
    });
    const uncaught: unknown[] = [];
    const listen = (reason: unknown) => void uncaught.push(reason);
    process.on('unhandledRejection', listen);
    render(<BackupReminder />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('backup-reminder')).toBeNull());
    expect(dismissed).toHaveBeenCalledWith(3000);
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', listen);
    expect(uncaught).toEqual([]);
  });
});
