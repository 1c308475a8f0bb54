import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APP_URL, type Device } from './browser';
import { openHouseRules } from './drive';

/** Sizes the table is tried at: phones upright, a phone sideways, a tablet (see `DEVICES` in browser.ts). */
export const SIZES = ['phone-360', 'phone-390', 'sideways', 'tablet'] as const satisfies readonly Device[];

/** A new game from the setup screen: a ruleset by its name, players (as many seats), house options ticked by their labels. */
export async function newGame(page: Page, ruleset: string, players: readonly string[], check: readonly string[] = []): Promise<void> {
  await page.goto(`${APP_URL}/#/new`);
  await page.getByLabel('Rules').selectOption({ label: ruleset });
  // A ruleset for more than one table size asks how many play: as many as the names given.
  const seats = page.getByRole('radio', { name: `${players.length} players` });
  if ((await seats.count()) > 0) await seats.check();
  for (const [i, name] of players.entries()) await page.getByLabel(new RegExp(`^Seat ${i + 1}( ·|$)`)).fill(name);
  if (check.length > 0) await openHouseRules(page);
  for (const label of check) await page.getByLabel(label).check();
  // The keyboard, not a tap: the setup screen is another helper's (a phone's tap there may land on a panel).
  await page.getByRole('button', { name: 'Start the game' }).press('Enter');
  await page.locator('main.table').waitFor();
}

/** A pad's accessible name carries its score: `'Ann: 17'`. */
export function scoreOf(page: Page, name: string): Promise<string | null> {
  return page.getByRole('region', { name: new RegExp(`^${name}: -?\\d+$`) }).getAttribute('aria-label');
}

/** The next-step bar's words, e.g. `"Bob's hand: tap the points."`. */
export async function nextStep(page: Page): Promise<string> {
  return ((await page.locator('.bar').textContent()) ?? '').trim();
}

/** The app's live region: what a screen reader says. */
export async function announced(page: Page): Promise<string> {
  return (await page.getByTestId('announcer').textContent()) ?? '';
}

/** No sideways scrolling: the page is exactly as wide as the screen. */
export async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(scroll, `${what}: page ${scroll} px wide on a ${inner} px screen`).toBeLessThanOrEqual(inner);
}

/**
 * Taps a control as a thumb would, counting the tap: it must already be on screen (no scroll to reach it) and the
 * page must not have scrolled.
 */
export class Thumb {
  taps = 0;
  constructor(private readonly page: Page) {}

  async tap(target: Locator): Promise<void> {
    await target.waitFor();
    const box = await target.boundingBox();
    const viewport = this.page.viewportSize()!;
    const where = `${await target.getAttribute('aria-label') ?? await target.textContent()}`;
    expect(box, where).not.toBeNull();
    expect(box!.y, `${where} is above the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x, `${where} is left of the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${where} is below the screen`).toBeLessThanOrEqual(viewport.height);
    expect(box!.x + box!.width, `${where} is right of the screen`).toBeLessThanOrEqual(viewport.width);
    expect(await this.page.evaluate(() => scrollY), 'the page scrolled').toBe(0);
    await target.tap();
    this.taps++;
    expect(await this.page.evaluate(() => scrollY), 'the page scrolled').toBe(0);
  }
}
