import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (components, stores, pure modules: happy-dom, the platform mocked with msw)
 * and `server` (the dev platform server over real HTTP, in Node). The type tests
 * (test/*.test-d.ts) are checked by `npm run typecheck` (its tsconfig includes test/), once.
 * End-to-end tests have their own config (vitest.e2e.config.ts).
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    restoreMocks: true,
    // Timings run on fake timers; these bound real work (a render, a server or a child process
    // starting) on a loaded machine, and fail a hung test or hook within half a minute.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/server/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
        },
      },
    ],
  },
});
