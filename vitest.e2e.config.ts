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
    // suite). The timing checks measure on the page's own clock, a little room below a stated
    // time and more above it (support.ts: expectTimer), so a loaded machine does not fail them.
    fileParallelism: true,
    maxWorkers: 2,
    // The longest tests take about 8 s (their timers and held answers), 13 s on a machine loaded
    // well past its two cores; a hung one fails after a minute. Chromium's start (beforeAll) gets
    // as long.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
