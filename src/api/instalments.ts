/**
 * The instalment provider's modal page (`<sq-afterpay-badge>`): fetched from the provider's static
 * host when a visitor first opens the modal, and made inert before it is shown.
 */
import * as v from 'valibot';

/** Elements that never belong in the modal's page, with whatever they hold. */
const UNSAFE = 'script,iframe,frame,frameset,object,embed,applet,base,template,meta[http-equiv]';

/**
 * The provider's page made inert for a sandboxed frame's `srcdoc`: scripts, frames, plug-ins,
 * event handler attributes and `javascript:` URLs removed (parsed with DOMParser, which runs
 * nothing); relative addresses resolve against `url`, links open in a new tab, and a content
 * security policy forbids scripts again.
 */
export function sanitizeModalHtml(html: string, url: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.querySelectorAll(UNSAFE)) element.remove();
  for (const element of doc.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      // Browsers ignore controls and spaces in a URL's scheme ("java\tscript:").
      if (/^on/i.test(name) || /^(java|vb)script:/i.test(value.replace(/[\0- ]/g, ''))) element.removeAttribute(name);
    }
  }
  const policy = doc.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  policy.content = "script-src 'none'; object-src 'none'";
  const base = doc.createElement('base');
  base.href = url;
  base.target = '_blank';
  doc.head.prepend(policy, base);
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}

/** The page's answer: HTML text, made inert (`sanitizeModalHtml`) against the address it came from. */
export const instalmentPageSchema = (address: string) =>
  v.pipe(
    v.string(),
    v.transform((html) => sanitizeModalHtml(html, address)),
  );

/**
 * GET the modal's page (its `{locale}` already replaced), without credentials: the provider's
 * host learns nothing of the visitor. An error answer throws; the page comes back sanitised.
 */
export async function fetchInstalmentPage(url: string): Promise<string> {
  const address = new URL(url, document.baseURI).href;
  const response = await fetch(address, { credentials: 'omit' });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  return v.parse(instalmentPageSchema(address), await response.text());
}
