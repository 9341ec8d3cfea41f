/**
 * The page's one polite live region: what the elements say to a screen reader without showing it
 * (the add-to-cart button's progress, say). One region for the page, outside every element, so
 * an element's own text is never there twice, and made before anything is said in it (a region
 * inserted together with its first words is often not read).
 */

const ID = 'sq-announcer';

/** The page's live region, made (at the end of the body) the first time it is asked for. */
export function announcer(doc: Document = document): HTMLElement {
  let region = doc.getElementById(ID);
  if (!region) {
    region = doc.createElement('div');
    region.id = ID;
    region.className = 'sq-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-atomic', 'true');
    // Hidden from sight even on a page without storefront.css.
    region.style.cssText =
      'position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
    doc.body.append(region);
  }
  return region;
}

/**
 * Says `text` in the page's live region (as a new text node, so the same words said twice are
 * read twice); '' empties it.
 */
export function announce(text: string, doc: Document = document): void {
  const region = announcer(doc);
  if (text) region.replaceChildren(doc.createTextNode(text));
  else region.replaceChildren();
}
