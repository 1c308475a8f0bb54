// Makes the README's and the manifest's screenshot, public/screenshots/table.png (780x1688): the table of a
// traditional game in the play on a 390x844 phone (touch, its meta viewport applied, 2 device pixels per CSS pixel).
// Build first and serve dist/ (`npx vite build && npx vite preview --port 4173`), then `node test/tools/screenshot.mjs`.
import { fileURLToPath } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ORIGIN = `http://localhost:${Number(process.env.MUGGINS_PORT ?? 4173)}`;
const profile = await mkdtemp(join(ROOT, '.tmp', 'shot-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  colorScheme: 'light',
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${ORIGIN}/#/new`);
  await page.getByLabel(/^Seat 1( ·|$)/).fill('Ann');
  await page.getByLabel(/^Seat 2( ·|$)/).fill('Bob');
  await page.getByRole('button', { name: 'Start the game' }).press('Enter');
  await page.getByRole('button', { name: 'Ann deals' }).tap();
  // A round by taps and the next one begun: the starter and the next deal implied by the pegging taps.
  for (const name of ['Bob plus 2', 'Ann plus 1', 'Play over: count the hands', 'Bob plus 8', 'Ann plus 6', 'Ann plus 4', 'Ann plus 2', 'Bob plus 3']) {
    const saved = await page.evaluate(() => Number(document.documentElement.dataset.savedEvents ?? -1));
    await page.getByRole('button', { name, exact: true }).tap();
    // Stored: the session reports the longer log on <html data-saved-events>.
    await page.waitForFunction((n) => Number(document.documentElement.dataset.savedEvents ?? -1) > n, saved);
  }
  await page.waitForTimeout(400); // the peg's slide
  await page.screenshot({ path: join(ROOT, 'public', 'screenshots', 'table.png') });
  console.log('public/screenshots/table.png written');
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
