import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Browser,
  onEachDevice,
  checkMuggins,
  claimAndScore,
  closePenalty,
  closeSheet,
  cutForDeal,
  endGame,
  endPlay,
  enterShowCards,
  fitProblems,
  isShowStep,
  launchBrowser,
  newGame,
  openPenalty,
  playCards,
  recordErrors,
  RULESET_NAMES,
  type RulesetName,
  slug,
  checkWithScreenshot,
  targetProblems,
  toPlay,
  TOUCH_DEVICES,
  turnStarter,
} from './kit';

/**
 * The table in every phase of every ruleset fits each phone and the tablet (issue 9.4): no sideways overflow, nothing
 * sticking out or cut off, no covered control, and every target at least 44 px with room around it (9.5). Each game is
 * played once on the narrowest phone and each phase is checked on every phone and the tablet (`emulate`). Screenshots
 * of the phases that fail (of all with `MUGGINS_WALK_SHOTS=1`):
 * `.tmp/screenshots/fit/<device>/table-<ruleset>-<phase>.jpg`.
 */

/** Each ruleset at its first table size, and again at its largest where it takes more seats. */
const CASES: readonly { readonly ruleset: RulesetName; readonly seats?: number }[] = [
  ...RULESET_NAMES.map((ruleset) => ({ ruleset })),
  { ruleset: 'Once around (61)', seats: 4 },
  { ruleset: 'Backward', seats: 4 },
  { ruleset: 'Noddy', seats: 6 },
  { ruleset: 'Boxed set', seats: 4 },
  { ruleset: 'Crib Wars', seats: 6 },
  { ruleset: 'Cribbage is not Enough', seats: 4 },
];

/** The phone the games are played on: the narrowest, first of the devices each phase is checked on (`onEachDevice`). */
const DRIVE = TOUCH_DEVICES[0]!;

describe('the table fits the phones and the tablet in every phase', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser({ device: DRIVE });
    page = browser.page;
    // A control that cannot be tapped fails in 10 s, not 30: the screenshot and the fit report say why.
    page.setDefaultTimeout(10_000);
    errors = recordErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { ruleset, seats } of CASES) {
    const name = seats ? `${ruleset}, ${seats} players` : ruleset;
    test(name, async () => {
      const failures: string[] = [];
      /** The phase on each device (the phone played on first), the page laid out as that device shows it; then the game goes on. */
      const check = (phase: string) =>
        onEachDevice(page, TOUCH_DEVICES, (device) =>
          checkWithScreenshot(page, `fit/${device}/table-${slug(name)}-${phase}`, async () => {
            const fit = await fitProblems(page);
            const targets = await targetProblems(page);
            if (fit.length) failures.push(`${phase} on a ${device}, fit:\n    ${fit.join('\n    ')}`);
            if (targets.length) failures.push(`${phase} on a ${device}, targets:\n    ${targets.join('\n    ')}`);
            return fit.length + targets.length > 0;
          }),
        );
      await newGame(page, { ruleset, ...(seats ? { seats } : {}), muggins: true });
      await check('cut');
      await cutForDeal(page);
      await check('starter');
      await turnStarter(page, '8d');
      // Noddy counts the hands before the play (002 NODDY); every other ruleset plays first.
      const showFirst = await isShowStep(page);
      const show = async () => {
        await enterShowCards(page, 'jd 2c 4s 6h');
        await check('show');
        // Jack of diamonds with the 8 of diamonds cut: his nobs at least, so a claim of 0 is short.
        await claimAndScore(page, 0);
        // Muggins right after a count, where a count may be mugged at once: Solitaire has no opponent to call it,
        // and Cribbage is not Enough mugs a hand after the count and the Intel bonus (000).
        if (ruleset !== 'Solitaire' && ruleset !== 'Cribbage is not Enough') {
          await checkMuggins(page);
          await check('muggins');
          await closeSheet(page);
        }
      };
      if (showFirst) await show();
      await toPlay(page);
      await playCards(page, ['ah', '3s']);
      await check('play');
      if (!showFirst) {
        await endPlay(page);
        await show();
      }
      await openPenalty(page);
      await check('penalty');
      try {
        await closePenalty(page);
      } catch (e) {
        // Reported, then the dialog (component state) is closed by a reload so the game over is checked too.
        failures.push(`penalty: Cancel cannot be tapped: ${(e as Error).message.split('\n').slice(0, 1).join(' ')}`);
        await page.reload();
        await page.locator('.table').waitFor();
      }
      await endGame(page);
      await check('game-over');
      expect(errors).toEqual([]);
      expect(failures, `${name}:\n  ${failures.join('\n  ')}`).toEqual([]);
    });
  }
});
