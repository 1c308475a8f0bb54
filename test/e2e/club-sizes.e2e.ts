import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, type Device, button, fitProblems, launchBrowser, onEachDevice, press, saveScreenshot, targetProblems } from './kit';

/*
 * Every club screen on a 390x844 phone and a 1024x768 tablet (issue 35 item 8 beyond 360 px): the nights' list and
 * the season, the director's night and screen (entrants, seating, cards, paper players, standings, money), the
 * invitation, a player's card with its result code, the setup of a game for the night with its opponent picked, and
 * a card opened from its link. A 40-character name plays, so the screens wrap rather than widen.
 */

const BART = "Bartholomew O'Donnell-Fitzgerald Jr. III";
const SIZES: readonly Device[] = ['phone-390', 'tablet'];

const browsers: Browser[] = [];
afterAll(async () => {
  while (browsers.length) await browsers.pop()!.close();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, b] of browsers.entries()) await saveScreenshot(b.page, `club-sizes/failed-${i}`).catch(() => undefined);
});

/** The screen fits and every target can be tapped, at each size; a screenshot of each, named `name-<device>`. */
async function checkSizes(page: Page, name: string): Promise<void> {
  await onEachDevice(page, SIZES, async (device) => {
    const problems = [...(await fitProblems(page)), ...(await targetProblems(page))];
    await saveScreenshot(page, `club-sizes/${name}-${device}`, { scale: 'css' });
    expect(problems, `${name} on ${device}:\n${problems.join('\n')}`).toEqual([]);
  });
}

const said = (page: Page) => page.locator('main .success, main .error').first().textContent();

describe('club screens on a 390 px phone and a tablet (issue 35)', () => {
  test('the list, the night, the director, the invitation, a card with its result code, the setup, a card link', async () => {
    const director = await launchBrowser({ device: 'phone-390' });
    browsers.push(director);
    const page = director.page;
    await page.goto(`${APP_URL}/#/club`);
    await page.getByRole('heading', { name: 'New club night' }).waitFor();
    await checkSizes(page, 'nights-empty');
    await page.getByLabel('Name', { exact: true }).fill('Thursday club');
    await page.getByLabel('Day', { exact: true }).fill('2026-11-26');
    await press(button(page, 'Create the night'));
    await button(page, 'Director: entrants, seating, cards, standings').waitFor();
    await checkSizes(page, 'night-director-first');
    await press(button(page, 'Director: entrants, seating, cards, standings'));
    const add = page.getByRole('form', { name: 'Add an entrant' });
    for (const name of ['Ann', BART, 'Cy', 'Di']) {
      await add.getByLabel('Name', { exact: true }).fill(name);
      await press(button(add, 'Add the entrant'));
      await expect.poll(() => said(page)).toBe(`${name} is an entrant.`);
    }
    await press(button(page, "Keep Di's card here"));
    await page.getByLabel('Rounds').fill('3');
    await press(button(page, 'Deal the seating'));
    await expect.poll(() => said(page)).toBe('3 rounds are dealt.');
    await press(button(page, 'Begin round 1'));
    await expect.poll(() => said(page)).toBe('Round 1 has begun.');
    const money = page.getByRole('form', { name: "The night's money" });
    await money.getByLabel('Entry fee').fill('5');
    await press(button(money, 'Save the money'));
    await expect.poll(() => said(page)).toBe('The money is saved.');
    await checkSizes(page, 'director');

    await page.goBack();
    await press(button(page, 'Show the invitation'));
    const invitation = await page.getByLabel('The link to the invitation to Thursday club').inputValue();

    // Bartholomew's phone: the invitation, his card with round 1 typed and its result code, the setup of a game.
    const player = await launchBrowser({ device: 'phone-390' });
    browsers.push(player);
    const bart = player.page;
    await bart.goto(invitation);
    await bart.getByLabel("Your name, from the night's entrants").selectOption(BART);
    await checkSizes(bart, 'invitation');
    await press(button(bart, 'Keep my card for this night'));
    await bart.getByRole('table', { name: `${BART}'s card` }).waitFor();
    const round1 = (await bart.locator('.club-seatlist li').first().textContent())!;
    const opponent = round1.replace(/^Round 1: table \d+ against /, '');
    await press(button(bart, 'Add a game kept on paper'));
    const form = bart.locator('form.club-form');
    await form.getByLabel('Round').selectOption('1');
    await form.getByLabel(`${BART}'s score`).fill('121');
    await form.getByLabel("Opponent's score").fill('99');
    await press(button(form, 'Add the game'));
    await expect.poll(() => form.count()).toBe(0);
    await bart.getByLabel('Show the result code of').selectOption({ label: `Round 1 against ${opponent}: 121–99` });
    await bart.locator('.club-result-qr svg').waitFor();
    await checkSizes(bart, 'card-result-code');
    await press(button(bart, 'Play a game for this night'));
    await expect.poll(() => bart.getByLabel('Seat 2').inputValue()).toBe('Ann');
    await checkSizes(bart, 'setup-for-night');
    await bart.goBack();
    await press(button(bart, 'Show the link and QR code'));
    const link = await bart.getByLabel(`The link to ${BART}'s card`).inputValue();

    // The director opens the card's link: the card as handed in, ready to add; then the nights' list and the season.
    await page.goto(link);
    await page.getByRole('table', { name: `${BART}'s card as handed in` }).waitFor();
    await checkSizes(page, 'card-link');
    await page.goto(`${APP_URL}/#/club`);
    await page.locator('.club-season').waitFor();
    await checkSizes(page, 'nights-season');
  }, 300_000);
});
