import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_URL, launchBrowser, recordErrors, saveScreenshot, type Browser } from './browser';

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
  await page.goto(APP_URL);
  await page.getByRole('button', { name: 'New game' }).tap();
  await page.getByLabel('Seat 1').fill(a);
  await page.getByLabel('Seat 2').fill(b);
  await page.getByRole('button', { name: 'Start the game' }).tap();
  await page.getByRole('button', { name: `${a} deals` }).tap();
}

/** The next-step bar's words, e.g. "Bob's hand: tap the points." */
async function nextStep(): Promise<string> {
  return (await page.locator('.bar__text').textContent()) ?? '';
}

/** One round by taps: turn the starter unentered, the play, then the show in order (pone, dealer, crib), then deal. */
async function tapRound(pone: [string, number], dealer: [string, number], crib: number, deal = true): Promise<void> {
  await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
  await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
  await expect.poll(nextStep).toContain(`${pone[0]}'s hand`);
  for (const [name, points] of [pone, dealer, [dealer[0], crib] as [string, number]]) {
    const before = await page.locator('.pad__score').allTextContents();
    const button = points === 0 ? page.getByRole('button', { name: /nothing \(nineteen\)/ }) : page.getByRole('button', { name: `${name} plus ${points}`, exact: true });
    await button.tap();
    // Saved: the session moves the pegs (and the bar) only once the events are committed to IndexedDB.
    await expect.poll(async () => (await page.locator('.pad__score').allTextContents()).join() !== before.join() || points === 0).toBe(true);
    await expect.poll(() => page.locator('.topbar__save').textContent()).toContain('✓');
  }
  if (deal) await page.getByRole('button', { name: 'Next deal' }).tap();
}

async function scoreOf(name: string): Promise<string | null> {
  return page.getByRole('region', { name: new RegExp(`^${name}: \\d+$`) }).first().getAttribute('aria-label');
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
    expect(await scoreOf('Ann')).toBe('Ann: 30');
    expect(await scoreOf('Bob')).toBe('Bob: 48');
    await saveScreenshot(page, 'table-mid');

    // A reload (or a closed tab) loses nothing: the game comes back exactly from IndexedDB.
    await page.reload();
    await expect.poll(() => scoreOf('Bob')).toBe('Bob: 48');
    expect(await scoreOf('Ann')).toBe('Ann: 30');

    await tapRound(['Ann', 10], ['Bob', 12], 12);
    await tapRound(['Bob', 12], ['Ann', 10], 0);
    await tapRound(['Ann', 10], ['Bob', 12], 12);
    await tapRound(['Bob', 12], ['Ann', 10], 0); // Bob 120, the stink hole
    expect(await scoreOf('Bob')).toBe('Bob: 120');
    // Round 8: Ann (pone) counts 10 to 80; Bob's 12 takes him out mid-count; nothing after counts.
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.getByRole('button', { name: 'Play over: count the hands' }).tap();
    await expect.poll(nextStep).toContain("Ann's hand");
    await page.getByRole('button', { name: 'Ann plus 10', exact: true }).tap();
    await page.getByRole('button', { name: 'Bob plus 12', exact: true }).tap();
    await expect.poll(() => page.getByRole('heading', { name: 'Bob wins!' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Skunk! Worth 2 games.').count()).toBe(1);
    expect(await scoreOf('Bob')).toBe('Bob: 121');
    expect(await scoreOf('Ann')).toBe('Ann: 80');
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
    await expect.poll(() => scoreOf('Bob')).toBe('Bob: 7');
    await page.getByRole('button', { name: 'Undo the last action' }).tap();
    await expect.poll(() => scoreOf('Bob')).toBe('Bob: 0');
    await page.getByRole('button', { name: 'Redo' }).tap();
    await expect.poll(() => scoreOf('Bob')).toBe('Bob: 7');
  });
});
