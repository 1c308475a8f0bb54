import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, keypad, launchBrowser, newGame, openCards, press, saveScreenshot } from './kit';

/*
 * Issue 37 item 10, the words on a phone as a phone: a team's move takes the plural all through ("Cal & Cora peg 4
 * to 124 and slides" read wrong). Crib Wars, four players in two teams, the default board: red skip 1 at 124.
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

describe("a team's words (issue 37.10)", () => {
  test('phone-360: Ann & Cy peg 4 to 124 and slide 20 holes to 144', async () => {
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await newGame(page, { ruleset: 'Crib Wars', seats: 4, names: ['Ann', 'Bob', 'Cy', 'Di'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await keypad(page, 0, 120);
    await page.getByRole('button', { name: 'Ann & Cy plus 4', exact: true }).tap();
    await expect.poll(() => page.locator('.table__words').textContent()).toBe('Red skip 1: Ann & Cy peg 4 to 124 and slide 20 holes to 144 (pegging)');
    await saveScreenshot(page, 'words-team-360');
  });

  test("sideways-360: the starter's every rank and suit are in view, nothing to scroll (the suits needed a scroll)", async () => {
    browser = await launchBrowser({ device: 'sideways-360' });
    page = browser.page;
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    const entry = await openCards(page);
    await press(entry.getByRole('group', { name: 'Starter: rank' }).getByRole('button', { name: '5' }));
    await saveScreenshot(page, 'words-starter-sideways-360');
    const hidden = await page.evaluate(() => {
      const body = document.querySelector('dialog .sheet__body')!.getBoundingClientRect();
      return [...document.querySelectorAll<HTMLButtonElement>('dialog .picker__ranks button, dialog .picker__suits button')]
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.top < body.top - 0.5 || r.bottom > body.bottom + 0.5;
        })
        .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    });
    expect(hidden).toEqual([]);
  });
});
