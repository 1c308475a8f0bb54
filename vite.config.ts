import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The Content-Security-Policy of the built page: everything from the app's own origin, nothing else. No inline or
 * eval'd script; no inline style either (Preact sets style props through the CSSOM, which CSP does not govern, so
 * `'unsafe-inline'` is not needed); workers (the advisor's and the service worker) from self; no plugins, no
 * <base>, no form posts. A <meta> cannot carry `frame-ancestors` (a server header would).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Puts the policy in the built page's <head>, right after the charset and before any script or style. Build only: the dev server injects <style> elements and an
 * HMR client that the policy would block.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'muggins-content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      const charset = '<meta charset="utf-8" />';
      if (!html.includes(charset)) throw new Error('index.html lost its <meta charset>: the CSP goes right after it');
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    },
  };
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** e.g. `'0.1.0'`, or `'0.1.0 (nightly)'` when built with `MUGGINS_BUILD_LABEL=nightly` (shown in Settings). */
const APP_VERSION = process.env.MUGGINS_BUILD_LABEL ? `${pkg.version} (${process.env.MUGGINS_BUILD_LABEL})` : pkg.version;

/** The tests of the pure core (docs/ARCHITECTURE.md "Layers"): no DOM, no storage, no mocks. */
const CORE_TESTS = ['rules', 'board', 'game', 'club', 'link', 'follow'].map((dir) => `test/${dir}/**/*.test.ts`);

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(APP_VERSION) },
  plugins: [
    preact(),
    contentSecurityPolicy(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Muggins cribbage scorekeeper',
        short_name: 'Muggins',
        description: 'Counts every cribbage hand, keeps both pegs of every player, settles muggins.',
        theme_color: '#1f3a2e',
        background_color: '#f6f1e7',
        display: 'standalone',
        start_url: '.',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: 'screenshots/table.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Both pegs of every player, and a score pad each',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The install dialog's screenshot is not needed offline.
        globIgnores: ['**/screenshots/**'],
        navigateFallback: 'index.html',
      },
    }),
  ],
  build: { target: 'es2022' },
  test: {
    exclude: ['test/e2e/**', 'node_modules/**'],
    benchmark: { include: ['test/bench/**/*.bench.ts'] },
    // The unit tests check values, never time (figures live in `npm run bench`): the exhaustive counts and the
    // whole-log checks take seconds on a busy two-core machine, which is no failure.
    testTimeout: 60_000,
    // Every core: the main process only waits while the workers run (vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The pure core's tests share their modules: a core module holds no state a test could leave behind (no
        // DOM, no storage, no mocks), and importing it afresh for each file cost more than half the core tests' CPU.
        extends: true,
        test: { name: 'core', include: CORE_TESTS, isolate: false },
      },
      {
        // The store, the UI and the service worker keep state in globals (fake IndexedDB, the DOM): a file each.
        extends: true,
        test: { name: 'app', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: ['test/e2e/**', 'node_modules/**', ...CORE_TESTS] },
      },
    ],
  },
});
