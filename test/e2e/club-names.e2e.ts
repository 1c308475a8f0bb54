import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, button, fitProblems, launchBrowser, press, recordErrors, saveScreenshot, targetProblems } from './kit';

/*
 * One name, one player (issue 35 item 1) on 360 px touch phones: Bob joins the night on his phone and hands in his
 * card; a second phone joins as " bob " and hands in its card. The director is asked, never has Bob's card replaced
 * silently: "Keep Bob's card" leaves it as it was; pasted again, "Replace Bob's card with this one" replaces it under
 * the name gathered first. Grass Roots, to 121; no entrant list (the names typed, as a night without one).
 */

const phones: Browser[] = [];
afterAll(async () => {
  while (phones.length) await phones.pop()!.close();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, p] of phones.entries()) await saveScreenshot(p.page, `club-names/failed-phone-${i}`).catch(() => undefined);
});

async function phone(): Promise<{ page: Page; errors: string[] }> {
  const b = await launchBrowser({ device: 'phone-360' });
  phones.push(b);
  return { page: b.page, errors: recordErrors(b.page) };
}

async function expectFits(page: Page, what: string): Promise<void> {
  const problems = [...(await fitProblems(page)), ...(await targetProblems(page))];
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}

/** What the director's screen said last (a status or an alert of its panels). */
const said = (page: Page) => page.locator('main .success, main .error').first().textContent();

/** A player's phone joins from the invitation under `name`, types one game and gives its card's link. */
async function cardLink(invitation: string, name: string, opponent: string, own: number, theirs: number): Promise<{ link: string; errors: string[] }> {
  const { page, errors } = await phone();
  await page.goto(invitation);
  await page.getByRole('heading', { name: 'Join Thursday club' }).waitFor();
  await page.getByLabel('Your name, as the other players will write it').fill(name);
  await press(button(page, 'Keep my card for this night'));
  const player = name.trim();
  await page.getByRole('table', { name: `${player}'s card` }).waitFor();
  await press(button(page, 'Add a game kept on paper'));
  const form = page.locator('form.club-form');
  await form.getByLabel('Opponent', { exact: true }).fill(opponent);
  await form.getByLabel(`${player}'s score`).fill(String(own));
  await form.getByLabel("Opponent's score").fill(String(theirs));
  await press(button(form, 'Add the game'));
  await expect.poll(() => form.count()).toBe(0);
  await press(button(page, 'Show the link and QR code'));
  return { link: await page.getByLabel(`The link to ${player}'s card`).inputValue(), errors };
}

describe('one name, one player (issue 35 item 1)', () => {
  test('a second phone joined as " bob " is asked about on the director\'s phone: kept, then replaced by choice', async () => {
    const d = await phone();
    const page = d.page;
    await page.goto(`${APP_URL}/#/club`);
    await page.getByRole('heading', { name: 'New club night' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Thursday club');
    await page.getByLabel('Day', { exact: true }).fill('2026-11-26');
    await press(button(page, 'Create the night'));
    await press(button(page, 'Show the invitation'));
    const invitation = await page.getByLabel('The link to the invitation to Thursday club').inputValue();

    const bob = await cardLink(invitation, 'Bob', 'Ann', 121, 100);
    const second = await cardLink(invitation, ' bob ', 'Cy', 90, 121);

    await press(button(page, 'Director: entrants, seating, cards, standings'));
    const field = page.getByLabel("A card's link");
    await field.fill(bob.link);
    await press(button(page, 'Add the card'));
    await expect.poll(() => said(page)).toBe("Bob's card is gathered: 1 game.");

    await field.fill(second.link);
    await press(button(page, 'Add the card'));
    await expect
      .poll(() => said(page))
      .toBe(
        'Bob\'s card is gathered already (1 game), and this card is "bob"\'s (1 game): one name in a night. Replace Bob\'s card with this one, or keep it and ask "bob" to join under another name. Nothing was changed.',
      );
    await expectFits(page, 'the question on two cards of one name');
    await saveScreenshot(page, 'club-names/clash-360');
    await press(button(page, "Keep Bob's card"));
    await expect.poll(() => said(page)).toBe("Bob's card is kept; the other card was not gathered.");
    expect(await page.locator('.club-cards li strong').allInnerTexts()).toEqual(['Bob']);
    expect(await page.locator('.club-cards li').first().innerText()).toContain('1 game');
    expect(await button(page, "Replace Bob's card with this one").count()).toBe(0);

    // Asked again, the director replaces it: one Bob, the second phone's game.
    await press(button(page, 'Add the card'));
    await press(button(page, "Replace Bob's card with this one"));
    await expect.poll(() => said(page)).toBe("Bob's card replaces the one gathered before (1 game then, 1 game now).");
    expect(await page.locator('.club-cards li strong').allInnerTexts()).toEqual(['Bob']);
    await expect
      .poll(() => page.locator('table.club-standings tbody tr th, table.club-standings tbody tr td:nth-child(2)').first().innerText())
      .toContain('Bob');

    expect(d.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  }, 300_000);
});
