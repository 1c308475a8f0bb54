// Audit browser script: picking an enormous file (e.g. a video chosen by mistake) on Export · import.
// Run: npx vite build && (npx vite preview --port 4178 --strictPort &) && node test/audit/huge-import.browser.mjs
// Expect: a clear "Nothing was imported: the file is N MB; the largest Muggins imports is 64 MB." for both files.
import { chromium } from 'playwright-core';
import { mkdtemp, rm, writeFile, truncate, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

const URL = 'http://localhost:4178';
const tmp = join(process.cwd(), '.tmp', 'audit');
await mkdir(tmp, { recursive: true });
const profile = await mkdtemp(join(tmp, 'chromium-'));
const files = [
  ['70 MB (over the 64 MB limit)', join(tmp, 'big-70mb.json'), 70 * 1024 * 1024],
  ['600 MB (a video picked by mistake)', join(tmp, 'huge-600mb.json'), 600 * 1024 * 1024],
];
for (const [, path, size] of files) {
  await writeFile(path, '');
  await truncate(path, size); // sparse: no disk used
}
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});
const page = context.pages()[0] ?? (await context.newPage());
const errors = [];
page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
page.on('console', (m) => m.type() === 'error' && errors.push(`console.error: ${m.text()}`));
let failed = false;
try {
  for (const [what, path] of files) {
    await page.goto(`${URL}/#/data`);
    await page.reload(); // a fresh screen: no message left from the file before
    await page.getByText('Import a file (.json)').waitFor();
    errors.length = 0;
    const t0 = Date.now();
    await page.locator('input[type=file]').setInputFiles(path);
    let said = null;
    try {
      said = await page.locator('.data-screen [role=alert], .data-screen [role=status]').last().textContent({ timeout: 20_000 });
    } catch {
      said = null;
    }
    const ms = Date.now() - t0;
    await page.screenshot({ path: join(tmp, `huge-import-${what.split(' ')[0]}.png`) });
    console.log(`${what}: message after ${ms} ms: ${said === null ? '(none within 20 s)' : JSON.stringify(said)}; page errors: ${JSON.stringify(errors)}`);
    // The reason must be the size: Chromium's File.text() gives '' for a file this big, so the text check cannot see it.
    if (!said || !/Nothing was imported: The file is \d+ MB; the largest Muggins imports is 64 MB/.test(said)) failed = true;
  }
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
  for (const [, path] of files) await rm(path, { force: true });
}
console.log(failed ? 'FAIL: a file too large to import was not refused for its size' : 'PASS');
process.exitCode = failed ? 1 : 0;
