export { escapeHtml } from '../src/server/render';

/**
 * Serialises a value as JSON that is safe inside `<script type="application/json">`:
 * `<`, `>` and `&` become \u escapes (so no `</script>` or `<!--` can appear), and so do
 * U+2028 and U+2029. JSON.parse reads the result back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
