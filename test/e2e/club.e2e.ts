import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, button, fitProblems, launchBrowser, press, recordErrors, saveScreenshot, targetProblems, TMP } from './kit';

/*
 * A club night on four phones (issue 29): a director's phone sets the night up and invites three players; each
 * player's phone keeps a card (a game played in Muggins writes its own line; a game kept on paper is typed, one of
 * them corrected) and hands it to the director by link, by file, or by the card's QR link opened on the director's
 * phone. The director ranks them, sees the game the cards disagree on counted against the player who would gain,
 * and decides it. Every phone is a 360x740 touch phone.
 *
 * Grass Roots: 2 game points a win, 3 a win by more than 30, 0 a loss; ties by games won, then spread.
 * - Ann beats Bob 121-100, played on Ann's phone; Bob types it on his card.
 * - Bob beats Cy 121-85 (a skunk: by 36), played on Bob's phone; Cy types it (first as 80, then corrected).
 * - Cy beats Ann 121-110, played on Cy's phone; Ann types it as her win, 121-110: the cards disagree.
 */

const phones: Browser[] = [];
afterAll(async () => {
  while (phones.length) await phones.pop()!.close();
});
afterEach(async (context) => {
  // A failure leaves a picture of every phone as it stood.
  if (context.task.result?.state === 'fail')
    for (const [i, p] of phones.entries()) await saveScreenshot(p.page, `club/failed-phone-${i}`).catch(() => undefined);
});

async function phone(): Promise<{ page: Page; errors: string[] }> {
  const b = await launchBrowser({ device: 'phone-360' });
  phones.push(b);
  return { page: b.page, errors: recordErrors(b.page) };
}

/**
 * The screen fits the phone as every screen must (issue 9.4, 9.5: `fit.ts`): no sideways overflow, nothing covered,
 * every target at least 44 px with room around it.
 */
async function expectFits(page: Page, what: string): Promise<void> {
  const problems = [...(await fitProblems(page)), ...(await targetProblems(page))];
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}

/** Taps a score pad key and waits until the move is stored. */
async function tap(page: Page, name: string, points: number): Promise<void> {
  const saved = await page.evaluate(() => Number(document.documentElement.dataset.savedEvents ?? 0));
  await press(page.getByRole('button', { name: `${name} plus ${points}`, exact: true }));
  await expect.poll(() => page.evaluate(() => Number(document.documentElement.dataset.savedEvents ?? 0))).toBeGreaterThan(saved);
}

/** Pegs a side to `score` by taps of 12 and the rest. */
async function pegTo(page: Page, name: string, score: number): Promise<void> {
  for (let left = score; left > 0; left -= Math.min(12, left)) await tap(page, name, Math.min(12, left));
}

/**
 * From the night's card: "Play a game for this night", the opponent in seat 2, the first seat deals, then the loser
 * and the winner pegged by taps to their final scores. Leaves the table at the game over.
 */
async function playNightGame(page: Page, me: string, opponent: string, loser: [string, number], winner: string): Promise<void> {
  await press(button(page, 'Play a game for this night'));
  await expect.poll(() => page.getByLabel('Seat 1').inputValue()).toBe(me);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Game 1 for Thursday club');
  expect(await page.getByLabel('Match').inputValue()).toBe('0');
  await page.getByLabel('Seat 2').fill(opponent);
  await press(button(page, 'Start the game'));
  await press(button(page, `${me} deals`));
  await pegTo(page, loser[0], loser[1]);
  await pegTo(page, winner, 121);
  await page.getByRole('heading', { name: `${winner} wins!` }).waitFor();
}

/**
 * Types a game kept on paper (or a correction) in the form on screen and saves it: resolves to '' once it is on the
 * card (the form closes), or to the alert that refused it (the form stays).
 */
async function typeLine(page: Page, me: string, opponent: string, own: number, theirs: number, save = 'Add the game'): Promise<string> {
  const form = page.locator('form.club-form');
  await form.getByLabel('Opponent', { exact: true }).fill(opponent);
  await form.getByLabel(`${me}'s score`).fill(String(own));
  await form.getByLabel("Opponent's score").fill(String(theirs));
  await press(button(form, save));
  // The form clears its alert as it saves, and shows a new one or closes once the store has answered.
  await expect
    .poll(async () => (await form.count()) === 0 || ((await form.getByRole('alert').count()) > 0 && (await button(form, save).isEnabled())))
    .toBe(true);
  return (await form.count()) === 0 ? '' : ((await form.getByRole('alert').textContent()) ?? '');
}

/** The card on screen, a row a line: game, opponent (with where it came from), result, points, spread. */
async function cardRows(page: Page): Promise<string[][]> {
  return page.locator('table.club-card tbody tr').evaluateAll((rows) =>
    rows.map((r) =>
      [...r.querySelectorAll('td')].map((td) =>
        (td as HTMLElement).innerText
          .replace('✎', '')
          .trim()
          .replace(/\s*\n+\s*/g, ' / '),
      ),
    ),
  );
}

/** The standings on the director's screen: rank, player (and marks), points, wins, spread, skunks, games. */
async function standingRows(page: Page): Promise<string[][]> {
  return page
    .locator('table.club-standings tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td, th')].map((c) => (c.textContent ?? '').trim())));
}

describe('a club night on four phones (issue 29)', () => {
  test('three players keep their cards, hand them to the director by link, file and QR link, and the director ranks them and settles a dispute', async () => {
    // The director's phone: the night, with no player of its own, and its invitation.
    const d = await phone();
    await d.page.goto(APP_URL);
    await press(button(d.page, 'Club night'));
    await d.page.getByRole('heading', { name: 'New club night' }).waitFor();
    await d.page.getByLabel('Name', { exact: true }).fill('Thursday club');
    await d.page.getByLabel('Day', { exact: true }).fill('2026-11-26');
    // Every setting of the format is shown, at its Grass Roots default.
    const format = d.page.getByRole('group', { name: /^Format/ });
    expect(await format.getByLabel('Games a player').inputValue()).toBe('9');
    expect(await format.getByLabel('Game points for a win').inputValue()).toBe('2');
    expect(await format.getByLabel(/^For a skunk/).inputValue()).toBe('3');
    expect(await format.getByLabel(/^For a double skunk/).inputValue()).toBe('3');
    expect(await format.getByLabel('For a loss').inputValue()).toBe('0');
    expect(await format.getByLabel('Ties broken by').inputValue()).toBe('wins,spread');
    expect(await format.getByLabel(/^Qualify for the playoffs/).inputValue()).toBe('25');
    expect(await format.getByLabel(/^Game hole/).inputValue()).toBe('121');
    await expectFits(d.page, 'new night');
    await saveScreenshot(d.page, 'club/new-night-360');
    await press(button(d.page, 'Create the night'));
    await d.page.getByRole('heading', { name: 'Thursday club', level: 1 }).waitFor();
    // No player keeps a card on this phone: the director's tools come first (issue 35 item 8).
    const directorFirst = await d.page.evaluate(() => {
      const tools = [...document.querySelectorAll('main button')].find((b) => b.textContent === 'Director: entrants, seating, cards, standings');
      const player = document.querySelector('main details.panel');
      return tools && player ? Boolean(tools.compareDocumentPosition(player) & Node.DOCUMENT_POSITION_FOLLOWING) : null;
    });
    expect(directorFirst).toBe(true);
    await expectFits(d.page, 'the night on the director’s phone');
    await press(button(d.page, 'Show the invitation'));
    const invitation = await d.page.getByLabel('The link to the invitation to Thursday club').inputValue();
    expect(invitation).toMatch(new RegExp(`^${APP_URL}/#C1\\.[A-Z2-7]+$`));
    await d.page.getByRole('img', { name: 'QR code of the invitation to Thursday club' }).waitFor();

    // Three players join from the invitation.
    const players: Record<string, Page> = {};
    const errors: string[][] = [d.errors];
    for (const name of ['Ann', 'Bob', 'Cy']) {
      const p = await phone();
      errors.push(p.errors);
      players[name] = p.page;
      await p.page.goto(invitation);
      await p.page.getByRole('heading', { name: 'Join Thursday club' }).waitFor();
      expect(await p.page.locator('main').innerText()).toContain('Thu 26 Nov 2026');
      await expectFits(p.page, 'the invitation');
      await p.page.getByLabel('Your name, as the other players will write it').fill(name);
      await press(button(p.page, 'Keep my card for this night'));
      await p.page.getByRole('table', { name: `${name}'s card` }).waitFor();
    }
    const { Ann: ann, Bob: bob, Cy: cy } = players as Record<'Ann' | 'Bob' | 'Cy', Page>;

    // Each plays one game in Muggins for the night: its line writes itself when the game ends.
    await playNightGame(ann, 'Ann', 'Bob', ['Bob', 100], 'Ann');
    await expect
      .poll(() => ann.locator('.club-line span').textContent())
      .toBe("On Ann's card for Thursday club: Game 1 against Bob: won 121–100, 2 game points, spread +21.");
    await saveScreenshot(ann, 'club/game-over-line-360');
    // The night's next game is against whoever comes next: the night's setup, Ann in the first seat, game 2.
    await press(button(ann, 'Next game of the night'));
    await ann.getByRole('heading', { name: 'Game 2 for Thursday club', level: 1 }).waitFor();
    expect(await ann.getByLabel('Seat 1').inputValue()).toBe('Ann');
    await ann.goBack();
    await press(button(ann, 'Open the card'));
    await ann.getByRole('table', { name: "Ann's card" }).waitFor();
    expect(await cardRows(ann)).toEqual([['1', 'Bob / from a game', 'Won 121–100', '2', '+21']]);

    await playNightGame(bob, 'Bob', 'Cy', ['Cy', 85], 'Bob');
    await press(button(bob, 'Open the card'));
    await bob.getByRole('table', { name: "Bob's card" }).waitFor();
    expect(await cardRows(bob)).toEqual([['1', 'Cy / from a game', 'Won 121–85 / skunk', '3', '+36']]);

    await playNightGame(cy, 'Cy', 'Ann', ['Ann', 110], 'Cy');
    await press(button(cy, 'Open the card'));
    await cy.getByRole('table', { name: "Cy's card" }).waitFor();

    // Games kept on paper, typed: a bad score is refused with a clear message and changes nothing.
    await press(button(bob, 'Add a game kept on paper'));
    expect(await typeLine(bob, 'Bob', 'Ann', 100, 120)).toBe('The winner ends on the game hole, 121: 100 to 120 has no winner there.');
    expect(await cardRows(bob)).toHaveLength(1);
    expect(await typeLine(bob, 'Bob', 'Ann', 100, 121)).toBe('');
    expect(await cardRows(bob)).toEqual([
      ['1', 'Cy / from a game', 'Won 121–85 / skunk', '3', '+36'],
      ['2', 'Ann / typed', 'Lost 100–121', '0', '−21'],
    ]);

    await press(button(cy, 'Add a game kept on paper'));
    expect(await typeLine(cy, 'Cy', 'Bob', 80, 121)).toBe('');
    // Corrected: the line says so.
    await press(cy.getByRole('button', { name: 'Correct game 2 against Bob' }));
    expect(await typeLine(cy, 'Cy', 'Bob', 85, 121, 'Save the correction')).toBe('');
    expect(await cardRows(cy)).toEqual([
      ['1', 'Ann / from a game', 'Won 121–110', '2', '+11'],
      ['2', 'Bob / typed, corrected', 'Lost 85–121', '0', '−36'],
    ]);

    // Ann writes the game against Cy as her own win: the cards will disagree.
    await press(button(ann, 'Add a game kept on paper'));
    expect(await typeLine(ann, 'Ann', 'Cy', 121, 110)).toBe('');
    expect(await cardRows(ann)).toEqual([
      ['1', 'Bob / from a game', 'Won 121–100', '2', '+21'],
      ['2', 'Cy / typed', 'Won 121–110', '2', '+11'],
    ]);
    expect(await ann.locator('table.club-card tfoot').innerText()).toContain('4 game points · 2 won, 0 lost · spread +32 · 0 skunks');
    await ann.evaluate(() => window.scrollTo(0, 0));
    await expectFits(ann, "Ann's card");
    await saveScreenshot(ann, 'club/card-360');
    // Ann's card on paper: the night, the card and its totals; no buttons.
    await ann.emulateMedia({ media: 'print' });
    expect(await button(ann, 'Play a game for this night').isVisible()).toBe(false);
    expect(await ann.locator('main').innerText()).toMatch(/^Thursday club\n+Thu 26 Nov 2026\n+Ann's card\n/);
    await saveScreenshot(ann, 'club/print-card-360');
    await ann.emulateMedia({ media: 'screen' });

    // Ann hands in her card by link (copied from her phone, pasted on the director's).
    await press(button(ann, 'Show the link and QR code'));
    const annLink = await ann.getByLabel("The link to Ann's card").inputValue();
    expect(annLink).toMatch(new RegExp(`^${APP_URL}/#C1\\.[A-Z2-7]+$`));
    await ann.getByRole('img', { name: "QR code of Ann's card" }).waitFor();
    await expectFits(ann, 'hand in the card');
    await saveScreenshot(ann, 'club/hand-in-360');

    await d.page.goto(`${APP_URL}/#/`);
    await press(button(d.page, 'Club night'));
    await press(d.page.getByRole('button', { name: 'Open Thursday club' }));
    await press(button(d.page, 'Director: entrants, seating, cards, standings'));
    await d.page.getByRole('heading', { name: 'Gather the cards' }).waitFor();
    const gather = async (text: string) => {
      await d.page.getByLabel("A card's link").fill(text);
      await press(button(d.page, 'Add the card'));
    };
    const said = () => d.page.locator('section[aria-labelledby="gather"] .success, section[aria-labelledby="gather"] .error').first().textContent();
    await gather(annLink);
    await expect.poll(said).toBe("Ann's card is gathered: 2 games.");

    // A damaged card, a game link and a card of another night are refused, and nothing changes.
    const at = annLink.length - 6;
    await gather(annLink.slice(0, at) + (annLink[at] === 'A' ? 'B' : 'A') + annLink.slice(at + 1));
    await expect.poll(said).toBe('This card link is damaged or cut short: copy the whole link and try again. Nothing was changed.');
    await gather(`${APP_URL}/#M1.GZ5BQWERTY`);
    await expect.poll(said).toBe('This is a Muggins game link, not a tournament card: open it to see the game. Nothing was changed.');
    // Ann keeps a card for Friday too; that card is refused here.
    await ann.goto(`${APP_URL}/#/club`);
    await press(button(ann, 'New club night'));
    await ann.getByLabel('Name', { exact: true }).fill('Friday club');
    await ann.getByLabel('Day', { exact: true }).fill('2026-11-27');
    await ann.getByLabel('Who plays on this phone').fill('Ann');
    await press(button(ann, 'Create the night'));
    await press(button(ann, 'Show the link and QR code'));
    const friday = await ann.getByLabel("The link to Ann's card").inputValue();
    await gather(friday);
    await expect.poll(said).toBe("This is Ann's card for Friday club on 2026-11-27, not for Thursday club on 2026-11-26. Nothing was changed.");
    expect(await d.page.locator('.club-cards li').allInnerTexts()).toEqual(['Ann · 2 games\nRemove']);

    // Bob hands in his card as a file.
    await press(button(bob, 'Show the link and QR code'));
    const [download] = await Promise.all([bob.waitForEvent('download'), press(button(bob, 'Share the file'))]);
    expect(download.suggestedFilename()).toBe('Bob Thursday club 2026-11-26 card.json');
    const file = join(TMP, 'club-bob-card.json');
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      format: 'muggins-card',
      version: 1,
      card: { player: 'Bob', night: { name: 'Thursday club' } },
    });
    await d.page.getByLabel("Or a card's file").setInputFiles(file);
    await expect.poll(said).toBe("Bob's card is gathered: 2 games.");

    // Cy's card by its QR code: the director's camera opens the card's link on the director's phone.
    await press(button(cy, 'Show the link and QR code'));
    const cyLink = await cy.getByLabel("The link to Cy's card").inputValue();
    await d.page.goto(cyLink);
    await d.page.getByRole('heading', { name: "Cy's card" }).waitFor();
    await expectFits(d.page, "Cy's card opened from its link");
    await press(button(d.page, "Gather Cy's card"));
    await expect.poll(() => d.page.getByRole('status').filter({ hasText: 'gathered' }).textContent()).toBe("Cy's card is gathered: 2 games.");
    await press(button(d.page, 'The standings'));
    await d.page.getByRole('heading', { name: 'Standings' }).waitFor();

    // The standings: Ann and Cy disagree on their game, each counted with the version worse for them (a loss 110-121).
    expect(await standingRows(d.page)).toEqual([
      ['1', 'Bob ★ qualifies', '3', '1', '+15', '1', '2'],
      ['2', 'Ann1 game flagged', '2', '1', '+10', '0', '2'],
      ['3', 'Cy1 game flagged', '0', '0', '−47', '0', '2'],
    ]);
    const flag = d.page.locator('.club-flag');
    expect(await flag.locator('h3').textContent()).toBe('Ann v Cy');
    expect(await flag.locator('dl').innerText()).toBe("Ann's card\nAnn won 121–110\nCy's card\nCy won 121–110");
    expect(await flag.locator('.club-flag__now').textContent()).toBe(
      'Until you decide, each player is counted as the card worse for them says: Ann: lost 110–121; Cy: lost 110–121.',
    );
    await d.page.evaluate(() => window.scrollTo(0, 0));
    await expectFits(d.page, "the director's view");
    await saveScreenshot(d.page, 'club/director-flagged-360');

    // The director decides for Cy's card (the game was played on Cy's phone): Cy gains the win.
    await press(d.page.getByRole('group', { name: 'Decision on Ann v Cy' }).getByRole('button', { name: "Cy's card" }));
    await expect
      .poll(() => standingRows(d.page))
      .toEqual([
        ['1', 'Bob ★ qualifies', '3', '1', '+15', '1', '2'],
        ['2', 'Ann', '2', '1', '+10', '0', '2'],
        ['3', 'Cy', '2', '1', '−25', '0', '2'],
      ]);
    expect(await flag.locator('.club-flag__now').textContent()).toBe('Counted as decided: Ann: lost 110–121; Cy: won 121–110.');
    expect(await d.page.getByRole('heading', { name: /^Flagged games/ }).textContent()).toBe('Flagged games');
    await saveScreenshot(d.page, 'club/director-decided-360');
    // The standings as the director's phone shows them, at its size.
    await d.page.getByRole('heading', { name: 'Standings' }).evaluate((h) => h.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await saveScreenshot(d.page, 'club/director-standings-view-360');
    await expectFits(d.page, 'the standings, decided');

    // The decision is kept with the night: read back after a reload.
    await d.page.reload();
    await d.page.getByRole('heading', { name: 'Standings' }).waitFor();
    expect((await standingRows(d.page)).map((r) => [r[1], r[2]])).toEqual([
      ['Bob ★ qualifies', '3'],
      ['Ann', '2'],
      ['Cy', '2'],
    ]);

    // Standings as CSV, and the print view as paper shows it.
    const [csv] = await Promise.all([d.page.waitForEvent('download'), press(button(d.page, 'Standings (CSV)'))]);
    expect(csv.suggestedFilename()).toBe('Thursday club 2026-11-26 standings.csv');
    const csvPath = join(TMP, 'club-standings.csv');
    await csv.saveAs(csvPath);
    expect(await readFile(csvPath, 'utf8')).toBe(
      'Rank,Player,Game points,Wins,Spread,Skunks,Games,Qualifies,Flagged,Unchecked\r\n1,Bob,3,1,15,1,2,yes,0,0\r\n2,Ann,2,1,10,0,2,no,0,0\r\n3,Cy,2,1,-25,0,2,no,0,0\r\n',
    );
    await d.page.emulateMedia({ media: 'print' });
    await d.page.evaluate(() => (document.documentElement.dataset.print = 'standings'));
    expect(await d.page.getByRole('button', { name: 'Add the card' }).isVisible()).toBe(false);
    await saveScreenshot(d.page, 'club/print-standings-360');
    await d.page.evaluate(() => (document.documentElement.dataset.print = 'cards'));
    expect(await d.page.locator('.print-cards__card').count()).toBe(3);
    expect(await d.page.getByRole('heading', { name: 'Standings' }).isVisible()).toBe(false);
    await saveScreenshot(d.page, 'club/print-cards-360');

    for (const e of errors) expect(e).toEqual([]);
  }, 300_000);

  for (const device of ['phone-390', 'tablet'] as const)
    test(`the club screens fit a ${device}: the new night, a card with games typed, the invitation, the director's view`, async () => {
      const b = await launchBrowser({ device });
      phones.push(b);
      const page = b.page;
      const errors = recordErrors(page);
      await page.goto(`${APP_URL}/#/club`);
      await page.getByRole('heading', { name: 'New club night' }).waitFor();
      await expectFits(page, 'new night');
      await page.getByLabel('Name', { exact: true }).fill('Thursday club');
      await page.getByLabel('Day', { exact: true }).fill('2026-11-26');
      await page.getByLabel('Who plays on this phone').fill('Ann');
      await press(button(page, 'Create the night'));
      await page.getByRole('table', { name: "Ann's card" }).waitFor();
      for (const [opponent, own, theirs] of [
        ['Bob', 121, 100],
        ['Cy', 85, 121],
      ] as const) {
        await press(button(page, 'Add a game kept on paper'));
        expect(await typeLine(page, 'Ann', opponent, own, theirs)).toBe('');
      }
      await press(page.getByRole('button', { name: 'Correct game 1 against Bob' }));
      await expectFits(page, 'the card, a line being corrected');
      await press(button(page, 'Cancel'));
      await press(button(page, 'Show the link and QR code'));
      await press(button(page, 'Show the invitation'));
      await page.getByRole('img', { name: 'QR code of the invitation to Thursday club' }).waitFor();
      await expectFits(page, 'the card handed in, the invitation shown');
      await saveScreenshot(page, `club/card-${device}`);
      const invitation = await page.getByLabel('The link to the invitation to Thursday club').inputValue();
      await page.goto(invitation);
      await page.getByRole('heading', { name: 'Join Thursday club' }).waitFor();
      await expectFits(page, 'the invitation opened');
      await page.goto(`${APP_URL}/#/club`);
      await press(page.getByRole('button', { name: 'Open Thursday club' }));
      await press(button(page, 'Director: gather cards, standings'));
      await page.getByRole('heading', { name: 'Standings' }).waitFor();
      await expectFits(page, "the director's view");
      await saveScreenshot(page, `club/director-${device}`);
      expect(errors).toEqual([]);
    });
});
