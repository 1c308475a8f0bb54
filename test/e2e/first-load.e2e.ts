import { expect, test } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, firstLoadFiles } from '../tools/firstLoad.mjs';
import { APP_URL } from './kit';

/*
 * Issue 28: the first load (index.html, the JS and CSS it loads at start and their static imports) stays under 30 KB
 * gzip; following, its codes and the QR reader load only when asked for. Measured on the build the browser tests run
 * against, as `npm run budget` measures it (test/tools/firstLoad.mjs). It was 30.58 KB with the session's commands in
 * it; they load with the first game started or opened.
 */
test('the first load stays under 30 KB gzip, with nothing of following in it (issue 28)', async () => {
  const files = await firstLoadFiles(APP_URL);
  const kb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  expect(FIRST_LOAD_BUDGET_KB).toBe(30);
  expect(kb, files.map((f) => `${f.path} ${(f.gzip / 1024).toFixed(2)} KB`).join(', ')).toBeLessThanOrEqual(30);
  expect(files.map((f) => f.path).filter((path) => /follow|host|qr|commands/i.test(path))).toEqual([]);
});
