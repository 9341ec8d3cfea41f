/**
 * What the analytics module reads of the page and its rules (src/analytics/context.ts,
 * src/analytics/census.ts `hitData`): when a page view is recorded, persistent tracking,
 * the fields the calls carry, and reading the page context.
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hitData } from '../src/analytics/census';
import {
  AnalyticsContextSchema,
  hitRefusal,
  pageFields,
  persistentTracking,
  readAnalyticsContext,
  type AnalyticsContext,
} from '../src/analytics/context';
import { HitDataSchema, PageFieldsSchema } from '../src/analytics/schemas';

/** An analytics context from page context JSON (as the block would hold it). */
const context = (json: Record<string, unknown> = {}): AnalyticsContext => v.parse(AnalyticsContextSchema, json);

/** Puts a page context block with this text in the document. */
function givenBlock(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'sq-page-context';
  script.textContent = text;
  document.body.append(script);
}

/** Moves the page to a path (and query) of the same origin. */
const goTo = (path: string) => history.replaceState(null, '', path);

const VISITOR = 'abc123|1736942400000|1736942400000|1736942400000|1';

afterEach(() => {
  goTo('/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
  for (const element of document.head.querySelectorAll('title')) element.remove();
});

describe('hitRefusal: a page view is recorded for visitors not signed in or only viewers, outside /config/, /search and the not-found, lock-screen and member-area-denied pages, unless analytics is disabled', () => {
  it('records a normal page', () => {
    expect(hitRefusal(context({ pageType: 50, website: { id: 'w1' } }), '/shop/mug')).toBeNull();
  });

  it('records an anonymous visitor (whatever roles the context lists)', () => {
    expect(hitRefusal(context({ authenticatedAccount: null, websiteRoles: [1] }), '/')).toBeNull();
  });

  it('refuses everything when analytics is disabled', () => {
    expect(hitRefusal(context({ analyticsDisabled: true }), '/shop')).toBe('analytics-disabled');
  });

  it('refuses a path containing /config/', () => {
    expect(hitRefusal(context(), '/config/pages')).toBe('config-area');
    expect(hitRefusal(context(), '/site/config/settings')).toBe('config-area');
  });

  it('refuses the config path itself, but not a path that merely starts with "config"', () => {
    expect(hitRefusal(context(), '/config')).toBe('config-area');
    expect(hitRefusal(context(), '/configurator')).toBeNull();
  });

  it('refuses the search page, but not a page whose path starts with "search"', () => {
    expect(hitRefusal(context(), '/search')).toBe('search');
    expect(hitRefusal(context(), '/searchlight-mugs')).toBeNull();
  });

  it('refuses a not-found page (type 100)', () => {
    expect(hitRefusal(context({ pageType: 100 }), '/missing')).toBe('not-found');
  });

  it('refuses a lock screen (type 103)', () => {
    expect(hitRefusal(context({ pageType: 103 }), '/locked')).toBe('lock-screen');
  });

  it('refuses a member-area-denied page (type 106)', () => {
    expect(hitRefusal(context({ pageType: 106 }), '/members')).toBe('member-area-denied');
  });

  it('refuses a signed-in admin (roles [1])', () => {
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] }), '/')).toBe('signed-in');
  });

  it('records a signed-in viewer (roles [10])', () => {
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] }), '/')).toBeNull();
  });

  it('refuses a signed-in viewer who is also an editor (roles [10, 4])', () => {
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10, 4] }), '/')).toBe('signed-in');
  });

  it('refuses a signed-in account with no roles', () => {
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [] }), '/')).toBe('signed-in');
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' } }), '/')).toBe('signed-in');
  });

  it('refuses a viewer in the config area', () => {
    expect(hitRefusal(context({ authenticatedAccount: { id: 'a1' }, websiteRoles: [10] }), '/config/')).toBe(
      'config-area',
    );
  });
});

describe('persistentTracking: tracking cookies are kept unless the cookie policy is restrictive or the site is cloneable', () => {
  it('keeps tracking cookies by default, and with only a cookie banner', () => {
    expect(persistentTracking(context())).toBe(true);
    expect(persistentTracking(context({ cookieSettings: { isCookieBannerEnabled: true } }))).toBe(true);
  });

  it('keeps none under a restrictive cookie policy', () => {
    expect(persistentTracking(context({ cookieSettings: { isRestrictiveCookiePolicyEnabled: true } }))).toBe(false);
  });

  it('keeps none on a cloneable site', () => {
    expect(persistentTracking(context({ website: { id: 'w1', cloneable: true } }))).toBe(false);
  });
});

describe('readAnalyticsContext: the page context fields analytics reads, each optional', () => {
  const DEFAULTS = {
    website: { cloneable: false },
    authenticatedAccount: null,
    websiteRoles: [],
    cookieSettings: { isRestrictiveCookiePolicyEnabled: false, isCookieBannerEnabled: false },
    analyticsDisabled: false,
    flags: {},
  };

  it('reads an anonymous visitor on a generic page when the block is missing', () => {
    expect(readAnalyticsContext(document)).toEqual(DEFAULTS);
  });

  it('reads the defaults, silently, from malformed JSON', () => {
    // The element runtime reports a malformed block; a console.error here fails the test (test/setup.ts).
    givenBlock('{"analyticsDisabled": true,');
    expect(readAnalyticsContext(document)).toEqual(DEFAULTS);
  });

  it('reads the defaults from JSON that is not an object', () => {
    givenBlock('[{"analyticsDisabled": true}]');
    expect(readAnalyticsContext(document)).toEqual(DEFAULTS);
  });

  it('reads the fields of a good block', () => {
    givenBlock(
      JSON.stringify({
        website: { id: 'w1', cloneable: false, timeZone: 'Europe/Paris' },
        templateId: 't1',
        pageType: 50,
        collection: { id: 'c1', title: 'Shop', type: 13, permissionType: 1 },
        item: { id: 'i1', title: 'Mug', recordType: 11 },
        authenticatedAccount: { id: 'a1' },
        websiteRoles: [10],
        cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true },
        flags: { 'payment-links-enabled': true },
      }),
    );
    expect(readAnalyticsContext(document)).toEqual({
      website: { id: 'w1', cloneable: false },
      templateId: 't1',
      pageType: 50,
      collection: { id: 'c1', title: 'Shop', type: 13, permissionType: 1 },
      item: { id: 'i1', title: 'Mug', recordType: 11 },
      authenticatedAccount: { id: 'a1' },
      websiteRoles: [10],
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true, isCookieBannerEnabled: true },
      analyticsDisabled: false,
      flags: { 'payment-links-enabled': true },
    });
  });

  it('drops the fields of the wrong shape and keeps the rest', () => {
    givenBlock(
      JSON.stringify({
        website: { id: 'w1', cloneable: 'yes' },
        templateId: 't1',
        pageType: 'product',
        collection: { id: 'c1', title: 'Shop', permissionType: {} },
        authenticatedAccount: { id: 42 },
        websiteRoles: 'admin',
        cookieSettings: 'strict',
        analyticsDisabled: 'nope',
        flags: { good: true, bad: 'on' },
      }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = readAnalyticsContext(document);
    expect(read).toEqual({
      ...DEFAULTS,
      website: { id: 'w1', cloneable: false },
      templateId: 't1',
      collection: { id: 'c1', title: 'Shop' },
      // A whole number where an id belongs is the id, as the template engine reads it.
      authenticatedAccount: { id: '42' },
      flags: { good: true },
    });
    expect(read.pageType).toBeUndefined();
    // One console error naming the fields of the wrong shape only analytics reads.
    expect(error).toHaveBeenCalledTimes(1);
    const text = String(error.mock.calls[0]![0]);
    for (const field of [
      'website.cloneable',
      'pageType',
      'collection.permissionType',
      'websiteRoles',
      'cookieSettings',
      'analyticsDisabled',
    ])
      expect(text).toContain(`${field}:`);
    expect(text).not.toContain('authenticatedAccount');
    // A flag's value is the runtime's to report (test/page-context.test.ts): one error, not two.
    expect(text).not.toContain('flags.bad');
  });

  it('leaves a wrong flags map to the element runtime, which reports it', () => {
    givenBlock(JSON.stringify({ flags: 'on' }));
    // A console.error here fails the test (test/setup.ts).
    expect(readAnalyticsContext(document).flags).toEqual({});
  });

  it('reads "pageType": "100" as the number 100 (a not-found page)', () => {
    givenBlock('{"pageType": "100"}');
    const read = readAnalyticsContext(document);
    expect(read.pageType).toBe(100);
    expect(hitRefusal(read, '/missing')).toBe('not-found');
  });

  it('reads "true" as true where a boolean belongs', () => {
    givenBlock('{"analyticsDisabled": "true"}');
    expect(readAnalyticsContext(document).analyticsDisabled).toBe(true);
  });

  it('ignores __proto__ keys: no field set through them, no prototype polluted', () => {
    givenBlock(
      '{"__proto__": {"analyticsDisabled": true, "polluted": true}, "website": {"id": "w1", "__proto__": {"cloneable": true}}, "cookieSettings": {"__proto__": {"isRestrictiveCookiePolicyEnabled": true}}}',
    );
    const read = readAnalyticsContext(document);
    expect(read.analyticsDisabled).toBe(false);
    expect(read.website).toEqual({ id: 'w1', cloneable: false });
    expect(persistentTracking(read)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).analyticsDisabled).toBeUndefined();
  });
});

describe('pageFields: the visitor cookie, website, page title and id, content source (i or c), path and permission type every census call carries', () => {
  it('names the item on an item page (contentSource i)', () => {
    goTo('/shop/p/mug');
    const fields = pageFields(
      context({
        website: { id: 'w1' },
        item: { id: 'i1', title: 'Mug', recordType: 11 },
        collection: { id: 'c1', title: 'Shop', permissionType: 2 },
      }),
      document,
      VISITOR,
    );
    expect(fields).toEqual({
      visitorCookie: VISITOR,
      websiteId: 'w1',
      pageTitle: 'Mug',
      pageId: 'i1',
      contentSource: 'i',
      pagePath: '/shop/p/mug',
      pagePermissionTypeValue: 2,
    });
    expect(v.parse(PageFieldsSchema, fields)).toEqual(fields);
  });

  it('names the collection on a collection page (contentSource c)', () => {
    goTo('/shop');
    const fields = pageFields(
      context({ website: { id: 'w1' }, collection: { id: 'c1', title: 'Shop', permissionType: 3 } }),
      document,
      VISITOR,
    );
    expect(fields).toMatchObject({ pageTitle: 'Shop', pageId: 'c1', contentSource: 'c', pagePermissionTypeValue: 3 });
    expect(v.parse(PageFieldsSchema, fields)).toEqual(fields);
  });

  it('uses permission type 1 when the page has none', () => {
    expect(pageFields(context({ collection: { id: 'c1' } }), document, VISITOR).pagePermissionTypeValue).toBe(1);
    expect(pageFields(context(), document, VISITOR).pagePermissionTypeValue).toBe(1);
  });

  it("falls back to the document's title, and empty ids, on a page with neither", () => {
    document.title = 'About us';
    const fields = pageFields(context(), document, VISITOR);
    expect(fields).toMatchObject({ websiteId: '', pageTitle: 'About us', pageId: '', contentSource: 'c' });
    expect(v.parse(PageFieldsSchema, fields)).toEqual(fields);
  });

  it('cuts a long item title at 2000 characters (what the server accepts)', () => {
    const fields = pageFields(context({ item: { id: 'i1', title: 'M'.repeat(2500) } }), document, VISITOR);
    expect(fields.pageTitle).toBe('M'.repeat(2000));
    expect(v.safeParse(PageFieldsSchema, fields).success).toBe(true);
  });
});

describe('hitData: the page view data (website, template, locale, user agent, client date, viewport and screen, url, title, item, record type, collection, local storage, query, referrer)', () => {
  const NOW = Date.UTC(2025, 0, 15, 12);

  function givenWindow() {
    goTo('/shop/p/mug?color=blue&size=2');
    document.title = 'Mug – My Shop';
    document.documentElement.lang = 'fr-CA';
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://search.example/?q=mug');
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1170);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(2532);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('TestBrowser/1.0');
  }

  it('carries every field from the document, the window and the page context', () => {
    givenWindow();
    const data = hitData(
      context({
        website: { id: 'w1' },
        templateId: 't1',
        item: { id: 'i1', title: 'Mug', recordType: 11 },
        collection: { id: 'c1', title: 'Shop' },
      }),
      document,
      window,
      NOW,
    );
    expect(data).toEqual({
      websiteId: 'w1',
      templateId: 't1',
      website_locale: 'fr-CA',
      userAgent: 'TestBrowser/1.0',
      clientDate: NOW,
      viewportInnerWidth: 390,
      viewportInnerHeight: 844,
      screenWidth: 1170,
      screenHeight: 2532,
      url: 'http://localhost:3000/shop/p/mug?color=blue&size=2',
      title: 'Mug – My Shop',
      itemId: 'i1',
      recordType: 11,
      collectionId: 'c1',
      localStorageSupported: true,
      queryString: 'color=blue&size=2',
      referrer: 'https://search.example/?q=mug',
    });
    expect(v.parse(HitDataSchema, data)).toEqual(data);
  });

  it("uses empty ids, no record type, the browser's language and an empty query on a generic page", () => {
    goTo('/about');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const data = hitData(context(), document, window, NOW);
    expect(data).toMatchObject({
      websiteId: '',
      templateId: '',
      website_locale: 'de-DE',
      itemId: '',
      recordType: null,
      collectionId: '',
      queryString: '',
      url: 'http://localhost:3000/about',
    });
    expect(v.parse(HitDataSchema, data)).toEqual(data);
  });

  it('says localStorage is not supported when the browser refuses it', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(hitData(context(), document, window, NOW).localStorageSupported).toBe(false);
  });

  it('keeps a hostile title as text and cuts it at 2000 characters', () => {
    const hostile = `<img src=x onerror="alert(1)"></title><script>alert(2)</script>${'x'.repeat(3000)}`;
    document.title = hostile;
    const data = hitData(context(), document, window, NOW);
    expect(data.title).toBe(hostile.slice(0, 2000));
    expect(data.title.startsWith('<img src=x onerror="alert(1)"></title><script>')).toBe(true);
    expect(v.safeParse(HitDataSchema, data).success).toBe(true);
    // Still text in the page: nothing was parsed into elements.
    expect(document.querySelector('img, head script')).toBeNull();
  });

  it('cuts a long URL, query and referrer at 2000 characters', () => {
    goTo(`/search-results?q=${'a'.repeat(3000)}`);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`https://example.com/?r=${'b'.repeat(3000)}`);
    const data = hitData(context(), document, window, NOW);
    expect(data.url).toHaveLength(2000);
    expect(data.queryString).toHaveLength(2000);
    expect(data.referrer).toHaveLength(2000);
    expect(v.safeParse(HitDataSchema, data).success).toBe(true);
  });
});
