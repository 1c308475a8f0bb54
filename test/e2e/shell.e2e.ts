import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { APP_URL, type Browser, launchBrowser, press, recordErrors, recordRequests, saveScreenshot, waitForServiceWorkerControl } from './kit';

let browser: Browser;

afterEach(async () => {
  await browser?.close();
});

describe('app shell', () => {
  beforeEach(async () => {
    browser = await launchBrowser({ device: 'phone-390', serviceWorkers: 'allow' });
  });

  test('loads with no console errors and no request off its own origin', async () => {
    const requests = recordRequests(browser.context);
    const errors = recordErrors(browser.page);
    const response = await browser.page.goto(APP_URL, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => browser.page.locator('h1').textContent()).toBe('Muggins');
    expect(await browser.page.locator('#app').textContent()).not.toContain('loading');
    // Let the lazy service-worker registration run too.
    await browser.page.evaluate(async () => navigator.serviceWorker.ready);
    await saveScreenshot(browser.page, 'shell-light');
    expect(errors).toEqual([]);
    expect(requests.all.length).toBeGreaterThan(3);
    requests.assertSameOrigin();
  });

  test('workbox-window is not part of the first load', async () => {
    const requests = recordRequests(browser.context);
    await browser.page.goto(APP_URL, { waitUntil: 'load' });
    const scripts = await browser.page.$$eval('script[src], link[rel=modulepreload]', (els) => els.map((e) => e.getAttribute('src') ?? e.getAttribute('href')));
    expect(scripts.some((s) => s?.includes('workbox'))).toBe(false);
    // ...but it does load afterwards, to register the service worker.
    await expect.poll(() => requests.all.some((u) => u.includes('workbox-window'))).toBe(true);
  });

  test('the theme follows the dark colour scheme', async () => {
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    await browser.page.goto(APP_URL);
    const bg = await browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(17, 26, 21)');
    await saveScreenshot(browser.page, 'shell-dark');
    // The player's setting beats the system's: Light chosen in Settings. (Setting the root's data-theme by hand raced
    // the app's own load of the stored setting, which set it back: seen once.)
    await browser.page.goto(`${APP_URL}/#/settings`);
    await press(browser.page.getByLabel('Light'));
    await expect.poll(() => browser.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 241, 231)');
  });

  test('the manifest is linked, its icons load, and Chromium finds no installability errors', async () => {
    // On a profile on disk: Chromium refuses to install from an off-the-record context ('in-incognito').
    await browser.close();
    browser = await launchBrowser({ device: 'phone-390', persistent: true, serviceWorkers: 'allow' });
    const page = browser.page;
    await page.goto(APP_URL);
    const href = await page.getAttribute('link[rel=manifest]', 'href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href!);
    expect(manifest).toMatchObject({ short_name: 'Muggins', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return `${img.naturalWidth}x${img.naturalHeight}`;
      }, `/${icon.src}`);
      expect(size).toBe(icon.sizes);
    }
    // The icon a browser asks for on its own, for a page without a link to one (the manifest's tab, a bookmark).
    const ico = await page.evaluate(async () => {
      const img = new Image();
      img.src = '/favicon.ico';
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    });
    expect(ico).toBe('48x48');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const cdp = await browser.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  test('after the first visit the app reloads offline', async () => {
    const page = browser.page;
    await page.goto(APP_URL);
    await waitForServiceWorkerControl(page);
    await browser.context.setOffline(true);
    // Prove we really are offline: the network refuses a URL the service worker does not cache.
    const direct = await page.evaluate(async () => {
      try {
        await fetch(`/not-cached-${Math.random()}`, { cache: 'no-store' });
        return 'reached';
      } catch {
        return 'failed';
      }
    });
    expect(direct).toBe('failed');
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Muggins');
    await saveScreenshot(page, 'shell-offline');
  });
});
