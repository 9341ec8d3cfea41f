import { defineConfig } from 'vite';

/**
 * Storybook's Vite config (main.ts points the builder here). The project's vite.config.ts
 * describes the library build only: its plugins write dist/ (the CSS bundle, the loader map, which
 * fails without the library's entries) and it loads the registry's TSX with tsx at config time,
 * which Storybook's own module hooks do not let it do. The preview needs none of that: the React
 * plugin comes from @storybook/react-vite, and React runs in development mode.
 */
export default defineConfig({
  optimizeDeps: {
    // Every dependency the preview loads, bundled in one pass when the server starts, before the
    // first page asks for them: one first met while a page loads costs a second pass (and a full
    // reload once modules have been served). Storybook 10.6 crawls the stories and adds its own
    // (runtime, act(), Docs blocks); the list keeps that so for imports a crawl cannot follow
    // (globbed or virtual modules) and across updates. (The first story's other cost, react-docgen
    // parsing every module as it loads, is off in main.ts.)
    include: [
      // Storybook: its preview runtime, the React renderer's act(), the Docs pages.
      'storybook/internal/preview/runtime',
      'storybook/test',
      'react-dom/test-utils',
      '@storybook/addon-docs',
      '@storybook/addon-docs/blocks',
      '@storybook/addon-docs > @mdx-js/react',
      '@storybook/addon-docs > @storybook/react-dom-shim',
      // The library and the stories.
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'nanostores',
      'valibot',
      '@r2wc/core',
      'msw',
      'msw-storybook-addon',
    ],
  },
  plugins: [
    {
      // Storybook takes no `build` options from this file (only build.target): a plugin sets them.
      name: 'storefront-storybook-build',
      apply: 'build',
      config: () => ({
        // `npm run build-storybook` runs in `npm test`: warnings and errors only.
        logLevel: 'warn',
        build: {
          // The preview bundles Storybook's own UI (the Docs blocks, the syntax highlighter) in
          // chunks over 500 kB; the library's size is checked by its own budgets (.size-limit.js).
          chunkSizeWarningLimit: 2000,
          reportCompressedSize: false,
        },
      }),
    },
  ],
});
