import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { APP_URL } from './browser';

/**
 * Helpers for the tests that break things: find and SIGKILL the Chromium that runs on a profile directory, start a
 * game, tap a button then wait until the session reports the move saved (`<html data-saved-events>` grows).
 */

interface ChromiumProcess {
  readonly pid: number;
  /** Its process group, e.g. the browser's own pid (Playwright starts it detached). */
  readonly pgid: number;
  /** True for the browser process itself (no `--type=`: not a renderer, zygote, GPU or utility process). */
  readonly main: boolean;
}

/** Every live Chromium process started with `--user-data-dir=<profile>`. */
export function chromiumProcesses(profile: string): ChromiumProcess[] {
  const out: ChromiumProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Chromium rewrites its children's command lines with spaces instead of NULs: search the text.
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!cmdline.includes(`--user-data-dir=${profile}`)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') continue;
      out.push({ pid: Number(entry), pgid: Number(fields[2]), main: !cmdline.includes('--type=') });
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

/**
 * SIGKILLs the browser process on `profile` and, in the same instant, its whole process group (renderers and the
 * storage service included), as an OS killing the app would; then waits until every process is gone, so the
 * profile can be opened again. Returns the browser's pid.
 */
export async function killChromium(profile: string): Promise<number> {
  const main = chromiumProcesses(profile).find((p) => p.main);
  if (!main) throw new Error(`no Chromium runs on ${profile}`);
  process.kill(main.pid, 'SIGKILL');
  try {
    process.kill(-main.pgid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
  const deadline = Date.now() + 10_000;
  while (chromiumProcesses(profile).length > 0) {
    if (Date.now() > deadline) throw new Error(`Chromium on ${profile} survived SIGKILL`);
    for (const p of chromiumProcesses(profile)) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return main.pid;
}

/** The number of events the session last reported stored (`<html data-saved-events>`), or -1. */
export function savedEvents(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset.savedEvents ?? -1));
}

/**
 * Clicks the button named `name` (its aria-label or text; waiting for it to appear) from inside the page and
 * resolves, as soon as the page reports a longer saved log, with that length. The click and the wait are one
 * round trip, so "saved" reaches the test within a millisecond or two.
 */
export function tapUntilSaved(page: Page, name: string, timeoutMs = 10_000): Promise<number> {
  return page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const html = document.documentElement;
        const timer = setTimeout(() => reject(new Error(`'${name}' was not found and reported saved within ${timeoutMs} ms`)), timeoutMs);
        const find = () => [...document.querySelectorAll('button')].find((b) => !b.disabled && (b.getAttribute('aria-label') === name || b.textContent?.trim() === name));
        // The button may still be rendering after the previous step: look again every 10 ms.
        const tap = () => {
          const button = find();
          if (!button) return void setTimeout(tap, 10);
          const before = Number(html.dataset.savedEvents ?? -1);
          const observer = new MutationObserver(() => {
            const now = Number(html.dataset.savedEvents ?? -1);
            if (now > before) {
              observer.disconnect();
              clearTimeout(timer);
              resolve(now);
            }
          });
          observer.observe(html, { attributes: true, attributeFilter: ['data-saved-events'] });
          button.click();
        };
        tap();
      }),
    { name, timeoutMs },
  );
}

/** Clicks the button named `name` from inside the page without waiting for anything. */
export function tapNow(page: Page, name: string): Promise<void> {
  return page.evaluate((name) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name);
    if (!button) throw new Error(`no button named '${name}'`);
    button.click();
  }, name);
}

/** Starts Ann v Bob (traditional), Ann dealing, the starter turned: both score pads take pegging taps. Returns the game id. */
export async function startTapGame(page: Page): Promise<string> {
  await page.goto(APP_URL);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('Seat 1').fill('Ann');
  await page.getByLabel('Seat 2').fill('Bob');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await tapUntilSaved(page, 'Ann deals');
  await tapUntilSaved(page, 'Turned (not entering cards)');
  const id = await page.evaluate(() => document.documentElement.dataset.savedGame);
  if (!id) throw new Error('the session did not mark the game saved');
  return id;
}

/** A side's score as its pad's region says it, e.g. `17` for "Ann: 17". */
export async function scoreOf(page: Page, name: string): Promise<number> {
  const label = await page.getByRole('region', { name: new RegExp(`^${name}: -?\\d+$`) }).first().getAttribute('aria-label');
  return Number(label?.split(': ')[1]);
}

/**
 * The half-entered counts kept in the page's IndexedDB (settings `device:draft:<game id>`, src/store/format.ts
 * `draftKey`), by game id, e.g. `{ 'g-…': { round: 1, count: 0, cards: ['5H', '5C'], … } }`.
 */
export function storedDrafts(page: Page): Promise<Record<string, { readonly cards: readonly string[] }>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, { readonly cards: readonly string[] }>>((resolve, reject) => {
        const open = indexedDB.open('muggins');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('settings').objectStore('settings').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const rows = read.result as { key: string; value: { cards: string[] } }[];
            resolve(Object.fromEntries(rows.filter((r) => r.key.startsWith('device:draft:')).map((r) => [r.key.slice('device:draft:'.length), r.value])));
          };
        };
      }),
  );
}
