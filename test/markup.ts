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
 * reads it as markup a template author writes (test/server/pages.test.ts checks the marks).
 */
export function withoutServerMarks(html: string): string {
  return html.replace(/ data-sq-server="sq[0-9a-z]+-"/g, '');
}
