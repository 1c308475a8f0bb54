import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { announced, type Browser, launchBrowser, newGame, recordErrors, saveScreenshot, scoreOf, settled, typeCards, waitForServiceWorkerControl } from './kit';

let browser: Browser;
let page: Page;

beforeEach(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
  page = browser.page;
});

afterEach(async () => {
  await browser?.close();
});

async function setUp(ruleset: string, options: { muggins?: boolean } = {}): Promise<void> {
  await newGame(page, { ruleset, names: ['Ann', 'Bob'], muggins: options.muggins ?? false });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
}

/** Types cards into the open sheet's last card picker (the hand's, after the starter's). */
async function typeCardsInSheet(text: string): Promise<void> {
  await typeCards(page.getByRole('dialog').locator('fieldset').last(), text);
}

/** Card entry for the starter: the next-step bar opens it; "Starter is ..." turns it. */
async function starter(text: string, shown: string): Promise<void> {
  await page.getByRole('button', { name: 'Starter card…' }).tap();
  await typeCardsInSheet(text);
  await page.getByRole('button', { name: `Starter is ${shown}` }).tap();
}

/** Card entry for the next count of the show, from the next-step bar. */
async function enterCards(who: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${who}'s cards`) }).tap();
  await page.getByRole('heading', { name: `${who}'s hand` }).waitFor();
}

/** A correction on a side's keypad: moves the peg by any number of holes (used to reach the zones). */
async function keypad(name: string, points: number): Promise<void> {
  await page.getByRole('button', { name: `${name}: 13 or more, or a correction` }).tap();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('For').selectOption({ label: 'Correction (+ or −)' });
  await sheet.getByLabel('Points', { exact: true }).fill(String(points));
  await sheet.getByRole('button', { name: 'Peg it' }).tap();
  await sheet.waitFor({ state: 'detached' });
}

describe('cards, muggins and zones in the browser (issue 5)', () => {
  test('a hand entered by cards gets its itemized count and is pegged', async () => {
    const errors = recordErrors(page);
    await setUp('Traditional');
    await starter('5d', '5♦');
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await enterCards('Bob');
    await typeCardsInSheet('5h 5c 5s jd');
    await expect
      .poll(() => page.locator('.count__said').textContent())
      .toBe(
        '“fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, fifteen fourteen, fifteen sixteen, a double pair royal is twenty-eight, and one for his nobs is twenty-nine”',
      );
    await saveScreenshot(page, 'count-29');
    await page.getByRole('button', { name: 'Score it: 29' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(29);
    expect(await announced(page)).toContain('29');
    expect(errors).toEqual([]);
  });

  test('a bad card gets a clear message and changes nothing', async () => {
    await setUp('Traditional');
    await page.getByRole('button', { name: 'Starter card…' }).click();
    await typeCardsInSheet('1h');
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain("'1h' is not a card");
    expect(await page.getByRole('button', { name: 'Pick the starter' }).isDisabled()).toBe(true);
  });

  test('muggins: a missed nob is shown, highlighted, and taken by the opponent (003 MUGGINS)', async () => {
    await setUp('Traditional', { muggins: true });
    await starter('8d', '8♦');
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await enterCards('Bob');
    await typeCardsInSheet('jd 2c 4s 6h'); // worth 1: his nobs
    await page.getByLabel('Bob claims').fill('0');
    await page.getByRole('button', { name: 'Score it: 0' }).tap();
    await page.getByRole('button', { name: "Check Bob's hand for muggins" }).tap();
    await expect.poll(() => page.getByRole('heading', { name: 'Muggins!' }).count()).toBe(1);
    expect(await page.locator('.count__item--missed').textContent()).toContain('His nobs');
    await saveScreenshot(page, 'muggins');
    await page.getByRole('button', { name: 'Ann calls muggins (+1)' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(1);
    expect(await scoreOf(page, 'Bob')).toBe(0);
  });

  test('Crib Wars: landing on a penalty box, a green advance, a red skip and a time trap (003)', async () => {
    await setUp('Crib Wars');
    // Penalty box 1 is holes 175-177: with two sides the offender goes back 20 and the other goes ahead 20.
    await keypad('Bob', 175);
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(155);
    expect(await scoreOf(page, 'Ann')).toBe(20);
    await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).click(); // the history is read when opened
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect.poll(() => page.locator('.history__list').textContent()).toMatch(/Penalty box 1: Bob pegs 175 to 175/);
    await page.getByRole('button', { name: 'Close History' }).click();
    // Green advance 1 is holes 185-187: the shortcut rejoins ahead.
    await keypad('Bob', 30);
    await expect.poll(() => announced(page)).toContain('Green advance 1: Bob pegs 30 to 185 and takes its green shortcut to 201');
    // Red skip 1 is holes 124-126: it slides 20 holes to the second box.
    await keypad('Ann', 104);
    await expect.poll(() => announced(page)).toContain('Red skip 1: Ann pegs 104 to 124 and slides 20 holes to 144');
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(144);
    // Time trap 1 is holes 168-170: the peg goes down the blue path.
    await keypad('Ann', 24);
    await expect.poll(() => announced(page)).toContain('Time trap 1: Ann pegs 24 to 168 and goes down its blue path to 153');
    await saveScreenshot(page, 'crib-wars');
  });

  test('the table fits a 360 px phone: no sideways scrolling, every button at least 44 px', async () => {
    await browser.close();
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await setUp('Traditional');
    for (const step of ['deal', 'play']) {
      if (step === 'play') {
        await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
        await page.getByRole('button', { name: 'Play over: count the hands' }).waitFor();
      }
      await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).waitFor();
      // At rest: a button under the finger that just tapped is drawn pressed (scale 0.97) for the press transition;
      // once measured mid-way, "Ann deals" at 43.0 px high.
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      const small = await page.locator('main button:visible').evaluateAll((els) =>
        els
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width < 44 || r.height < 44;
          })
          .map((e) => `${e.textContent} ${e.getBoundingClientRect().width.toFixed(1)}x${e.getBoundingClientRect().height.toFixed(1)}`),
      );
      expect(small).toEqual([]);
    }
  });

  test('offline: after the first visit a game in progress reloads with no network and keeps its score', async () => {
    await browser.close();
    browser = await launchBrowser({ device: 'phone-390', serviceWorkers: 'allow' });
    page = browser.page;
    await setUp('Traditional');
    await waitForServiceWorkerControl(page);
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Bob plus 5', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(5);
    await browser.context.setOffline(true);
    await page.reload();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(5);
    await page.getByRole('button', { name: 'Ann plus 2', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(2);
  });
});
