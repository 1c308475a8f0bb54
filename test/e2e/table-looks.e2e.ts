import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Browser,
  type Device,
  APP_URL,
  bar,
  emulate,
  endGame,
  keypad,
  launchBrowser,
  newGame,
  pad,
  saveScreenshot,
  savedEvents,
  scoreOf,
  waitForSaved,
} from './kit';

/*
 * Issue 37 item 10, what a table saw on a phone as a phone (360x740, 390x844, the same phones sideways, the tablet):
 * 2-player Cribbage is not Enough lit Ann's pad for the Intel bonus either player may win; the Intel sheet clipped
 * "Nobody (a tie)"; "156back: Trap 1" ran together and lost the back peg's "9 of 10"; Crib Wars' zone words were cut
 * at the board window's edges and under the ⤢ tab, and sideways the pads lost the back peg; Statistics listed
 * players with no finished game. Screenshots: `.tmp/screenshots/looks-<part>-<device>.jpg`.
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

async function start(device: Device): Promise<void> {
  browser = await launchBrowser({ device });
  page = browser.page;
}

/** Taps a pad's key and waits for its event to be stored. */
async function tapStored(name: string): Promise<void> {
  const before = await savedEvents(page);
  await page.getByRole('button', { name, exact: true }).tap();
  await waitForSaved(page, before + 1);
}

/** 000, two players: Ann deals, the Tops turned, both hands tapped; the round is at the Intel bonus. */
async function atTheIntelBonus(): Promise<void> {
  await newGame(page, { ruleset: 'Cribbage is not Enough', names: ['Ann', 'Bob'] });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  await bar(page).getByRole('button', { name: 'Turned (not entering cards)' }).tap();
  await bar(page)
    .getByRole('button', { name: /^Play over/ })
    .tap();
  await page.getByRole('button', { name: 'Bob plus 4', exact: true }).tap();
  await expect.poll(() => scoreOf(page, 'Bob')).toBe(4);
  await page.getByRole('button', { name: 'Ann plus 6', exact: true }).tap();
  await expect.poll(() => scoreOf(page, 'Ann')).toBe(6);
  await bar(page).getByRole('button', { name: 'Intel bonus…' }).waitFor();
}

/** The pads' keys not wholly in view: under the bar, off the screen, or covered (read at each key's centre). */
async function keysHidden(): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.bar')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.pad__key')].flatMap((key) => {
      const r = key.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.pad__key');
      const whole = r.top >= 0 && r.bottom <= bar.top + 0.5 && r.right <= innerWidth + 0.5 && hit === key;
      return whole ? [] : [key.getAttribute('aria-label') ?? key.textContent ?? ''];
    });
  });
}

describe("000's Intel bonus, two players (issue 37.10)", () => {
  test('neither pad is lit: either player may win the bonus (000: the single player with the most Intel; a tie, nobody)', async () => {
    await start('phone-360');
    await atTheIntelBonus();
    await saveScreenshot(page, 'looks-intel-table-phone-360', { scale: 'css' });
    expect(await page.locator('.pad--lit').count()).toBe(0);
    // The bar's two choices share a row: stacked, they pushed the 13+ keys under the bar.
    expect(await keysHidden()).toEqual([]);
    expect(await bar(page).textContent()).toContain("The Intel bonus: who has the most Intel in hand, or tap the points on the winner's pad.");
    // Either pad still takes it: Bob's +3 is his Intel bonus.
    await page.getByRole('button', { name: 'Bob plus 3', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(7);
    await expect.poll(() => page.locator('.table__words').textContent()).toContain('Bob pegs 3 to 7 (Intel bonus)');
  });

  test('the sheet\'s choices are whole, "Nobody (a tie)" included', async () => {
    await start('phone-360');
    await atTheIntelBonus();
    await bar(page).getByRole('button', { name: 'Intel bonus…' }).tap();
    const intel = page.getByRole('dialog', { name: 'The Intel bonus' });
    await intel.waitFor();
    for (const device of ['phone-360', 'phone-390', 'sideways-360'] as const) {
      await emulate(page, device);
      await saveScreenshot(page, `looks-intel-sheet-${device}`, { scale: 'css' });
      const cut = await intel.locator('.ne-choice').evaluateAll((chips) =>
        chips.flatMap((chip) => {
          const box = chip.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(chip);
          const text = range.getBoundingClientRect();
          const whole = chip.scrollWidth <= chip.clientWidth + 1 && text.left >= box.left - 0.5 && text.right <= box.right + 0.5;
          return whole ? [] : [chip.textContent?.trim()];
        }),
      );
      expect(cut, device).toEqual([]);
      expect(await intel.getByText('Nobody (a tie)').isVisible()).toBe(true);
    }
  });
});

/** Crib Wars, two players: Ann at 156 pegs 12 into time trap 1, 8 along its blue path, then 5 back onto the track at 156. */
async function backOnTheTrap(): Promise<void> {
  await newGame(page, { ruleset: 'Crib Wars', names: ['Ann', 'Bob'] });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  await keypad(page, 0, 156);
  for (const n of [12, 8, 5]) await tapStored(`Ann plus ${n}`);
  await expect.poll(() => scoreOf(page, 'Ann')).toBe(156);
}

/** The back peg's words on `name`'s pad as drawn: its text, whether it is whole, and whether it keeps off the score. */
async function backLine(name: string): Promise<{ text: string; whole: boolean; clear: boolean }> {
  return pad(page, name)
    .locator('.pad__head')
    .evaluate((head) => {
      const back = head.querySelector<HTMLElement>('.pad__back')!;
      const score = head.querySelector<HTMLElement>('.pad__score')!.getBoundingClientRect();
      const b = back.getBoundingClientRect();
      const shown = back.getClientRects().length > 0 && b.width > 0;
      const whole = shown && back.scrollWidth <= back.clientWidth + 1 && back.scrollHeight <= back.clientHeight + 1;
      const clear = b.left >= score.right + 2 || b.right <= score.left - 2 || b.top >= score.bottom || b.bottom <= score.top;
      return { text: (back.innerText ?? '').replace(/\s+/g, ' ').trim(), whole, clear };
    });
}

describe('the back peg on a side path (issue 37.10)', () => {
  test('"back: Trap 1 · 9 of 10" whole and apart from the score, upright, sideways and on the tablet', async () => {
    await start('phone-360');
    await backOnTheTrap();
    for (const device of ['phone-360', 'phone-390', 'sideways-360', 'sideways', 'tablet'] as const) {
      // Each from upright, as a table turns a phone: the board follows its pegs when the layout changes.
      if (device !== 'phone-360') await emulate(page, 'phone-360');
      await emulate(page, device);
      await saveScreenshot(page, `looks-back-${device}`, { scale: 'css' });
      expect(await backLine('Ann'), device).toEqual({ text: 'back: Trap 1 · 9 of 10', whole: true, clear: true });
      expect(await backLine('Bob'), device).toEqual({ text: 'both pegs', whole: true, clear: true });
    }
  });
});

/** The board's words as drawn in the table's board window: any cut by its edges or under the ⤢ tab, and their size. */
async function boardWords(): Promise<{ cut: string[]; underTab: string[]; smallest: number }> {
  return page.evaluate(() => {
    const box = document.querySelector('.table__board')!.getBoundingClientRect();
    const tab = document.querySelector('.wholeboard-open')?.getBoundingClientRect();
    const cut: string[] = [];
    const underTab: string[] = [];
    let smallest = Infinity;
    for (const label of document.querySelectorAll<SVGTextElement>('.table__board text.pegboard__label')) {
      const r = label.getBoundingClientRect();
      const name = label.textContent ?? '';
      const inside = r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5 && r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      const outside = r.bottom <= box.top || r.top >= box.bottom || r.right <= box.left || r.left >= box.right;
      if (!inside && !outside) cut.push(name);
      if (tab && r.left < tab.right && r.right > tab.left && r.top < tab.bottom && r.bottom > tab.top) underTab.push(name);
      if (inside) {
        const m = label.getScreenCTM()!;
        const px = Number.parseFloat(getComputedStyle(label).fontSize) * Math.hypot(m.a, m.b);
        smallest = Math.min(smallest, Math.round(px * 10) / 10);
      }
    }
    return { cut, underTab, smallest };
  });
}

describe("Crib Wars' board words in the table's window (issue 37.10)", () => {
  test("no word cut at the window's edges or under the ⤢ tab, and none under 11 px", async () => {
    await start('phone-360');
    await newGame(page, { ruleset: 'Crib Wars', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    const devices = ['phone-360', 'sideways-360', 'sideways', 'tablet'] as const;
    for (const [i, to] of [40, 100, 156, 230, 300].entries()) {
      await keypad(page, 0, to - (i === 0 ? 0 : [40, 100, 156, 230, 300][i - 1]!));
      for (const device of devices) {
        // The board follows its pegs when the layout changes (a phone turned): from upright, as a table turns it.
        if (device !== 'phone-360') await emulate(page, 'phone-360');
        await emulate(page, device);
        await saveScreenshot(page, `looks-words-${to}-${device}`, { scale: 'css' });
        const words = await boardWords();
        expect({ at: to, cut: words.cut }, device).toEqual({ at: to, cut: [] });
        // The ⤢ tab takes a corner free of words: with a word under both bottom corners (a phone with Ann at 300:
        // "LAND 3" and "double skunk"; the tablet at the start: "skunk" and "stink") it goes up to a top corner.
        expect({ at: to, underTab: words.underTab }, device).toEqual({ at: to, underTab: [] });
        // At 740x360 too (issue 37.10): there the board kept a quarter of the width, its words 6.8 px.
        expect(words.smallest, `${device} at ${to}`).toBeGreaterThanOrEqual(11);
        // Sideways the last move runs over the board too, whose window scrolls anyway (over the pads alone it cut a
        // penalty box's lead): at 844x390 over both columns, at 740x360 over the board alone.
        if (device.startsWith('sideways')) {
          const over = await page.evaluate(() => {
            const line = document.querySelector('.table__words')!.getBoundingClientRect();
            const board = document.querySelector('.table__board')!.getBoundingClientRect();
            return line.left <= board.left + 1 && line.right >= board.right - 1;
          });
          expect(over, `${device}: the last move over the board`).toBe(true);
        }
      }
    }
  });
});

describe('the ⤢ tab at a top corner (issue 37.10)', () => {
  test('stays at the top of the board window when the window grows (360x740 to 390x844, the same layout)', async () => {
    await start('phone-360');
    await newGame(page, { ruleset: 'Crib Wars', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    // Ann at 300: "LAND 3" and "double skunk" under the bottom corners, so the tab goes up.
    await keypad(page, 0, 300);
    const tab = page.locator('.wholeboard-open');
    /** The tab's corner and its distance from the window's top edge (inside its border), px. */
    const where = () =>
      tab.evaluate((button: HTMLElement) => {
        const board = button.closest('.table__board')!;
        const inside = board.getBoundingClientRect().top + board.clientTop;
        return { corner: button.dataset.corner, fromTop: Math.round(button.getBoundingClientRect().top - inside) };
      });
    await expect.poll(where).toEqual({ corner: 'top-right', fromTop: 4 });
    await emulate(page, 'phone-390');
    await expect.poll(where).toEqual({ corner: 'top-right', fromTop: 4 });
  });
});

describe('Statistics (issue 37.10)', () => {
  test('lists only players with a finished game', async () => {
    await start('phone-360');
    await newGame(page, { names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await endGame(page);
    await newGame(page, { names: ['Cy', 'Di'] });
    await page.getByRole('button', { name: 'Cy deals' }).tap();
    await tapStored('Cy plus 5');
    await page.goto(`${APP_URL}/#/stats`);
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    await saveScreenshot(page, 'looks-stats-phone-360', { scale: 'css' });
    expect(await page.locator('.stats-player h3').allTextContents()).toEqual(['Ann', 'Bob']);
  });
});
