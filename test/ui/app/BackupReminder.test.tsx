// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { describe, expect, test, vi } from 'vitest';

vi.mock('../../../src/ui/app/backups', () => ({
  backupReminder: async () => ({ finishedSince: 3000, due: true }),
  dismissReminder: async () => undefined,
  downloadBackup: async () => undefined,
}));

const { BackupReminder } = await import('../../../src/ui/app/BackupReminder');

describe('the backup reminder', () => {
  test('years of games are counted with a thousands separator: "3,000 games finished"', async () => {
    render(<BackupReminder />);
    expect((await screen.findByTestId('backup-reminder')).textContent).toContain('3,000 games finished since your last backup.');
  });
});
