/**
 * The demo shop's theme (`theme/`, JSON-Template), rendered through `storefront-elements/templates`:
 * the layout every page shares, and the storefront pages' own templates. Templates are read again
 * when they change, so editing one and reloading shows it. Template problems never reach a
 * visitor: in development they are listed at the top of the page for the theme author; with
 * `NODE_ENV=production` they go to the server's log instead.
 *
 * `createApp` runs every request inside `withThemeDir(options.themeDir)`, so an app can render
 * another theme folder (`SQ_THEME_DIR`, or a test's copy) without each page function taking it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { resolve } from 'node:path';
import { createTheme, withProblems, type Theme, type ThemePage } from '../src/templates';
import { REPO_ROOT } from './paths';

/** The demo shop's theme folder. */
export const THEME_DIR = resolve(REPO_ROOT, 'theme');

/** The language pages are written in (the elements' too, unless a shopper language says otherwise). */
export const THEME_LOCALE = 'en';

/** Each theme folder's theme, made on its first page. */
const themes = new Map<string, Theme>();

const currentDir = new AsyncLocalStorage<string>();

/** Runs `work` (and everything it starts) rendering pages from the theme in `dir`. */
export function withThemeDir<T>(dir: string, work: () => T): T {
  return currentDir.run(resolve(dir), work);
}

/** The theme of the app answering the current request; the demo shop's outside one. */
function currentTheme(): Theme {
  const dir = currentDir.getStore() ?? THEME_DIR;
  let theme = themes.get(dir);
  if (!theme) {
    theme = createTheme({ dir, locale: THEME_LOCALE });
    themes.set(dir, theme);
  }
  return theme;
}

/** A whole document from the theme, with its problems shown to the author (or logged, in production). */
export function themed(page: ThemePage): string {
  const result = currentTheme().render(page);
  if (process.env.NODE_ENV === 'production') {
    for (const problem of result.problems) console.warn(`theme: ${problem.template}: ${problem.message}`);
    return `${result.html.trim()}\n`;
  }
  return `${withProblems(result).trim()}\n`;
}
