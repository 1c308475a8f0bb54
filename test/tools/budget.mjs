// Checks the built app against its budgets. Build first (`npx vite build`); this script builds nothing.
//   node test/tools/budget.mjs            first-load bytes + taps + Lighthouse
//   node test/tools/budget.mjs --no-lighthouse
//   node test/tools/budget.mjs --years         (e) alone
//   node test/tools/budget.mjs --follow        (f) alone
//   node test/tools/budget.mjs --first-load    (a) alone
// (a) First load: index.html plus the JS and CSS it loads at start (script/stylesheet/modulepreload tags and the
//     static imports of those chunks, followed recursively), each gzipped with zlib: budget 30 KB (issue 28).
// (b) Lighthouse 12 on a mobile form factor, for the home screen and for the table with a game in progress:
//     performance >= 95, accessibility 100, best practices >= 95.
// (c) A tap redraws the pegs within one frame: in Chromium, a game in the play, median time from a tap on "+2" to the
//     pegboard's new peg position, over 20 taps, split into the IndexedDB commit and the redraw after it.
// (d) Taps per round (a figure, issue 9 targets 6): a traditional round by taps on a 360x740 phone, 2 pegging
//     scores, 2 hands and the crib, then the next deal; every tap counted, and every tap on a control that was off
//     screen counted as a scroll.
// (e) Years of games (issue 13): Chromium with 4x CPU throttling on a 390x844 phone, 3,000 stored games of about 200
//     events each (made with the engine and written through the store by test/tools/seed-games.ts, bundled here and
//     served beside the app, never part of dist/) and one game of about 3,000 events: the home screen drawn and idle,
//     and statistics complete, each opened from another screen, under 300 ms; a tap on a pad of the long game redrawn
//     within one frame.
// (f) A tap on the table phone reaches a following phone (issues 28 and 34): two 390x844 phones, each a Chromium of
//     its own, linked by WebRTC (the codes pasted as text) inside a loopback-only network namespace (netns.mjs; needs
//     root or unprivileged user namespaces, else skipped and said), on a Crib Wars game of about 50 events and one
//     of about 3,000 (seeded as in (e)); 60 pegging taps of +1 on the table phone at each length, each timed from the
//     tap to the moment the following phone's table shows the new event count (both pages on this machine's
//     clock): median and worst, budget 200 ms each, and the median at 3,000 events within 1.5x the median at 50.
//     Run it alone with --follow.
// Exits 1 if any budget fails.
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { FIRST_LOAD_BUDGET_KB, firstLoadFiles } from './firstLoad.mjs';
import { canMakeLoopbackNet, NO_LOOPBACK_NET, startLoopbackNet, startPreviewInside } from './netns.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = join(ROOT, '.tmp');
// 4173, or MUGGINS_PORT so two checkouts can measure at once.
const PORT = Number(process.env.MUGGINS_PORT ?? 4173);
const ORIGIN = `http://localhost:${PORT}`;
const SCORE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };

async function isUp() {
  try {
    return (await fetch(ORIGIN)).ok;
  } catch {
    return false;
  }
}

/** Starts `vite preview` of dist/ and waits until it answers. */
async function startPreview() {
  if (!existsSync(join(ROOT, 'dist/index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');
  if (await isUp()) throw new Error(`port ${PORT} is already in use: stop the other server first`);
  const child = spawn(join(ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let alive = true;
  void exited.then(() => (alive = false));
  const stop = async () => {
    if (alive) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 20_000;
  while (!(await isUp())) {
    if (!alive || Date.now() > deadline) {
      await stop();
      throw new Error('vite preview did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return stop;
}

async function firstLoad() {
  const files = await firstLoadFiles(ORIGIN);
  console.log('First load (gzip):');
  for (const { path, raw, gzip } of files) console.log(`  ${(gzip / 1024).toFixed(2).padStart(7)} KB  (${(raw / 1024).toFixed(2)} KB raw)  ${path}`);
  const kb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  const pass = kb <= FIRST_LOAD_BUDGET_KB;
  console.log(`  total ${kb.toFixed(2)} KB gzip, budget ${FIRST_LOAD_BUDGET_KB} KB: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

/**
 * Lighthouse on `url` (mobile). `profile`: a Chromium profile to run in, kept as it is (`--disable-storage-reset`), so
 * a game stored there is the one the table shows; without it a fresh profile is made and removed.
 */
async function lighthouse(url, name, profile = null) {
  const dir = join(TMP, 'lighthouse');
  await mkdir(dir, { recursive: true });
  const own = profile === null;
  const userDir = own ? await mkdtemp(join(dir, 'profile-')) : profile;
  const report = join(dir, `report-${name}.json`);
  const scratch = await mkdtemp(join(dir, 'tmp-'));
  const flags = [...CHROMIUM_FLAGS, `--user-data-dir=${userDir}`].join(' ');
  try {
    await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--form-factor=mobile',
        `--only-categories=${Object.keys(SCORE_BUDGETS).join(',')}`,
        '--output=json',
        `--output-path=${report}`,
        `--chrome-flags=${flags}`,
        ...(own ? [] : ['--disable-storage-reset']),
      ],
      // chrome-launcher also makes a profile under TMPDIR: keep it inside .tmp too.
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium', TMPDIR: scratch }, maxBuffer: 1 << 26 },
    );
    const lhr = JSON.parse(await readFile(report, 'utf8'));
    console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${name}: ${lhr.finalDisplayedUrl}`);
    let pass = true;
    for (const [id, min] of Object.entries(SCORE_BUDGETS)) {
      const cat = lhr.categories[id];
      const score = Math.round((cat?.score ?? 0) * 100);
      const ok = score >= min;
      pass &&= ok;
      console.log(`  ${cat?.title ?? id}: ${score} (budget ${min === 100 ? '100' : `>= ${min}`}) ${ok ? 'PASS' : 'FAIL'}`);
      if (!ok)
        for (const ref of cat?.auditRefs ?? []) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`      - ${a.id}: ${a.title} (${a.displayValue ?? a.score})`);
        }
    }
    const m = (id) => lhr.audits[id]?.displayValue;
    console.log(
      `  FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}`,
    );
    console.log(`  report: ${report.replace(ROOT, '')}`);
    return pass;
  } finally {
    await rm(scratch, { recursive: true, force: true, maxRetries: 5 });
    if (own) await rm(userDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/*
 * The round the taps are counted on: Ann deals, Bob is pone. Each score is tapped on its pad under the count it is
 * for (the pad's group says what its taps mean); any other control tapped on the way is a step of the round.
 */
const ROUND = [
  { who: 'Bob', points: 2, for: /Pegging/ },
  { who: 'Ann', points: 1, for: /Pegging/ },
  { who: 'Bob', points: 8, for: /Bob's hand/ },
  { who: 'Ann', points: 6, for: /Ann's hand/ },
  { who: 'Ann', points: 4, for: /Ann's crib/ },
];
/** The steps a round by taps may ask for, by accessible name. */
const STEPS = [/^Turned \(not entering cards\)$/, /^Play over/, /^Next deal/];

/**
 * Plays one traditional round by taps on a 360x740 phone in the profile `dir` and leaves the game in progress (the
 * next round's deal) for Lighthouse. Returns the game's URL.
 */
async function tapsPerRound(dir) {
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(10_000);
    await page.goto(`${ORIGIN}/`);
    await page.getByRole('button', { name: 'New game' }).tap();
    await page.getByLabel('Seat 1').fill('Ann');
    await page.getByLabel('Seat 2').fill('Bob');
    await page.getByRole('button', { name: 'Start the game' }).tap();
    await page.getByRole('button', { name: 'Ann deals' }).tap();
    await page.waitForFunction(() => !document.body.textContent?.includes('Cut for the first deal'));
    await page.evaluate(() => window.scrollTo(0, 0));

    const log = [];
    let scrolls = 0;
    const tap = async (locator, what) => {
      const box = await locator.boundingBox();
      const height = await page.evaluate(() => window.innerHeight);
      const offScreen = !box || box.y < 0 || box.y + box.height > height;
      if (offScreen) scrolls++;
      await locator.tap();
      log.push(`${what}${offScreen ? ' (scrolled)' : ''}`);
    };
    const step = async () => {
      for (const name of STEPS) {
        const button = page.getByRole('button', { name }).first();
        if (await button.isVisible()) return tap(button, await button.textContent());
      }
      throw new Error(`no score and no next step to tap:\n${await page.locator('main').innerText()}`);
    };
    for (const score of ROUND) {
      const button = page.getByRole('group', { name: score.for }).getByRole('button', { name: `${score.who} plus ${score.points}`, exact: true });
      for (let i = 0; !(await button.isVisible()); i++) {
        if (i === 5) throw new Error(`never reached ${score.who} +${score.points} for ${score.for}`);
        await step();
        await page.waitForTimeout(150);
      }
      await tap(button, `${score.who} +${score.points}`);
      await page.waitForTimeout(150);
    }
    // The next deal is implied by the next round's first pegging tap (issue 9.2): that tap is round 2's, not counted.
    const round2 = page.getByText(/Round 2\b/).first();
    await page
      .getByRole('group', { name: /Pegging/ })
      .getByRole('button', { name: 'Ann plus 2', exact: true })
      .tap();
    await round2.waitFor({ timeout: 5_000 }).catch(() => {
      throw new Error('the next deal was not implied by the next pegging tap');
    });
    console.log('Taps per round (traditional, by taps, 360x740 phone; issue 9 target <= 6, no scrolling):');
    console.log(`  ${log.length} taps, ${scrolls} of them on a control off screen: ${log.join(', ')}; the next deal implied by round 2's first pegging tap`);
    return page.url();
  } finally {
    await context.close();
  }
}

const FRAME_MS = 1000 / 60;

/**
 * Taps `button` once and times it, in the page: `total` from the tap to the frame after the pegboard's label changed
 * (the events committed, then the DOM updated), `render` from that change to the next frame.
 */
function timeTap(button) {
  return button.evaluate(
    (el) =>
      new Promise((resolve) => {
        const svg = document.querySelector('svg[role="img"]');
        const before = svg.getAttribute('aria-label');
        const start = performance.now();
        const watch = new MutationObserver(() => {
          if (svg.getAttribute('aria-label') === before) return;
          watch.disconnect();
          const changed = performance.now();
          // The DOM is updated; the next frame paints it.
          requestAnimationFrame(() => resolve({ total: performance.now() - start, render: performance.now() - changed }));
        });
        watch.observe(svg, { attributes: true, subtree: true, childList: true });
        el.click();
      }),
  );
}

/** Drives a real game in Chromium and times taps: tap -> stored -> pegs redrawn. */
async function tapRedraw() {
  const { chromium } = await import('playwright-core');
  const dir = join(TMP, 'tap-profile');
  await rm(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${ORIGIN}/`);
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await page.getByRole('button', { name: 'Player 1 deals' }).click();
    await page.getByRole('button', { name: 'Turned (not entering cards)' }).click();
    const button = page.getByRole('button', { name: 'Player 2 plus 2', exact: true });
    await button.waitFor();
    const samples = [];
    for (let i = 0; i < 20; i++) {
      samples.push(await timeTap(button));
      await page.waitForTimeout(50);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const total = median(samples.map((s) => s.total));
    const render = median(samples.map((s) => s.render));
    const pass = total - render <= 50 && render <= FRAME_MS;
    console.log('Tap to pegs redrawn (Chromium, 20 taps, median):');
    console.log(`  tap -> committed to IndexedDB -> DOM updated: ${(total - render).toFixed(1)} ms`);
    console.log(`  DOM updated -> next frame painted: ${render.toFixed(1)} ms (budget one frame, ${FRAME_MS.toFixed(1)} ms): ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const YEARS = { games: 3000, longEvents: 3000, openMs: 300, throttle: 4 };

/** Bundles test/tools/seed-games.ts into .tmp/seed for the page (vite's build API, nothing written to dist/). */
async function seedBundle() {
  const { build } = await import('vite');
  const outDir = join(TMP, 'seed');
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    publicDir: false,
    build: { outDir, emptyOutDir: true, minify: false, lib: { entry: join(ROOT, 'test/tools/seed-games.ts'), formats: ['es'], fileName: () => 'seed.js' } },
  });
  return outDir;
}

/** Times, in the page, from `start()` to the first frame after `done()` holds, e.g. a screen drawn after a hash change. */
function timeInPage(page, start, done) {
  return page.evaluate(
    ([start, done]) =>
      new Promise((resolve, reject) => {
        const isDone = new Function(`return (${done})`);
        const t0 = performance.now();
        new Function(start)();
        const deadline = t0 + 20_000;
        const check = () => {
          if (isDone()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
          else if (performance.now() > deadline) reject(new Error(`never done: ${done}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [start, done],
  );
}

/** (e) 3,000 stored games and a 3,000-event game, on a phone with the CPU slowed 4x. */
async function yearsOfGames() {
  const seedDir = await seedBundle();
  const { chromium } = await import('playwright-core');
  const dir = join(TMP, 'years-profile');
  await rm(dir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(600_000);
    // The seed's modules, served on the app's origin (its IndexedDB) by the browser's request interception.
    await context.route(`${ORIGIN}/__budget/*.js`, async (route) =>
      route.fulfill({ contentType: 'text/javascript', body: await readFile(join(seedDir, new URL(route.request().url()).pathname.split('/').pop()), 'utf8') }),
    );
    await page.goto(`${ORIGIN}/#/settings`);
    const t0 = Date.now();
    const seeded = await page.evaluate(
      ([games, longEvents]) => import('/__budget/seed.js').then((m) => m.seed(games, longEvents)),
      [YEARS.games, YEARS.longEvents],
    );
    console.log(`Years of games (issue 13; Chromium, ${YEARS.throttle}x CPU throttling, 390x844 phone):`);
    console.log(
      `  stored ${seeded.games} games, ${seeded.events} events (${Math.round(seeded.events / seeded.games)} a game), through the store, in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: YEARS.throttle });
    // A fresh page load, then each screen opened from another one, as a player moves between them.
    await page.goto(`${ORIGIN}/#/settings`);
    await page.getByRole('heading', { name: 'Settings' }).first().waitFor();
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const open = async (hash, done, away = '#/settings', awayDone = "document.querySelector('.home') === null") => {
      const times = [];
      for (let i = 0; i < 5; i++) {
        await timeInPage(page, `location.hash = '${away}'`, awayDone);
        times.push(await timeInPage(page, `location.hash = '${hash}'`, done));
      }
      return median(times);
    };
    const home = await open('#/', "document.querySelectorAll('.home__games li').length > 0");
    const stats = await open(
      '#/stats',
      "document.querySelectorAll('.stats-player').length > 0",
      '#/',
      "document.querySelectorAll('.home__games li').length > 0",
    );
    let pass = home < YEARS.openMs && stats < YEARS.openMs;
    console.log(
      `  the home screen drawn and idle (median of 5): ${home.toFixed(0)} ms (budget < ${YEARS.openMs} ms): ${home < YEARS.openMs ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  statistics complete (median of 5): ${stats.toFixed(0)} ms (budget < ${YEARS.openMs} ms): ${stats < YEARS.openMs ? 'PASS' : 'FAIL'}`);

    // The long game's table opened from home: its Crib Wars board drawn with every word placed clear of 1,242 holes
    // (`placeLabels`). The first time is what a player waits for; after it the words are kept for that board.
    const table = `location.hash = '#/game/${seeded.longId}'`;
    const drawn = "document.querySelector('.pegboard__label-bg') !== null";
    const homeDone = "document.querySelectorAll('.home__games li').length > 0";
    await timeInPage(page, "location.hash = '#/'", homeDone);
    const firstTable = await timeInPage(page, table, drawn);
    const tableAgain = await open(`#/game/${seeded.longId}`, drawn, '#/', homeDone);
    // A figure, not a budget yet: the first opening checks and replays all 3,003 events and draws 1,242 holes.
    console.log(
      `  the long Crib Wars game's table opened from home, board and words drawn (a figure): first ${firstTable.toFixed(0)} ms; again (median of 5) ${tableAgain.toFixed(0)} ms`,
    );

    // The long game, open at its play: taps on a pegging pad, as (c) measures them.
    await page.goto(`${ORIGIN}/#/game/${seeded.longId}`);
    const button = page.getByRole('button', { name: /^Ann plus 2$/ }).first();
    await button.waitFor();
    const taps = async (how) => {
      const samples = [];
      for (let i = 0; i < 10; i++) {
        samples.push(await timeTap(button));
        await page.waitForTimeout(100);
      }
      const total = median(samples.map((s) => s.total));
      const render = median(samples.map((s) => s.render));
      const redraw = render <= FRAME_MS;
      console.log(`  a tap on the ${seeded.longLength}-event game${how} (median of 10): tap -> committed -> DOM updated ${(total - render).toFixed(1)} ms;`);
      console.log(`    DOM updated -> next frame painted ${render.toFixed(1)} ms (budget one frame, ${FRAME_MS.toFixed(1)} ms): ${redraw ? 'PASS' : 'FAIL'}`);
      return redraw;
    };
    const upright = await taps('');
    pass &&= upright;
    // Held sideways (844x390), where each of the two pads lays out its keys as a flex column (table.css): a layout
    // that made taps on this game slower upright (session 8), so measured here too.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForTimeout(500);
    const sideways = await page.evaluate(
      () => getComputedStyle(document.querySelector('.pad')).flexDirection === 'column' && document.querySelector('.table--wide') !== null,
    );
    if (!sideways) throw new Error('budget: the table did not take its sideways layout at 844x390');
    const heldSideways = await taps(', the phone held sideways');
    pass &&= heldSideways;
    return pass;
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }
}

const FOLLOW = { taps: 60, budgetMs: 200, lengths: [50, 3000], growth: 1.5 };

/**
 * (f) at one length: a Crib Wars game of about `length` events (the long game of (e), cut in its play) seeded on the
 * table phone, a phone linked to it by WebRTC on loopback only; taps of +1 on the table phone, Ann's and Bob's in
 * turn, each timed from the tap to the moment the phone's table shows the new event count (`data-events`, drawn with
 * the pads). Returns the samples in ms, the part of each until the table phone committed it, and the game's length.
 */
async function tapsFollowed(net, preview, seedDir, length) {
  const { chromium } = await import('playwright-core');
  const contexts = [];
  try {
    const phone = async (name) => {
      const dir = join(TMP, `follow-${name}-profile`);
      await rm(dir, { recursive: true, force: true });
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: net.chromium,
        headless: true,
        serviceWorkers: 'block',
        permissions: ['camera'],
        args: [...CHROMIUM_FLAGS, '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      });
      contexts.push({ context, dir });
      const page = context.pages()[0] ?? (await context.newPage());
      page.setDefaultTimeout(60_000);
      return { context, page };
    };
    const { context: hostContext, page: host } = await phone('host');
    const { page: follower } = await phone('follower');
    await hostContext.route(`${preview.url}/__budget/*.js`, async (route) =>
      route.fulfill({ contentType: 'text/javascript', body: await readFile(join(seedDir, new URL(route.request().url()).pathname.split('/').pop()), 'utf8') }),
    );
    await host.goto(`${preview.url}/#/settings`);
    const seeded = await host.evaluate((events) => import('/__budget/seed.js').then((m) => m.seed(0, events)), length);
    await host.goto(`${preview.url}/#/game/${seeded.longId}`);
    const gameUrl = host.url();
    await host.getByRole('button', { name: /^More/ }).click();
    await host.getByRole('button', { name: 'Let phones follow' }).click();
    await host.locator('.follow__qr svg').waitFor();
    const offer = await host.locator('.follow__text textarea').first().inputValue();
    await follower.goto(offer);
    await follower.locator('.follow__qr svg').waitFor();
    const answer = await follower.locator('.follow__text textarea').first().inputValue();
    await host.getByLabel('Or paste its code here').fill(answer);
    await host.getByRole('button', { name: 'Link', exact: true }).click();
    const table = follower.locator('main.follow-table');
    await table.waitFor();
    await follower.waitForFunction((n) => Number(document.querySelector('main.follow-table')?.dataset.events) === n, seeded.longLength);
    await host.goto(gameUrl);
    const buttons = ['Ann', 'Bob'].map((who) => host.getByRole('button', { name: `${who} plus 1`, exact: true }));
    await buttons[1].waitFor();
    // The phone notes when its table shows each new event count, on the machine's clock.
    await follower.evaluate(() => {
      const main = document.querySelector('main.follow-table');
      window.__shown = [];
      new MutationObserver(() => window.__shown.push({ events: Number(main.dataset.events), at: performance.timeOrigin + performance.now() })).observe(main, {
        attributes: true,
        attributeFilter: ['data-events'],
      });
    });
    // The table phone notes when each tap is committed (`data-saved-events`): the rest is the link's and the phone's.
    await host.evaluate(() => {
      window.__saved = [];
      new MutationObserver(() =>
        window.__saved.push({ events: Number(document.documentElement.dataset.savedEvents), at: performance.timeOrigin + performance.now() }),
      ).observe(document.documentElement, { attributes: true, attributeFilter: ['data-saved-events'] });
    });
    const samples = [];
    const committed = [];
    let events = seeded.longLength;
    for (let i = 0; i < FOLLOW.taps; i++) {
      const tapped = await buttons[i % 2].evaluate((el) => {
        const at = performance.timeOrigin + performance.now();
        el.click();
        return at;
      });
      const shown = await follower.waitForFunction((n) => window.__shown.find((s) => s.events > n), events, { timeout: 10_000 });
      const seen = await shown.jsonValue();
      samples.push(seen.at - tapped);
      const saved = await host.evaluate((n) => window.__saved.find((s) => s.events > n)?.at, events);
      committed.push(saved - tapped);
      events = seen.events;
      await host.waitForTimeout(30);
    }
    return { samples, committed, length: seeded.longLength };
  } finally {
    for (const { context, dir } of contexts) {
      await context.close();
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
    }
  }
}

/**
 * (f) Tap on the table phone -> the following phone shows it, on a game of about 50 events and one of about 3,000:
 * two phones linked by WebRTC on loopback only. Each length's median and worst within the budget, and the median at
 * 3,000 events within `FOLLOW.growth` times the median at 50 (issue 34: a phone checks only what it receives).
 */
async function tapToFollower() {
  if (!canMakeLoopbackNet()) {
    console.log(`Tap to a following phone: SKIPPED (${NO_LOOPBACK_NET})`);
    return true;
  }
  const seedDir = await seedBundle();
  const net = await startLoopbackNet(TMP);
  let preview = null;
  try {
    // Inside the namespace the port is its own: the machine's preview on the same number is another server.
    preview = await startPreviewInside(net, ROOT, PORT);
    console.log(`Tap to a following phone (issues 28 and 34; two 390x844 phones linked by WebRTC on loopback, ${FOLLOW.taps} taps each):`);
    const medians = [];
    let pass = true;
    for (const length of FOLLOW.lengths) {
      const { samples, committed, length: events } = await tapsFollowed(net, preview, seedDir, length);
      const sorted = [...samples].sort((a, b) => a - b);
      const middle = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      if (process.env.MUGGINS_FOLLOW_SAMPLES) console.log(samples.map((s) => s.toFixed(0)).join(' '));
      const median = sorted[Math.floor(sorted.length / 2)];
      const worst = sorted.at(-1);
      const ok = median <= FOLLOW.budgetMs && worst <= FOLLOW.budgetMs;
      pass &&= ok;
      medians.push(median);
      console.log(
        `  a Crib Wars game of ${events} events: tap on the table phone -> committed -> sent -> checked -> the phone shows it: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (budget ${FOLLOW.budgetMs} ms each): ${ok ? 'PASS' : 'FAIL'}`,
      );
      console.log(
        `    of which tap -> committed on the table phone: median ${middle(committed).toFixed(1)} ms; committed -> the phone shows it: median ${middle(samples.map((x, i) => x - committed[i])).toFixed(1)} ms`,
      );
    }
    const growth = medians.at(-1) / medians[0];
    const grows = growth <= FOLLOW.growth;
    console.log(
      `  the median at ${FOLLOW.lengths.at(-1)} events as a multiple of the median at ${FOLLOW.lengths[0]}: ${growth.toFixed(2)}x (budget ${FOLLOW.growth}x): ${grows ? 'PASS' : 'FAIL'}`,
    );
    return pass && grows;
  } finally {
    await preview?.stop();
    await net.stop();
  }
}

const stop = await startPreview();
const gameProfile = join(TMP, 'budget-game-profile');
let ok = false;
try {
  if (process.argv.includes('--years')) {
    ok = await yearsOfGames();
    throw null;
  }
  if (process.argv.includes('--follow')) {
    ok = await tapToFollower();
    throw null;
  }
  if (process.argv.includes('--first-load')) {
    ok = await firstLoad();
    throw null;
  }
  ok = await firstLoad();
  ok = (await tapRedraw()) && ok;
  ok = (await tapToFollower()) && ok;
  ok = (await yearsOfGames()) && ok;
  await rm(gameProfile, { recursive: true, force: true });
  const table = await tapsPerRound(gameProfile).catch((e) => {
    console.log(`Taps per round: FAIL, the round could not be played by taps: ${e.message.split('\n')[0]}`);
    return null;
  });
  ok &&= table !== null;
  if (!process.argv.includes('--no-lighthouse')) {
    ok = (await lighthouse(`${ORIGIN}/`, 'home')) && ok;
    if (table) ok = (await lighthouse(table, 'table', gameProfile)) && ok;
  }
} catch (e) {
  if (e !== null) throw e;
} finally {
  await stop();
  await rm(gameProfile, { recursive: true, force: true, maxRetries: 5 });
}
console.log(ok ? 'Budgets: PASS' : 'Budgets: FAIL');
process.exit(ok ? 0 : 1);
