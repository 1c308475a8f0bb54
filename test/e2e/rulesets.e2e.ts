import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newGame, type Browser, launchBrowser, recordErrors, RULESET_NAMES, savedEvents, waitForSaved } from './kit';

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
  page = browser.page;
  errors = recordErrors(page);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Taps `button` and waits until the page reports the move saved, so that the next look at the bar sees the next step
 * (a fixed wait let a slow save leave the step just tapped on screen: its button went away under the next tap).
 */
async function tapSaved(button: Locator): Promise<void> {
  const before = await savedEvents(page);
  await button.tap();
  await waitForSaved(page, before + 1);
}

/**
 * Plays one round by taps (0 for every count) to the next deal: no step may be a dead end. Steps settled by saying
 * what happened (000's Intel bonus, battle, Rob the Cradle) take the bar's first choice (not the button that opens the
 * step's sheet).
 */
async function tapThroughRound(): Promise<void> {
  for (let step = 0; step < 40; step++) {
    if (await page.getByRole('button', { name: 'Next deal' }).isVisible()) return;
    // In this order: the starter turned, the play over, a count of 0, the bar's first choice.
    const steps = [
      page.getByRole('button', { name: 'Turned (not entering cards)' }),
      page.getByRole('button', { name: /^Play over/ }),
      page.getByRole('button', { name: /nothing \(nineteen\)/ }).first(),
      page.locator('.bar [data-choice]').first(),
    ];
    let next: Locator | undefined;
    for (const button of steps) {
      if (await button.isVisible()) {
        next = button;
        break;
      }
    }
    // Nothing to tap yet (the step still being drawn): look again shortly.
    if (next) await tapSaved(next);
    else await page.waitForTimeout(100);
  }
  throw new Error(`stuck: ${await page.locator('main').innerText()}`);
}

describe('every ruleset plays a round in the app by taps (issue 5: any ruleset on any board)', () => {
  for (const name of RULESET_NAMES) {
    test(name, async () => {
      await newGame(page, { ruleset: name });
      const first = page.getByRole('button', { name: /deals$|Deal the first hand/ }).first();
      await first.tap();
      await tapThroughRound();
      await page.getByRole('button', { name: 'Next deal' }).tap();
      await expect.poll(() => page.locator('.table__status').textContent()).toContain('Round 2');
      expect(errors).toEqual([]);
    });
  }
});
