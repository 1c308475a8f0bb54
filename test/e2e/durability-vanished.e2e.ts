import { afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot, startTapGame, tapUntilSaved } from './kit';

/*
 * Issue 26 item 4, in Chromium: the browser discards the database (storage pressure, a cleared site, a store it
 * could not open) under a profile with games and a backup made. Home said "No games yet", with no warning and no
 * offer to restore, and the record that a backup was made went with it. Now the device's memory outside IndexedDB
 * (`localStorage`) says how many games there were and when the last backup was made, and the backup file restores
 * them from the home screen.
 */

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

describe('the database vanishes under a profile with games and a backup (issue 26 item 4)', () => {
  test('home says the games are gone, when the last backup was made, and restores them from it', async () => {
    browser = await launchBrowser({ serviceWorkers: 'block', device: 'phone-360' });
    const page = browser.page;
    const errors = recordErrors(page);
    for (let i = 0; i < 2; i++) {
      await startTapGame(page);
      await tapUntilSaved(page, 'Bob plus 2');
    }
    await page.goto(`${APP_URL}/#/`);
    await page.locator('.home__game').nth(1).waitFor();

    // A backup, downloaded as a player would from Export · import.
    await page.goto(`${APP_URL}/#/data`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a backup' }).click()]);
    const backup = (await download.path())!;
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved 2 games/ })
      .waitFor();
    const madeAt = await page.evaluate(() => (JSON.parse(localStorage.getItem('muggins:kept')!) as { backupAt: number }).backupAt);

    // The browser drops the database (the app's open connection steps aside at once, as for any versionchange).
    await page.goto(`${APP_URL}/#/`);
    await page.locator('.home__game').nth(1).waitFor();
    const deleted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('muggins');
          request.onsuccess = () => resolve('deleted');
          request.onblocked = () => resolve('blocked');
          request.onerror = () => resolve(`error ${request.error?.name}`);
        }),
    );
    expect(deleted).toBe('deleted');

    await page.reload();
    const notice = page.getByTestId('data-vanished');
    await notice.waitFor();
    expect(await notice.locator('p').first().textContent()).toBe(
      `This device had 2 saved games; it now has none. The browser may have cleared Muggins' data (to free space, or when the site's data was cleared). Your last backup was made on ${await page.evaluate((t) => new Date(t).toLocaleString(), madeAt)}: import that file to get them back.`,
    );
    expect(await page.locator('.home__game').count()).toBe(0);
    await saveScreenshot(page, 'vanished-home');

    // Restored from the backup file, from the notice itself.
    await page.locator('input[aria-label="Backup file to restore"]').setInputFiles(backup);
    await page
      .getByRole('status')
      .filter({ hasText: /^Added 2 games/ })
      .waitFor();
    await page.locator('.home__game').nth(1).waitFor();
    await expect.poll(() => notice.count()).toBe(0);
    await saveScreenshot(page, 'vanished-restored');
    expect(await page.getByRole('button', { name: /^Resume Ann v Bob/ }).textContent()).toContain('Ann 0, Bob 2');
    expect(errors).toEqual([]);
  });
});
