import { defineConfig } from 'vitest/config';
import SlowestFirst from './slowestFirst';

// Browser tests against the built app (`npx vite build` first): one preview server on a fixed port for every file;
// two files at a time (one per core), each with its own Chromium shared by its tests (`browser.ts`).
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup.ts'],
    maxWorkers: 2,
    // The slowest files first, so that both cores finish together (`slowestFirst.ts`).
    sequence: { sequencer: SlowestFirst },
    reporters: ['default', './test/e2e/fileTimes.ts'],
    testTimeout: 60_000,
    // A poll waits for the page to reach the state it asserts: on a busy two-core machine that can take more than
    // vitest's 1 s default (the home list of 30 games, a score after a reload). Its assertion is unchanged.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
