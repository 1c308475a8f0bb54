import { afterEach, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, recordErrors, saveScreenshot, type Browser, type Device } from './browser';
import { fitProblems, targetProblems } from './fit';
import { Thumb, newGame, scoreOf } from './tableKit';

/*
 * The whole Crib Wars board (phone audit: where the zones are, how far the leader is): the table's long board
 * follows the pegs in a scrolling box, and a "Whole board" control over its corner opens the whole board fitted to
 * the screen, every zone word and every peg on it, read-only. Screenshots: .tmp/screenshots/whole-board/.
 */

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The words of Crib Wars' 12 zones as the board draws them (src/board/cribWars.ts; red skips also mark their landing). */
const ZONE_WORDS = ['GO 1', 'GO 2', 'LAND 1', 'LAND 2', 'LAND 3', 'SKIP 1', 'SKIP 2', 'SKIP 3', 'TRAP 1', 'TRAP 2', 'TRAP 3', 'TRAP 4', '✕ BOX 1', '✕ BOX 2', '✕ BOX 3'];

/** What must not change while the whole board is open: the saved log's length, the scores and every peg's place. */
async function gameAsItStands(page: Page, sides: readonly string[]) {
  const saved = await page.evaluate(() => document.documentElement.dataset.savedEvents);
  const scores = await Promise.all(sides.map((s) => scoreOf(page, s)));
  const pegs = await page.evaluate(() => [...document.querySelectorAll<SVGGElement>('.table__board .pegboard__peg')].map((p) => p.style.transform));
  return { saved, scores, pegs };
}

/** Every zone word and every peg of the open whole board, and whether each lies wholly on the screen. */
async function wholeBoardFigures(page: Page) {
  return page.evaluate(() => {
    const on = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5 && r.width > 0;
    const svg = document.querySelector<SVGSVGElement>('.sheet--whole-board svg.pegboard__svg')!;
    const words = [...svg.querySelectorAll<SVGTextElement>('.pegboard__label')].map((t) => {
      const m = t.getScreenCTM()!;
      return { text: t.textContent ?? '', on: on(t.getBoundingClientRect()), px: Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b) };
    });
    const pegs = [...svg.querySelectorAll<SVGGElement>('.pegboard__peg')].map((g) => ({ title: g.querySelector('title')?.textContent ?? '', on: on(g.querySelector('circle')!.getBoundingClientRect()) }));
    // Each hole is a circle sub-path "M x-r y a r r ..." of a .pegboard__hole path: its box on the screen, through the path's CTM.
    const holes = [...svg.querySelectorAll<SVGPathElement>('.pegboard__hole')].flatMap((p) => {
      const m = p.getScreenCTM()!;
      return p.getAttribute('d')!.split('M').slice(1).map((sub) => {
        const found = /^(\S+) (\S+)a(\S+) \3 0 1 0 \S+ 0a\3 \3 0 1 0 -\S+ 0z$/.exec(sub);
        if (found === null) throw new Error(`not a hole's circle: M${sub}`);
        const [x, y, r] = found.slice(1).map(Number) as [number, number, number];
        const c = new DOMPoint(x + r, y).matrixTransform(m);
        const s = r * Math.hypot(m.a, m.b);
        return new DOMRect(c.x - s, c.y - s, 2 * s, 2 * s);
      });
    });
    const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2] as const;
    const [x0, y0] = centre(holes[0]!);
    const spacing = Math.min(...holes.slice(1).map((h) => Math.hypot(centre(h)[0] - x0, centre(h)[1] - y0)));
    const box = svg.getBoundingClientRect();
    return { words, pegs, spacing, width: box.width, height: box.height, holesOn: holes.every(on) };
  });
}

/** From a tap (a click in the page) to the whole board drawn and painted, ms. */
async function timeToOpen(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Whole board'))!;
    const t0 = performance.now();
    button.click();
    const frame = () => new Promise((r) => requestAnimationFrame(r));
    while (!document.querySelector('.sheet--whole-board svg .pegboard__peg')) await frame();
    // The frame that shows it.
    await frame();
    return performance.now() - t0;
  });
}

/** Whether the control holds the focus. */
function hasFocus(control: Locator): Promise<boolean> {
  return control.evaluate((el) => el === document.activeElement);
}

const CASES: readonly [Device, string, readonly string[], readonly string[]][] = [
  ['phone-360', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob']],
  ['phone-390', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob']],
  ['phone-390', 'Crib Wars', ['Ann', 'Bob', 'Cy'], ['Ann', 'Bob', 'Cy']],
  ['phone-360', 'Six players in three teams', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], ['Ann & Di', 'Bob & Ed', 'Cy & Flo']],
  ['phone-390', 'Six players in three teams', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], ['Ann & Di', 'Bob & Ed', 'Cy & Flo']],
  ['sideways', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob']],
  ['tablet', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob']],
  ['tablet', 'Six players in three teams', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], ['Ann & Di', 'Bob & Ed', 'Cy & Flo']],
];

test.each(CASES)('on a %s, %s with %s: "Whole board" shows every zone and every peg, then goes back to following the pegs, nothing moved', async (device, ruleset, players, sides) => {
  browser = await launchBrowser({ device });
  const page = browser.page;
  const errors = recordErrors(page);
  const shot = `whole-board/${device}-${sides.length}`;
  await newGame(page, ruleset, players);
  await page.getByRole('button', { name: 'Ann deals', exact: true }).tap();
  // Named for what it does and what the board holds: "Whole board, 12 zones".
  const control = page.getByRole('button', { name: 'Whole board, 12 zones', exact: true });
  const thumb = new Thumb(page);

  // The start: the pegs at the start, no zone in the box, and the control in view over the board, named.
  await control.waitFor();
  await page.waitForTimeout(300);
  await saveScreenshot(page, `${shot}-start`, { scale: 'css' });
  const boardBox = (await page.locator('.table__board--long').boundingBox())!;
  const controlBox = (await control.boundingBox())!;
  expect(controlBox.y, 'the control is inside the board box').toBeGreaterThanOrEqual(boardBox.y);
  expect(controlBox.y + controlBox.height).toBeLessThanOrEqual(boardBox.y + boardBox.height);
  expect(await fitProblems(page)).toEqual([]);
  expect(await targetProblems(page)).toEqual([]);

  // Pegs spread over the board: some taps on each pad.
  for (const [i, side] of sides.entries()) {
    for (let k = 0; k < 2 + 3 * i; k++) await page.getByRole('button', { name: `${side} plus 12`, exact: true }).tap();
  }
  await page.waitForTimeout(400);
  await saveScreenshot(page, `${shot}-follow`, { scale: 'css' });
  const before = await gameAsItStands(page, sides);
  const scrolled = await page.locator('.table__board--long').evaluate((el) => el.scrollTop);

  // One thumb opens it: the whole board fitted to the screen.
  await thumb.tap(control);
  await page.getByRole('dialog', { name: 'Whole board' }).waitFor();
  await page.waitForTimeout(300);
  await saveScreenshot(page, `${shot}-whole`, { scale: 'css' });
  const fig = await wholeBoardFigures(page);
  const zoneWords = fig.words.filter((w) => ZONE_WORDS.includes(w.text));
  expect(zoneWords.map((w) => w.text).sort()).toEqual([...ZONE_WORDS].sort());
  expect(fig.words.filter((w) => !w.on).map((w) => w.text), 'every word on the screen').toEqual([]);
  expect(fig.holesOn, 'every hole on the screen').toBe(true);
  expect(fig.pegs.length, 'a front and a back peg a side').toBe(2 * sides.length);
  expect(fig.pegs.filter((p) => !p.on).map((p) => p.title), 'every peg on the screen').toEqual([]);
  expect(await page.locator('.table__boardbox').getAttribute('inert'), 'the table behind is inert').not.toBeNull();
  expect(await fitProblems(page)).toEqual([]);
  const smallest = Math.min(...fig.words.map((w) => w.px));
  console.log(`${ruleset} ${sides.length} sides on ${device}: table box ${Math.round(boardBox.width)}x${Math.round(boardBox.height)} px; whole board ${Math.round(fig.width)}x${Math.round(fig.height)} px, holes ${fig.spacing.toFixed(1)} px apart, words ${smallest.toFixed(1)} px`);

  // Back to the pegs, under the thumb: the follow view as it was, focus on the control.
  await thumb.tap(page.getByRole('button', { name: 'Back to the pegs', exact: true }));
  await page.locator('.sheet--whole-board').waitFor({ state: 'detached' });
  expect(await hasFocus(control), 'focus back on the control').toBe(true);
  expect(await page.locator('.table__board--long').evaluate((el) => el.scrollTop)).toBe(scrolled);

  // The keyboard: Enter opens it (focus on "Back to the pegs"), Escape closes it, focus back on the control.
  await control.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Whole board' }).waitFor();
  expect(await hasFocus(page.getByRole('button', { name: 'Back to the pegs', exact: true })), 'focus on Back to the pegs').toBe(true);
  await page.keyboard.press('Escape');
  await page.locator('.sheet--whole-board').waitFor({ state: 'detached' });
  expect(await hasFocus(control), 'focus back on the control').toBe(true);

  // Time to open, from the tap to the frame that shows it (closed with ✕ each time).
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    times.push(await timeToOpen(page));
    await page.getByRole('button', { name: 'Close Whole board', exact: true }).click();
    await page.locator('.sheet--whole-board').waitFor({ state: 'detached' });
  }
  times.sort((a, b) => a - b);
  console.log(`${device}, ${sides.length} sides: whole board open in ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${times[2]!.toFixed(0)})`);

  // Nothing moved: the same log, scores and pegs.
  await page.waitForTimeout(300);
  expect(await gameAsItStands(page, sides)).toEqual(before);
  expect(errors).toEqual([]);
});

test('a standard 121 board shows whole on the table: no whole-board control', async () => {
  browser = await launchBrowser({ device: 'phone-360' });
  const page = browser.page;
  await newGame(page, 'Traditional', ['Ann', 'Bob']);
  await page.locator('.table__board svg').waitFor();
  expect(await page.getByRole('button', { name: /Whole board/ }).count()).toBe(0);
});

/**
 * The zone whole in the 180 px box of two sides and in the 168 px box of three (three sides' board is at least 22.5% of
 * a 360x740 screen since they fit without scrolling; it was 118 px, with only the zone's word and top shown).
 */
const AHEAD: readonly [Device, string, readonly string[], readonly string[], 'whole' | 'part'][] = [
  ['phone-360', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob'], 'whole'],
  ['phone-360', 'Six players in three teams', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], ['Ann & Di', 'Bob & Ed', 'Cy & Flo'], 'whole'],
];

test.each(AHEAD)('on a %s, %s with %s: the box following the pegs slides on to show the next zone ahead of the moved peg', async (device, ruleset, players, sides, shown) => {
  browser = await launchBrowser({ device });
  const page = browser.page;
  const errors = recordErrors(page);
  await newGame(page, ruleset, players);
  await page.getByRole('button', { name: 'Ann deals', exact: true }).tap();
  // The second side at 12; the first at 108, on the street before red skip 1 (124-126).
  await page.getByRole('button', { name: `${sides[1]} plus 12`, exact: true }).tap();
  for (let k = 0; k < 9; k++) await page.getByRole('button', { name: `${sides[0]} plus 12`, exact: true }).tap();
  await page.waitForTimeout(500);
  await saveScreenshot(page, `whole-board/${device}-${sides.length}-ahead`, { scale: 'css' });
  const seen = await page.evaluate(() => {
    const box = document.querySelector('.table__board--long')!.getBoundingClientRect();
    const inBox = (r: DOMRect) => r.top >= box.top && r.bottom <= box.bottom;
    const peg = document.querySelector('.table__board .pegboard__peg--front[data-side="0"] circle')!.getBoundingClientRect();
    const zone = document.querySelector('.table__board .pegboard__zone--area[data-zone="red-1"]')!.getBoundingClientRect();
    const word = [...document.querySelectorAll('.table__board .pegboard__label')].find((t) => t.textContent === 'SKIP 1')!.getBoundingClientRect();
    return { peg: inBox(peg), word: inBox(word), zone: inBox(zone) ? 'whole' : zone.top < box.bottom - 4 ? 'part' : 'none' };
  });
  expect(seen).toEqual({ peg: true, word: true, zone: shown });
  expect(errors).toEqual([]);
});
