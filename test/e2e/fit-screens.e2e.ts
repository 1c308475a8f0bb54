import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  type Browser,
  button,
  onEachDevice,
  chooseRuleset,
  cutForDeal,
  endGame,
  fitProblems,
  launchBrowser,
  newGame,
  open,
  press,
  recordErrors,
  RULESET_NAMES,
  checkWithScreenshot,
  seatCounts,
  slug,
  targetProblems,
  TOUCH_DEVICES,
  turnStarter,
  typeCards,
} from './kit';

/**
 * Every screen but the table fits each phone and the tablet (issue 9.4): no sideways overflow, nothing sticking out or
 * cut off, no covered control, and every target at least 44 px with room around it (9.5). The screens are used on the
 * narrowest phone and each is checked on every phone and the tablet (`emulate`). Screenshots of the screens that fail
 * (of all with `MUGGINS_WALK_SHOTS=1`): `.tmp/screenshots/fit/<device>/<screen>.jpg`. The table's phases are in
 * `fit-table.e2e.ts`.
 */

/** Fails listing every problem, one a line. */
function expectFits(problems: readonly string[]): void {
  expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
}

/** The phone the screens are used on: the narrowest, first of the devices each screen is checked on (`onEachDevice`). */
const DRIVE = TOUCH_DEVICES[0]!;

describe('every screen fits the phones and the tablet', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  /**
   * On each device (the phone used first), the page laid out as that device shows it: returns what does not fit,
   * each line naming the screen and the device, with a screenshot of the screen where something does not.
   */
  const check = async (screen: string): Promise<string[]> => {
    const problems: string[] = [];
    await onEachDevice(page, TOUCH_DEVICES, (device) =>
      checkWithScreenshot(page, `fit/${device}/${screen}`, async () => {
        const found = [...(await fitProblems(page)), ...(await targetProblems(page))];
        problems.push(...found.map((p) => `${screen} on a ${device}: ${p}`));
        return found.length > 0;
      }),
    );
    return problems;
  };

  beforeAll(async () => {
    browser = await launchBrowser({ device: DRIVE });
    page = browser.page;
    errors = recordErrors(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  test('home with no games', async () => {
    await open(page, '#/');
    await page.getByText('No games yet').waitFor();
    expectFits(await check('home-empty'));
  });

  test('setup: every ruleset at every table size, house options shown', async () => {
    await open(page, '#/new');
    const problems: string[] = [];
    for (const ruleset of RULESET_NAMES) {
      await chooseRuleset(page, ruleset);
      for (const seats of await seatCounts(page)) {
        await chooseRuleset(page, ruleset, seats);
        await page.getByRole('group', { name: /^House rules/ }).waitFor();
        problems.push(...(await check(`setup-${slug(ruleset)}-${seats}`)));
      }
    }
    expectFits(problems);
  });

  test('count a hand, with its itemized count', async () => {
    await open(page, '#/count');
    await typeCards(page.locator('fieldset', { has: page.getByRole('group', { name: 'Hand: rank' }) }), '5h 5c 5s jd');
    await typeCards(page.locator('fieldset', { has: page.getByRole('group', { name: 'Starter: rank' }) }), '5d');
    await page.getByRole('region', { name: 'Count: 29' }).waitFor();
    expectFits(await check('count'));
  });

  test('advise a throw, every throw listed', async () => {
    await open(page, '#/count');
    await press(button(page, 'Advise a throw'));
    await typeCards(page.locator('fieldset', { has: page.getByRole('group', { name: 'Dealt cards: rank' }) }), '5h 5c jd 6s 9c kh');
    await press(button(page, 'Show all 15 throws'));
    expectFits(await check('advise'));
  });

  test('statistics, data, boards, the board editor and settings', async () => {
    const problems: string[] = [];
    await open(page, '#/stats');
    await page.getByText(/^No finished games yet\. Finish a game/).waitFor();
    problems.push(...(await check('stats-empty')));
    await open(page, '#/data');
    problems.push(...(await check('data')));
    await page.getByLabel('Or paste a backup').fill('{"games": [');
    await press(button(page, 'Import pasted text'));
    await page.getByRole('alert').waitFor();
    problems.push(...(await check('data-error')));
    await open(page, '#/boards');
    problems.push(...(await check('boards')));
    await page.getByLabel('New board from…').selectOption({ label: 'Crib Wars (approximate)' });
    await press(button(page, 'Start editing'));
    await page.getByRole('heading', { name: /^Edit board: / }).waitFor();
    await press(button(page, 'Check'));
    problems.push(...(await check('board-editor')));
    await press(button(page, 'Save'));
    await page.getByRole('button', { name: /^Edit Crib Wars/ }).waitFor();
    problems.push(...(await check('boards-saved')));
    await open(page, '#/settings');
    problems.push(...(await check('settings')));
    await press(page.getByLabel('Dark'));
    problems.push(...(await check('settings-dark')));
    await press(page.getByLabel('Light'));
    expectFits(problems);
  });

  test('home and statistics with games: one over, one in progress', async () => {
    await newGame(page, { names: ['Ann', 'Bob'] });
    await cutForDeal(page);
    await endGame(page);
    await newGame(page, { ruleset: 'Four-player teams', names: ['Ann', 'Bob', 'Cat', 'Dan'] });
    await cutForDeal(page);
    await turnStarter(page, null);
    const problems: string[] = [];
    await open(page, '#/');
    await page.getByRole('button', { name: /^Resume / }).waitFor();
    problems.push(...(await check('home-games')));
    await open(page, '#/stats');
    await page.getByRole('heading', { name: 'Players' }).waitFor();
    problems.push(...(await check('stats-games')));
    expectFits(problems);
    expect(errors).toEqual([]);
  });

  test('home with the backup reminder, after the tenth finished game: it covers nothing, and "Not now" dismisses it', async () => {
    // Ten finished games since the last backup (REMIND_EVERY), eleven with the one above when the whole file runs.
    for (let i = 0; i < 10; i++) {
      await newGame(page);
      await cutForDeal(page);
      await endGame(page);
    }
    await open(page, '#/');
    const reminder = page.getByTestId('backup-reminder');
    await reminder.getByText(/^1[01] games finished since your last backup\.\s*$/).waitFor();
    expectFits(await check('home-backup-reminder'));
    await onEachDevice(page, TOUCH_DEVICES, async (device) => {
      // It arrives after the screen is drawn, so it stands under the buttons a thumb reaches for first: above them it
      // pushed New game down as the tap came (HomeScreen.tsx).
      const actionsBottom = await page.locator('.home__actions').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(await reminder.evaluate((el) => el.getBoundingClientRect().top), device).toBeGreaterThanOrEqual(actionsBottom);
      // Scrolled down the saved games and back, as a thumb does: the reminder scrolls away with the page.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await reminder.evaluate((el) => el.getBoundingClientRect().bottom), device).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
    });
    await press(button(page, 'Not now'));
    await reminder.waitFor({ state: 'detached' });
    await press(button(page, 'New game'));
    await page.getByLabel('Rules').waitFor();
    expect(errors).toEqual([]);
  });
});
