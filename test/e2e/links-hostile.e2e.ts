import { afterEach, describe, expect, test } from 'vitest';
import { corpusGame } from '../game/corpus';
import { frameLink, packLink } from '../store/fuzzCases';
import { APP_URL, type Browser, launchBrowser, recordErrors, saveScreenshot } from './kit';

/*
 * Issue 26 item 1, in Chromium: a link made with the app's own packer from a real game, with one Scored of 1e300
 * points, showed "Reading the shared game…" for ever with an uncaught "Points must be a whole number" and no way out;
 * a link whose last event is repeated opened as a normal game and was refused only at Save. Each is now refused at
 * once, with a sentence and a way home, and nothing is left uncaught.
 */

const game = corpusGame('traditional by taps');
const scored = game.events.findIndex((e) => e.type === 'Scored');

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

describe('hostile links in Chromium (issue 26 item 1)', () => {
  test.each([
    [
      'one Scored of 1e300 points',
      'huge-points',
      () => game.events.map((e, i) => (i === scored ? { ...e, points: 1e300 } : e)),
      /Event \d+ of the game is not valid: Event Scored has a missing or malformed field\.$/,
    ],
    [
      'its last event repeated',
      'repeated-end',
      () => [...game.events, game.events.at(-1)!],
      /does not fit it: This GameEnded repeats the event before it exactly/,
    ],
  ])('a link with %s: refused at once, with a way home', async (_name, shot, events, message) => {
    browser = await launchBrowser({ serviceWorkers: 'block', device: 'phone-360' });
    const page = browser.page;
    const errors = recordErrors(page);
    const fragment = await frameLink(packLink('Ann v Bob', { colors: ['red', 'blue'] }, events()));
    await page.goto(`${APP_URL}/#${fragment}`);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toMatch(/^This game link holds a game this app cannot read\. /);
    expect(await alert.textContent()).toMatch(message);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This link cannot be opened');
    expect(await page.getByText('Reading the shared game…').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save this game on this phone' }).count()).toBe(0);
    await saveScreenshot(page, `link-refused-${shot}`);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'New game' }).waitFor();
    expect(errors).toEqual([]);
  });
});
