import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, button, fitProblems, launchBrowser, press, recordErrors, saveScreenshot, targetProblems } from './kit';

/*
 * The director's night (issue 35) on 360 px touch phones: six entrants (one with a 40-character name, one clash
 * refused), two of them paper players whose cards the director keeps; the seating dealt in one tap and round 1 begun;
 * the invitation carries the entrants, so a player picks her name and her round's opponent from them, and sees her
 * seating on her card; her card handed in by link; the paper players' round typed from the table slips; the
 * standings with every entrant, the unchecked game marked; the money; the seating printed; the season. A 1 MB paste into "A card's link" is
 * refused at once (issue 36 item 4); the invitation screen has Home (issue 36 item 7).
 *
 * The circle method seats six entrants in round 1 as Ann v Fay, Bob v Eve, Bart v Di. Grass Roots: 2 a win, 3 a
 * skunk (a win by more than 30), 0 a loss.
 */

const BART = "Bartholomew O'Donnell-Fitzgerald Jr. III";

const phones: Browser[] = [];
afterAll(async () => {
  while (phones.length) await phones.pop()!.close();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, p] of phones.entries()) await saveScreenshot(p.page, `club-director/failed-phone-${i}`).catch(() => undefined);
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

async function addEntrant(page: Page, name: string, more: { acc?: string; guest?: boolean; paid?: boolean } = {}): Promise<void> {
  const form = page.getByRole('form', { name: 'Add an entrant' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  if (more.acc) await form.getByLabel('ACC number (if any)').fill(more.acc);
  if (more.guest) await form.getByLabel('Guest').check();
  if (more.paid) await form.getByLabel('Paid').check();
  await press(button(form, 'Add the entrant'));
}

/** The standings: player cell (with its marks) and points, wins, spread. */
async function standingRows(page: Page): Promise<string[][]> {
  return page
    .locator('table.club-standings tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim())));
}

describe("the director's night (issue 35)", () => {
  test('entrants, seating, a player picking names, paper players by table slips, standings, the seating printed', async () => {
    const d = await phone();
    const page = d.page;
    await page.goto(`${APP_URL}/#/club`);
    await page.getByRole('heading', { name: 'New club night' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Thursday club');
    await page.getByLabel('Day', { exact: true }).fill('2026-11-26');
    await press(button(page, 'Create the night'));
    await press(button(page, 'Director: entrants, seating, cards, standings'));
    await page.getByRole('heading', { name: 'Entrants' }).waitFor();

    await addEntrant(page, 'Ann', { acc: '123456', paid: true });
    await expect.poll(() => said(page)).toBe('Ann is an entrant.');
    await addEntrant(page, 'Bob', { paid: true });
    await addEntrant(page, BART, { guest: true });
    await addEntrant(page, 'Di');
    await addEntrant(page, 'Eve');
    await addEntrant(page, 'Fay');
    await expect.poll(() => page.locator('.club-entrants li').count()).toBe(6);
    // A second Bob is asked about, never put in Bob's place.
    await addEntrant(page, ' bob ');
    await expect.poll(() => said(page)).toBe('Bob is an entrant already: give the newcomer another name (e.g. bob B.).');
    expect(await page.locator('.club-entrants li').count()).toBe(6);
    // Eve and Fay have no phone: the director keeps their cards.
    await press(button(page, "Keep Eve's card here"));
    await expect.poll(() => said(page)).toBe("Eve's card is kept on this phone.");
    await press(button(page, "Keep Fay's card here"));
    await expect.poll(() => said(page)).toBe("Fay's card is kept on this phone.");

    await page.getByLabel('Rounds').fill('3');
    await press(button(page, 'Deal the seating'));
    await expect.poll(() => said(page)).toBe('3 rounds are dealt.');
    await press(button(page, 'Begin round 1'));
    await expect.poll(() => said(page)).toBe('Round 1 has begun.');
    expect(await page.locator('details.club-round[open] .club-tables li').allInnerTexts()).toEqual([
      'Table 1: Ann against Fay',
      'Table 2: Bob against Eve',
      `Table 3: ${BART} against Di`,
    ]);
    await expectFits(page, "the director's entrants and seating");
    await saveScreenshot(page, 'club-director/entrants-seating-360');

    // A 1 MB paste into the card's link is refused from its length, at once, and never put in the field.
    const refused = await page.getByLabel("A card's link").evaluate((field) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'A'.repeat(1_000_000));
      const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      field.dispatchEvent(paste);
      return paste.defaultPrevented;
    });
    // The paste never reaches the field: the app refused it.
    expect(refused).toBe(true);
    await expect.poll(() => said(page)).toBe('This is longer than any card link or card (more than 32,000 characters): nothing was read.');
    expect(await page.getByLabel("A card's link").inputValue()).toBe('');

    // The invitation carries the entrants and the seating.
    await page.goBack();
    await press(button(page, 'Show the invitation'));
    const invitation = await page.getByLabel('The link to the invitation to Thursday club').inputValue();

    const a = await phone();
    const ann = a.page;
    await ann.goto(invitation);
    await ann.getByRole('heading', { name: 'Join Thursday club' }).waitFor();
    expect(await button(ann, 'Home').count()).toBe(1);
    await ann.getByLabel("Your name, from the night's entrants").selectOption('Ann');
    await expectFits(ann, 'the invitation with its entrants');
    await press(button(ann, 'Keep my card for this night'));
    await ann.getByRole('table', { name: "Ann's card" }).waitFor();
    expect(await ann.locator('.club-seatlist li').allInnerTexts()).toEqual([
      'Round 1: table 1 against Fay',
      'Round 2: table 1 against Bob',
      `Round 3: table 1 against ${BART}`,
    ]);
    // The game of round 1, typed: the round gives the opponent.
    await press(button(ann, 'Add a game kept on paper'));
    const form = ann.locator('form.club-form');
    await form.getByLabel('Round').selectOption('1');
    // The second list is the opponent's, set by the round.
    expect(await form.getByRole('combobox').nth(1).inputValue()).toBe('Fay');
    await form.getByLabel("Ann's score").fill('121');
    await form.getByLabel("Opponent's score").fill('100');
    await press(button(form, 'Add the game'));
    await expect.poll(() => form.count()).toBe(0);
    await expectFits(ann, "Ann's card with her seating");
    await saveScreenshot(ann, 'club-director/player-card-360');
    await press(button(ann, 'Show the link and QR code'));
    const annLink = await ann.getByLabel("The link to Ann's card").inputValue();

    await press(button(page, 'Director: entrants, seating, cards, standings'));
    await page.getByLabel("A card's link").fill(annLink);
    await press(button(page, 'Add the card'));
    await expect.poll(() => said(page)).toBe("Ann's card is gathered: 1 game.");

    // Round 1's table slips for the paper players: Ann 121 Fay 100; Bob 90 Eve 121.
    const slips = page.getByRole('form', { name: "A round's table slips" });
    const table1 = slips.getByRole('group', { name: 'Table 1: Ann against Fay' });
    await table1.getByLabel('Ann').fill('121');
    await table1.getByLabel('Fay').fill('100');
    const table2 = slips.getByRole('group', { name: 'Table 2: Bob against Eve' });
    await table2.getByLabel('Bob').fill('90');
    await table2.getByLabel('Eve').fill('121');
    await press(button(slips, "Enter round 1's slips"));
    await expect.poll(() => said(page)).toBe('Round 1: 2 lines written on the paper cards.');

    // Every entrant on the standings; Bob's game (no card) counted from Eve's, unchecked; 2 of 6 qualify.
    await expect
      .poll(() => standingRows(page))
      .toEqual([
        ['1', 'Eve ★ qualifies1 game unchecked', '3', '1', '+31', '1', '1'],
        ['2', 'Ann ★ qualifies', '2', '1', '+21', '0', '1'],
        ['3', BART, '0', '0', '0', '0', '0'],
        ['3', 'Di', '0', '0', '0', '0', '0'],
        ['5', 'Fay', '0', '0', '−21', '0', '1'],
        ['6', 'Bob1 game unchecked', '0', '0', '−31', '0', '1'],
      ]);
    // The money: $10 each, the house 10%; the default table pays the 2 qualifiers 2 to 1 of the $54 purse.
    const money = page.getByRole('form', { name: "The night's money" });
    await money.getByLabel('Entry fee').fill('10');
    await money.getByLabel('House share, %').fill('10');
    await press(button(money, 'Save the money'));
    await expect.poll(() => said(page)).toBe('The money is saved.');
    expect(await page.locator('.club-money .club-note').textContent()).toBe('6 entrants: fees 60.00, house 6.00, purse 54.00.');
    expect(await page.locator('.club-money tbody tr').allInnerTexts()).toEqual(['Eve\t36.00\t0.00\t0.00\t36.00', 'Ann\t18.00\t0.00\t0.00\t18.00']);
    await expectFits(page, "the director's standings");
    await saveScreenshot(page, 'club-director/standings-360');

    // The seating on one page, a row a player and a column a round.
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => (document.documentElement.dataset.print = 'seating'));
    expect(await page.locator('table.print-seating tbody tr').count()).toBe(6);
    expect(await page.locator('table.print-seating').isVisible()).toBe(true);
    expect(await page.locator('.print-standings').isVisible()).toBe(false);
    await saveScreenshot(page, 'club-director/print-seating-360');
    await page.emulateMedia({ media: 'screen' });

    // The season: this club's one night so far, award points 10, 9, 8… by the night's finish.
    await page.goto(`${APP_URL}/#/club`);
    await expect
      .poll(() => page.locator('.club-season tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.split('\t'))))
      .toEqual([
        ['1', 'Eve', '10', '3', '1', '+31', '1'],
        ['2', 'Ann', '9', '2', '1', '+21', '1'],
        ['3', 'Fay', '6', '0', '0', '−21', '1'],
        ['4', 'Bob', '5', '0', '0', '−31', '1'],
      ]);
    await expectFits(page, 'the season');

    expect(d.errors).toEqual([]);
    expect(a.errors).toEqual([]);
  }, 300_000);
});
