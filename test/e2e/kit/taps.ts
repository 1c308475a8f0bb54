import type { Page } from 'playwright-core';
import { newGame } from './drive';

/**
 * Taps that wait for the store: tap a button, then wait until the session reports the move saved
 * (`<html data-saved-events>` grows); start a game ready for pegging taps.
 */

/** The number of events the session last reported stored (`<html data-saved-events>`), or -1. */
export function savedEvents(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.documentElement.dataset.savedEvents ?? -1));
}

/**
 * Waits until the page reports at least `length` events stored, looking every 20 ms on a timer: headless Chromium
 * draws a tab behind another about once a second, and a wait on frames would wait with it.
 */
export async function waitForSaved(page: Page, length: number): Promise<void> {
  await page.waitForFunction((n) => Number(document.documentElement.dataset.savedEvents) >= n, length, { polling: 20 });
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
        const find = () =>
          [...document.querySelectorAll('button')].find((b) => !b.disabled && (b.getAttribute('aria-label') === name || b.textContent?.trim() === name));
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
  await newGame(page, { names: ['Ann', 'Bob'] });
  await tapUntilSaved(page, 'Ann deals');
  await tapUntilSaved(page, 'Turned (not entering cards)');
  const id = await page.evaluate(() => document.documentElement.dataset.savedGame);
  if (!id) throw new Error('the session did not mark the game saved');
  return id;
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
