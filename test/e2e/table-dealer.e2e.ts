import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { announced, bar, type Browser, type Device, launchBrowser, newGame, press, saveScreenshot, sheet } from './kit';

/*
 * Issue 37 item 6 at the table, on phones as phones: a deal out of turn. No rulebook scores it (002: the deal
 * alternates; 003 rule 14 is a peg moved out of turn), so the table names who deals, for no points, from the More
 * sheet; a penalty of the deal then falls on the dealer named.
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

async function phone(device: Device): Promise<void> {
  browser = await launchBrowser({ device });
  page = browser.page;
}

/** Opens "More" and its "Dealt out of turn…", and waits for the sheet that names the dealer. */
async function dealtOutOfTurn(title: string): Promise<void> {
  await press(page.getByRole('button', { name: /^More: / }));
  await press(sheet(page).getByRole('button', { name: 'Dealt out of turn…' }));
  await page.getByRole('dialog', { name: title }).waitFor();
}

describe('a deal out of turn (issue 37.6)', () => {
  test('phone-360: the app has Ann dealing but Bob dealt; Bob is named, and rule 4 then falls on Bob, not Ann', async () => {
    await phone('phone-360');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await expect.poll(() => bar(page).textContent()).toContain('Ann deals');
    await dealtOutOfTurn('Who deals round 1?');
    const who = sheet(page);
    expect(await who.textContent()).toContain('No rulebook scores a deal out of turn (002: the deal alternates), so no points move.');
    await saveScreenshot(page, 'dealer-360');
    await press(who.getByRole('button', { name: 'Bob deals round 1' }));
    await expect.poll(() => bar(page).textContent()).toContain('Bob deals');
    expect(await announced(page)).toBe('New deal by Bob');
    // Rule 4 (too few cards: a new deal) names the dealer who dealt.
    await press(page.getByRole('button', { name: /^More: / }));
    await press(sheet(page).getByRole('button', { name: 'Penalty…' }));
    const rule = sheet(page).getByLabel('Rule');
    const labels = await rule.locator('option').allTextContents();
    await rule.selectOption({ index: labels.findIndex((l) => l.includes('Too few cards')) });
    expect(await sheet(page).textContent()).toContain('Offends: the dealer, Bob');
    await press(sheet(page).getByRole('button', { name: /^Apply/ }));
    await expect.poll(() => announced(page)).toMatch(/^Penalty against Bob: Too few cards \(rule 4\), new deal/);
  });

  test("phone-390: round 2 is Bob's by turn; Ann deals it out of turn and is named", async () => {
    await phone('phone-390');
    await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await press(bar(page).getByRole('button', { name: 'Turned (not entering cards)' }));
    await press(bar(page).getByRole('button', { name: /^Play over/ }));
    for (const name of ["Bob's hand: nothing (nineteen)", "Ann's hand: nothing (nineteen)", "Ann's crib: nothing (nineteen)"]) {
      await press(page.getByRole('button', { name, exact: true }));
      await page.getByRole('button', { name, exact: true }).waitFor({ state: 'detached' });
    }
    await expect.poll(() => bar(page).textContent()).toContain('Next deal: Bob');
    await dealtOutOfTurn('Who deals round 2?');
    await press(sheet(page).getByRole('button', { name: 'Ann deals', exact: true }));
    await expect.poll(() => bar(page).textContent()).toMatch(/Round 2 · Ann deals/);
  });
});
