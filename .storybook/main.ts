import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook: every element in every visible state, the platform mocked by msw (see stories/support.tsx). */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  // msw-storybook-addon needs no preset: preview.ts starts it. Controls, actions, viewport are in core.
  addons: [],
  // msw's service worker (`npx msw init .storybook/public --no-save` writes it).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // vite.config.ts describes the library build: drop what only makes sense there, so Storybook
    // runs React in development mode and does not emit dist's storefront.css beside the preview.
    const define = { ...viteConfig.define };
    delete define['process.env.NODE_ENV'];
    return {
      ...viteConfig,
      define,
      plugins: (viteConfig.plugins ?? []).filter(
        (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'storefront-css'),
      ),
    };
  },
};

export default config;
