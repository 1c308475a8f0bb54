import { afterEach, expect, test } from 'vitest';
import { encodeLink } from '../../src/link';
import { longGame } from '../game/corpus';
import { APP_URL, type Browser, launchBrowser, recordErrors } from './kit';

/*
 * A replay step in the browser on a 3,000-event Crib Wars log (issue 12.1), opened from its link: the time from a
 * key press to the step's words and pegs in the DOM, walking forward, back, and jumping with the slider. Printed, not
 * asserted (performance targets live in benchmarks: `npm run bench`, test/bench/replay.bench.ts).
 */

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
});

/** The long game cut to the end of the command holding its 3,000th event. */
function log3000() {
  const { events } = longGame(0.3);
  let end = 3000;
  while (end < events.length && events[end]!.n === events[end - 1]!.n) end++;
  return events.slice(0, end);
}

test('replay of a 3,000-event log: each step in the DOM', async () => {
  const events = log3000();
  const link = await encodeLink({ title: 'Ann v Bob', extras: { colors: ['red', 'blue'] }, events });
  if (!link.ok) throw new Error(link.error.message);
  browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
  const page = browser.page;
  const errors = recordErrors(page);
  await page.goto(`${APP_URL}/#${link.value}`);
  await page.getByRole('button', { name: 'First move' }).waitFor();
  const total = Number(/of (\d+)$/.exec((await page.locator('.replay__where strong').textContent())!)![1]);
  const figures = await page.evaluate(async (total) => {
    const where = document.querySelector('.replay__where strong')!;
    const slider = document.querySelector<HTMLInputElement>('.replay__slider input')!;
    const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
    /** ms from the input to the step's words in the DOM. */
    const time = async (act: () => void): Promise<number> => {
      const before = where.textContent;
      const t0 = performance.now();
      act();
      while (where.textContent === before) await Promise.resolve();
      const ms = performance.now() - t0;
      await frame();
      return ms;
    };
    const key = (k: string) => () => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return { median: s[s.length >> 1]!, p95: s[Math.floor(s.length * 0.95)]!, max: s[s.length - 1]! };
    };
    await time(key('Home'));
    const forward: number[] = [];
    for (let i = 0; i < 300; i++) forward.push(await time(key('ArrowRight')));
    const back: number[] = [];
    for (let i = 0; i < 100; i++) back.push(await time(key('ArrowLeft')));
    const jumps: number[] = [];
    let seed = 7;
    for (let i = 0; i < 100; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const to = 1 + (seed % total);
      if (String(to) === slider.value) continue;
      jumps.push(
        await time(() => {
          slider.value = String(to);
          slider.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      );
    }
    return { forward: stats(forward), back: stats(back), jumps: stats(jumps), at: where.textContent };
  }, total);
  console.log(`replay in Chromium, ${events.length} events, ${total} steps (ms from the key or slider to the step in the DOM):`);
  for (const k of ['forward', 'back', 'jumps'] as const)
    console.log(`  ${k}: median ${figures[k].median.toFixed(1)}, 95th percentile ${figures[k].p95.toFixed(1)}, max ${figures[k].max.toFixed(1)}`);
  expect(events.length).toBeGreaterThanOrEqual(3000);
  expect(figures.at).toMatch(new RegExp(`^Move \\d+ of ${total}$`));
  expect(errors).toEqual([]);
});
