/**
 * `text` as a path on this site (`/…`, not `//…` nor `/\…`, no control characters or backslashes,
 * at most 2048 characters), resolved (`/a/../b` is `/b`, the fragment dropped); null when it is not
 * one. For addresses a request supplies that the shop then leads to or links: a sign-in's `next`,
 * the page a form submission names.
 */
export function sitePath(text: string | null | undefined): string | null {
  if (!text || !text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(text) || text.length > 2048) return null;
  const base = 'http://shop.invalid';
  const url = new URL(text, base);
  const path = `${url.pathname}${url.search}`;
  // `/./..//host` resolves to `//host`: check what the address became, too.
  return url.origin === base && !path.startsWith('//') ? path : null;
}
