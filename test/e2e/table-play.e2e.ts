import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, type Device, launchBrowser, newGame, playCards, press, saveScreenshot, sheet, turnStarter } from './kit';

/*
 * Issue 37 items 5 and 7 at the table, on phones as phones: the play sheet takes back its own last card (a wrong
 * card cost ✕, Undo, Cards…), and at a count of 30 only the ace is offered (002 Playing Cards: no card takes the
 * count past 31; the refusal used to come after the suit).
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

/** Ann deals, the starter is 5♥, and Bob, Ann and Bob lay 10♠ K♥ Q♦: a count of 30, Ann to play. */
async function atThirty(device: Device): Promise<void> {
  browser = await launchBrowser({ device });
  page = browser.page;
  await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'] });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  await turnStarter(page, '5h');
  await playCards(page, ['10s', 'kh', 'qd']);
}

/** The ranks the play's picker offers (enabled), e.g. `['A']`. */
async function offered(group: string): Promise<string[]> {
  return sheet(page).getByRole('group', { name: group }).locator('button:not(:disabled)').allTextContents();
}

describe('the play by cards (issue 37 items 5 and 7)', () => {
  test('phone-360: at 30 only the ace is offered to Ann', async () => {
    await atThirty('phone-360');
    expect(await sheet(page).locator('.play__total').textContent()).toBe('30');
    expect(await offered('Ann plays: rank')).toEqual(['A']);
    await saveScreenshot(page, 'play-thirty-360');
  });

  test("phone-390: Bob's Q♦ was wrong: the sheet's own take-back puts the count back to 20, Bob to play", async () => {
    await atThirty('phone-390');
    await press(sheet(page).getByRole('button', { name: "Take back Bob's Q♦" }));
    await expect.poll(() => sheet(page).locator('.play__total').textContent()).toBe('20');
    expect(await offered('Bob plays: rank')).toHaveLength(13);
    await playCards(page, ['jd']);
    expect(await sheet(page).locator('.play__total').textContent()).toBe('30');
    expect(await sheet(page).getByRole('button', { name: "Take back Bob's J♦" }).count()).toBe(1);
  });
});
