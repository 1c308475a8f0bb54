import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { announced, type Browser, type Device, launchBrowser, newGame, saveScreenshot, scoreOf, turnStarter } from './kit';

/*
 * Issue 24 at the table, on phones as phones: muggins on a pegging score from the bar (001, 003 MUGGINS "in
 * pegging"), on a count the dealer's own counts have followed (any open count of the round), and rule 14's
 * dislodged front peg from the penalty sheet.
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

async function phone(device: Device = 'phone-360'): Promise<void> {
  browser = await launchBrowser({ device });
  page = browser.page;
}

const MUGGINS = 'Muggins: opponents may take points a player missed';

/** Types cards into the picker of `label` inside the open sheet. */
async function typeInto(label: string, text: string): Promise<void> {
  const group = page.getByRole('dialog').getByRole('group', { name: new RegExp(`^${label} \\(`) });
  await group.getByLabel('Or type').fill(text);
  await group.getByRole('button', { name: 'Set' }).tap();
}

describe('muggins at the table (issue 24 items 6 and 7)', () => {
  test('phone-360: Bob pegs 2 for a fifteen; Ann checks his pegging by the cards of the count and takes the run he missed', async () => {
    await phone('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'], check: [MUGGINS] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Bob plus 2', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(2);
    // The bar offers the check during the play, on screen with the play's own buttons.
    const check = page.getByRole('button', { name: "Check Bob's pegging for muggins" });
    expect(await check.isVisible()).toBe(true);
    await check.tap();
    const sheet = page.getByRole('dialog', { name: "Check Bob's pegging (2)" });
    await typeInto('Cards of the count', '4h 5s 6d');
    await sheet.getByRole('heading', { name: 'Muggins!' }).waitFor();
    expect(await sheet.textContent()).toMatch(/Bob pegged 2; the last card scores 5: 3 missed/);
    await saveScreenshot(page, 'muggins-pegging-360');
    await sheet.getByRole('button', { name: 'Ann calls muggins (+3)' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(3);
    expect(await announced(page)).toMatch(/^Muggins! Ann finds 3 missed in Bob's pegging: a run of three for 3/);
    // Called once: the check is gone.
    expect(await check.count()).toBe(0);
  });

  test("phone-390: after Ann's hand and crib, Bob's under-counted hand is still open; the sheet asks which count", async () => {
    await phone('phone-390');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'], check: [MUGGINS] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await turnStarter(page, '5s');
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await page.getByRole('button', { name: 'Bob plus 6', exact: true }).tap(); // 10H 5D 6C 9S with 5S is worth 8
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(6);
    await page.getByRole('button', { name: 'Ann plus 7', exact: true }).tap();
    await page.getByRole('button', { name: 'Ann plus 6', exact: true }).tap(); // the crib
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(13);
    await page.getByRole('button', { name: 'Check a count… for muggins' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Check a count for muggins' });
    const which = sheet.getByRole('group', { name: 'Which count?' });
    expect(await which.getByRole('radio').evaluateAll((r) => r.map((x) => x.closest('label')!.textContent!.trim()))).toEqual([
      "Ann's crib (6)",
      "Ann's hand (7)",
      "Bob's hand (6)",
    ]);
    await which.getByLabel("Bob's hand (6)").tap();
    await typeInto("Bob's hand cards", '10h 5d 6c 9s');
    await sheet.getByRole('heading', { name: 'Muggins!' }).waitFor();
    await saveScreenshot(page, 'muggins-which-390');
    await sheet.getByRole('button', { name: 'Ann calls muggins (+2)' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(15);
  });
});

describe('rule 14 at the table (issue 24 item 10)', () => {
  test('phone-360: Ann dislodges her front peg: it goes behind her back peg; the preview says so first', async () => {
    await phone('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Bob deals' }).tap();
    await page.getByRole('button', { name: 'Ann plus 5', exact: true }).tap();
    await page.getByRole('button', { name: 'Ann plus 3', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(8);
    await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).tap();
    await page.getByRole('button', { name: 'Penalty…' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Penalty' });
    await sheet.getByLabel('Rule').selectOption({ label: '14. Pegs moved or dislodged' });
    await sheet.getByRole('group', { name: 'What happened?' }).getByLabel('Own front peg dislodged').tap();
    await sheet.getByRole('group', { name: 'Who broke the rule?' }).getByLabel('Ann').tap();
    expect(await sheet.locator('.penalty__effect').textContent()).toBe('Effect: Ann −3');
    expect(await sheet.locator('.penalty__text em').textContent()).toBe('(Crib Wars rules, rule 14)');
    await saveScreenshot(page, 'penalty-rule14-360');
    await sheet.getByRole('button', { name: 'Apply' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(5);
  });
});
