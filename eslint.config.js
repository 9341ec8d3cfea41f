/**
 * ESLint (`npm run lint`, part of `npm test`): TypeScript's recommended rules, React's hooks rules,
 * and nothing that Prettier (which owns formatting) decides.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', 'data/', '.storybook/public/', '.scratch/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React's rules where React code lives (the tests' `useServer` / `useBrowser` are not hooks).
    files: ['src/**', 'elements/**', 'stores/**', 'stories/**', 'demo/**', 'server/**/*.tsx', 'test/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused arguments and destructured leftovers named with a leading underscore are deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and their helpers reach into loosely typed JSON on purpose.
    files: ['test/**', 'stories/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
