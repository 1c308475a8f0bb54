import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { DB_VERSION } from '../../src/store/schema';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot } from './kit';

/** The newer Muggins's database: one version ahead of this app's schema. */
const AHEAD = DB_VERSION + 1;

/*
 * Issue 26 item 6, in Chromium: after going back to an older Muggins, a database one version ahead left home empty
 * and the game on "Opening the game…" for ever, with an uncaught "Muggins was updated in another tab; reload this
 * page", which a reload cannot fix. Now home says the data was written by a newer Muggins and offers it as a
 * download exactly as stored; the game says so too, with a way home; and nothing is ever written to it.
 */

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

/** Every store's records and the version, read with raw IndexedDB (no version asked: nothing is upgraded). */
function rawDatabase(page: Page): Promise<{ version: number; games: unknown[]; events: unknown[]; settings: unknown[] }> {
  return page.evaluate(async () => {
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
    const db = await req(indexedDB.open('muggins'));
    const tx = db.transaction(['games', 'events', 'settings']);
    const out = {
      version: db.version,
      games: await req(tx.objectStore('games').getAll()),
      events: await req(tx.objectStore('events').getAll()),
      settings: await req(tx.objectStore('settings').getAll()),
    };
    db.close();
    return out;
  });
}

describe('a database one version ahead of the app (issue 26 item 6)', () => {
  test('home and the game say a newer Muggins wrote it, offer it as stored, and never write to it', async () => {
    browser = await launchBrowser({ serviceWorkers: 'block', device: 'phone-390' });
    const page = browser.page;
    // A page of the app's origin that runs none of its code: the newer app's database (one version ahead) is made first.
    await page.goto(`${APP_URL}/manifest.webmanifest`);
    await page.evaluate(async (ahead) => {
      const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
      const open = indexedDB.open('muggins', ahead);
      open.onupgradeneeded = () => {
        const db = open.result;
        db.createObjectStore('games', { keyPath: 'id' });
        db.createObjectStore('events', { keyPath: ['gameId', 'seq'] });
        db.createObjectStore('settings', { keyPath: 'key' });
        db.createObjectStore('boards', { keyPath: 'id' });
        db.createObjectStore('decks', { keyPath: 'id' });
        db.createObjectStore('tournaments', { keyPath: 'id' });
      };
      const db = await req(open);
      const tx = db.transaction(['games', 'events', 'tournaments'], 'readwrite');
      tx.objectStore('games').put({ id: 'g-new', version: 2, title: 'Ann v Bob', createdAt: 1, updatedAt: 2, setup: {}, length: 1, league: 'Thursday' });
      tx.objectStore('events').put({ gameId: 'g-new', seq: 0, event: { v: 2, type: 'GameStarted', n: 0, at: 1 } });
      tx.objectStore('tournaments').put({ id: 't1', name: 'Thursday league' });
      await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = () => rej(tx.error))));
      db.close();
    }, AHEAD);
    const before = await rawDatabase(page);

    const errors = recordErrors(page);
    await page.goto(`${APP_URL}/`);
    const alert = page.getByTestId('cannot-read');
    await alert.waitFor();
    expect(await alert.locator('p').first().textContent()).toBe(
      'Your saved games were written by a newer version of Muggins than this one, so this version leaves them as they are and saves nothing. Update Muggins (reload it while online, or install it again) to go on; meanwhile you can download the data as it is stored.',
    );
    expect(await page.getByText('No games yet').count()).toBe(0);
    expect(await page.getByText('Reading saved games…').count()).toBe(0);
    await saveScreenshot(page, 'newer-data-home');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the data as it is stored' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^muggins-data-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { format: string; version: number; stores: Record<string, unknown[]> };
    expect(file.format).toBe('muggins-raw-database');
    expect(file.version).toBe(AHEAD);
    expect(file.stores.games).toEqual(before.games);
    expect(file.stores.events).toEqual(before.events);
    expect(file.stores.tournaments).toEqual([{ id: 't1', name: 'Thursday league' }]);
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^Saved the data as it is stored \\(version ${AHEAD}: `) })
      .waitFor();

    // The game itself: a sentence and a way home, never "Opening the game…".
    await page.goto(`${APP_URL}/#/game/g-new`);
    const why = page.getByRole('alert').filter({ hasText: 'written by a newer version of Muggins' });
    await why.waitFor();
    expect(await page.getByText('Opening the game…').count()).toBe(0);
    await saveScreenshot(page, 'newer-data-game');
    // A new game cannot be started on it either: said, not left busy.
    await page.goto(`${APP_URL}/#/new`);
    await page.getByLabel('Seat 1').fill('Cy');
    await page.getByLabel('Seat 2').fill('Di');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page
      .getByText(/written by a newer version of Muggins/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Home' }).first().click();
    await alert.waitFor();

    // Nothing was written: the same version and the same records.
    expect(await rawDatabase(page)).toEqual(before);
    expect(errors).toEqual([]);
  });
});
