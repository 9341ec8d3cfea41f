import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart } from '../stores/cart';
import { $pageContext, $sessionStarted } from '../stores/page-context';
import { shouldLoadCart, startStorefront } from '../src/runtime/start';
import { readSiteUserInfo } from '../src/context/cookies';
import { DEFAULT_PAGE_CONTEXT, parsePageContext } from '../src/context/page-context';
import { cartWith } from './mocks/cart';
import { flush } from './render';
import { server } from './setup';

function freshDocument(context?: object): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  if (context) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'sq-page-context';
    script.textContent = JSON.stringify(context);
    doc.body.append(script);
  }
  return doc;
}

afterEach(() => server.events.removeAllListeners());

describe('starting the library', () => {
  it('loads the cart when a cart cookie exists', () => {
    document.cookie = 'CART=abc; path=/';
    expect(shouldLoadCart(DEFAULT_PAGE_CONTEXT)).toBe(true);
  });

  it('loads the cart for a signed-in visitor', () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`;
    expect(shouldLoadCart(DEFAULT_PAGE_CONTEXT)).toBe(true);
    expect(shouldLoadCart(parsePageContext('{"authenticatedAccount": {"id": "a1"}}'))).toBe(true);
  });

  it('reads the user cookie loosely typed: authenticated "true" or 1, a numeric siteUserId', () => {
    for (const info of [
      { authenticated: 'true', siteUserId: 'u1' },
      { authenticated: 1, siteUserId: 42 },
    ]) {
      document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify(info))}; path=/`;
      expect(readSiteUserInfo()).toEqual({ authenticated: true, siteUserId: String(info.siteUserId) });
      expect(shouldLoadCart(DEFAULT_PAGE_CONTEXT)).toBe(true);
    }
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: 'false' }))}; path=/`;
    expect(shouldLoadCart(DEFAULT_PAGE_CONTEXT)).toBe(false);
  });

  it('does not load the cart for an anonymous visitor without a cart cookie, nor for a malformed user cookie', () => {
    document.cookie = 'SiteUserInfo=%7Bnot-json; path=/';
    expect(shouldLoadCart(DEFAULT_PAGE_CONTEXT)).toBe(false);
  });

  it('reads the page context, notes the session and loads the cart once', async () => {
    document.cookie = 'CART=abc; path=/';
    document.cookie = 'crumb=c1; path=/';
    let loads = 0;
    server.use(
      http.get('*/api/commerce/shopping-cart', ({ request }) => {
        loads += 1;
        const query = new URL(request.url).searchParams;
        expect(query.get('mock')).toBe('false');
        expect(query.get('calculateSubtotal')).toBe('true');
        expect(Number(query.get('timecode'))).toBeGreaterThan(0);
        return HttpResponse.json(cartWith(2, 2000));
      }),
    );
    const doc = freshDocument({ apiRoot: '/shop/api/' });
    startStorefront(doc);
    startStorefront(doc);
    await flush();
    expect($pageContext.get().apiRoot).toBe('/shop/api/');
    expect($sessionStarted.get()).toBe(true);
    expect(loads).toBe(1);
    expect($cart.get()?.totalQuantity).toBe(2);
  });

  it('makes no cart call for an anonymous visitor', async () => {
    let calls = 0;
    server.events.on('request:start', () => {
      calls += 1;
    });
    startStorefront(freshDocument({}));
    await flush();
    expect(calls).toBe(0);
    expect($cart.get()).toBeNull();
  });
});
