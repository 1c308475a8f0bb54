import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { applyCommand, createSetup, EMPTY_TIMELINE, type GameEvent, type TimelineCommand } from '../../src/game';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot, startTapGame, tapUntilSaved, TMP } from './kit';

/**
 * What the reliability probes met (issue 36), in the browser: a backup with a damaged board is restorable and says so;
 * a long paste is refused at once; the first Statistics visit after importing 3,000 games draws its figures before it
 * reads any log.
 */

let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Puts records in the page's IndexedDB behind the app's back, as a tamperer or a broken write leaves them. */
function tamper(page: Page, records: { store: string; value: unknown }[]): Promise<void> {
  return page.evaluate(async (records) => {
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
    const db = await req(indexedDB.open('muggins'));
    const tx = db.transaction([...new Set(records.map((r) => r.store))], 'readwrite');
    for (const r of records) tx.objectStore(r.store).put(r.value);
    await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = () => rej(tx.error))));
    db.close();
  }, records);
}

describe('a backup restorable by construction (issue 36 item 1)', () => {
  test('a damaged board and club night: Settings says which travel raw, not "Saved" in green; the file imports on another phone', async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const page = browser.page;
    const errors = recordErrors(page);
    await startTapGame(page);
    await tapUntilSaved(page, 'Bob plus 2');
    await tamper(page, [
      { store: 'boards', value: { id: 'b-junk', version: 1, name: 'Pub board', updatedAt: 1, board: { junk: true } } },
      { store: 'clubs', value: { id: 'n-junk', version: 1, updatedAt: 1, club: { junk: true } } },
    ]);
    await page.goto(`${APP_URL}/#/settings`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a backup' }).click()]);
    const said = page.locator('.error[role=alert]').filter({ hasText: 'Saved 1 game' });
    expect(await said.textContent()).toMatch(
      /^Saved 1 game, 0 boards, 0 deck profiles and \d+ settings? in muggins-backup-[\d-]+\.json\. 2 other records could not be read or would not import \(the board 'Pub board': board \('Pub board'\) is not a valid board; the club night 'n-junk': club night 'n-junk' is damaged: its night is an object without a version\): they are in the file only as raw data, exactly as stored\.$/,
    );
    await saveScreenshot(page, 'probes-backup-damaged');
    const path = join(TMP, 'probes-backup.json');
    await writeFile(path, await readFile((await download.path())!, 'utf8'));
    try {
      // Another phone: a fresh browser imports the file.
      const other = await launchBrowser({ serviceWorkers: 'block' });
      try {
        const phone = other.page;
        const otherErrors = recordErrors(phone);
        await phone.goto(`${APP_URL}/#/data`);
        await phone.locator('input[type=file]').setInputFiles(path);
        const result = phone.locator('.data-screen [role=status]');
        await expect
          .poll(() => result.textContent(), { timeout: 20_000 })
          .toMatch(
            /^Added 1 game(?: and \d+ settings?)?\. The file also holds the raw records of 2 damaged records \(the board 'Pub board' and the club night 'n-junk'\), which cannot be imported\.$/,
          );
        expect(otherErrors).toEqual([]);
      } finally {
        await other.close();
      }
    } finally {
      await rm(path, { force: true });
    }
    expect(errors).toEqual([]);
  });
});

describe('a long paste never freezes a field (issue 36 item 4)', () => {
  const big = 'toStringH '.repeat(100_000); // a megabyte

  test('"Or type" of the counter and the pasted backup refuse a megabyte at once; a link of 200,000 characters is refused', async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const page = browser.page;
    const errors = recordErrors(page);
    await page.goto(`${APP_URL}/#/count`);
    const field = page.getByLabel('Or type').first();
    await field.click();
    // Typed, dropped or pasted by the browser's own means: the field gets its text back, and says why.
    const t0 = Date.now();
    await page.keyboard.insertText(big);
    const refusal = page.getByRole('alert').filter({ hasText: 'characters long' });
    expect(await refusal.textContent()).toBe('That is 1,000,000 characters long; a list of cards is at most 400 characters, so it was not put in the field.');
    const typedMs = Date.now() - t0;
    expect(await field.inputValue()).toBe('');
    // A paste over the limit is stopped before the browser puts it in the field.
    const stopped = await field.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      return !el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, big);
    expect(stopped).toBe(true);
    // Card text naming a built-in key is refused with the card help (issue 36 item 2), not a silent field.
    await field.fill('5h toStringH');
    await page.getByRole('button', { name: 'Set' }).first().click();
    expect(await page.getByRole('alert').filter({ hasText: 'is not a card' }).textContent()).toBe(
      "'toStringH' is not a card: ranks are A, 2-10, J, Q, K; suits C, D, H, S.",
    );
    await saveScreenshot(page, 'probes-long-paste-count');

    await page.goto(`${APP_URL}/#/data`);
    const paste = page.getByLabel('Or paste a backup');
    await paste.click();
    const t1 = Date.now();
    await page.keyboard.insertText(big);
    expect(await page.locator('.data-screen [role=alert]').textContent()).toBe(
      'That is 1,000,000 characters long; pasted text is at most 200,000 characters, so it was not put in the field. Import a larger backup as a file.',
    );
    const pastedMs = Date.now() - t1;
    expect(await paste.inputValue()).toBe('');
    await saveScreenshot(page, 'probes-long-paste-data');

    // Opening a link: the app reads no link over 100,000 characters.
    await page.goto(`${APP_URL}/#M1.${'A'.repeat(200_000)}`);
    await page.getByRole('heading', { name: 'This link cannot be opened' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('This link is too long to be a Muggins game (more than 100,000 characters).');
    console.log(`a megabyte refused at once: "Or type" in ${typedMs} ms, the pasted backup in ${pastedMs} ms (Playwright's insertText included)`);
    expect(errors).toEqual([]);
  });
});

/** A file of `n` games, each a short traditional game (the cut, the starter, a hand of 12 for Di) under its own id. */
function manyGames(n: number): string {
  const made = createSetup({ ruleset: 'traditional', players: ['Cy', 'Di'] });
  if (!made.ok) throw new Error(made.error.message);
  const games = [];
  for (let i = 0; i < n; i++) {
    const id = `g-many-${i}`;
    const commands: TimelineCommand[] = [
      { type: 'start', gameId: id, setup: made.value },
      { type: 'cutForDeal', dealer: 0 },
      { type: 'turnStarter', card: null },
      { type: 'score', side: 1, points: 12, reason: 'hand', seat: 1 },
      // Finished: Statistics lists players with a finished game (issue 37 item 10). Di corrected to 121, Cy on 0.
      { type: 'score', side: 1, points: 109, reason: 'correction' },
    ];
    let t = EMPTY_TIMELINE;
    const events: GameEvent[] = [];
    for (const c of commands) {
      const r = applyCommand(t, { ...c, at: 1_795_734_000_000 + i });
      if (!r.ok) throw new Error(r.error.message);
      t = r.value.timeline;
      events.push(...r.value.added);
    }
    games.push({ id, version: 1, createdAt: 1_795_734_000_000 + i, updatedAt: 1_795_734_000_000 + i, title: 'Cy v Di', setup: { colors: [] }, events });
  }
  return JSON.stringify({ format: 'muggins-export', version: 2, exportedAt: 1, games, boards: [], decks: [], settings: [] });
}

describe('statistics at once after an import (issue 36 item 5)', () => {
  test('3,000 games imported: the first Statistics visit draws its figures before it reads any log', async () => {
    const path = join(TMP, 'probes-3000.json');
    await writeFile(path, manyGames(3000));
    try {
      browser = await launchBrowser({ serviceWorkers: 'block' });
      const page = browser.page;
      const errors = recordErrors(page);
      await page.goto(`${APP_URL}/#/data`);
      await page.locator('input[type=file]').setInputFiles(path);
      await expect.poll(() => page.locator('.data-screen [role=status]').textContent(), { timeout: 120_000 }).toMatch(/^Added 3,?000 games/);
      // A fresh load straight onto Statistics, watched: when the first log is read, and when the figures are drawn.
      await page.addInitScript(() => {
        const w = window as unknown as { probe: { logReadAt: number | null; figuresAt: number | null } };
        w.probe = { logReadAt: null, figuresAt: null };
        const open = IDBDatabase.prototype.transaction;
        IDBDatabase.prototype.transaction = function (this: IDBDatabase, names: string | string[], ...rest: unknown[]) {
          if ((typeof names === 'string' ? [names] : [...names]).includes('events')) w.probe.logReadAt ??= performance.now();
          return (open as (...a: unknown[]) => IDBTransaction).call(this, names, ...rest);
        } as typeof open;
        new MutationObserver(() => {
          if (document.querySelector('.stats-player')) w.probe.figuresAt ??= performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.evaluate(() => history.replaceState(null, '', '/#/stats'));
      const t0 = Date.now();
      await page.reload();
      const di = page.locator('.stats-player').filter({ has: page.getByRole('heading', { name: 'Di' }) });
      await di.waitFor({ timeout: 60_000 });
      const firstVisitMs = Date.now() - t0;
      // 3,000 games won by Di at 121 to 0, each a double skunk (003 SKUNK: under 61 holes), her one hand 12 in each.
      expect(await di.locator('dd').allTextContents()).toEqual(['3000', '3000', '3000 double', '0', '12.0', '12', '–', '–']);
      const probe = await page.evaluate(() => (window as unknown as { probe: { logReadAt: number | null; figuresAt: number } }).probe);
      // The figures come from the summaries the import stored; any log read (the damage check) comes after them.
      expect(probe.logReadAt === null || probe.logReadAt >= probe.figuresAt, JSON.stringify(probe)).toBe(true);
      await saveScreenshot(page, 'probes-stats-3000');
      console.log(`statistics after importing 3,000 games: figures in ${firstVisitMs} ms from the page load (figures at ${Math.round(probe.figuresAt)} ms)`);
      expect(errors).toEqual([]);
    } finally {
      await rm(path, { force: true });
    }
  }, 300_000);
});
