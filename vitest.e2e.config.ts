import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the built library (dist/) in headless Chromium against the demo shop
 * (server/app.ts), started once by test/e2e/global-setup.ts. Build first: `npm run build`.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    // One browser per file, two files at a time: most of a test is waiting (for timers, the
    // server, the browser), so two share the two cores well (184 s instead of 261 s for the
    // suite). The timing checks allow about half a second either way around the platform's timings
    // ("Added!" 1 s after the answer, the label back 2 s later).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
