import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Browser,
  closeSheet,
  launchBrowser,
  newGame,
  openCards,
  ROOT,
  saveScreenshot,
  storedDrafts,
  tapNow,
  tapUntilSaved,
  TMP,
  typeCards,
  waitForServiceWorkerControl,
} from './kit';

/**
 * An update (issue 11 item 7): the page runs build A (`dist/`), the server starts serving build B (built here with
 * a visible change: its version label in Settings), the waiting update is offered only between hands, and
 * applying it reloads into B with the game kept. With two tabs (issue 26 item 5), "Update now" in one leaves the
 * other where it is, a hand half typed in its sheet, until that tab's own hand is done.
 */

const BUILD_B = join(TMP, `update-b-${process.pid}`);
const LABEL = 'update-test';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

let server: Server;
let serving = join(ROOT, 'dist');
let origin = '';
let browser: Browser | undefined;

/** A static server for one build directory at a time (switchable), with the app's fallback to index.html. */
function startServer(): Promise<void> {
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(serving, path === '/' ? 'index.html' : path);
    readFile(file)
      .catch(() => readFile(join(serving, 'index.html')))
      .then(
        (body) => {
          res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/html', 'cache-control': 'no-cache' });
          res.end(body);
        },
        () => {
          res.writeHead(404);
          res.end();
        },
      );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** Builds the app again into BUILD_B with a version label, as a release with a visible change would be. */
function buildB(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', BUILD_B, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: ROOT,
      env: { ...process.env, MUGGINS_BUILD_LABEL: LABEL },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`second build failed:\n${errors}`))));
  });
}

beforeAll(async () => {
  await Promise.all([buildB(), startServer()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(BUILD_B, { recursive: true, force: true });
});

describe('an update is applied only between hands (issue 11 item 7)', () => {
  test('build A runs, build B is served, the prompt waits for the end of the hand, and Update now loads B', async () => {
    const version = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')).version as string;
    browser = await launchBrowser({ serviceWorkers: 'allow' });
    const page = browser.page;
    await page.goto(`${origin}/#/settings`);
    expect(await page.getByTestId('app-version').textContent()).toBe(`Muggins ${version}`);
    await waitForServiceWorkerControl(page);

    // Mid-hand: the play is on.
    await newGame(page, { names: ['Ann', 'Bob'], url: origin });
    await tapUntilSaved(page, 'Ann deals');
    await tapUntilSaved(page, 'Turned (not entering cards)');
    await tapUntilSaved(page, 'Bob plus 2');

    // The new version is published and found: it installs and waits.
    serving = BUILD_B;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 20_000 });
    const prompt = page.getByText('A new version of Muggins is ready.');
    // The app has heard of it (the page's mark), and offers nothing mid-hand.
    await page.waitForFunction(() => document.documentElement.dataset.updateWaiting === 'true');
    expect(await prompt.count()).toBe(0);

    // The hand ends (the play, then the show: pone, dealer, crib): now the prompt appears, without any new check.
    await tapUntilSaved(page, 'Play over: count the hands');
    await tapUntilSaved(page, 'Bob plus 4');
    await tapUntilSaved(page, 'Ann plus 6');
    expect(await prompt.count()).toBe(0);
    await tapUntilSaved(page, 'Ann plus 2');
    await prompt.waitFor({ timeout: 5_000 });

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Update now' }).click()]);
    await page.goto(`${origin}/#/settings`);
    expect(await page.getByTestId('app-version').textContent()).toBe(`Muggins ${version} (${LABEL})`);
    // The game is kept across the update.
    await page.goto(`${origin}/#/`);
    expect(await page.getByRole('button', { name: /^Resume Ann v Bob/ }).textContent()).toContain('Ann 8, Bob 6');
  }, 90_000);
});

describe('two tabs and an update (issue 26 item 5)', () => {
  test('"Update now" in one tab leaves the other mid-count with its half-typed hand; that tab updates when its hand is done', async () => {
    await browser?.close();
    serving = join(ROOT, 'dist');
    browser = await launchBrowser({ serviceWorkers: 'allow' });
    const a = browser.page;
    await a.goto(`${origin}/#/settings`);
    const version = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')).version as string;
    await waitForServiceWorkerControl(a);

    // Tab A: a game at the show (the play over).
    await newGame(a, { names: ['Ann', 'Bob'], url: origin });
    await tapUntilSaved(a, 'Ann deals');
    await tapUntilSaved(a, 'Turned (not entering cards)');
    await tapUntilSaved(a, 'Play over: count the hands');
    const id = (await a.evaluate(() => document.documentElement.dataset.savedGame))!;

    // Tab B: the same game, Bob's hand half typed in its sheet (the starter and two cards of four).
    const b = await browser.context.newPage();
    await b.goto(`${origin}/#/game/${id}`);
    const entry = await openCards(b);
    await typeCards(entry.locator('fieldset', { has: b.getByRole('group', { name: 'Starter: rank' }) }), '8d');
    const hand = entry
      .locator('fieldset')
      .filter({ hasNot: b.getByRole('group', { name: 'Starter: rank' }) })
      .last();
    await typeCards(hand, '5h 5c');
    await b.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const draft = async () => (await storedDrafts(b))[id] ?? null;
    // Written behind the typing: polled until the store has it.
    await expect.poll(async () => (await draft())?.cards).toEqual(['5H', '5C']);

    // The player turns to tab A: headless Chromium draws a tab behind another about once a second, and a tap there
    // waits on frames (Playwright checks that the button stands still). A goes home (a boundary: no game open
    // there), build B is published, and A takes it.
    await a.bringToFront();
    await a.getByRole('button', { name: /^Home/ }).click();
    await a.getByRole('button', { name: 'New game' }).waitFor();
    serving = BUILD_B;
    await a.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await a.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 20_000 });
    await a.getByText('A new version of Muggins is ready.').waitFor({ timeout: 5_000 });
    expect(await b.getByText('A new version of Muggins is ready.').count()).toBe(0);
    await Promise.all([a.waitForEvent('load'), a.getByRole('button', { name: 'Update now' }).click()]);

    // Tab B stays: the same page, the sheet open with its two cards, and a word on what will happen.
    await b.bringToFront();
    await b.getByTestId('reload-pending').waitFor({ timeout: 10_000 });
    expect(await b.getByTestId('reload-pending').textContent()).toBe('Muggins was updated in another tab: this one updates when the hand is done.');
    // B's every-second look at the pending reload comes round again and keeps the page (a sheet is open).
    const held = await b.evaluate(() => Number(document.documentElement.dataset.reloadHeld ?? 0));
    await b.waitForFunction((n) => Number(document.documentElement.dataset.reloadHeld ?? 0) > n, held, { timeout: 5_000 });
    expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await b.getByRole('dialog').count()).toBe(1);
    expect((await draft())?.cards).toEqual(['5H', '5C']);
    await saveScreenshot(b, 'update-other-tab-waits');

    // B finishes its count, then the dealer's hand and the crib: the hand is done, and only then does B reload.
    await typeCards(hand, '5h 5c jd 4s');
    const score = entry.getByRole('button', { name: /^Score it: \d+$/ });
    // Scored, card entry goes on to the dealer's hand (issue 25): the dealer's hand and the crib are tapped instead.
    await score.click();
    await b.getByRole('dialog', { name: /^Ann's hand/ }).waitFor();
    await closeSheet(b);
    await tapUntilSaved(b, 'Ann plus 6');
    expect(await b.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await Promise.all([b.waitForEvent('load', { timeout: 15_000 }), tapNow(b, 'Ann plus 2')]);
    await b.goto(`${origin}/#/settings`);
    expect(await b.getByTestId('app-version').textContent()).toBe(`Muggins ${version} (${LABEL})`);
    await b.goto(`${origin}/#/`);
    expect(await b.getByRole('button', { name: /^Resume Ann v Bob/ }).textContent()).toContain('Ann 8, Bob');
  }, 120_000);
});
