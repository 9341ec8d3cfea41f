/** The file name of the library's stylesheet, written beside the bundle by `npm run build`. */
export const STYLESHEET_FILE = 'storefront.css';

/** The id of the `<link>` the library adds when the page does not link its stylesheet itself. */
export const STYLESHEET_LINK_ID = 'sq-styles';

/**
 * Links the library's stylesheet (found beside the bundle) once, at the start of <head> so the
 * site's own CSS wins ties. Pages that link it themselves, in <head>, get no layout shift at all.
 */
export function linkStylesheet(doc: Document, bundleUrl: string | undefined): void {
  // A link the page has, or one a copy of the library added, ends with the file's name too.
  if (!bundleUrl || doc.querySelector(`link[href$="${STYLESHEET_FILE}"]`)) return;
  let url: URL;
  try {
    url = new URL(STYLESHEET_FILE, bundleUrl);
  } catch {
    return; // a script from a data: or blob: URL has no folder to look in
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
  const link = doc.createElement('link');
  link.id = STYLESHEET_LINK_ID;
  link.rel = 'stylesheet';
  link.href = url.href;
  doc.head.prepend(link);
}
