import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { GRASS_ROOTS, type CardLine, type NightInfo } from '../../src/club';
import { decodeClubLink, encodeClubLink } from '../../src/link/clubLink';
import { APP_URL, type Browser, TMP, button, cameraPhone, fitProblems, launchBrowser, press, recordErrors, saveScreenshot, showQr } from './kit';

/*
 * A whole club night (issue 35 items 3 and 9) on emulated phones: twelve entrants, Kim and Lee on paper (the director
 * keeps their cards), three rounds seated in one tap; Ann (a 360 px phone) and Bob (390 px) each type their games by
 * round, and Bob confirms their round 2 game by scanning Ann's result code with his camera (a code for another pair
 * and a reused code refused); the other eight players' cards arrive by link (made here as their phones would); the
 * paper players' rounds typed from the table slips; the standings, the money and the season; printed to PDF.
 *
 * The circle method seats the twelve (in the order added) as:
 *   round 1: Ann v Lee, Bob v Kim, Cy v Jo, Di v Ivy, Eve v Hal, Fay v Gus
 *   round 2: Ann v Bob, Cy v Lee, Di v Kim, Eve v Jo, Fay v Ivy, Gus v Hal
 *   round 3: Ann v Cy, Di v Bob, Eve v Lee, Fay v Kim, Gus v Jo, Hal v Ivy
 * Grass Roots: 2 a win, 3 a win by more than 30 (a skunk), 0 a loss; a quarter of 12 (3) qualify.
 */

const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kim', 'Lee'];
/** Every table's final scores, round by round: first player, score, second player, score. */
const RESULTS: readonly (readonly [string, number, string, number])[][] = [
  [
    ['Ann', 121, 'Lee', 95],
    ['Bob', 80, 'Kim', 121],
    ['Cy', 121, 'Jo', 100],
    ['Di', 121, 'Ivy', 85],
    ['Eve', 110, 'Hal', 121],
    ['Fay', 121, 'Gus', 119],
  ],
  [
    ['Ann', 121, 'Bob', 100],
    ['Cy', 121, 'Lee', 90],
    ['Di', 105, 'Kim', 121],
    ['Eve', 121, 'Jo', 59],
    ['Fay', 100, 'Ivy', 121],
    ['Gus', 121, 'Hal', 111],
  ],
  [
    ['Ann', 115, 'Cy', 121],
    ['Di', 121, 'Bob', 101],
    ['Eve', 121, 'Lee', 118],
    ['Fay', 121, 'Kim', 99],
    ['Gus', 90, 'Jo', 121],
    ['Hal', 121, 'Ivy', 120],
  ],
];

/** `player`'s games, round by round, from their side: opponent, own score, theirs. */
function gamesOf(player: string): { round: number; opponent: string; own: number; theirs: number }[] {
  return RESULTS.flatMap((tables, i) =>
    tables.flatMap(([a, x, b, y]) =>
      a === player ? [{ round: i + 1, opponent: b, own: x, theirs: y }] : b === player ? [{ round: i + 1, opponent: a, own: y, theirs: x }] : [],
    ),
  );
}

/** A card as the player's own phone would hand it in, by link. */
async function cardLink(night: NightInfo, player: string): Promise<string> {
  const lines: CardLine[] = gamesOf(player).map((g, i) => ({
    game: i + 1,
    opponent: g.opponent,
    won: g.own > g.theirs,
    own: g.own,
    theirs: g.theirs,
    source: { kind: 'typed' },
    corrected: false,
    round: g.round,
  }));
  const r = await encodeClubLink({ kind: 'card', card: { version: 1, night, player, lines } });
  if (!r.ok) throw new Error(r.error.message);
  return `${APP_URL}/#${r.value}`;
}

const phones: Browser[] = [];
afterAll(async () => {
  while (phones.length) await phones.pop()!.close();
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, p] of phones.entries()) await saveScreenshot(p.page, `club-night/failed-phone-${i}`).catch(() => undefined);
});

async function expectFits(page: Page, what: string): Promise<void> {
  const problems = await fitProblems(page);
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}

/** What the director's screen said last. */
const said = (page: Page) => page.locator('main .success, main .error').first().textContent();

/** A player types a game of a round on their own card (the round gives the opponent). */
async function typeGame(page: Page, player: string, round: number, own: number, theirs: number): Promise<void> {
  await press(button(page, 'Add a game kept on paper'));
  const form = page.locator('form.club-form');
  await form.getByLabel('Round').selectOption(String(round));
  await form.getByLabel(`${player}'s score`).fill(String(own));
  await form.getByLabel("Opponent's score").fill(String(theirs));
  await press(button(form, 'Add the game'));
  await expect.poll(() => form.count()).toBe(0);
}

/** A player's card as the screen shows it: each row's cells. */
const cardRows = (page: Page) =>
  page
    .locator('table.club-card tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].map((c) => (c as HTMLElement).innerText.replace('✎', '').replace(/\s+/g, ' ').trim())),
    );

describe('a twelve-entrant club night on phones (issue 35)', () => {
  test('seated in one tap, results by round confirmed by scanning, paper players by slips, standings, money, season, printed', async () => {
    // Bob's phone has a camera, so a Chromium of its own: started now, while the director sets the night up.
    const bobsPhone = cameraPhone('bob', 'phone-390');
    const director = await launchBrowser({ device: 'phone-360' });
    phones.push(director);
    const page = director.page;
    const errors = recordErrors(page);
    await page.goto(`${APP_URL}/#/club`);
    await page.getByRole('heading', { name: 'New club night' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Thursday club');
    await page.getByLabel('Day', { exact: true }).fill('2026-11-26');
    await press(button(page, 'Create the night'));
    await press(button(page, 'Director: entrants, seating, cards, standings'));
    const add = page.getByRole('form', { name: 'Add an entrant' });
    for (const name of NAMES) {
      await add.getByLabel('Name', { exact: true }).fill(name);
      await press(button(add, 'Add the entrant'));
      await expect.poll(() => said(page)).toBe(`${name} is an entrant.`);
    }
    for (const name of ['Kim', 'Lee']) {
      await press(button(page, `Keep ${name}'s card here`));
      await expect.poll(() => said(page)).toBe(`${name}'s card is kept on this phone.`);
    }
    await page.getByLabel('Rounds').fill('3');
    await press(button(page, 'Deal the seating'));
    await expect.poll(() => said(page)).toBe('3 rounds are dealt.');
    await press(button(page, 'Begin round 1'));
    await expect.poll(() => said(page)).toBe('Round 1 has begun.');
    expect(await page.locator('details.club-round[open] .club-tables li').allInnerTexts()).toEqual(
      RESULTS[0]!.map(([a, , b], t) => `Table ${t + 1}: ${a} against ${b}`),
    );

    await page.goBack();
    await press(button(page, 'Show the invitation'));
    const invitation = await page.getByLabel('The link to the invitation to Thursday club').inputValue();
    const invited = await decodeClubLink(invitation);
    if (!invited.ok || invited.value.kind !== 'night') throw new Error('no invitation');
    expect(invited.value.night.format).toEqual(GRASS_ROOTS);

    // Ann on a 360 px phone and Bob on a 390 px one with a camera join from the invitation and type by round.
    const a = await launchBrowser({ device: 'phone-360' });
    const b = await bobsPhone;
    phones.push(a, b);
    for (const [p, name] of [
      [a.page, 'Ann'],
      [b.page, 'Bob'],
    ] as const) {
      await p.goto(invitation);
      await p.getByLabel("Your name, from the night's entrants").selectOption(name);
      await press(button(p, 'Keep my card for this night'));
      await p.getByRole('table', { name: `${name}'s card` }).waitFor();
    }
    const ann = a.page;
    const bob = b.page;
    // A game played for the night: seat 2 is picked from the entrants, the round's seated opponent chosen.
    await press(button(ann, 'Play a game for this night'));
    const seat2 = ann.getByLabel('Seat 2');
    await expect.poll(() => seat2.inputValue()).toBe('Lee');
    expect(await seat2.locator('option').allTextContents()).toEqual(NAMES.slice(1));
    await expectFits(ann, 'the setup of a game for the night');
    await saveScreenshot(ann, 'club-night/setup-seat2-360');
    await ann.goBack();
    await ann.getByRole('table', { name: "Ann's card" }).waitFor();
    for (const g of gamesOf('Ann')) await typeGame(ann, 'Ann', g.round, g.own, g.theirs);
    await typeGame(bob, 'Bob', 1, 80, 121);
    await typeGame(bob, 'Bob', 3, 101, 121);

    // Round 2 at the table: Ann shows its result code; Bob's camera reads it, and the game is on his card confirmed.
    const confirm = ann.getByRole('region', { name: 'Confirm games at the table' });
    await confirm.getByLabel('Show the result code of').selectOption({ label: 'Round 2 against Bob: 121–100' });
    await ann.locator('.club-result-qr svg').waitFor();
    await expectFits(ann, "Ann's result code");
    await saveScreenshot(ann, 'club-night/result-code-360');
    await showQr(ann, '.club-result-qr svg', b.camera);
    const bobConfirm = bob.getByRole('region', { name: 'Confirm games at the table' });
    await press(button(bobConfirm, 'Scan a result code'));
    await expect.poll(() => bobConfirm.locator('.success, .error').textContent()).toBe('Round 2 against Ann is confirmed on this card: 100 to 121.');
    expect(await cardRows(bob)).toEqual([
      ['1', 'Kim typed', 'Lost 80–121', '0', '−41'],
      ['2', 'Ann typed, confirmed ✓', 'Lost 100–121', '0', '−21'],
      ['3', 'Di typed', 'Lost 101–121', '0', '−20'],
    ]);
    await expectFits(bob, "Bob's card with a confirmed game");
    await saveScreenshot(bob, 'club-night/confirmed-390');
    // The same code again is refused, and so is Ann's code for her game against Lee: nothing changes.
    await press(button(bobConfirm, 'Scan a result code'));
    await expect
      .poll(() => bobConfirm.locator('.success, .error').textContent())
      .toBe('Round 2 against Ann is confirmed on this card already: this code was taken before.');
    await confirm.getByLabel('Show the result code of').selectOption({ label: 'Round 1 against Lee: 121–95' });
    const leeCode = await ann.locator('.club-result-code code').textContent();
    await bobConfirm.getByLabel('Or paste a result code').fill(leeCode!);
    await press(button(bobConfirm, 'Confirm it'));
    await expect
      .poll(() => bobConfirm.locator('.success, .error').textContent())
      .toBe("This result code is for Ann's game against Lee, not Bob's: nothing was changed.");
    expect((await cardRows(bob)).length).toBe(3);

    // The cards handed in: Ann's and Bob's from their phones, the other eight by their links.
    const links: string[] = [];
    for (const [p, name] of [
      [ann, 'Ann'],
      [bob, 'Bob'],
    ] as const) {
      await press(button(p, 'Show the link and QR code'));
      links.push(await p.getByLabel(`The link to ${name}'s card`).inputValue());
    }
    for (const name of NAMES.slice(2, 10)) links.push(await cardLink(invited.value.night, name));
    await press(button(page, 'Director: entrants, seating, cards, standings'));
    for (const [i, link] of links.entries()) {
      await page.getByLabel("A card's link").fill(link);
      await press(button(page, 'Add the card'));
      await expect.poll(() => said(page)).toBe(`${NAMES[i]}'s card is gathered: 3 games.`);
    }

    // The paper players' games, a round at a time from the table slips.
    const slips = page.getByRole('form', { name: "A round's table slips" });
    for (const [i, tables] of RESULTS.entries()) {
      await slips.getByLabel('Round').selectOption(String(i + 1));
      for (const [t, [first, x, second, y]] of tables.entries()) {
        if (![first, second].some((n) => n === 'Kim' || n === 'Lee')) continue;
        const table = slips.getByRole('group', { name: `Table ${t + 1}: ${first} against ${second}` });
        await table.getByLabel(first, { exact: true }).fill(String(x));
        await table.getByLabel(second, { exact: true }).fill(String(y));
      }
      await press(button(slips, `Enter round ${i + 1}'s slips`));
      await expect.poll(() => said(page)).toMatch(new RegExp(`^Round ${i + 1}: [23] lines written on the paper cards\\.$`));
    }

    // The standings agree with a reckoning by hand of the table above (points, wins, spread, skunks, games).
    await expect
      .poll(() =>
        page
          .locator('table.club-standings tbody tr')
          .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').replace(/\s+/g, ' ').trim()))),
      )
      .toEqual([
        ['1', 'Cy ★ qualifies', '7', '3', '+58', '1', '3'],
        ['2', 'Eve ★ qualifies', '5', '2', '+54', '1', '3'],
        ['3', 'Di ★ qualifies', '5', '2', '+40', '1', '3'],
        ['4', 'Kim', '5', '2', '+35', '1', '3'],
        ['5', 'Ann1 game confirmed ✓', '4', '2', '+41', '0', '3'],
        ['6', 'Fay', '4', '2', '+3', '0', '3'],
        ['7', 'Hal', '4', '2', '+2', '0', '3'],
        ['8', 'Jo', '3', '1', '−52', '1', '3'],
        ['9', 'Ivy', '2', '1', '−16', '0', '3'],
        ['10', 'Gus', '2', '1', '−23', '0', '3'],
        ['11', 'Lee', '0', '0', '−60', '0', '3'],
        ['12', 'Bob1 game confirmed ✓', '0', '0', '−82', '0', '3'],
      ]);

    // The money: $5 each, the house 10%: a purse of 54.00 paid to the 3 qualifiers by the default table.
    const money = page.getByRole('form', { name: "The night's money" });
    await money.getByLabel('Entry fee').fill('5');
    await money.getByLabel('House share, %').fill('10');
    await press(button(money, 'Save the money'));
    await expect.poll(() => said(page)).toBe('The money is saved.');
    expect(await page.locator('.club-money .club-note').textContent()).toBe('12 entrants: fees 60.00, house 6.00, purse 54.00.');
    // The default table pays 3 qualifiers 3, 2 and 1 parts of the purse: 27, 18 and 9.
    expect(await page.locator('.club-money tbody tr').allInnerTexts()).toEqual([
      'Cy\t27.00\t0.00\t0.00\t27.00',
      'Eve\t18.00\t0.00\t0.00\t18.00',
      'Di\t9.00\t0.00\t0.00\t9.00',
    ]);
    await expectFits(page, "the director's standings and money");
    await saveScreenshot(page, 'club-night/standings-360');

    // Printed: the standings and every card, as PDFs a director would hand round.
    // At an A4 page's width (210 mm at 96 px an inch), so the screenshots show what the PDFs hold.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    for (const part of ['standings', 'cards', 'seating'] as const) {
      await page.evaluate((p) => (document.documentElement.dataset.print = p), part);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      await writeFile(join(TMP, `club-night-${part}.pdf`), pdf);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The standings on one A4 page, each of the 12 cards on a page of its own, the seating on one page.
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe({ standings: 1, cards: 12, seating: 1 }[part]);
      await saveScreenshot(page, `club-night/print-${part}-a4`, { scale: 'css' });
    }
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 360, height: 740 });

    // The season: this club's one night, award points 10, 9, 8… down to 1 by the night's finish (the default table).
    await page.goto(`${APP_URL}/#/club`);
    await expect
      .poll(() => page.locator('.club-season tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.split('\t'))))
      .toEqual([
        ['1', 'Cy', '10', '7', '3', '+58', '1'],
        ['2', 'Eve', '9', '5', '2', '+54', '1'],
        ['3', 'Di', '8', '5', '2', '+40', '1'],
        ['4', 'Kim', '7', '5', '2', '+35', '1'],
        ['5', 'Ann', '6', '4', '2', '+41', '1'],
        ['6', 'Fay', '5', '4', '2', '+3', '1'],
        ['7', 'Hal', '4', '4', '2', '+2', '1'],
        ['8', 'Jo', '3', '3', '1', '−52', '1'],
        ['9', 'Ivy', '2', '2', '1', '−16', '1'],
        ['10', 'Gus', '1', '2', '1', '−23', '1'],
        ['11', 'Lee', '0', '0', '0', '−60', '1'],
        ['12', 'Bob', '0', '0', '0', '−82', '1'],
      ]);
    await expectFits(page, 'the season');

    expect(errors).toEqual([]);
  }, 300_000);
});
