import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_CONTEXT, parsePageContext, readPageContext } from '../src/context/page-context';
import { merchandisingFor } from '../src/product/merchandising';
import { scarcityFor } from '../elements/scarcity/scarcity.element';
import { restockSettingsFor } from '../elements/restock-form/restock-settings';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('page context', () => {
  it('reads the #sq-page-context block', () => {
    document.body.innerHTML =
      '<script type="application/json" id="sq-page-context">{"pageType": 50, "templateId": "t9", "website": {"id": "w1", "timeZone": "Europe/Oslo"}, "flags": {"payment-links-enabled": true}, "storeSettings": {"selectedCurrency": "GBP"}}</script>';
    const context = readPageContext(document);
    // What no element reads is not kept (nor validated).
    expect(context).not.toHaveProperty('pageType');
    expect(context).not.toHaveProperty('templateId');
    // The gift card checkout reads the site's id, express checkout the flags.
    expect(context.website).toEqual({ id: 'w1' });
    expect(context.flags).toEqual({ 'payment-links-enabled': true });
    expect(context.storeSettings).toEqual({
      selectedCurrency: 'GBP',
      multipleQuantityAllowedForServices: true,
      expressCheckout: false,
    });
    expect(context.apiRoot).toBe('/api/');
  });

  it('gives an anonymous visitor on a generic page when the block is missing, without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '';
    expect(readPageContext(document)).toEqual(DEFAULT_PAGE_CONTEXT);
    expect(DEFAULT_PAGE_CONTEXT.authenticatedAccount).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('logs one clear error for malformed JSON and uses the defaults', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePageContext('{"pageType": 50,')).toEqual(DEFAULT_PAGE_CONTEXT);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('#sq-page-context is not valid JSON');
  });

  it('drops only the fields of the wrong shape, with one error naming them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext(
      JSON.stringify({
        authenticatedAccount: 'me',
        storeSettings: { selectedCurrency: 'EUR' },
        apiRoot: 'javascript:alert(1)',
      }),
    );
    expect(context.authenticatedAccount).toBeNull();
    expect(context.apiRoot).toBe('/api/');
    expect(context.storeSettings.selectedCurrency).toBe('EUR');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/authenticatedAccount: .*apiRoot: /);
  });

  it('reads flags loosely typed and drops a flag of another shape with one error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext(JSON.stringify({ flags: { on: 'true', one: 1, off: 0, maybe: 'maybe' } }));
    expect(context.flags).toEqual({ on: true, one: true, off: false });
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/flags\.maybe: /);
  });

  it('refuses a context that is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePageContext('[1,2]')).toEqual(DEFAULT_PAGE_CONTEXT);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('validates merchandising per product when read, once: a wrong field is dropped with one console error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = parsePageContext(
      JSON.stringify({
        merchandising: {
          p1: { customSoldOutText: 'Gone' },
          p2: { customSoldOutText: ['Gone'] },
          p4: 'sold out',
          p5: { customSoldOutText: 404 },
        },
      }),
    );
    expect(merchandisingFor(context, 'p1')?.customSoldOutText).toBe('Gone');
    // A number where a text belongs is its text, silently, as the template engine reads it.
    expect(merchandisingFor(context, 'p5')?.customSoldOutText).toBe('404');
    // Read on every render of the badge: still one error for it.
    for (let i = 0; i < 3; i++) expect(merchandisingFor(context, 'p2')?.customSoldOutText ?? null).toBeNull();
    expect(merchandisingFor(context, 'p3')).toBeNull();
    expect(merchandisingFor(context, 'toString')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /product p2 has fields of the wrong shape, ignored: customSoldOutText/,
    );
    for (let i = 0; i < 2; i++) expect(merchandisingFor(context, 'p4')).toBeNull();
    // Named once, whichever element's part of the entry reads it.
    expect(scarcityFor(context, 'p4')).toBeNull();
    expect(restockSettingsFor(context, 'p4')).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[1]?.[0])).toMatch(/product p4 is not an object/);
  });
});
