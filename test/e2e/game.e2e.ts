import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, newGame, nextStep, scoreOf, launchBrowser, recordErrors, saveScreenshot } from './kit';

let browser: Browser;
let page: Page;

beforeEach(async () => {
  browser = await launchBrowser({ device: 'phone-390' });
  page = browser.page;
});

afterEach(async () => {
  await browser?.close();
});

async function newTraditionalGame(a = 'Ann', b = 'Bob'): Promise<void> {
  await newGame(page, { names: [a, b] });
  await page.getByRole('button', { name: `${a} deals` }).tap();
}

/** One round by taps: turn the starter unentered, the play, then the show in order (pone, dealer, crib), then deal. */
async function tapRound(pone: [string, number], dealer: [string, number], crib: number, deal = true): Promise<void> {
  await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
  await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
  await expect.poll(() => nextStep(page)).toContain(`${pone[0]}'s hand`);
  for (const [name, points] of [pone, dealer, [dealer[0], crib] as [string, number]]) {
    const before = await page.locator('.pad__score').allTextContents();
    const button =
      points === 0 ? page.getByRole('button', { name: /nothing \(nineteen\)/ }) : page.getByRole('button', { name: `${name} plus ${points}`, exact: true });
    await button.tap();
    // Saved: the session moves the pegs (and the bar) only once the events are committed to IndexedDB.
    await expect.poll(async () => (await page.locator('.pad__score').allTextContents()).join() !== before.join() || points === 0).toBe(true);
    await expect.poll(() => page.locator('.topbar__save').textContent()).toContain('✓');
  }
  if (deal) await page.getByRole('button', { name: 'Next deal' }).tap();
}

describe('a whole game in the browser (issue 5)', () => {
  test('two-player traditional game to 121 by taps, with a reload mid-game, ending in a skunk (003 SKUNK)', async () => {
    const errors = recordErrors(page);
    await newTraditionalGame();
    await saveScreenshot(page, 'table-start');
    // Ann deals first, so Bob is pone and counts first. Bob makes 12 a hand and 12 a crib; Ann 10 a hand.
    await tapRound(['Bob', 12], ['Ann', 10], 0);
    await tapRound(['Ann', 10], ['Bob', 12], 12);
    await tapRound(['Bob', 12], ['Ann', 10], 0);
    expect(await scoreOf(page, 'Ann')).toBe(30);
    expect(await scoreOf(page, 'Bob')).toBe(48);
    await saveScreenshot(page, 'table-mid');

    // A reload (or a closed tab) loses nothing: the game comes back exactly from IndexedDB.
    await page.reload();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(48);
    expect(await scoreOf(page, 'Ann')).toBe(30);

    await tapRound(['Ann', 10], ['Bob', 12], 12);
    await tapRound(['Bob', 12], ['Ann', 10], 0);
    await tapRound(['Ann', 10], ['Bob', 12], 12);
    await tapRound(['Bob', 12], ['Ann', 10], 0); // Bob 120, the stink hole
    expect(await scoreOf(page, 'Bob')).toBe(120);
    // Round 8: Ann (pone) counts 10 to 80; Bob's 12 takes him out mid-count; nothing after counts.
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await expect.poll(() => nextStep(page)).toContain("Ann's hand");
    await page.getByRole('button', { name: 'Ann plus 10', exact: true }).tap();
    await page.getByRole('button', { name: 'Bob plus 12', exact: true }).tap();
    await expect.poll(() => page.getByRole('heading', { name: 'Bob wins!' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Skunk! Worth 2 games.').count()).toBe(1);
    expect(await scoreOf(page, 'Bob')).toBe(121);
    expect(await scoreOf(page, 'Ann')).toBe(80);
    await saveScreenshot(page, 'game-over');
    // The score pads no longer take points.
    expect(await page.getByRole('button', { name: 'Ann plus 1', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('undo takes back the last score and redo puts it back', async () => {
    await newTraditionalGame();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).waitFor();
    await page.getByRole('button', { name: 'Bob plus 7', exact: true }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(7);
    await page.getByRole('button', { name: 'Undo the last action' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(0);
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(() => scoreOf(page, 'Bob')).toBe(7);
  });
});
