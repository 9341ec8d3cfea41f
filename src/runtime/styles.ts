/** The file name of the library's stylesheet, written beside the bundle by `npm run build`. */
export const STYLESHEET_FILE = 'storefront.css';

/** The id of the `<link>` the library adds when the page does not link its stylesheet itself. */
export const STYLESHEET_LINK_ID = 'sq-styles';

/** The id of the `<style>` of host rules the loader adds with that link. */
export const HOST_STYLES_ID = 'sq-host-styles';

/**
 * Links the library's stylesheet (found beside the bundle) once, at the start of <head> so the
 * site's own CSS wins ties, and returns the link it added (null when it added none). Pages that
 * link it themselves, in <head>, get no layout shift at all.
 *
 * `hostCss`, the stylesheet's rules for the hosts alone (their display and the box each reserves
 * before it renders), goes in a `<style>` before the link at once: a linked stylesheet added by a
 * script does not hold up the page's paint, so without them a paint made before it arrives shows
 * the hosts with no box, and everything after them moves when it does.
 */
export function linkStylesheet(doc: Document, bundleUrl: string | undefined, hostCss = ''): HTMLLinkElement | null {
  // A link the page has, or one a copy of the library added, ends with the file's name too.
  if (!bundleUrl || doc.querySelector(`link[href$="${STYLESHEET_FILE}"]`)) return null;
  let url: URL;
  try {
    url = new URL(STYLESHEET_FILE, bundleUrl);
  } catch {
    return null; // a script from a data: or blob: URL has no folder to look in
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const link = doc.createElement('link');
  link.id = STYLESHEET_LINK_ID;
  link.rel = 'stylesheet';
  link.href = url.href;
  doc.head.prepend(link);
  if (hostCss) {
    const style = doc.createElement('style');
    style.id = HOST_STYLES_ID;
    style.textContent = hostCss;
    link.before(style);
  }
  return link;
}

/** Resolves once `link`'s stylesheet has loaded or failed, or after `limitMs`, whichever comes first. */
export function stylesheetSettled(link: HTMLLinkElement | null, limitMs: number): Promise<void> {
  if (!link) return Promise.resolve();
  return new Promise((done) => {
    link.addEventListener('load', () => done());
    link.addEventListener('error', () => done());
    setTimeout(done, limitMs);
  });
}
