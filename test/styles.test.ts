// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"disableJavaScriptFileLoading":true}}
import { describe, expect, it, vi } from 'vitest';
import { hideUntilStyled, linkStylesheet, STYLESHEET_HOLD_ID } from '../src/runtime/styles';

function page(head = ''): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  doc.head.innerHTML = head;
  return doc;
}

describe('the stylesheet link', () => {
  it('is added once, first in <head>, beside the script that asks for it', () => {
    const doc = page('<style>h1{}</style>');
    linkStylesheet(doc, 'https://cdn.example/shop/v2/storefront.iife.js');
    linkStylesheet(doc, 'https://cdn.example/shop/v2/storefront.iife.js');
    const links = doc.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(doc.head.firstElementChild).toBe(links[0]);
    expect((links[0] as HTMLLinkElement).href).toBe('https://cdn.example/shop/v2/storefront.css');
  });

  it('is not added when the page links the stylesheet itself, or for a script that is not on the web', () => {
    const linked = page('<link rel="stylesheet" href="/assets/storefront.css">');
    linkStylesheet(linked, 'https://shop.example/dist/storefront.iife.js');
    expect(linked.querySelectorAll('link')).toHaveLength(1);
    for (const url of ['file:///tmp/storefront.iife.js', 'data:text/javascript,1', undefined]) {
      const doc = page();
      linkStylesheet(doc, url);
      expect(doc.querySelectorAll('link')).toHaveLength(0);
    }
  });

  it('keeps the body hidden until the stylesheet it linked has loaded, failed, or the limit has passed', () => {
    for (const end of ['load', 'error', 'limit'] as const) {
      vi.useFakeTimers();
      const doc = page();
      const link = linkStylesheet(doc, 'https://cdn.example/shop/v2/storefront.iife.js') as HTMLLinkElement;
      hideUntilStyled(doc, link, 3000);
      const hold = doc.getElementById(STYLESHEET_HOLD_ID);
      expect(hold?.previousElementSibling).toBe(link);
      expect(hold?.textContent).toBe('body{visibility:hidden}');
      if (end === 'limit') {
        vi.advanceTimersByTime(2999);
        expect(doc.getElementById(STYLESHEET_HOLD_ID)).not.toBeNull();
        vi.advanceTimersByTime(1);
      } else link.dispatchEvent(new Event(end));
      expect(doc.getElementById(STYLESHEET_HOLD_ID), end).toBeNull();
      vi.useRealTimers();
    }
  });
});
