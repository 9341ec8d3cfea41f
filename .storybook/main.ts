import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook: every element in every visible state, the platform mocked by msw (see stories/support.tsx). */
const config: StorybookConfig = {
  framework: {
    name: '@storybook/react-vite',
    // Not the project's vite.config.ts, which builds the library (see ./vite.config.ts).
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  stories: ['../stories/**/*.stories.tsx'],
  // msw-storybook-addon needs no preset: preview.ts starts it. Controls, actions, viewport are in core.
  addons: [],
  // msw's service worker (`npx msw init .storybook/public --no-save` writes it).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
