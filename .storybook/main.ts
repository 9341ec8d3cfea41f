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
  // Docs pages (autodocs; stories/controls.tsx writes their text and controls). msw-storybook-addon
  // needs no preset: preview.ts starts it. Controls, actions, viewport are in core.
  addons: ['@storybook/addon-docs'],
  // No react-docgen: the elements' controls come from their *.meta.ts files (stories/controls.tsx),
  // and parsing every module as it loads held the first story back by about 5 s.
  typescript: { reactDocgen: false },
  // msw's service worker (`npx msw init .storybook/public --no-save` writes it).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
