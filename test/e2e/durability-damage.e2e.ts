import { readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot, scoreOf, startTapGame, tapUntilSaved, TMP } from './kit';

/**
 * Damage is reported, never dropped (issue 11 items 3 and 7): tampered records in the browser's IndexedDB open as a
 * clear message naming the game and the record, their raw data can be downloaded, statistics say what they could
 * not read, the other games keep working, and nothing on disk is changed.
 */

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

/** Copies game `from` (record and log) to four new games, each damaged in one way, with raw IndexedDB as a tamperer would. */
function tamper(page: Page, from: string): Promise<void> {
  return page.evaluate(async (from) => {
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
    const db = await req(indexedDB.open('muggins'));
    const read = db.transaction(['games', 'events']);
    const record = (await req(read.objectStore('games').get(from))) as Record<string, unknown>;
    const rows = (await req(read.objectStore('events').getAll(IDBKeyRange.bound([from, 0], [from, Infinity])))) as {
      seq: number;
      event: Record<string, unknown>;
    }[];
    const tx = db.transaction(['games', 'events'], 'readwrite');
    const copy = (
      id: string,
      title: string,
      change: (g: Record<string, unknown>) => unknown,
      changeRow: (r: { seq: number; event: Record<string, unknown> }) => unknown,
    ) => {
      tx.objectStore('games').put(change({ ...record, id, title }));
      for (const row of rows) tx.objectStore('events').put(changeRow({ ...row, gameId: id } as typeof row));
    };
    const same = <T>(x: T) => x;
    copy('g-bad-event', 'Cy v Di', same, (r) => (r.seq === 2 ? { ...r, event: { ...r.event, type: 'Nonsense' } } : r));
    copy('g-future', 'Ed v Flo', (g) => ({ ...g, version: 7 }), same);
    copy('g-no-setup', 'Gus v Hal', ({ setup: _setup, ...g }) => g, same);
    copy('g-old-event', 'Ivy v Jo', same, (r) => (r.seq === 1 ? { ...r, event: { ...r.event, v: 9 } } : r));
    // Issue 36 item 6: damage behind a sound summary of its own (the game list and statistics read summaries).
    const ownSummary = (g: Record<string, unknown>) => ({ ...g, summary: String(g.summary).replaceAll(JSON.stringify(from), JSON.stringify('g-behind')) });
    copy('g-behind', 'Kay v Lu', ownSummary, (r) => (r.seq === 2 ? { ...r, event: { ...r.event, type: 'Nonsense' } } : r));
    await new Promise((res, rej) => ((tx.oncomplete = res), (tx.onerror = () => rej(tx.error))));
    db.close();
  }, from);
}

interface Snapshot {
  readonly games: { id: string }[];
  readonly events: { gameId: string }[];
}

/** Every game record and event row as stored. */
function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(async () => {
    const req = <T>(r: IDBRequest<T>) => new Promise<T>((res, rej) => ((r.onsuccess = () => res(r.result)), (r.onerror = () => rej(r.error))));
    const db = await req(indexedDB.open('muggins'));
    const tx = db.transaction(['games', 'events']);
    const out = { games: await req(tx.objectStore('games').getAll()), events: await req(tx.objectStore('events').getAll()) };
    db.close();
    return out as Snapshot;
  });
}

describe('tampered storage (issue 11 item 7)', () => {
  test('a malformed event, an unknown version, a missing field: each opens as a message; the rest keeps working', async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    const page = browser.page;
    const errors = recordErrors(page);
    const good = await startTapGame(page);
    await tapUntilSaved(page, 'Bob plus 2');
    await page.getByRole('button', { name: /Home/ }).first().click();
    await tamper(page, good);
    const before = await snapshot(page);

    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be read' });
    // Each named, the one behind a sound summary too once home has checked the logs of the games it lists.
    await expect.poll(() => alert.textContent()).toMatch(/^5 saved games cannot be read \(.*\): kept as they are, with their raw data in Export · import\.$/);
    const named = (await alert.textContent())!;
    for (const part of [
      "event 3 of 'Cy v Di': unknown event type Nonsense",
      "the record of 'Ed v Flo': has version 7",
      "event 3 of 'Kay v Lu': unknown event type Nonsense",
    ])
      expect(named).toContain(part);
    expect(await page.locator('.home__game strong').allTextContents()).toEqual(['Ann v Bob']);
    await saveScreenshot(page, 'damage-home');

    // Opening a damaged game names the game and the record.
    const messages: Record<string, string> = {
      'g-bad-event': "Event 3 of 'Cy v Di': unknown event type Nonsense.",
      'g-future': "The record of 'Ed v Flo': has version 7; this app reads version 1 (it may come from a newer Muggins).",
      'g-no-setup': "The record of 'Gus v Hal': setup is missing.",
      'g-old-event': "Event 2 of 'Ivy v Jo': event version 9 is not supported (expected 1 or 2).",
    };
    for (const [id, message] of Object.entries(messages)) {
      await page.goto(`${APP_URL}/#/game/${id}`);
      await page.getByRole('heading', { name: 'This game cannot be opened' }).waitFor();
      // The hash changes within one page: wait for this game's message to replace the last one's.
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe(`${message} The game was left untouched; its raw data can be downloaded from Export · import.`);
    }
    await saveScreenshot(page, 'damage-open');

    // The good game opens and takes taps.
    await page.goto(`${APP_URL}/#/game/${good}`);
    await tapUntilSaved(page, 'Ann plus 3');
    expect(await scoreOf(page, 'Ann')).toBe(3);

    // Statistics say how many games they could not read.
    await page.goto(`${APP_URL}/#/stats`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/^5 games could not be read and are not counted \(.*event 3 of 'Cy v Di'.*event 3 of 'Kay v Lu'/);

    // The data screen lists them, and offers each one's raw data exactly as stored.
    await page.goto(`${APP_URL}/#/data`);
    await page.getByRole('heading', { name: 'Games that cannot be read' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the raw data of Cy v Di' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^muggins-raw-\d{4}-\d\d-\d\d\.json$/);
    const raw = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      id: string;
      record: unknown;
      events: { seq: number; event: { type: string } }[];
    };
    const stored = before;
    expect(raw.id).toBe('g-bad-event');
    expect(raw.record).toEqual(stored.games.find((g) => g.id === 'g-bad-event'));
    expect(raw.events).toEqual(stored.events.filter((e) => e.gameId === 'g-bad-event'));
    expect(raw.events[2]?.event.type).toBe('Nonsense');
    await saveScreenshot(page, 'damage-data');

    // Nothing damaged was changed or deleted (the good game gained only its new tap).
    const after = await snapshot(page);
    const damagedOnly = (s: Snapshot) => ({ games: s.games.filter((g) => g.id !== good), events: s.events.filter((e) => e.gameId !== good) });
    expect(damagedOnly(after)).toEqual(damagedOnly(stored));
    expect(errors).toEqual([]);
  });
});

describe('a file too large to import (the data-safety audit)', () => {
  test('70 MB, and 600 MB (a video picked by mistake, which Chromium reads as empty text): each refused for its size; nothing is written', async () => {
    const files = [
      { path: join(TMP, 'import-70mb.json'), mb: 70 },
      { path: join(TMP, 'import-600mb.json'), mb: 600 },
    ];
    for (const f of files) {
      await writeFile(f.path, '');
      await truncate(f.path, f.mb * 1024 * 1024); // sparse: no disk used
    }
    try {
      browser = await launchBrowser();
      const page = browser.page;
      const errors = recordErrors(page);
      // A game on the device, to prove the refused files change nothing.
      await startTapGame(page);
      await tapUntilSaved(page, 'Bob plus 2');
      await page.goto(`${APP_URL}/#/data`);
      await page.getByText('Import a file (.json)').waitFor();
      const before = await snapshot(page);
      expect(before.games).toHaveLength(1);
      for (const f of files) {
        await page.locator('input[type=file]').setInputFiles(f.path);
        await expect
          .poll(() => page.locator('.data-screen [role=alert]').textContent(), { timeout: 20_000 })
          .toBe(`Nothing was imported: The file is ${f.mb} MB; the largest Muggins imports is 64 MB.`);
        await saveScreenshot(page, `import-${f.mb}mb`);
      }
      expect(await snapshot(page)).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      for (const f of files) await rm(f.path, { force: true });
    }
  });
});
