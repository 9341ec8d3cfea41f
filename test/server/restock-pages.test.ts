// @vitest-environment node
import { runInNewContext } from 'node:vm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageContextSchema } from '../../src/context/page-context';
import { CAPTCHA_TOKEN_MESSAGES } from '../../server/captcha';
import { DEFAULT_CAPTCHA_SETTINGS } from '../../server/settings';
import { api, newVisitor, ownerFetch, productItem, useServer } from './helpers';
import { withoutServerMarks } from '../markup';

const shop = useServer();
const noCaptcha = useServer({ captcha: null, afterPay: { available: false, country: 'GB', maxCents: 50_000 } });
const noSiteKey = useServer({ captcha: { ...DEFAULT_CAPTCHA_SETTINGS, siteKey: null } });

const CAPTCHA_SETTINGS = { siteKey: 'demo-captcha-site-key', scriptUrl: '/captcha/enterprise.js?render={siteKey}' };
const LOCALES = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB'];

/** A page; the owner's pages (`/config/…`) as the signed-in owner. */
async function page(base: string, path: string) {
  const res = path.startsWith('/config/') ? await ownerFetch(base, path) : await fetch(`${base}${path}`);
  return { res, html: withoutServerMarks(await res.text()) };
}

function contextOf(html: string): any {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

/** The `<main>` of a page. */
function main(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

describe('the captcha stand-in', () => {
  it('serves a script that defines grecaptcha.enterprise, whose execute gets a token the restock signup takes', async () => {
    const res = await fetch(`${shop.base}/captcha/enterprise.js?render=demo-captcha-site-key`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();

    // Run it as a page would, with the page's fetch going to the shop.
    const requests: { url: string; body: unknown }[] = [];
    const window: any = {};
    runInNewContext(script, {
      window,
      document: { currentScript: { src: `${shop.base}/captcha/enterprise.js?render=demo-captcha-site-key` } },
      location: { href: `${shop.base}/shop/p/seasonal-mystery-box` },
      URL,
      JSON,
      setTimeout,
      fetch: (url: string, init: RequestInit) => {
        requests.push({ url, body: JSON.parse(String(init.body)) });
        return fetch(url, init);
      },
    });
    const enterprise = window.grecaptcha.enterprise;
    await new Promise<void>((resolve) => enterprise.ready(resolve));
    const token: string = await enterprise.execute('demo-captcha-site-key', { action: 'PRODUCT_WAITLIST_SUBMISSION' });
    expect(requests).toEqual([
      {
        url: `${shop.base}/captcha/token`,
        body: { siteKey: 'demo-captcha-site-key', action: 'PRODUCT_WAITLIST_SUBMISSION' },
      },
    ]);
    await expect(enterprise.execute('another-key', { action: 'PRODUCT_WAITLIST_SUBMISSION' })).rejects.toThrow(
      CAPTCHA_TOKEN_MESSAGES.siteKey,
    );

    const item = await productItem(shop.base, 'seasonal-mystery-box');
    const visitor = await newVisitor(shop.base);
    const answer = await api(shop.base, visitor, 'POST', '/api/site-users/account/notifications/restock', {
      isJoinMailingList: false,
      productId: item.id,
      variantId: item.structuredContent.variants[0]!.id,
      siteVisitorEmail: 'script@example.com',
      recaptchaEnterpriseV3Token: token,
    });
    expect(answer).toMatchObject({ status: 200, json: {} });
  });

  it('gives tokens only for the shop’s site key and a well-formed action', async () => {
    const token = (base: string, body: unknown) =>
      api(base, undefined, 'POST', '/captcha/token', typeof body === 'string' ? body : JSON.stringify(body));
    const first = await token(shop.base, { siteKey: 'demo-captcha-site-key', action: 'PRODUCT_WAITLIST_SUBMISSION' });
    const second = await token(shop.base, { siteKey: 'demo-captcha-site-key', action: 'PRODUCT_WAITLIST_SUBMISSION' });
    expect(first.status).toBe(200);
    expect(first.json.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(second.json.token).not.toBe(first.json.token);
    expect(await token(shop.base, { siteKey: 'nope', action: 'X' })).toMatchObject({
      status: 400,
      json: { message: CAPTCHA_TOKEN_MESSAGES.siteKey },
    });
    expect(await token(shop.base, { siteKey: 'demo-captcha-site-key', action: 'no spaces' })).toMatchObject({
      status: 400,
      json: { message: CAPTCHA_TOKEN_MESSAGES.action },
    });
    expect(await token(shop.base, 'not json')).toMatchObject({
      status: 400,
      json: { message: CAPTCHA_TOKEN_MESSAGES.body },
    });
    expect(await token(shop.base, [1])).toMatchObject({ status: 400, json: { message: CAPTCHA_TOKEN_MESSAGES.body } });
    // Without a site key (or with captcha off) there is no key to make tokens for.
    expect(await token(noSiteKey.base, { siteKey: 'demo-captcha-site-key', action: 'X' })).toMatchObject({
      status: 400,
      json: { message: CAPTCHA_TOKEN_MESSAGES.siteKey },
    });
  });
});

describe("the instalment modal's pages", () => {
  it.each(LOCALES)('serves %s as HTML of its own, with a script the badge must not run', async (locale) => {
    const { res, html } = await page(shop.base, `/assets/afterpay/${locale}.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain(`data-locale="${locale}"`);
    expect(html.match(/<script>/g)).toHaveLength(1);
    if (locale === 'fr_CA') expect(html).toContain('4 versements sans intérêt toutes les 2 semaines');
    else expect(html).toContain('4 interest-free payments every 2 weeks');
    expect(html).toContain(locale === 'en_GB' ? 'Clearpay' : 'Afterpay');
    if (locale === 'en_GB') expect(html).not.toContain('Afterpay');
  });

  it('has no page for another locale (404)', async () => {
    for (const locale of ['fr_FR', 'en_IE', 'de_DE', 'en_us']) {
      expect((await page(shop.base, `/assets/afterpay/${locale}.html`)).res.status, locale).toBe(404);
    }
  });
});

describe('page contexts', () => {
  it('carry captchaSettings on every page, pdp on product pages, as the library reads them', async () => {
    for (const path of ['/', '/shop/p/linen-shirt', '/cart', '/journal', '/config/restock', '/config/outbox']) {
      const context = contextOf((await page(shop.base, path)).html);
      expect(v.safeParse(PageContextSchema, context).issues, path).toBeUndefined();
      expect(context.captchaSettings, path).toEqual(CAPTCHA_SETTINGS);
      if (path.startsWith('/shop/p/')) {
        expect(context.pdp).toEqual({
          afterPayAvailable: true,
          afterPayMin: { value: '1.00', currency: 'USD' },
          afterPayMax: { value: '120.00', currency: 'USD' },
          stripeAccountCountry: 'US',
          shopperLanguage: 'en-US',
          afterPayModalUrl: '/assets/afterpay/{locale}.html',
        });
      } else {
        expect(context, path).not.toHaveProperty('pdp');
      }
    }
  });

  it('follow the settings: captcha off or without a site key, instalments off', async () => {
    const off = contextOf((await page(noCaptcha.base, '/shop/p/linen-shirt')).html);
    expect(off).not.toHaveProperty('captchaSettings');
    expect(off.pdp).toMatchObject({
      afterPayAvailable: false,
      stripeAccountCountry: 'GB',
      afterPayMax: { value: '500.00', currency: 'USD' },
    });
    const keyless = contextOf((await page(noSiteKey.base, '/')).html);
    expect(keyless.captchaSettings).toEqual({ scriptUrl: CAPTCHA_SETTINGS.scriptUrl });
  });

  it('list a restock view per sold-out variant, the first shown before a choice when the whole product is sold out', async () => {
    const merchandising = async (slug: string) => {
      const res = await fetch(`${shop.base}/shop/p/${slug}?format=json`);
      const { item, merchandising } = (await res.json()) as { item: any; merchandising: any };
      const variantOf = (attributes: Record<string, string>) =>
        item.structuredContent.variants.find((variant: any) =>
          Object.entries(attributes).every(([name, value]) => variant.attributes[name] === value),
        ).id;
      return { item, merchandising, variantOf };
    };

    const shirt = await merchandising('linen-shirt');
    expect(shirt.merchandising).toMatchObject({
      restockNotificationViews: [{ variantId: shirt.variantOf({ Size: 'M', Colour: 'Navy' }), hiddenByDefault: true }],
      restockNotificationMessages: { CTAText: expect.any(String) },
      mailingListSignUpEnabled: true,
      mailingListOptInByDefault: false,
    });

    const mug = await merchandising('ceramic-mug');
    expect(mug.merchandising.restockNotificationViews).toEqual([
      { variantId: mug.variantOf({ Glaze: 'White' }), hiddenByDefault: false },
      { variantId: mug.variantOf({ Glaze: 'Speckled' }), hiddenByDefault: true },
    ]);
    expect(Object.keys(mug.merchandising.restockNotificationMessages).sort()).toEqual([
      'CTAText',
      'buttonText',
      'mailingListDescription',
      'placeholderText',
      'successText',
    ]);

    const box = await merchandising('seasonal-mystery-box');
    expect(box.item.structuredContent.variants).toHaveLength(1);
    expect(box.merchandising.restockNotificationViews).toEqual([
      { variantId: box.variantOf({}), hiddenByDefault: false },
    ]);

    // Others keep the library's texts; nothing sold out, or never sold out: no views.
    const denim = await merchandising('denim-jacket');
    expect(denim.merchandising.restockNotificationViews).toEqual([
      { variantId: denim.variantOf({ Size: 'L' }), hiddenByDefault: true },
    ]);
    expect(denim.merchandising.restockNotificationMessages).toEqual({});
    for (const slug of ['canvas-tote', 'field-guide-pdf', 'fieldhouse-gift-card', 'trailhead-coffee-subscription']) {
      expect((await merchandising(slug)).merchandising.restockNotificationViews, slug).toEqual([]);
    }
  });
});

describe('pages', () => {
  it('put the instalment badge after the price and the restock form after the add-to-cart button, on product pages only', async () => {
    const product = main((await page(shop.base, '/shop/p/seasonal-mystery-box')).html);
    const order = ['<sq-product-price', '<sq-afterpay-badge', '<sq-add-to-cart', '<sq-restock-form'].map((tag) =>
      product.indexOf(tag),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const details = product.slice(product.indexOf('product-page__details'));
    expect(details).toContain('<sq-restock-form data-state="shown">');

    // In range ($48.00, and $120.00 exactly at the maximum): shown; above ($135.00): hidden.
    for (const [slug, shown] of [
      ['linen-shirt', true],
      ['limited-edition-print', true],
      ['trail-sneakers', false],
    ] as const) {
      const html = main((await page(shop.base, `/shop/p/${slug}`)).html);
      expect(html, slug).toContain(
        shown ? '<sq-afterpay-badge data-state="shown">' : '<sq-afterpay-badge data-state="none" hidden="">',
      );
    }

    const list = main((await page(shop.base, '/')).html);
    expect(list).not.toContain('<sq-restock-form');
    expect(list).not.toContain('<sq-afterpay-badge');
  });

  it('link the owner pages from the footer, and render them', async () => {
    const { html: home } = await page(shop.base, '/');
    expect(home).toMatch(
      /<nav class="site-footer__owner" aria-label="Owner">Owner: <a href="\/config\/restock">restock sign-ups<\/a> · <a href="\/config\/outbox">sent notices<\/a> · <a href="\/config\/form-submissions">form submissions<\/a> · <a href="\/config\/analytics">analytics<\/a><\/nav>/,
    );

    const restock = await page(shop.base, '/config/restock');
    expect(restock.res.status).toBe(200);
    expect(restock.res.headers.get('cache-control')).toBe('no-store');
    expect(main(restock.html)).toContain('<sq-restock-manager>');
    expect(contextOf(restock.html)).toMatchObject({ pageType: 2, captchaSettings: CAPTCHA_SETTINGS });

    const outbox = await page(noSiteKey.base, '/config/outbox');
    expect(outbox.res.status).toBe(200);
    expect(main(outbox.html)).toContain('No notices sent yet.');
  });
});
