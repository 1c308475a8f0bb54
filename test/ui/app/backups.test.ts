// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { parseEvent } from '../../../src/game';
import { parseExportFile } from '../../../src/store';
import { backupReminder, describeImport, dismissReminder, downloadBackup, importBackup, lastBackupAt } from '../../../src/ui/app/backups';
import { getStore } from '../../../src/ui/app/session';

let downloads: { name: string; text: string }[] = [];

beforeEach(() => {
  downloads = [];
  let blob: Blob | null = null;
  URL.createObjectURL = vi.fn((b: Blob) => ((blob = b), 'blob:backup'));
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    void blob!.text().then((text) => downloads.push({ name: this.download, text }));
  });
});

afterEach(async () => {
  vi.restoreAllMocks();
  const store = await getStore();
  for (const g of (await store.listGames()).games) await store.deleteGame(g.id);
  await store.putSetting('device:backup', { lastBackupAt: null, dismissedAt: 0 });
});

/** Stores `n` games whose logs end the game (the session sets the flag from the engine's outcome). */
async function finishGames(n: number, from = 0): Promise<void> {
  const store = await getStore();
  for (let i = from; i < from + n; i++) {
    await store.createGame({ id: `g-${i}`, title: `Game ${i}`, setup: {} });
    await store.appendEvents(`g-${i}`, 0, [], { finished: true });
  }
}

describe('backups (issue 11 item 5)', () => {
  test('the reminder comes after every tenth finished game since the last backup', async () => {
    await finishGames(9);
    const store = await getStore();
    await store.createGame({ id: 'open', title: 'Still playing', setup: {} });
    await store.appendEvents('open', 0, [], { finished: false });
    expect(await backupReminder()).toEqual({ finishedSince: 9, due: false });
    await finishGames(1, 9);
    expect(await backupReminder()).toEqual({ finishedSince: 10, due: true });
    // "Not now" waits for the next tenth.
    await dismissReminder(10);
    expect(await backupReminder()).toEqual({ finishedSince: 10, due: false });
    await finishGames(9, 10);
    expect((await backupReminder()).due).toBe(false);
    await finishGames(1, 19);
    expect(await backupReminder()).toEqual({ finishedSince: 20, due: true });
    // A backup starts the count again.
    await downloadBackup();
    expect(await backupReminder()).toEqual({ finishedSince: 0, due: false });
  });

  test('a backup is one validated file named with the date, and the time is remembered', async () => {
    await finishGames(2);
    await (await getStore()).putSetting('preferences', { theme: 'dark', speech: false, haptics: false, wakeLock: true });
    expect(await lastBackupAt()).toBeNull();
    const outcome = await downloadBackup();
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^muggins-backup-\d{4}-\d\d-\d\d\.json$/);
    expect(outcome.fileName).toBe(downloads[0]!.name);
    const parsed = parseExportFile(downloads[0]!.text, { checkEvent: parseEvent });
    expect(parsed.ok && parsed.value.games.map((g) => g.id).sort()).toEqual(['g-0', 'g-1']);
    expect(parsed.ok && parsed.value.settings.map((s) => s.key)).toContain('preferences');
    expect(parsed.ok && parsed.value.settings.map((s) => s.key)).not.toContain('device:backup');
    expect(outcome.message).toMatch(/^Saved 2 games, 0 boards, 0 deck profiles and \d+ settings? in muggins-backup-/);
    expect(await lastBackupAt()).toBe(parsed.ok && parsed.value.exportedAt);
  });

  test('importing a backup into a device that has some of its games says what it added', async () => {
    await finishGames(3);
    await downloadBackup();
    await vi.waitFor(() => expect(downloads).toHaveLength(1));
    const store = await getStore();
    await store.deleteGame('g-2');
    const result = await importBackup(downloads[0]!.text);
    expect(result).toEqual({ ok: true, message: 'Added 1 game; 2 games and 1 setting were already here.' });
    const again = await importBackup(downloads[0]!.text);
    expect(again.message).toBe('Nothing new to add; 3 games and 1 setting were already here.');
    expect(await importBackup('{"format":"muggins-export","version":9,"games":[]}')).toEqual({
      ok: false,
      message: 'Nothing was imported: This export has version 9; this app reads versions 1 and 2. Update the app and try again.',
    });
  });

  test('what an import says, in words', () => {
    const none = { games: 0, boards: 0, decks: 0, settings: 0 };
    expect(describeImport({ added: { ...none, games: 3, events: 80, boards: 1 }, alreadyHere: { ...none, games: 12 }, copies: [], leftOut: [] })).toBe(
      'Added 3 games and 1 board; 12 games were already here.',
    );
    expect(
      describeImport({
        added: { ...none, games: 1, events: 4 },
        alreadyHere: { ...none, boards: 1 },
        copies: [{ from: 'g1', id: 'g1~x', title: 'Ann v Bob (imported copy)' }],
        leftOut: ["the deck profile 'Civil Four' (id 'd1'): this device has another version, which was kept"],
      }),
    ).toBe(
      "Added 1 game; 1 board was already here. A game with the same id but another log was already here, so the backup's is added as 'Ann v Bob (imported copy)'. Left out the deck profile 'Civil Four' (id 'd1'): this device has another version, which was kept.",
    );
  });
});
