import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  announced,
  bar,
  type Browser,
  closeSheet,
  type Device,
  enterShowCards,
  launchBrowser,
  MUGGINS,
  newGame,
  playCards,
  press,
  saveScreenshot,
  scoreOf,
  sheet,
  turnStarter,
  shownWords,
} from './kit';

/*
 * Issue 37 item 2 at the table, on phones as phones: a count tapped while the app holds all four of its cards (the
 * play entered card by card) is never pegged silently. Ann deals, the starter is 7♣; Bob lays 10♠ K♥ 5♣ 3♦ and Ann
 * 5♥ 6♠ 4♦ 2♣: Bob pegs 3 in the play (the run 5-4-3), Ann 9 (15, 31, the run of four and the last card). Bob's
 * hand is worth 6 (three fifteens, 002 scoring chart).
 */

let browser: Browser;
let page: Page;

afterEach(async () => {
  await browser?.close();
});

async function playedOut(device: Device, muggins: boolean): Promise<void> {
  browser = await launchBrowser({ device });
  page = browser.page;
  await newGame(page, { ruleset: 'Traditional', names: ['Ann', 'Bob'], ...(muggins ? { check: [MUGGINS] } : {}) });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  await turnStarter(page, '7c');
  await playCards(page, ['10s', '5h', 'kh', '6s', '5c', '4d', '3d', '2c']);
  await expect.poll(() => scoreOf(page, 'Bob')).toBe(3);
  // The play is over when the bar asks for Bob's hand: the last card stored and the round at the show. Before that a
  // tap of Bob +3 would peg in the play (a busy machine once tapped it there, and no offer came).
  await bar(page)
    .getByRole('button', { name: /^Bob's cards/ })
    .waitFor();
  // The play's sheet goes on into the show's card entry: the table taps instead.
  if ((await sheet(page).count()) > 0) await closeSheet(page);
}

describe('the last move on the tablet (issue 37.4)', () => {
  test("tablet: Ann's crib by cards (5♠ 5♦ J♥ 10♦ with 7♣, 10) reads whole, every item and the peg", async () => {
    await playedOut('tablet', false);
    await page.getByRole('button', { name: 'Bob plus 6', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(9);
    await page.getByRole('button', { name: 'Ann plus 8', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(17);
    await enterShowCards(page, '5s 5d jh 10d');
    await press(sheet(page).getByRole('button', { name: 'Score it: 10' }));
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(27);
    await sheet(page).waitFor({ state: 'detached' });
    await saveScreenshot(page, 'counted-crib-tablet');
    expect(await shownWords(page)).toBe(
      "Ann's crib, 5♠ 5♦ J♥ 10♦: fifteen two, fifteen four, fifteen six, fifteen eight, and a pair is ten. Ann pegs 10 to 27 (crib)",
    );
  });
});

describe('a tapped count the app can make itself (issue 37.2)', () => {
  test('phone-360, muggins off: Bob +3 offers the 6 his cards make before it pegs', async () => {
    await playedOut('phone-360', false);
    await page.getByRole('button', { name: 'Bob plus 3', exact: true }).tap();
    const offer = page.getByRole('dialog', { name: "Bob's hand makes 6" });
    await offer.waitFor();
    expect(await offer.textContent()).toContain('10♠ K♥ 5♣ 3♦ with 7♣: fifteen two, fifteen four, and fifteen six. You tapped 3.');
    // Nothing is pegged until the table chooses.
    expect(await scoreOf(page, 'Bob')).toBe(3);
    await saveScreenshot(page, 'counted-offer-360');
    await offer.getByRole('button', { name: 'Peg 6' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(9);
    expect(await announced(page)).toMatch(/^Bob's hand, 10♠ K♥ 5♣ 3♦: fifteen two, fifteen four, and fifteen six\. Bob pegs 6 to 9 \(hand\)/);
  });

  test('phone-390, muggins off: "Peg 3 as tapped" keeps the tap, and the words still say what the cards make', async () => {
    await playedOut('phone-390', false);
    await page.getByRole('button', { name: 'Bob plus 3', exact: true }).tap();
    await page.getByRole('dialog', { name: "Bob's hand makes 6" }).getByRole('button', { name: 'Peg 3 as tapped' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(6);
    expect(await announced(page)).toMatch(/fifteen six; claimed 3\. Bob pegs 3 to 6 \(hand\)/);
  });

  test('phone-390, muggins on: Bob +3 pegs the claim, the words say the cards make 6 and Ann may take the 3 missed', async () => {
    await playedOut('phone-390', true);
    await page.getByRole('button', { name: 'Bob plus 3', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(6);
    expect(await announced(page)).toMatch(/^Bob's hand, 10♠ K♥ 5♣ 3♦: fifteen two, fifteen four, and fifteen six; claimed 3/);
    await page.getByRole('button', { name: "Check Bob's hand for muggins" }).tap();
    const verdict = page.getByRole('dialog');
    await verdict.getByRole('heading', { name: 'Muggins!' }).waitFor();
    await verdict.getByRole('button', { name: 'Ann calls muggins (+3)' }).tap();
    await expect.poll(() => scoreOf(page, 'Ann')).toBe(12);
  });

  test('phone-360, muggins on: Bob claims 8 for the 6; the over-claim button says what Ann gains (issue 37.9)', async () => {
    await playedOut('phone-360', true);
    await page.getByRole('button', { name: 'Bob plus 8', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(11);
    await page.getByRole('button', { name: "Check Bob's hand for muggins" }).tap();
    const verdict = page.getByRole('dialog');
    await verdict.getByRole('heading', { name: 'Over-claimed' }).waitFor();
    await saveScreenshot(page, 'counted-overclaim-360');
    // 003 rule 12: Bob moves back the 2 too many, and Ann may add the same.
    await verdict.getByRole('button', { name: 'Ann: move Bob back 2 (Ann +2)' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(9);
    expect(await scoreOf(page, 'Ann')).toBe(11);
  });
});
