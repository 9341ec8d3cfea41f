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
    testTimeout: 15000,
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
