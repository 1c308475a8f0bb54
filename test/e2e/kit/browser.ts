import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { type CDPSession, chromium, type Browser as Chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../tools/chromium.mjs';

/** The project root, e.g. `/work/main`. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Git-ignored scratch space for browser profiles and screenshots. */
export const TMP = join(ROOT, '.tmp');
/** The preview port: 4173 (`vite preview --port 4173 --strictPort`), or `MUGGINS_PORT` so two checkouts can test at once. */
export const PORT = Number(process.env.MUGGINS_PORT ?? 4173);
/** The app's own origin; every request must stay on it. */
export const APP_URL = `http://localhost:${PORT}`;

/** Flags that work for Debian's Chromium as root (TOOLCHAIN.md): the one list, which the tools and Lighthouse use too. */
export { CHROMIUM_FLAGS };

/** A running `vite preview` of `dist/`. */
export interface Preview {
  readonly url: string;
  stop(): Promise<void>;
}

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Serves the already built `dist/` with `vite preview` on `PORT` (4173) and waits until it answers. Fails if `dist/`
 * is missing or the port is taken (a stale preview would serve an old build: TOOLCHAIN.md gotcha 6).
 */
export async function startPreview(timeoutMs = 20_000): Promise<Preview> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` first');
  if (await isUp(APP_URL)) throw new Error(`port ${PORT} is already serving something: stop it first`);
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  void exited.then(() => (alive = false));

  const stop = async (): Promise<void> => {
    if (alive) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await isUp(APP_URL))) {
    if (!alive) throw new Error(`vite preview exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite preview did not answer on ${APP_URL} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: APP_URL, stop };
}

/** A browser of its own: a fresh context (of the shared Chromium, or of a Chromium on its own profile). */
export interface Browser {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Closes the context (and a Chromium of its own, removing its profile unless it was kept). */
  close(): Promise<void>;
}

/** The sizes the browser tests run at: two phones (each also sideways) and a tablet as a person holds them, and a desktop window. */
export type Device = 'phone-360' | 'phone-390' | 'sideways' | 'sideways-360' | 'tablet' | 'desktop';

/** What a device emulates: its CSS viewport, pixel ratio, and whether it is a touch phone (`isMobile` applies the meta viewport). */
export interface DeviceSpec {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly deviceScaleFactor: number;
  readonly isMobile: boolean;
  readonly hasTouch: boolean;
}

/**
 * Each device's emulation. With `isMobile` Chromium lays the page out as a phone does: a page wider than the screen
 * grows the layout viewport (`document.documentElement.scrollWidth > innerWidth`) instead of scrolling a box.
 */
export const DEVICES: { readonly [D in Device]: DeviceSpec } = {
  'phone-360': { viewport: { width: 360, height: 740 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  'phone-390': { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  /** The 390x844 phone held sideways (issue 9.3). */
  sideways: { viewport: { width: 844, height: 390 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  /** The 360x740 phone held sideways: the least height the table has. */
  'sideways-360': { viewport: { width: 740, height: 360 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  tablet: { viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
};

/** Sizes the table is tried at: phones upright, a phone sideways, a tablet. */
export const SIZES = ['phone-360', 'phone-390', 'sideways', 'tablet'] as const satisfies readonly Device[];

/** The phones and the tablet, the sizes every screen must fit. */
export const TOUCH_DEVICES: readonly Device[] = ['phone-360', 'phone-390', 'tablet'];

/** Options for `launchBrowser`. */
export interface LaunchOptions {
  /**
   * `'allow'` lets the app install its service worker, which then fetches the whole app into its cache: the tests of
   * the app as installed (offline reloads, updates, a link opened offline, the policy its worker runs under) ask for
   * it. Default `'block'`: every other test is about the app's pages, and the install costs each fresh context about
   * as much CPU again as loading the app (docs/PERFORMANCE.md "The test command").
   */
  readonly serviceWorkers?: 'allow' | 'block';
  /** The device to emulate, e.g. `'phone-360'`. Default `'phone-390'`, unless `viewport` is given. */
  readonly device?: Device;
  /** A desktop window of this size (no touch, no meta viewport), e.g. `{ width: 390, height: 844 }`; ignored with `device`. */
  readonly viewport?: { width: number; height: number };
  /** e.g. `'dark'`. */
  readonly colorScheme?: 'light' | 'dark';
  /**
   * A Chromium of its own on a fresh profile on disk, as a phone's browser has: Chromium will not install an app from
   * an off-the-record context (the shared Chromium's contexts are), so the installability check needs it.
   */
  readonly persistent?: boolean;
  /** A profile directory to reuse across launches (e.g. to kill and relaunch); kept on `close()`. Default: a fresh one, removed. */
  readonly profileDir?: string;
  /** Chromium flags beside `CHROMIUM_FLAGS`, e.g. the fake camera of the following tests (issue 28). */
  readonly args?: readonly string[];
  /** Another Chromium executable, e.g. one that runs inside a loopback-only network namespace. Default `/usr/bin/chromium`. */
  readonly executablePath?: string;
  /** Permissions granted to the app's origin, e.g. `['camera']`. */
  readonly permissions?: readonly string[];
}

/** The emulation `launchBrowser` uses for these options: `device`, else a desktop window of `viewport`, else `phone-390`. */
export function deviceSpec(options: LaunchOptions): DeviceSpec {
  if (options.device) return DEVICES[options.device];
  if (options.viewport) return { ...DEVICES.desktop, viewport: options.viewport };
  return DEVICES['phone-390'];
}

/** The Chromium shared by the browser tests of one test file; each `launchBrowser` gets a fresh context of it. */
let shared: Promise<Chromium> | undefined;

function sharedChromium(): Promise<Chromium> {
  shared ??= chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
  return shared;
}

/** Closes the shared Chromium, if one was started (after each test file: `test/e2e/setup.ts`). */
export async function closeSharedChromium(): Promise<void> {
  const browser = shared;
  shared = undefined;
  await (await browser)?.close();
}

/**
 * Opens a fresh browser as a phone has it (IndexedDB, nothing shared with any other; the service worker where asked),
 * emulating a phone unless told otherwise. Most get a new context of the file's one headless Chromium, which takes a few
 * milliseconds where starting Chromium takes seconds; a profile on disk (`persistent`), kept across launches, other
 * flags or another executable start a Chromium of their own.
 */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const spec = deviceSpec(options);
  const emulation = {
    ...(options.permissions ? { permissions: [...options.permissions] } : {}),
    serviceWorkers: options.serviceWorkers ?? 'block',
    viewport: spec.viewport,
    deviceScaleFactor: spec.deviceScaleFactor,
    isMobile: spec.isMobile,
    hasTouch: spec.hasTouch,
    colorScheme: options.colorScheme ?? 'light',
  } as const;
  if (!options.persistent && !options.profileDir && !options.args && !options.executablePath) {
    const context = await (await sharedChromium()).newContext(emulation);
    const page = await context.newPage();
    if (options.device) emulated.set(page, options.device);
    return { context, page, close: () => context.close() };
  }
  await mkdir(TMP, { recursive: true });
  const profile = options.profileDir ?? (await mkdtemp(join(TMP, 'chromium-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.executablePath ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    ...emulation,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (options.device) emulated.set(page, options.device);
  return {
    context,
    page,
    async close() {
      await context.close();
      if (!options.profileDir) await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the page stands still: every finite animation and transition running now has ended (a peg's slide),
 * then no box scrolls any more for two frames in a row (a long board following the moved peg). Faster and surer than
 * a fixed wait. A page that draws no frame for 10 s fails with that said: once in a CI run, Chromium stopped drawing a
 * page's frames under load, and a wait on the next frame with no bound ran into the test's timeout, saying nothing.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const bounded = <T>(wait: Promise<T>, what: string) =>
      Promise.race([wait, new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`settled: ${what} for 10 s`)), 10_000))]);
    const running = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await bounded(Promise.all(running.map((a) => a.finished.catch(() => undefined))), `${running.length} animations did not end`);
    const scrolls = () => [...document.querySelectorAll('*')].map((e) => `${e.scrollTop},${e.scrollLeft}`).join(' ');
    let last = scrolls();
    for (let still = 0, frames = 0; still < 2 && frames < 120; frames++) {
      await bounded(new Promise(requestAnimationFrame), `the page (${document.visibilityState}) drew no frame`);
      const now = scrolls();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * Pages the tests of a file (or a describe) share, one a device, each opened by the first test that asks and closed
 * after the last: a fresh context for each test loads the app cold every time (its service worker installed and
 * every file fetched), seconds of both cores' time. For tests that each begin on a screen of their own (a new game,
 * an address); call it where `afterAll` may be called.
 */
export function sharedPages(): (device: Device) => Promise<Page> {
  const browsers = new Map<Device, Promise<Browser>>();
  afterAll(async () => {
    for (const browser of browsers.values()) await (await browser).close();
  });
  return async (device) => {
    let browser = browsers.get(device);
    if (!browser) {
      browser = launchBrowser({ device });
      browsers.set(device, browser);
    }
    return (await browser).page;
  };
}

/**
 * Lays `page` out as `device` would show it, the app's state kept: the walks drive a game once on one phone and
 * check each step at every size (a phone turned sideways is the same resize). The device must be a touch device like
 * the page's own (`isMobile` and touch are the context's). Playwright sets the viewport and the orientation; the pixel
 * ratio (the tablet's 2 beside the phones' 3) is set through the DevTools protocol, as Playwright sets it at launch.
 * Resolves once the page stands still at the new size.
 */
export async function emulate(page: Page, device: Device): Promise<void> {
  if (emulated.get(page) === device) return;
  const spec = DEVICES[device];
  if (!spec.isMobile || !spec.hasTouch) throw new Error(`emulate: ${device} is no touch device`);
  await page.setViewportSize(spec.viewport);
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  const { width, height } = spec.viewport;
  await session.send('Emulation.setDeviceMetricsOverride', {
    mobile: true,
    width,
    height,
    screenWidth: width,
    screenHeight: height,
    deviceScaleFactor: spec.deviceScaleFactor,
    screenOrientation: width > height ? { angle: 90, type: 'landscapePrimary' } : { angle: 0, type: 'portraitPrimary' },
  });
  await page.waitForFunction(([w, r]) => innerWidth === w && devicePixelRatio === r, [width, spec.deviceScaleFactor] as const);
  await settled(page);
  emulated.set(page, device);
}

/**
 * Runs `check` on each of `devices` in turn, the page laid out as that device shows it (`emulate`), then lays the page
 * out again as the first: the device the game is played on, where it goes on.
 */
export async function onEachDevice(page: Page, devices: readonly Device[], check: (device: Device) => Promise<void>): Promise<void> {
  const [played] = devices;
  if (!played) throw new Error('onEachDevice: no device');
  for (const device of devices) {
    await emulate(page, device);
    await check(device);
  }
  await emulate(page, played);
}

/** The DevTools session `emulate` keeps for each page, and the device it last laid the page out as. */
const sessions = new WeakMap<Page, CDPSession>();
const emulated = new WeakMap<Page, Device>();

/** Options for `saveScreenshot`. */
export interface ScreenshotOptions {
  /** `'css'` saves one pixel per CSS pixel (small files, for the many fit screenshots); default `'device'`. */
  readonly scale?: 'css' | 'device';
}

/**
 * Saves a full-page screenshot to `.tmp/screenshots/NAME.jpg` (NAME may hold folders) and returns its path. JPEG at
 * quality 85 looks the same to a person and costs Chromium a quarter of a PNG's time to encode: the walks save
 * hundreds.
 */
export async function saveScreenshot(page: Page, name: string, options: ScreenshotOptions = {}): Promise<string> {
  const path = join(TMP, 'screenshots', `${name}.jpg`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, type: 'jpeg', quality: 85, fullPage: true, scale: options.scale ?? 'device' });
  return path;
}

/** `MUGGINS_WALK_SHOTS=1`: the fit walks save a screenshot of every step they check, to be looked at. */
const EVERY_WALK_SHOT = process.env.MUGGINS_WALK_SHOTS === '1';

/**
 * Runs one step's checks of a fit walk and saves that step's screenshot (one pixel per CSS pixel) when they fail,
 * whether they return `true` (something found) or throw, or with `MUGGINS_WALK_SHOTS=1` always. The walks check about
 * a thousand steps: a screenshot of each was about a twentieth of the browser tests' time, spent on pictures a failure
 * does not need.
 */
export async function checkWithScreenshot(page: Page, name: string, check: () => Promise<boolean>): Promise<void> {
  const shot = () => saveScreenshot(page, name, { scale: 'css' });
  let found: boolean;
  try {
    found = await check();
  } catch (e) {
    // The check's error is the one to report, not a screenshot's.
    await shot().catch(() => undefined);
    throw e;
  }
  if (found || EVERY_WALK_SHOT) await shot();
}

/** Every request a context made, and the ones that left the app's origin. */
export interface RequestLog {
  /** Every URL requested, in order. */
  readonly all: readonly string[];
  /** URLs on another origin (data: and blob: URLs count as local). */
  foreign(): string[];
  /** Throws, listing them, if any request went to another origin. */
  assertSameOrigin(): void;
}

/** Records every request of `context` (pages and service worker) against the app's origin. */
export function recordRequests(context: BrowserContext, origin: string = APP_URL): RequestLog {
  const all: string[] = [];
  const onRequest = (req: Request) => void all.push(req.url());
  context.on('request', onRequest);
  const foreign = () =>
    all.filter((u) => {
      const url = new URL(u);
      return url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin;
    });
  return {
    all,
    foreign,
    assertSameOrigin() {
      const out = foreign();
      if (out.length > 0) throw new Error(`requests left ${origin}:\n${out.join('\n')}`);
    },
  };
}

/** Console errors and uncaught exceptions of a page, as text. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  return errors;
}

/** Waits until a service worker controls the page: ready, then a reload (prompt mode: TOOLCHAIN.md gotcha 5). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload({ waitUntil: 'load' });
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('no service worker controls the page after reload');
}
