import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { encodeLink } from '../../src/link';
import { corpusGame } from '../game/corpus';
import { APP_URL, type Device, holeCircles, holeSpacing, newGame, recordErrors, saveScreenshot, settled, sharedPages } from './kit';

/*
 * The boards as a player sees them on a phone and a tablet (phone audit 1, 7, 9): the replay's and "put the pegs
 * back"'s board as wide as the screen with nothing over it, and every word on a board readable and clear of holes.
 * Screenshots go to .tmp/screenshots/boards/.
 */

/** The tests share a page a device: each begins on a screen of its own. */
const pageOn = sharedPages();

/** Opens `game` from its link, saves it on this phone and returns its id. */
async function saveFromLink(page: Page, name: string): Promise<string> {
  const link = await encodeLink({ title: 'Ann v Bob', extras: { colors: ['red', 'blue'] }, events: corpusGame(name).events });
  if (!link.ok) throw new Error(link.error.message);
  await page.goto(`${APP_URL}/#${link.value}`);
  await page.getByRole('button', { name: 'Save this game on this phone' }).click();
  await page.getByRole('button', { name: 'Open it' }).click();
  await page.waitForFunction(() => location.hash.startsWith('#/game/'));
  return decodeURIComponent((await page.evaluate(() => location.hash)).slice('#/game/'.length));
}

/** The drawn board's box, its holes' spacing and its smallest word, in CSS px. */
async function boardFigures(page: Page, scope: string) {
  const spacing = holeSpacing(await holeCircles(page, scope));
  const figures = await page.evaluate((scope) => {
    const svg = document.querySelector<SVGSVGElement>(`${scope} svg.pegboard__svg`)!;
    const box = svg.getBoundingClientRect();
    const words = [...svg.querySelectorAll<SVGTextElement>('.pegboard__label')].map((t) => {
      const m = t.getScreenCTM()!;
      return { text: t.textContent ?? '', px: Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b) };
    });
    return { width: box.width, height: box.height, top: box.top, bottom: box.bottom, words };
  }, scope);
  return { ...figures, spacing };
}

/** Words drawn over a hole or a side path: the word's glyph box against each hole's circle and each path's points. */
async function wordsOnHoles(page: Page, scope: string): Promise<string[]> {
  const holes = await holeCircles(page, scope);
  return page.evaluate(
    ([scope, holes]) => {
      const svg = document.querySelector<SVGSVGElement>(`${scope} svg.pegboard__svg`)!;
      const out: string[] = [];
      const round: { x: number; y: number; r: number; what: string }[] = holes.map((h) => ({ ...h, what: 'a hole' }));
      for (const p of svg.querySelectorAll<SVGPolylineElement>('.pegboard__path')) {
        const m = p.getScreenCTM()!;
        const pts = [...p.points].map((q) => new DOMPoint(q.x, q.y).matrixTransform(m));
        for (let i = 1; i < pts.length; i++) {
          for (let k = 0; k <= 10; k++) {
            const [a, b] = [pts[i - 1]!, pts[i]!];
            round.push({ x: a.x + ((b.x - a.x) * k) / 10, y: a.y + ((b.y - a.y) * k) / 10, r: 0.5, what: 'a side path' });
          }
        }
      }
      for (const t of svg.querySelectorAll<SVGTextElement>('.pegboard__label')) {
        const r = t.getBoundingClientRect();
        for (const d of round) {
          const nx = Math.min(Math.max(d.x, r.left), r.right);
          const ny = Math.min(Math.max(d.y, r.top), r.bottom);
          if (Math.hypot(d.x - nx, d.y - ny) < d.r - 0.5) {
            out.push(`"${t.textContent}" covers ${d.what}`);
            break;
          }
        }
      }
      return out;
    },
    [scope, holes] as const,
  );
}

/** Points over the board where a tap lands on something else (the step controls, a bar). */
async function coveredPoints(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const svg = document.querySelector(`${scope} svg.pegboard__svg`)!;
    const r = svg.getBoundingClientRect();
    const out: string[] = [];
    for (let i = 1; i < 10; i++) {
      for (let j = 1; j < 6; j++) {
        const x = r.left + (r.width * i) / 10;
        const y = r.top + (r.height * j) / 6;
        if (y > innerHeight) {
          out.push(`(${Math.round(x)},${Math.round(y)}) is below the screen`);
          continue;
        }
        const hit = document.elementFromPoint(x, y);
        if (!hit || !svg.contains(hit))
          out.push(`(${Math.round(x)},${Math.round(y)}) lands on <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class')}">`);
      }
    }
    return out;
  }, scope);
}

const SCREENS: readonly [Device, number][] = [
  ['phone-360', 360],
  ['phone-390', 390],
  ['tablet', 1024],
];

test.each(SCREENS)(
  'phone audit 1: the replay and "put the pegs back" draw the board as wide as the %s screen, nothing over it',
  async (device, screenWidth) => {
    const page = await pageOn(device);
    const errors = recordErrors(page);
    const id = await saveFromLink(page, 'traditional by cards');
    await page.goto(`${APP_URL}/#/replay/${encodeURIComponent(id)}`);
    await page.getByRole('button', { name: 'First move' }).waitFor();
    await settled(page);
    await saveScreenshot(page, `boards/replay-${device}`, { scale: 'css' });

    // The screen's buttons each on one line, not broken ("Clos / e").
    for (const name of ['Put the pegs back', 'Close']) {
      const b = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(b.height, `${name} on one line`).toBeLessThan(56);
    }
    const fig = await boardFigures(page, '.replay');
    // As wide as the page's column: the whole screen less its margins on a phone, the 736 px column on a tablet.
    const column = (await page.locator('.replay').boundingBox())!.width;
    const usable = Math.min(screenWidth - 40, column);
    expect(fig.width, 'the board is as wide as the screen').toBeGreaterThanOrEqual(usable);
    expect(fig.spacing, 'holes are at least 7 px apart').toBeGreaterThanOrEqual(7.5);
    expect(Math.min(...fig.words.map((w) => w.px)), 'every word is at least 11 px').toBeGreaterThanOrEqual(11);
    expect(await wordsOnHoles(page, '.replay')).toEqual([]);
    // The step controls sit under the board, not over it: every point of the board is the board's.
    const controls = (await page.locator('.replay__controls').boundingBox())!;
    expect(controls.y, 'the controls start under the board').toBeGreaterThanOrEqual(fig.bottom - 0.5);
    expect(await coveredPoints(page, '.replay')).toEqual([]);
    // Ann's front peg at the finish: on the screen and on top where it stands.
    const peg = await page.evaluate(() => {
      const el = document.querySelector('.replay .pegboard__peg--front[data-side="0"] circle')!;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { bottom: r.bottom, right: r.right, hit: hit === el };
    });
    expect(peg.hit, "Ann's front peg is what shows where it stands").toBe(true);
    expect(peg.bottom).toBeLessThanOrEqual((await page.evaluate(() => innerHeight)) + 0.5);

    await page.goto(`${APP_URL}/#/pegs/${encodeURIComponent(id)}`);
    await page.locator('.pegs svg.pegboard__svg').waitFor();
    await settled(page);
    await saveScreenshot(page, `boards/pegs-${device}`, { scale: 'css' });
    const pegs = await boardFigures(page, '.pegs');
    expect(pegs.width).toBeGreaterThanOrEqual(usable);
    expect(Math.min(...pegs.words.map((w) => w.px))).toBeGreaterThanOrEqual(11);
    expect(await wordsOnHoles(page, '.pegs')).toEqual([]);
    console.log(
      `${device}: replay board ${Math.round(fig.width)}x${Math.round(fig.height)} px, holes ${fig.spacing.toFixed(1)} px apart, words ${Math.min(...fig.words.map((w) => w.px)).toFixed(1)} px; pegs board ${Math.round(pegs.width)}x${Math.round(pegs.height)}`,
    );
    expect(errors).toEqual([]);
  },
);

/** Taps a side's pad button, e.g. `+12` on the pad named `Ann & Di`. */
async function tapScore(page: Page, side: string, points: number): Promise<void> {
  await page.getByRole('button', { name: `${side} plus ${points}`, exact: true }).tap();
}

const TABLES: readonly [string, readonly string[], boolean][] = [
  ['Traditional', ['Ann', 'Bob'], true],
  ['Three-player', ['Ann', 'Bob', 'Cy'], false],
  ['Five-card', ['Ann', 'Bob'], true],
  ['Crib Wars', ['Ann', 'Bob'], true],
];

test.each(TABLES)(
  'phone audit 7, 9: the %s board on a 360 px phone: no word on a hole or a side path, words 11 px or more',
  async (ruleset, players, large) => {
    const page = await pageOn('phone-360');
    const errors = recordErrors(page);
    await newGame(page, { ruleset, names: players });
    await page.locator('.table__board svg.pegboard__svg').waitFor();
    await saveScreenshot(page, `boards/table-${ruleset.replace(/\W+/g, '-').toLowerCase()}-360`, { scale: 'css' });
    expect(await wordsOnHoles(page, '.table__board')).toEqual([]);
    const fig = await boardFigures(page, '.table__board');
    const smallest = Math.min(...fig.words.map((w) => w.px));
    console.log(
      `${ruleset} at 360x740: board ${Math.round(fig.width)}x${Math.round(fig.height)} px, holes ${fig.spacing.toFixed(1)} px apart, smallest word ${smallest.toFixed(1)} px`,
    );
    // Three sides' table keeps its board short for their pads (table.css): words there are as large as that allows.
    if (large) expect(smallest).toBeGreaterThanOrEqual(11);
    if (ruleset === 'Crib Wars') {
      // The whole board in one picture, to look at every word: its box let out to its full height.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('main.table, .table__boardbox, .table__board--long')) {
          el.style.setProperty('height', 'auto', 'important');
          el.style.setProperty('overflow', 'visible', 'important');
        }
      });
      await saveScreenshot(page, 'boards/table-crib-wars-whole-360', { scale: 'css' });
    }
    expect(errors).toEqual([]);
  },
);

/*
 * The spreads: six players at 390x844 (three streets: 24, 84 moved last, the start; centred on the last move, as
 * before, the start and 24 were out of view), two at 360x740 (24, and 48 moved last: the box has 180 px there).
 */
const LONG_TABLES = [
  ['phone-390', 'Six players in three teams', ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'], ['Ann & Di', 'Bob & Ed', 'Cy & Flo'], 7],
  ['phone-360', 'Crib Wars', ['Ann', 'Bob'], ['Ann', 'Bob'], 4],
] as const;

test.each(LONG_TABLES)(
  'phone audit 6: Crib Wars on a %s (%s): the board takes the free height and shows every front peg',
  async (device, ruleset, players, sides, taps) => {
    const page = await pageOn(device);
    const errors = recordErrors(page);
    await newGame(page, { ruleset, names: players });
    await page.locator('.table__board--long svg').waitFor();
    await page.getByRole('button', { name: 'Ann deals', exact: true }).tap();
    await page.getByRole('button', { name: `${sides[0]} plus 12`, exact: true }).waitFor();
    // No empty band under the pads: the board has the height they leave.
    const gap = await page.evaluate(
      () => document.querySelector('.table__next')!.getBoundingClientRect().top - document.querySelector('.table__pads')!.getBoundingClientRect().bottom,
    );
    expect(gap, 'empty height between the pads and the bar').toBeLessThan(16);
    const boardBox = (await page.locator('.table__board--long').boundingBox())!;
    await saveScreenshot(page, `boards/crib-wars-start-${device}`, { scale: 'css' });
    for (let i = 0; i < 2; i++) await tapScore(page, sides[0], 12);
    for (let i = 0; i < taps; i++) await tapScore(page, sides[1], 12);
    await settled(page);
    await saveScreenshot(page, `boards/crib-wars-spread-${device}`, { scale: 'css' });
    const pegs = await page.evaluate(() => {
      const box = document.querySelector('.table__board--long')!.getBoundingClientRect();
      return [...document.querySelectorAll('.table__board .pegboard__peg--front circle')].map((c) => {
        const r = c.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom && r.left >= box.left && r.right <= box.right;
      });
    });
    console.log(`${ruleset} at ${device}: board box ${Math.round(boardBox.width)}x${Math.round(boardBox.height)} px`);
    expect(pegs, 'every front peg is in the board box').toEqual(sides.map(() => true));
    expect(await page.evaluate(() => scrollY), 'the page did not scroll').toBe(0);
    expect(errors).toEqual([]);
  },
);
