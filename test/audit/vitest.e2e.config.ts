import { defineConfig } from 'vitest/config';

// The audit's browser tests: `npx vite build`, serve it yourself (`npx vite preview --port 4178 --strictPort`), then
// `MUGGINS_PORT=4178 npx vitest run --config test/audit/vitest.e2e.config.ts`.
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['test/audit/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
