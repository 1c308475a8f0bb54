/** Reading the table as a player and a screen reader do: scores, the next step, what was announced; a thumb's reach. */

import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A side's pad, by the side's name: its region is named for the side and its score, e.g. "Ann: 17". */
export function pad(page: Page, name: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${name}: -?\\d+$`) }).first();
}

/** A side's score as its pad's region says it, e.g. `17` for "Ann: 17". */
export async function scoreOf(page: Page, name: string): Promise<number> {
  return Number((await pad(page, name).getAttribute('aria-label'))?.split(': ')[1]);
}

/** Every side's score, in the pads' order, e.g. `[17, 22]`. */
export async function scores(page: Page): Promise<number[]> {
  const labels = await page.locator('section.pad').evaluateAll((pads) => pads.map((p) => p.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number(l.split(': ').pop()));
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
    const where = `${(await target.getAttribute('aria-label')) ?? (await target.textContent())}`;
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

/**
 * The part of the last move's words that is drawn: the characters of the words line whose boxes lie inside the line's
 * box and inside any clamped box they sit in (a line clamped with an ellipsis draws only its first characters).
 */
export function shownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const line = document.querySelector('.table__words')!;
    const clip = line.getBoundingClientRect();
    let shown = '';
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // A clamped box hides its overflow: a character drawn past the line's box, or after a clamp, is cut.
      const box = (node.parentElement as Element).getBoundingClientRect();
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        const inside = r.top >= clip.top - 0.5 && r.bottom <= Math.min(clip.bottom, box.bottom) + 0.5 && r.right <= Math.min(clip.right, box.right) + 0.5;
        if (r.width > 0 && inside) shown += text[i];
        else if (r.width === 0 && text[i] === ' ') shown += ' ';
      }
    }
    return shown.replace(/\s+/g, ' ').trim();
  });
}
