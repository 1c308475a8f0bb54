import { defineConfig } from 'vitest/config';

// Browser tests against the built app (`npx vite build` first): one preview server on a fixed port, so files run
// one at a time.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
