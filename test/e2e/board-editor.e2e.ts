import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_URL, type Browser, launchBrowser, press, saveScreenshot } from './kit';

/*
 * Issue 37 item 8, the board editor on a phone as a phone: a copy of Crib Wars starts from Crib Wars, and a save under
 * the built-in id `crib-wars` says why in the editor (it did nothing visible: the reason was set on the screen the
 * editor covers).
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

describe('the board editor (issue 37.8)', () => {
  test('phone-360: a copy of Crib Wars starts from Crib Wars; saving it as crib-wars is refused with the reason, in view', async () => {
    browser = await launchBrowser({ device: 'phone-360' });
    page = browser.page;
    await page.goto(`${APP_URL}/#/boards`);
    await page.getByLabel('New board from…').selectOption('crib-wars');
    await press(page.getByRole('button', { name: 'Start editing' }));
    const from = page.getByLabel('Start from');
    await from.waitFor();
    expect(await from.inputValue()).toBe('crib-wars');
    expect(await from.locator('option:checked').textContent()).toBe('Crib Wars (approximate)');
    const json = page.getByLabel('Board JSON');
    const text = JSON.parse(await json.inputValue()) as { id: string; name: string };
    await json.fill(JSON.stringify({ ...text, id: 'crib-wars', name: 'Kitchen board' }, null, 2));
    await press(page.getByRole('button', { name: 'Save', exact: true }));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "“Kitchen board” cannot be saved as 'crib-wars': that is the id of the built-in board “Crib Wars (approximate)”. Give it an id of its own in its JSON (letters, digits and dashes, e.g. 'my-crib-wars'), then save.",
    );
    await alert.scrollIntoViewIfNeeded();
    expect(await alert.isVisible()).toBe(true);
    await saveScreenshot(page, 'board-editor-reserved-360');
    // Still in the editor, nothing saved: "Your boards" lists none after Cancel.
    await press(page.getByRole('button', { name: 'Cancel' }));
    await page.getByText('No boards of your own yet.', { exact: false }).waitFor();
  });
});
