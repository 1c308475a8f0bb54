/**
 * A card is in one place in a deal (data-safety audit), as a player on a 390x844 phone: the dealer's hand cannot be
 * entered with the cards the pone's hand already counted; the picker says where the card is and nothing is pegged.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Browser,
  button,
  cutForDeal,
  endPlay,
  enterShowCards,
  launchBrowser,
  newGame,
  openCards,
  press,
  recordErrors,
  saveScreenshot,
  sheet,
  turnStarter,
  typeCards,
} from './kit';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
});
afterAll(async () => {
  await browser.close();
});

describe('card entry in the show', () => {
  test("the dealer's hand cannot hold the four cards the pone's hand counted", async () => {
    const { page } = browser;
    const errors = recordErrors(page);
    await newGame(page, { names: ['Ann', 'Bob'] });
    await cutForDeal(page);
    await turnStarter(page, '5s');
    await endPlay(page);
    // The pone, Bob, counts first: 5H 5C 5D JS with the 5S is 29.
    await enterShowCards(page, '5h 5c 5d js');
    await press(button(sheet(page), 'Score it: 29'));
    // Scored, card entry goes on to the dealer's hand (issue 25).
    await page.getByRole('dialog', { name: /^Ann's hand/ }).waitFor();
    const pads = page.locator('.table').getByRole('region', { name: /^.+: -?\d+$/ });
    const before = await pads.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(before).toEqual(['Ann: 0', 'Bob: 29']);
    // Ann's hand, the very same cards: refused in the picker, with where the card is.
    const entry = await openCards(page);
    await typeCards(entry.locator('fieldset').last(), '5h 5c 5d js');
    await sheet(page).getByText('5♥ is already used elsewhere in this deal.').waitFor();
    expect(
      await sheet(page)
        .getByRole('button', { name: /^Score it/ })
        .count(),
    ).toBe(0);
    await saveScreenshot(page, 'duplicate-card-refused');
    expect(await pads.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Ann: 0', 'Bob: 29']);
    expect(errors).toEqual([]);
  });
});
