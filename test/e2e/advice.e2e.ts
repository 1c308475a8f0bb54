import { afterEach, expect, test } from 'vitest';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot } from './kit';

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

test('the throw advisor runs in a Web Worker and lists the best throws (issue 6)', async () => {
  browser = await launchBrowser({ device: 'phone-390' });
  const page = browser.page;
  const errors = recordErrors(page);
  await page.goto(`${APP_URL}/#/count`);
  await page.getByRole('button', { name: 'Advise a throw' }).tap();
  await page.getByLabel('I am the dealer').tap();
  await page.getByLabel('Or type').fill('5h 5c jd 6s 9c kh');
  await page.getByRole('button', { name: 'Set', exact: true }).tap();
  const table = page.getByRole('table');
  await table.waitFor();
  // Five rows shown of 15, best net first; as dealer, 5-5-J-K keeping and laying 6-9 in one's own crib is best.
  expect(await table.locator('tbody tr').count()).toBe(5);
  // On a phone the table fits across: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const firstKeep = await table
    .locator('tbody tr')
    .first()
    .locator('.advice__keep [role="img"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(firstKeep).toEqual(['five of hearts', 'five of clubs', 'jack of diamonds', 'king of hearts']);
  expect(await page.getByText('random opponent throw').count()).toBe(1);
  // The best keep's worst starters, grouped as a player says them: 22 cards are one group (issue 25.10).
  expect(await page.locator('.advice__starters').last().textContent()).toBe('Worst starters, 10 points: any A, 2, 3, 4, 6, 7, 8 or 9 (not ♦)');
  await page.getByRole('button', { name: 'Show all 15 throws' }).tap();
  expect(await table.locator('tbody tr').count()).toBe(15);
  await saveScreenshot(page, 'advice');
  expect(errors).toEqual([]);
});
