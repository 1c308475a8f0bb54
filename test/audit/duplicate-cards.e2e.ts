/**
 * Audit (a duplicate card gets a clear message and changes nothing), as a player on a 390x844 phone: the card
 * entry of a count offers, and the app scores, cards already counted in another hand of the same deal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, recordErrors, saveScreenshot, type Browser } from '../e2e/browser';
import { button, press, cutForDeal, endPlay, enterShowCards, newGame, sheet, turnStarter } from '../e2e/drive';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
});
afterAll(async () => {
  await browser.close();
});

describe('card entry in the show (issue: duplicate card across hands)', () => {
  test("the dealer's hand cannot be entered with the four cards the pone's hand already counted", async () => {
    const { page } = browser;
    const errors = recordErrors(page);
    await newGame(page, { names: ['Ann', 'Bob'] });
    await cutForDeal(page);
    await turnStarter(page, '5s');
    await endPlay(page);
    const first = page.locator('.table').getByRole('region', { name: /^.+: -?\d+$/ });
    // The pone counts first: 5H 5C 5D JS with the 5S is 29.
    await enterShowCards(page, '5h 5c 5d js');
    await press(button(sheet(page), 'Score it: 29'));
    await sheet(page).waitFor({ state: 'detached' });
    const afterPone = await first.allInnerTexts();
    // The dealer's hand, the very same cards.
    await enterShowCards(page, '5h 5c 5d js');
    const offered = await sheet(page).getByRole('button', { name: /^Score it: \d+$/ }).count();
    const shot = await saveScreenshot(page, 'audit/duplicate-cards-dealer-hand');
    let scored = false;
    if (offered) {
      await press(sheet(page).getByRole('button', { name: /^Score it: \d+$/ }));
      scored = await sheet(page).waitFor({ state: 'detached', timeout: 3000 }).then(() => true, () => false);
    }
    const pads = await first.allInnerTexts();
    console.log(JSON.stringify({ afterPone: afterPone.map((t) => t.split('\n')[0]), offered, scored, pads: pads.map((t) => t.split('\n').slice(0, 2).join(' ')), shot, errors }));
    // The app must refuse the second 5H (a clear message) and peg nothing for it.
    expect(scored, 'the dealer was pegged 29 for cards the pone already counted').toBe(false);
    await expect(sheet(page).getByRole('alert').innerText()).resolves.toMatch(/5/);
  });
});
