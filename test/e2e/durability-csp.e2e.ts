import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  APP_URL,
  newGame,
  type Browser,
  launchBrowser,
  recordErrors,
  recordRequests,
  ROOT,
  saveScreenshot,
  tapUntilSaved,
  waitForServiceWorkerControl,
} from './kit';

/**
 * Nobody in (issue 11 items 6 and 7): the built page carries a strict Content-Security-Policy, and the whole app
 * (a game from setup to the winner, cards, the advisor's worker, backups, boards, settings and the service
 * worker) runs under it without a single violation; a player's name that looks like HTML is shown as text.
 */

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

const POLICY = /default-src 'self'; script-src 'self'; style-src 'self';.*worker-src 'self'/;
/** A name (at most 24 characters, as the setup screen allows) that would run script if it were ever parsed as HTML. */
const TRICKY = '<img src=x onerror=p()>';

describe('Content-Security-Policy (issue 11 item 6)', () => {
  test('dist/index.html carries the policy, before any script or style', async () => {
    const html = await readFile(join(ROOT, 'dist', 'index.html'), 'utf8');
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/);
    expect(meta?.[1]).toMatch(POLICY);
    expect(meta?.[1]).not.toMatch(/unsafe|https?:|\*/);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(Math.min(html.indexOf('<script'), html.indexOf('<link rel="stylesheet"')));
  });

  test('a whole game and every screen run without a CSP violation; names that look like HTML stay text', async () => {
    browser = await launchBrowser({ serviceWorkers: 'allow' });
    const page = browser.page;
    const errors = recordErrors(page);
    const requests = recordRequests(browser.context);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

    await page.goto(APP_URL);
    expect(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))).toMatch(POLICY);
    // Control: the policy is enforced and the listener hears it (an inline <style> is refused), then the slate is wiped.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
    await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0));
    expect(errors.splice(0)).toEqual([expect.stringContaining('violates the following Content Security Policy directive')]);
    // The service worker registers and controls the page under the policy.
    await waitForServiceWorkerControl(page);

    // A game from setup to the winner: the starter by card, a play, the show, then pegging out.
    await newGame(page, { names: ['Ann', TRICKY] });
    await tapUntilSaved(page, 'Ann deals');
    await page.getByRole('button', { name: 'Starter card…' }).click();
    await page.getByLabel('Or type').fill('5d');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await tapUntilSaved(page, 'Starter is 5♦');
    await tapUntilSaved(page, 'Play over: count the hands');
    await page.getByRole('button', { name: `${TRICKY}'s cards…` }).click();
    await page.getByRole('heading', { name: `${TRICKY}'s hand` }).waitFor();
    await page.getByLabel('Or type').fill('5h 5c 5s jd');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await tapUntilSaved(page, 'Score it: 29');
    await tapUntilSaved(page, 'Ann plus 8');
    await tapUntilSaved(page, 'Ann plus 4');
    await tapUntilSaved(page, `Next deal: ${TRICKY}`);
    await tapUntilSaved(page, 'Turned (not entering cards)');
    for (let i = 0; i < 9; i++) await tapUntilSaved(page, 'Ann plus 12');
    await tapUntilSaved(page, 'Ann plus 1'); // 12 + 108 + 1 = 121
    await page.getByRole('heading', { name: 'Ann wins!' }).waitFor();
    // The tricky name is text everywhere: no element was made from it, and no script ran (p() would throw).
    expect(await page.locator('img').count()).toBe(0);
    await saveScreenshot(page, 'csp-game-over');
    expect(await page.getByRole('region', { name: `${TRICKY}: 29` }).count()).toBe(1);

    // Every other screen: statistics, a backup download (a blob: URL), boards and the editor's drawing, settings.
    await page.getByRole('button', { name: /Home/ }).first().click();
    await page.getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('heading', { level: 3, name: 'Ann' }).waitFor();
    await page.goto(`${APP_URL}/#/data`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download a backup' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^muggins-backup-\d{4}-\d\d-\d\d\.json$/);
    await page.goto(`${APP_URL}/#/boards`);
    await page.getByRole('button', { name: 'Start editing' }).click();
    await page.getByRole('heading', { level: 1, name: /^Edit board: / }).waitFor();
    await page.locator('svg').first().waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved/ })
      .waitFor();
    await page.goto(`${APP_URL}/#/settings`);
    await page.getByTestId('storage-usage').waitFor();
    // The throw advisor's Web Worker.
    await page.goto(`${APP_URL}/#/count`);
    await page.getByRole('button', { name: 'Advise a throw' }).click();
    await page.getByLabel('Or type').fill('5h 5c jd 6s 9c kh');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await page.getByRole('table').locator('tbody tr').first().waitFor();

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    requests.assertSameOrigin();
  });
});
