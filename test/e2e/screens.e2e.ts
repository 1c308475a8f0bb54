import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot } from './kit';

let browser: Browser;
let errors: string[];

beforeEach(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
  errors = recordErrors(browser.page);
});

afterEach(async () => {
  await browser?.close();
});

describe('secondary screens in the built app', () => {
  test('count: 5h 5c 5s jd with 5d shows 29, and Home goes home', async () => {
    const page = browser.page;
    await page.goto(`${APP_URL}/#/count`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Count a hand');
    await page.fill('#hand-text', '5h 5c 5s jd');
    await page.press('#hand-text', 'Enter');
    await page.fill('#starter-text', '5d');
    await page.press('#starter-text', 'Enter');
    await expect.poll(() => page.locator('.count__total .score').textContent()).toBe('29');
    // Every button is at least a 44px target.
    const small = await page.$$eval('main button', (bs) =>
      bs.filter((b) => b.getBoundingClientRect().height < 44 || b.getBoundingClientRect().width < 44).map((b) => b.textContent),
    );
    expect(small).toEqual([]);
    // A finger's tap leaves no hover look behind (issue 15.11): a tapped rank button looks like one never touched.
    const look = (name: string) =>
      page
        .getByRole('group', { name: 'Hand: rank' })
        .getByRole('button', { name, exact: true })
        .evaluate((b) => {
          const s = getComputedStyle(b);
          return `${s.backgroundColor} ${s.borderColor} ${s.color}`;
        });
    // Two out, so the hand is still short after the queen goes in: a full picker folds its keys away.
    await page.getByRole('button', { name: 'Remove jack of diamonds' }).tap();
    await page.getByRole('button', { name: 'Remove five of spades' }).tap();
    await page.getByRole('group', { name: 'Hand: rank' }).getByRole('button', { name: 'Q', exact: true }).tap();
    await page.getByRole('button', { name: 'queen of spades' }).tap();
    // Past the press: the button's transitions have run out (a finished one leaves getAnimations).
    const q = page.getByRole('group', { name: 'Hand: rank' }).getByRole('button', { name: 'Q', exact: true });
    await expect.poll(() => q.evaluate((b) => b.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await look('Q')).toBe(await look('K'));
    await saveScreenshot(page, 'count-29');
    await page.getByRole('button', { name: 'Home' }).tap();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/');
    expect(errors).toEqual([]);
  });

  test('settings: the dark theme is applied and survives a reload', async () => {
    const page = browser.page;
    await page.goto(`${APP_URL}/#/settings`);
    await page.getByLabel('Dark').tap();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await expect.poll(() => page.getByLabel('Dark').isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(17, 26, 21)');
    expect(errors).toEqual([]);
  });

  test('data: a corrupt paste is refused in an alert; stats and boards open', async () => {
    const page = browser.page;
    await page.goto(`${APP_URL}/#/data`);
    await page.getByLabel('Or paste a backup').fill('{"games": [');
    await page.getByRole('button', { name: 'Import pasted text' }).tap();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^Nothing was imported: /);
    await page.goto(`${APP_URL}/#/stats`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Statistics');
    await expect.poll(() => page.locator('main').textContent()).toContain('No finished games yet. Finish a game and its figures appear here.');
    await page.goto(`${APP_URL}/#/boards`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Boards');
    await page.getByRole('button', { name: 'Start editing' }).tap();
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Edit board: /);
    expect(errors).toEqual([]);
  });
});
