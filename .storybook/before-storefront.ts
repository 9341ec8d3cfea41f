/**
 * Runs before the library starts (preview.ts imports it first).
 *
 * - The library's stylesheet, bundled by Vite: the same sheets, in the same order, as the build's
 *   storefront.css (the shared rules, then each element's in registry order; see vite.config.ts).
 *   It carries the id the library looks for, so the library does not link a storefront.css beside
 *   its script, which Storybook does not serve.
 * - No session cookies left over from an earlier visit: with a `CART` cookie the library would load
 *   the cart when it starts, before msw is ready. Each story sets its own cookies (stories/support.tsx).
 */
import { ELEMENTS, folderOf, SHARED_STYLESHEETS } from '../elements/registry';
import { STYLESHEET_LINK_ID } from '../src/runtime/styles';

const sheets = import.meta.glob<string>(['../src/views/*.css', '../src/forms/*.css', '../elements/*/*.css'], {
  eager: true,
  query: '?inline',
  import: 'default',
});

if (!document.getElementById(STYLESHEET_LINK_ID)) {
  const files = [
    ...SHARED_STYLESHEETS.map((file) => `../${file}`),
    ...ELEMENTS.map(({ meta }) => `../elements/${folderOf(meta.tag)}/${folderOf(meta.tag)}.css`),
  ];
  const style = document.createElement('style');
  style.id = STYLESHEET_LINK_ID;
  style.textContent = files
    .map((file) => sheets[file])
    .filter((css) => css !== undefined)
    .join('\n');
  document.head.prepend(style);
}

for (const name of ['crumb', 'CART']) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
