/**
 * A link or image address from the platform's data made safe to put in a page: a path on this
 * site or an http(s) address; anything else (`javascript:`, `data:`, nonsense) is null, so it is
 * never followed or run.
 */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
    const { protocol } = new URL(url, base);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
