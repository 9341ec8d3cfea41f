import { defineConfig } from 'vite';

/**
 * Storybook's Vite config (main.ts points the builder here). The project's vite.config.ts
 * describes the library build only: its plugins write dist/ (the CSS bundle, the loader map, which
 * fails without the library's entries) and it loads the registry's TSX with tsx at config time,
 * which Storybook's own module hooks do not let it do. The preview needs none of that: the React
 * plugin comes from @storybook/react-vite, and React runs in development mode.
 */
export default defineConfig({});
