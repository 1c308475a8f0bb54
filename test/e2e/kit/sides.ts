import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { checkWithScreenshot, onEachDevice, settled, type Device } from './browser';
import { fitProblems, targetProblems } from './fit';
import { holeCircles, holeSpacing } from './holes';
import { newGame } from './drive';
import { expectNoOverflow } from './read';

/*
 * A round walked step by step with nothing to scroll, for the tests of a number of sides at the table
 * (`three-sides.e2e.ts`, `two-sides.e2e.ts`): what a player sees at each step, measured, and what must hold there.
 */

/** A game to walk: its setup, and house options ticked by their labels. */
export interface SidesGame {
  /** e.g. `'Traditional with muggins'`: names the test and its screenshots. */
  readonly name: string;
  /** The ruleset as the setup screen names it, e.g. `'Traditional'`. */
  readonly ruleset: string;
  /** Names by seat, e.g. `['Ann', 'Bob']`; Ann deals and Bob pegs first. */
  readonly players: readonly string[];
  /** House options ticked by their labels, e.g. the muggins option. */
  readonly check: readonly string[];
  /** The hands are counted before the play (002 NODDY), so the round's steps run starter, show, play. */
  readonly showFirst?: boolean;
}

/** What a player sees of the table at one step, in CSS px. */
export interface Figures {
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

/** Measures the table as it stands. */
export async function figures(page: Page): Promise<Figures> {
  const shown = await page.evaluate(() => {
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
    const boardBox = document.querySelector('.table__board')!.getBoundingClientRect();
    const pegs = [...svg.querySelectorAll<SVGGElement>('.pegboard__peg')];
    const pegsOff = pegs
      .filter((p) => {
        const r = p.querySelector('circle')!.getBoundingClientRect();
        const [top, bottom] = [Math.max(0, boardBox.top), Math.min(innerHeight, boardBox.bottom)];
        return (
          r.left < Math.max(0, boardBox.left) - 0.5 || r.right > Math.min(innerWidth, boardBox.right) + 0.5 || r.top < top - 0.5 || r.bottom > bottom + 0.5
        );
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
      pegs: pegs.length,
      pegsOff,
      boardHeight: round(document.querySelector('.table__board')!.getBoundingClientRect().height),
      long: document.querySelector('.table__board--long') !== null,
    };
  });
  const holePx = Math.round(holeSpacing(await holeCircles(page, '.table__board')) * 10) / 10;
  return { ...shown, holePx };
}

/** A file name of words, e.g. `'five-card-61'` for `'Five-card (61)'`. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What `everyStepFits` holds a table to. */
export interface FitRules {
  /** The screenshots' folder under `.tmp/screenshots/`, e.g. `'three-sides'`. */
  readonly folder: string;
  /** The devices each step is checked on, e.g. `['phone-360', 'tablet']`: the first is the page's, the game played on it. */
  readonly devices: readonly Device[];
  /** The smallest board word allowed as drawn on a device, in px, e.g. `11`. */
  readonly leastWordPx: (device: Device) => number;
  /** The fewest pegs the board must draw: one a side at least, e.g. `3`. */
  readonly leastPegs: number;
}

/**
 * Walks `game` through every step of its first round on `page` (the deal and starter, the play, each count of the show
 * and the round's end) by taps, and at each step, on each of `rules.devices` (the page laid out as that device shows
 * it, `emulate`), checks that nothing is scrolled to (with a screenshot of a step that fails,
 * `<folder>/<device>-<game>-<step>.jpg`, `checkWithScreenshot`): the page neither scrolls nor overflows sideways, the
 * next-step bar's buttons stand in one row, every key of the pads (13+ included) is on screen above the bar with the
 * pads' box not scrolling, every key is at least 44x44 CSS px, the board's words are at least `leastWordPx` as drawn,
 * it draws `leastPegs` pegs or more and every one is on screen inside its box, and the fit checks of `fit.ts` find
 * nothing.
 */
export async function everyStepFits(page: Page, { name, ruleset, players, check: options, showFirst }: SidesGame, rules: FitRules): Promise<void> {
  const failures: string[] = [];
  const seen = new Map<Device, Record<string, Figures>>();
  /** The step on each device, the one played on first; then the game goes on there. */
  const check = async (step: string) => {
    await settled(page); // the peg's slide, a long board's scroll
    await onEachDevice(page, rules.devices, (device) => checkAt(device, step));
  };
  const checkAt = (device: Device, step: string) =>
    checkWithScreenshot(page, `${rules.folder}/${device}-${slug(name)}-${step}`, async () => {
      const before = failures.length;
      const f = await figures(page);
      seen.set(device, { ...seen.get(device), [step]: f });
      const what = `${name} on a ${device}, ${step}`;
      await expectNoOverflow(page, what);
      expect(await page.evaluate(() => scrollY), `${what}: the page scrolled`).toBe(0);
      const fail = (text: string) => failures.push(`${device}, ${step}: ${text}`);
      if (f.barRows !== 1) fail(`the bar's buttons stand in ${f.barRows} rows`);
      if (f.padsScroll > f.padsClient) fail(`the pads' box is ${f.padsClient} px high for ${f.padsScroll} px of pads`);
      if (f.hidden.length) fail(`keys off screen or under the bar: ${f.hidden.join(', ')}`);
      if (f.keyWidth < 44 || f.keyHeight < 44) fail(`a key is ${f.keyWidth}x${f.keyHeight} px`);
      const least = rules.leastWordPx(device);
      if (f.boardWordPx < least) fail(`the board's smallest word is ${f.boardWordPx} px (at least ${least})`);
      if (f.pegs < rules.leastPegs || f.pegsOff.length) fail(`${f.pegs} pegs drawn, off the board's box: ${f.pegsOff.join(', ')}`);
      const fit = [...(await fitProblems(page)), ...(await targetProblems(page))];
      if (fit.length) fail(fit.join('; '));
      return failures.length > before;
    });
  const playOver = page.getByRole('button', { name: /^Play over/ });
  const nextDeal = page.getByRole('button', { name: /^Next deal/ });
  /** Taps the fourth key of the lit pad (a count of the show) until `done` is on screen. */
  const countUntil = async (done: typeof playOver) => {
    for (let i = 0; i < 8 && !(await done.isVisible()); i++) {
      const before = await page.locator('.bar').textContent();
      await page.locator('.pad--lit .pad__key').nth(3).tap();
      await page.waitForFunction((text) => document.querySelector('.bar')?.textContent !== text, before);
    }
    await done.waitFor();
  };
  await newGame(page, { ruleset, names: players, check: options });
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  await page.getByRole('button', { name: 'Turned (not entering cards)' }).waitFor();
  await check('1-starter');
  if (showFirst) {
    // The dealer turns the starter; each hand is counted on the lit pad; then the play.
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).tap();
    await page.locator('.pad--lit').waitFor();
    await check('2-show');
    await countUntil(playOver);
    await check('3-play');
    await playOver.tap();
  } else {
    // A pegging tap turns the starter (unentered) and the play is on.
    await page.getByRole('button', { name: /^Bob( & \w+)? plus 2$/ }).tap();
    await playOver.waitFor();
    await check('2-play');
    await playOver.tap();
    await page.locator('.pad--lit').waitFor();
    await check('3-show');
    // Each count of the show on the lit pad, to the round's end.
    await countUntil(nextDeal);
  }
  await nextDeal.waitFor();
  await check('4-done');
  for (const [device, steps] of seen) console.log(`${name} on a ${device}: ${JSON.stringify(steps)}`);
  expect(failures, `${name}:\n  ${failures.join('\n  ')}`).toEqual([]);
}
