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
    // One browser per file; two cores, so files run one after the other (timings stay honest).
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
