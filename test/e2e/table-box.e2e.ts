import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, type Device, emulate, keypad, launchBrowser, newGame, pad, saveScreenshot, shownWords } from './kit';

/*
 * Issue 37 item 3: a penalty box explained at the table, on a phone as a phone upright and sideways and on the tablet.
 * Crib Wars, 2 players, the default board (penalty box 1 at holes 175-177): Ann at 164 pegs 12 to 176 and lands in
 * the box (003 BLUE PENALTY BOX: she folds and goes back 20 to 156; Bob, at 156, goes ahead 20, which would end in
 * the box: on to 178). The box leads the words and is drawn whole, her pad says why she waits and for how long, and
 * her peg is in the visible part of the board. Screenshots: `.tmp/screenshots/box-<device>.jpg`.
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

const DEVICES = ['phone-360', 'sideways-360', 'tablet'] as const satisfies readonly Device[];

/** The pad's line under its name as drawn: its text, and whether it is cut (an ellipsis, or hidden). */
async function padLine(name: string): Promise<{ text: string; whole: boolean }> {
  return pad(page, name)
    .locator('.pad__intent')
    .evaluate((p) => ({ text: p.textContent ?? '', whole: p.getClientRects().length > 0 && p.scrollWidth <= p.clientWidth + 1 }));
}

/** True when side `side`'s front peg is wholly inside the visible part of the table's board. */
async function pegInView(side: number): Promise<boolean> {
  return page.evaluate((s) => {
    const box = document.querySelector('.table__board')!.getBoundingClientRect();
    const peg = document.querySelector(`.table__board .pegboard__peg--front[data-side="${s}"]`);
    const r = peg?.getBoundingClientRect();
    return !!r && r.width > 0 && r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
  }, side);
}

describe('a penalty box explained (issue 37.3)', () => {
  test('Ann lands in penalty box 1: the box leads the words, her pad says why she waits, her peg is on the board', async () => {
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await newGame(page, { ruleset: 'Crib Wars', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await keypad(page, 0, 164);
    await keypad(page, 1, 156);
    await page.getByRole('button', { name: 'Ann plus 12', exact: true }).tap();
    const news = 'Penalty box 1: Ann folds, back 20 to 156; Bob ahead 20 to 178';
    await expect.poll(() => page.locator('.table__words').textContent()).toBe(news);
    for (const device of DEVICES) {
      await emulate(page, device);
      await saveScreenshot(page, `box-${device}`);
      // Sideways the words have one line beside the board: the box and where the boxed peg went lead it, the pads
      // show the rest (Bob's 178); upright and on the tablet the sentence is whole.
      if (device === 'sideways-360') expect(await shownWords(page), device).toMatch(/^Penalty box 1: Ann folds, back 20 to 156/);
      else expect(await shownWords(page), device).toBe(news);
      expect(await padLine('Ann'), device).toEqual({ text: 'Boxed: this hand', whole: true });
      await expect.poll(() => pegInView(0), { message: device }).toBe(true);
    }
  });
});
