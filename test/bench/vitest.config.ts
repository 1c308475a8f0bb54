import { defineConfig } from 'vitest/config';

/** `npm run bench`: measured figures, printed against their targets; never part of the test suite. */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/bench/**/*.bench.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
  },
});
