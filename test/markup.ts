/**
 * Server markup as tests compare it. Each element rendered on the server carries an id prefix of
 * its own (`sq<n>-`, a counter of the process), in its host's `data-sq-server` and in the ids of
 * its markup: two renderings of the same thing differ there alone.
 */

/** The markup with every rendering's id prefix written `sq-`. */
export function withoutIdPrefixes(html: string): string {
  return html.replace(/(_|data-sq-server=")sq[0-9a-z]+-/g, '$1sq-');
}

/** The `data-sq-server` attribute as the server writes it, for a regular expression. */
export const SERVER_MARK = ' data-sq-server="sq[0-9a-z]+-"';

/**
 * The markup without the server's `data-sq-server` marks, for a test about something else that
 * reads it as markup a template author writes. It first checks the marks: every element's host
 * (all but `<sq-product>`, which renders nothing) carries one, with a prefix no other host of the
 * markup has, so a page whose element lost its mark still fails the test that reads it.
 */
export function withoutServerMarks(html: string): string {
  const prefixes = new Set<string>();
  for (const [host, tag, attributes = ''] of html.matchAll(/<(sq-[a-z-]+)(\s[^>]*)?>/g)) {
    if (tag === 'sq-product') continue;
    const prefix = /\sdata-sq-server="(sq[0-9a-z]+-)"/.exec(attributes)?.[1];
    if (!prefix) throw new Error(`${host}: no data-sq-server (the server's mark) on the element's host`);
    if (prefixes.has(prefix)) throw new Error(`${host}: the id prefix of another element of the page`);
    prefixes.add(prefix);
  }
  return html.replace(/ data-sq-server="sq[0-9a-z]+-"/g, '');
}
