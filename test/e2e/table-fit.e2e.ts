import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Browser,
  type Device,
  DEVICES,
  expectNoOverflow,
  launchBrowser,
  newGame,
  onEachDevice,
  recordErrors,
  checkWithScreenshot,
  settled,
  SIZES,
  savedEvents,
  waitForSaved,
} from './kit';

/**
 * The table in every phase at every size (issue 9.3, 9.4): no sideways overflow, the page never scrolls, the next-step
 * bar on screen. Each game is played once on the narrowest phone and each phase is checked at every size (`emulate`). A
 * screenshot of a phase that fails (of each with `MUGGINS_WALK_SHOTS=1`) is saved in `.tmp/screenshots/table/`.
 */
const GAMES = [
  { ruleset: 'Traditional', players: ['Ann', 'Bob'] },
  { ruleset: 'Three-player', players: ['Ann', 'Bob', 'Cat'] },
  // The names a table starts with: "Player 1 & Player 4" is a team's name on two lines in the narrow pads of three sides.
  { ruleset: 'Six players in three teams', players: [] },
  { ruleset: 'Solitaire', players: ['Ann'] },
  { ruleset: 'Noddy', players: ['Ann', 'Bob'] },
] as const;

let browser: Browser;
let page: Page;

/** The phone the games are played on: the narrowest. Each phase is then checked at every size. */
const DRIVE = SIZES[0];

/** The phase at every size (the phone played on first), the page laid out as that size shows it. */
async function check(game: string, phase: string): Promise<void> {
  await settled(page); // the peg's slide
  await onEachDevice(page, SIZES, (size) => checkAt(size, game, phase));
}

/** Each check fails at once, with a screenshot of the phase (`checkWithScreenshot`). */
function checkAt(size: Device, game: string, phase: string): Promise<void> {
  const what = `${game} at ${size}, ${phase}`;
  return checkWithScreenshot(page, `table/${size}-${game.replace(/\W+/g, '-').toLowerCase()}-${phase}`, async () => {
    await expectNoOverflow(page, what);
    expect(await page.evaluate(() => [scrollY, document.documentElement.scrollHeight <= innerHeight]), `${what}: the page scrolls`).toEqual([0, true]);
    // A sheet scrolls down inside itself, never sideways.
    const sheet = await page.evaluate(() => {
      const d = document.querySelector('dialog');
      return d ? [d.scrollWidth, d.clientWidth] : [0, 0];
    });
    expect(sheet[0], `${what}: the sheet is wider than the screen`).toBeLessThanOrEqual(sheet[1]!);
    // The next step (or the game's end) is on screen.
    const bar = await page.locator('.table__next').boundingBox();
    expect(bar!.y + bar!.height, `${what}: the next-step bar is below the screen`).toBeLessThanOrEqual(page.viewportSize()!.height + 1);
    return false;
  });
}

async function openAndCheck(open: () => Promise<void>, game: string, phase: string): Promise<void> {
  await open();
  await page.getByRole('dialog').waitFor();
  await check(game, phase);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe(`the table at ${SIZES.map((size) => `${DEVICES[size].viewport.width}x${DEVICES[size].viewport.height}`).join(', ')}`, () => {
  beforeAll(async () => {
    browser = await launchBrowser({ device: DRIVE });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { ruleset, players } of GAMES) {
    test(`${ruleset}: every phase fits`, async () => {
      const errors = recordErrors(page);
      await newGame(page, { ruleset, names: players });
      const name = ruleset;
      await check(name, '1-cut');
      await page.locator('.bar [data-primary]').first().click();
      await check(name, '2-deal');
      await openAndCheck(() => page.locator('.bar').getByRole('button', { name: /…$/ }).first().click(), name, '3-starter-sheet');
      await openAndCheck(
        () =>
          page
            .getByRole('button', { name: /: 13 or more, or a correction$/ })
            .first()
            .click(),
        name,
        '4-keypad',
      );
      await openAndCheck(
        async () => {
          await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).click();
          await page.getByRole('button', { name: 'Penalty…' }).click();
        },
        name,
        '5-penalty',
      );
      // Into the play (or, in Noddy, the show that comes first).
      const pegging = page.locator('.pad--ready .pad__key').nth(1);
      if (await pegging.isVisible()) await pegging.click();
      else await page.getByRole('button', { name: 'Turned (not entering cards)' }).click();
      await check(name, '6-play');
      const cards = page.getByRole('button', { name: 'Cards…' });
      if (await cards.isVisible()) await openAndCheck(() => cards.click(), name, '7-play-sheet');
      const over = page.getByRole('button', { name: /^Play over/ });
      if (await over.isVisible()) await over.click();
      await check(name, '8-show');
      await openAndCheck(
        () =>
          page
            .locator('.bar')
            .getByRole('button', { name: /cards.*…$/ })
            .click(),
        name,
        '9-show-sheet',
      );
      // Count every hand and crib (and Noddy's play) to the end of the round.
      const nextDeal = page.getByRole('button', { name: /^Next deal/ });
      for (let i = 0; i < 12 && !(await nextDeal.isVisible()); i++) {
        const lit = page.locator('.pad--lit .pad__key').nth(5);
        // Nothing to tap yet: wait for a lit pad, the play's end or the next deal to show.
        await lit.or(over).or(nextDeal).first().waitFor();
        const saved = await savedEvents(page);
        if (await lit.isVisible()) await lit.click();
        else if (await over.isVisible()) await over.click();
        else continue;
        await waitForSaved(page, saved + 1); // the tap committed before the next look at the lit pad
      }
      await check(name, '10-done');
      await openAndCheck(
        async () => {
          await page.getByRole('button', { name: 'More: history, penalties, replay and share' }).click();
          await page.getByRole('button', { name: 'History', exact: true }).click();
        },
        name,
        '11-history',
      );
      // The end: a correction to the target.
      await page
        .getByRole('button', { name: /: 13 or more, or a correction$/ })
        .first()
        .click();
      const keypad = page.getByRole('dialog');
      await keypad.getByLabel('For', { exact: true }).selectOption({ label: 'Correction (+ or −)' });
      await keypad.getByLabel('Points', { exact: true }).fill('400');
      await keypad.getByRole('button', { name: 'Peg it' }).click();
      await page.getByRole('region', { name: 'Game over' }).waitFor();
      await check(name, '12-game-over');
      expect(errors).toEqual([]);
    });
  }
});
