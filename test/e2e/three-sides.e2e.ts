import { afterEach, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, saveScreenshot, type Browser, type Device } from './browser';
import { fitProblems, targetProblems } from './fit';
import { expectNoOverflow, newGame } from './tableKit';

/*
 * Three sides at the table (phone audit: the 002 three-player ruleset, Crib Wars and once-around with three players,
 * six players in three teams) on the phones upright and held sideways and the tablet, through every step of a round:
 * the deal and starter, the play, each count of the show and the round's end. At each step nothing is scrolled to:
 * the next-step bar's buttons stand in one row, every key of the three pads (13+ included) is on screen above the bar
 * with the pads' box not scrolling, every key is at least 44x44 CSS px, every peg drawn on the board is on screen
 * inside the board's box, the board's words are at least `LEAST_WORD_PX` as drawn (the font size in board units times
 * the SVG's scale) and nothing overflows sideways. Screenshots: `.tmp/screenshots/three-sides/`.
 */

const DEVICES: readonly Device[] = ['phone-360', 'phone-390', 'sideways-360', 'sideways', 'tablet'];

const MUGGINS = 'Muggins: opponents may take points a player missed';

/** Crib Wars and six players have muggins on (the bar's "Check …" button after a count); the three-player game both ways. */
const GAMES = [
  { name: 'Three-player', ruleset: 'Three-player', players: ['Ann', 'Bob', 'Cat'], check: [] },
  { name: 'Three-player with muggins', ruleset: 'Three-player', players: ['Ann', 'Bob', 'Cat'], check: [MUGGINS] },
  { name: 'Crib Wars', ruleset: 'Crib Wars', players: ['Ann', 'Bob', 'Cat'], check: [] },
  { name: 'Once around (61)', ruleset: 'Once around (61)', players: ['Ann', 'Bob', 'Cat'], check: [] },
  // Three teams: "Ann & Dee" is a pad's name on two lines.
  { name: 'Six players in three teams', ruleset: 'Six players in three teams', players: ['Ann', 'Bob', 'Cat', 'Dee', 'Eve', 'Flo'], check: [] },
] as const;

/** What a player sees of the table at one step, in CSS px. */
interface Figures {
  /** Rows the bar's buttons stand in, e.g. `1`. */
  readonly barRows: number;
  readonly barHeight: number;
  /** The pads' box: its height and the height of what it holds (more means it scrolls). */
  readonly padsClient: number;
  readonly padsScroll: number;
  /** The smallest key, width and height. */
  readonly keyWidth: number;
  readonly keyHeight: number;
  /** Keys not wholly on screen above the bar, e.g. `["Cat: 13 or more, or a correction"]`. */
  readonly hidden: readonly string[];
  /** The smallest word on the board as drawn (font size x the SVG's scale), e.g. `11.6`; 0 for a board with none. */
  readonly boardWordPx: number;
  /** Holes' spacing as drawn: from the first hole to its nearest, e.g. `7.5`. */
  readonly holePx: number;
  /** Pegs drawn on the board (front and back of every side, once both are on it), e.g. `6`. */
  readonly pegs: number;
  /** Pegs not wholly on screen inside the board's box, by their titles. */
  readonly pegsOff: readonly string[];
  readonly boardHeight: number;
  /** A long board (Crib Wars' 363 holes), drawn in a box of its own. */
  readonly long: boolean;
}

async function figures(page: Page): Promise<Figures> {
  return page.evaluate(() => {
    const bar = document.querySelector('.table__next')!.getBoundingClientRect();
    const buttons = [...document.querySelectorAll<HTMLElement>('.bar__actions button')];
    const barRows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size;
    const pads = document.querySelector<HTMLElement>('.table__pads')!;
    const keys = [...pads.querySelectorAll<HTMLButtonElement>('.pad__key')];
    // On screen: inside the viewport, above the bar, and inside the pads' box as it stands (not scrolled to).
    const box = pads.getBoundingClientRect();
    const hidden = keys
      .filter((k) => {
        const r = k.getBoundingClientRect();
        return r.top < Math.max(0, box.top) - 0.5 || r.bottom > Math.min(bar.top, box.bottom, innerHeight) + 0.5 || r.left < -0.5 || r.right > innerWidth + 0.5;
      })
      .map((k) => k.getAttribute('aria-label') ?? k.textContent ?? '');
    const svg = document.querySelector<SVGSVGElement>('.table__board svg.pegboard__svg')!;
    const words = [...svg.querySelectorAll<SVGTextElement>('.pegboard__label')].map((t) => {
      const m = t.getScreenCTM()!;
      return Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b);
    });
    const centres = [...svg.querySelectorAll('.pegboard__hole')].map((h) => {
      const r = h.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2] as const;
    });
    const [x0, y0] = centres[0]!;
    const boardBox = document.querySelector('.table__board')!.getBoundingClientRect();
    const pegs = [...svg.querySelectorAll<SVGGElement>('.pegboard__peg')];
    const pegsOff = pegs
      .filter((p) => {
        const r = p.querySelector('circle')!.getBoundingClientRect();
        const [top, bottom] = [Math.max(0, boardBox.top), Math.min(innerHeight, boardBox.bottom)];
        return r.left < Math.max(0, boardBox.left) - 0.5 || r.right > Math.min(innerWidth, boardBox.right) + 0.5 || r.top < top - 0.5 || r.bottom > bottom + 0.5;
      })
      .map((p) => p.querySelector('title')?.textContent ?? '');
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      barRows,
      barHeight: round(bar.height),
      padsClient: pads.clientHeight,
      padsScroll: pads.scrollHeight,
      keyWidth: Math.min(...keys.map((k) => k.offsetWidth)),
      keyHeight: Math.min(...keys.map((k) => k.offsetHeight)),
      hidden,
      boardWordPx: words.length ? round(Math.min(...words)) : 0,
      holePx: round(Math.min(...centres.slice(1).map(([x, y]) => Math.hypot(x - x0, y - y0)))),
      pegs: pegs.length,
      pegsOff,
      boardHeight: round(document.querySelector('.table__board')!.getBoundingClientRect().height),
      long: document.querySelector('.table__board--long') !== null,
    };
  });
}

/**
 * The smallest board word allowed, in px: 11 upright and on the tablet. A long board beside the pads on the tablet
 * stands in a column of a third of the width (TableScreen's board width, 328 px at 1024), so its words are 11.5 px; it
 * follows the pegs in its box, and the Whole board sheet shows it all.
 *
 * Held sideways, 5.5 px (740x360) and 6 px (844x390). There the board stands upright in a column beside the pads, and
 * an upright board's words are 0.8 board units (`textSize` in `src/ui/board/boardLabels.ts`: most of a hole's
 * spacing, what fits between its holes), so they grow only with the column's height: 11 px would need a 121 board
 * (40 units long) 550 px high, more than the screen. Beside three pads the column is the screen's height less the
 * bar, which runs under the board too (with the muggins check, "Check Ann's crib" and "Next deal: Bob" leave the
 * bar's words no room in the pads' width): 300-304 px at 740x360, where the 121 board's words are 6 px and the 61
 * board's 5.9 px; 334 px at 844x390, 6.7 and 6.5 px. (Crib Wars, a long board, is drawn to the column's width and
 * scrolls: 6.2 and 7.4 px. Two sides sideways draw the two-track 121 board the screen's whole height: 6.7 and
 * 7.3 px.) The floors catch a layout that takes more of the column from the board.
 */
const LEAST_WORD_PX: { readonly [D in Device]?: number } = { 'sideways-360': 5.5, sideways: 6 };

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe.each(DEVICES)('three sides on a %s: every step of a round fits with nothing to scroll', (device) => {
  test.each(GAMES)('$name', async ({ name, ruleset, players, check: options }) => {
    browser = await launchBrowser({ device });
    const page = browser.page;
    const failures: string[] = [];
    const seen: Record<string, Figures> = {};
    const check = async (step: string) => {
      await page.waitForTimeout(300); // the peg's slide, a long board's scroll
      await saveScreenshot(page, `three-sides/${device}-${slug(name)}-${step}`);
      const f = await figures(page);
      seen[step] = f;
      const what = `${name} on a ${device}, ${step}`;
      await expectNoOverflow(page, what);
      expect(await page.evaluate(() => scrollY), `${what}: the page scrolled`).toBe(0);
      if (f.barRows !== 1) failures.push(`${step}: the bar's buttons stand in ${f.barRows} rows`);
      if (f.padsScroll > f.padsClient) failures.push(`${step}: the pads' box is ${f.padsClient} px high for ${f.padsScroll} px of pads`);
      if (f.hidden.length) failures.push(`${step}: keys off screen or under the bar: ${f.hidden.join(', ')}`);
      if (f.keyWidth < 44 || f.keyHeight < 44) failures.push(`${step}: a key is ${f.keyWidth}x${f.keyHeight} px`);
      const leastWord = LEAST_WORD_PX[device] ?? 11;
      if (f.boardWordPx < leastWord) failures.push(`${step}: the board's smallest word is ${f.boardWordPx} px (at least ${leastWord})`);
      if (f.pegs < 3 || f.pegsOff.length) failures.push(`${step}: ${f.pegs} pegs drawn, off the board's box: ${f.pegsOff.join(', ')}`);
      const fit = [...(await fitProblems(page)), ...(await targetProblems(page))];
      if (fit.length) failures.push(`${step}: ${fit.join('; ')}`);
    };
    await newGame(page, ruleset, players, options);
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).waitFor();
    await check('1-starter');
    // A pegging tap turns the starter (unentered) and the play is on.
    await page.getByRole('button', { name: /^Bob( & \w+)? plus 2$/ }).tap();
    await page.getByRole('button', { name: /^Play over/ }).waitFor();
    await check('2-play');
    await page.getByRole('button', { name: /^Play over/ }).tap();
    await page.locator('.pad--lit').waitFor();
    await check('3-show');
    // Each count of the show on the lit pad, to the round's end.
    for (let i = 0; i < 8 && !(await page.getByRole('button', { name: /^Next deal/ }).isVisible()); i++) {
      const before = await page.locator('.bar').textContent();
      await page.locator('.pad--lit .pad__key').nth(3).tap();
      await page.waitForFunction((text) => document.querySelector('.bar')?.textContent !== text, before);
    }
    await page.getByRole('button', { name: /^Next deal/ }).waitFor();
    await check('4-done');
    console.log(`${name} on a ${device}: ${JSON.stringify(seen)}`);
    expect(failures, `${name} on a ${device}:\n  ${failures.join('\n  ')}`).toEqual([]);
  });
});
