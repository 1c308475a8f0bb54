import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_URL, type Browser, launchBrowser, openHouseRules, saveScreenshot } from './kit';

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

describe('setup on a 360x740 phone', () => {
  test('the board choice shows its whole name beside the arrow (phone audit 15)', async () => {
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await page.goto(`${APP_URL}/#/new`);
    const board = page.getByLabel('Board', { exact: true });
    await board.waitFor();
    expect(await board.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent)).toBe('Standard 121, two tracks');
    // The name's width against the select's room for text: its width less its padding and the arrow (20 px here).
    const [text, room] = await board.evaluate((s: HTMLSelectElement) => {
      const style = getComputedStyle(s);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = style.font;
      const width = ctx.measureText(s.selectedOptions[0]!.textContent!).width;
      return [Math.ceil(width), s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20];
    });
    expect(text, `"Standard 121, two tracks" is ${text} px for ${room} px`).toBeLessThanOrEqual(room);
    await board.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'setup-board-360');
  });

  test('"A muggins caller may give the points back" shows only while muggins is on (phone audit 20)', async () => {
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await page.goto(`${APP_URL}/#/new`);
    await openHouseRules(page);
    const muggins = page.getByLabel('Muggins: opponents may take points a player missed');
    await muggins.waitFor();
    expect(await muggins.isChecked()).toBe(false);
    expect(await page.getByLabel('A muggins caller may give the points back').count()).toBe(0);
    await muggins.tap();
    const giveBack = page.getByLabel('A muggins caller may give the points back');
    await giveBack.waitFor();
    expect(await giveBack.isChecked()).toBe(true);
    await muggins.tap();
    await giveBack.waitFor({ state: 'detached' });
  });
});
