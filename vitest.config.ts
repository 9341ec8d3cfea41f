import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (components, stores, pure modules: happy-dom, the platform mocked with msw)
 * and `server` (the dev platform server over real HTTP, in Node). End-to-end tests have their own
 * config (vitest.e2e.config.ts).
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
          // Type tests (test/*.test-d.ts), checked by tsc: they fail at type level, not at run time.
          name: 'types',
          include: [],
          typecheck: { enabled: true, only: true, include: ['test/**/*.test-d.ts'], tsconfig: 'tsconfig.json' },
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
