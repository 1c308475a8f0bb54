import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROOT, TMP, launchBrowser, waitForServiceWorkerControl, type Browser } from './browser';
import { tapUntilSaved } from './durability';

/**
 * An update (issue 11 item 7): the page runs build A (`dist/`), the server starts serving build B (built here with
 * a visible change: its version label in Settings), the waiting update is offered only between hands, and
 * applying it reloads into B with the game kept.
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
    browser = await launchBrowser();
    const page = browser.page;
    await page.goto(`${origin}/#/settings`);
    expect(await page.getByTestId('app-version').textContent()).toBe(`Muggins ${version}`);
    await waitForServiceWorkerControl(page);

    // Mid-hand: the play is on.
    await page.goto(`${origin}/#/new`);
    await page.getByLabel('Seat 1').fill('Ann');
    await page.getByLabel('Seat 2').fill('Bob');
    await page.getByRole('button', { name: 'Start the game' }).click();
    await tapUntilSaved(page, 'Ann deals');
    await tapUntilSaved(page, 'Turned (not entering cards)');
    await tapUntilSaved(page, 'Bob plus 2');

    // The new version is published and found: it installs and waits.
    serving = BUILD_B;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, null, { timeout: 20_000 });
    const prompt = page.getByText('A new version of Muggins is ready.');
    await page.waitForTimeout(300);
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
