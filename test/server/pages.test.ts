// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductSchema } from '../../src/product/product';
import { PageContextSchema } from '../../src/context/page-context';
import { api, newVisitor, setCookies, skuOf, useServer } from './helpers';
import { listedSeeds } from '../../demo/catalogue';
import { withoutServerMarks } from '../markup';
import { HOLD_SCRIPT } from '../../src/server/render';

/** How many products the list page shows. */
const LISTED = listedSeeds().length;

const shop = useServer();

const HOSTILE = '<img src=x onerror=alert(1)> Hostile Tee';

async function page(path: string, cookie?: string) {
  const res = await fetch(`${shop.base}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
  return { res, html: withoutServerMarks(await res.text()) };
}

/** The text of every `<script type="application/json">` in a page. */
function jsonScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

/**
 * The product JSON of every shared `<sq-product page-type="…">` of a page, once per product (a
 * product written in more than one must hold the same JSON in each).
 */
function productScripts(html: string, pageType: string): unknown[] {
  const pattern = new RegExp(
    `<sq-product shared page-type="${pageType}"><script type="application/json">([\\s\\S]*?)</script>`,
    'g',
  );
  const byId = new Map<string, string>();
  for (const [, text = ''] of html.matchAll(pattern)) {
    const { id } = JSON.parse(text) as { id: string };
    expect(byId.get(id) ?? text, `the same JSON in every <sq-product> of ${id}`).toBe(text);
    byId.set(id, text);
  }
  return [...byId.values()].map((text) => JSON.parse(text) as unknown);
}

/** A page's document, parsed (no script runs). */
function documentOf(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The product JSON scripts inside `<sq-product>` elements under `root`. */
const productJsonIn = (root: ParentNode) =>
  Array.from(root.querySelectorAll('sq-product script[type="application/json"]'));

/** Every element of the library under `root` that is not an `<sq-product>` (they all sit in one). */
const elementsIn = (root: ParentNode) =>
  Array.from(root.querySelectorAll('*')).filter((element) => /^sq-(?!product$)/.test(element.localName));

function pageContext(html: string): unknown {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('server-rendered elements resume in the browser', () => {
  it.each(['/', '/shop/p/linen-shirt', '/cart', '/contact'])(
    '%s: every element carries data-sq-server, its ids carry its prefix, and the head inlines HOLD_SCRIPT first',
    async (path) => {
      const res = await fetch(`${shop.base}${path}`);
      const html = await res.text();
      const hosts = [...html.matchAll(/<(sq-[a-z-]+)([^>]*)>/g)].filter(([, tag]) => tag !== 'sq-product');
      expect(hosts.length).toBeGreaterThan(0);
      const prefixes = new Set<string>();
      for (const [whole, , attributes] of hosts) {
        const prefix = /\sdata-sq-server="(sq[0-9a-z]+-)"/.exec(attributes ?? '')?.[1];
        expect(prefix, whole).toBeDefined();
        expect(prefixes.has(prefix!), `${whole}: a prefix of its own`).toBe(false);
        prefixes.add(prefix!);
      }
      // Every id React wrote (`_sq1a-R_0_`) is one of the page's prefixes.
      for (const [, prefix] of html.matchAll(/\bid="_(sq[0-9a-z]+-)R_/g)) expect(prefixes.has(prefix!)).toBe(true);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.indexOf(`<script>${HOLD_SCRIPT}</script>`)).toBeGreaterThan(0);
      expect(head.indexOf(`<script>${HOLD_SCRIPT}</script>`)).toBeLessThan(head.indexOf('<script src='));
    },
  );
});

describe('pages', () => {
  it('sets readable crumb and CART cookies when they are missing, and keeps existing ones', async () => {
    const { res } = await page('/');
    const headers = res.headers.getSetCookie();
    const crumb = headers.find((h) => h.startsWith('crumb='));
    const cart = headers.find((h) => h.startsWith('CART='));
    expect(crumb?.split('; ').slice(1).sort()).toEqual(['Path=/', 'SameSite=Lax']);
    expect(cart?.split('; ').slice(1).sort()).toEqual(['Max-Age=1209600', 'Path=/', 'SameSite=Lax']);
    expect(headers.join('\n')).not.toMatch(/HttpOnly/i);
    const cookies = setCookies(res);
    const again = await page('/cart', `crumb=${cookies.get('crumb')}; CART=${cookies.get('CART')}`);
    expect(again.res.headers.getSetCookie()).toEqual([]);
  });

  it('renders the product list with a card per listed product and one h1', async () => {
    const { res, html } = await page('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<link rel="stylesheet" href="/dist/storefront.css"/>');
    expect(html).toMatch(/<script src="\/dist\/storefront.iife.js" defer(="")?><\/script>/);
    expect(html).toMatch(
      /<sq-cart-pill drawer(="")? data-state="empty" hidden(="")?><a class="sq-cart-pill__link" href="\/cart" aria-haspopup="dialog" data-count="0" data-subtotal="0">/,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html.match(/<li class="product-card">/g)).toHaveLength(LISTED);
    expect(productScripts(html, 'plp')).toHaveLength(LISTED);
    expect(html.match(/<h2 class="product-card__title">/g)).toHaveLength(LISTED);
    expect(html).toContain('<a class="product-card__link" href="/shop/p/linen-shirt">');
    expect(html.match(/<img [^>]*>/g)?.every((img) => / alt="[^"]*"/.test(img))).toBe(true);
  });

  it('renders JSON every product parses with ProductSchema', async () => {
    const { html } = await page('/');
    const products = productScripts(html, 'plp');
    expect(products).toHaveLength(LISTED);
    for (const product of products) {
      const result = v.safeParse(ProductSchema, product);
      expect(result.issues).toBeUndefined();
    }
    const titles = products.map((p) => (p as { title: string }).title);
    expect(new Set(titles).size).toBe(LISTED);
    expect(titles).toEqual(
      expect.arrayContaining(['Linen Shirt', 'Ceramic Mug', 'Canvas Tote', 'Field Guide (PDF)', 'Gift Box']),
    );
  });

  it('renders a page context the library accepts', async () => {
    const list = pageContext((await page('/')).html);
    expect(v.safeParse(PageContextSchema, list).issues).toBeUndefined();
    expect(list).toMatchObject({
      website: { id: 'demo-site', timeZone: 'America/New_York' },
      pageType: 1,
      collection: { title: 'Shop', type: 13 },
      authenticatedAccount: null,
      storeSettings: { selectedCurrency: 'USD', multipleQuantityAllowedForServices: true, expressCheckout: false },
      apiRoot: '/api/',
      flags: {},
    });
    expect(Object.keys((list as { merchandising: object }).merchandising)).toHaveLength(LISTED);
    const shirt = await skuOf(shop.base, 'linen-shirt');
    const pdp = pageContext((await page('/shop/p/linen-shirt')).html);
    expect(v.safeParse(PageContextSchema, pdp).issues).toBeUndefined();
    expect(pdp).toMatchObject({
      pageType: 50,
      item: { id: shirt.itemId, title: 'Linen Shirt', recordType: 11 },
      pdp: {
        afterPayAvailable: true,
        afterPayMin: { value: '1.00', currency: 'USD' },
        afterPayMax: { value: '120.00', currency: 'USD' },
        stripeAccountCountry: 'US',
        shopperLanguage: 'en-US',
        afterPayModalUrl: '/assets/afterpay/{locale}.html',
      },
      captchaSettings: { siteKey: 'demo-captcha-site-key', scriptUrl: '/captcha/enterprise.js?render={siteKey}' },
      merchandising: {
        [shirt.itemId]: {
          scarcityEnabled: true,
          scarcityText: 'Only {qtyInStock} left!',
          // The variants with 1 to 5 left: S/Sand 3, S/Navy 1, L/Sand 2, L/Navy 4.
          scarcityTemplateViews: [
            { qtyInStock: 3, attributes: { Size: 'S', Colour: 'Sand' } },
            { qtyInStock: 1, attributes: { Size: 'S', Colour: 'Navy' } },
            { qtyInStock: 2, attributes: { Size: 'L', Colour: 'Sand' } },
            { qtyInStock: 4, attributes: { Size: 'L', Colour: 'Navy' } },
          ],
          mailingListSignUpEnabled: true,
        },
      },
    });
    expect(pageContext((await page('/cart')).html)).toMatchObject({ pageType: 205 });
  });

  it('writes each product JSON once: one per card on the list page, one per product on a product page', async () => {
    const list = documentOf((await page('/')).html);
    const cards = Array.from(list.querySelectorAll('.product-card'));
    expect(cards).toHaveLength(LISTED);
    expect(productJsonIn(list)).toHaveLength(cards.length);
    for (const card of cards) {
      const [script, ...more] = productJsonIn(card);
      expect(more, 'one product JSON per card').toEqual([]);
      const { id } = JSON.parse(script?.textContent ?? 'null') as { id: string };
      const scope = script?.parentElement;
      expect(scope?.getAttribute('page-type')).toBe('plp');
      // Status, price, button and quick view: every one inside the card's one <sq-product>.
      expect(elementsIn(card).map((element) => element.localName)).toEqual(
        expect.arrayContaining(['sq-product-status', 'sq-product-price', 'sq-add-to-cart', 'sq-quick-view']),
      );
      for (const element of elementsIn(card)) expect(element.closest('sq-product'), id).toBe(scope);
    }

    const product = documentOf((await page('/shop/p/linen-shirt')).html);
    const rows = Array.from(product.querySelectorAll('.add-on'));
    expect(rows.length).toBeGreaterThan(0);
    const scripts = productJsonIn(product);
    expect(scripts).toHaveLength(1 + rows.length);
    const ids = scripts.map((script) => (JSON.parse(script.textContent ?? 'null') as { id: string }).id);
    expect(new Set(ids).size, 'one JSON per product').toBe(ids.length);
    const details = product.querySelector('.product-page__details');
    const [own, ...others] = productJsonIn(details!);
    expect(others).toEqual([]);
    expect(elementsIn(details!).length).toBeGreaterThanOrEqual(6);
    for (const element of elementsIn(details!)) expect(element.closest('sq-product')).toBe(own?.parentElement);
    for (const row of rows) {
      const [script, ...more] = productJsonIn(row);
      expect(more).toEqual([]);
      for (const element of elementsIn(row)) expect(element.closest('sq-product')).toBe(script?.parentElement);
    }
  });

  it('renders a product page with its elements and picker display', async () => {
    const { res, html } = await page('/shop/p/linen-shirt');
    expect(res.status).toBe(200);
    expect(html).toContain('<sq-product shared page-type="pdp">');
    expect(html).toContain('<h1 class="product-page__title">Linen Shirt</h1>');
    expect(html).toContain('alt="Linen Shirt"');
    for (const tag of ['sq-product-status', 'sq-product-price', 'sq-quantity-input', 'sq-add-to-cart']) {
      expect(html).toMatch(new RegExp(`<${tag}[ >]`));
    }
    expect(html).toContain('<sq-variant-picker display="dropdown">');
    expect((await page('/shop/p/styling-session')).html).toContain('<sq-variant-picker display="radio">');
    const json = jsonScripts(html)[0] ?? '';
    expect(JSON.parse(json)).toMatchObject({ title: 'Linen Shirt', fullUrl: '/shop/p/linen-shirt', recordType: 11 });
  });

  it('renders each element the way it renders itself, so nothing shifts when scripts start', async () => {
    const { html } = await page('/shop/p/linen-shirt');
    expect(html).toContain(
      '<sq-product-price data-state="single"><span class="sq-product-price__amount">$48.00</span></sq-product-price>',
    );
    expect(html).toContain(
      '<sq-add-to-cart data-state="idle"><button type="button" class="sq-add-to-cart__button"><span class="sq-add-to-cart__label">Add To Cart</span></button>',
    );
    expect(html).toMatch(
      /<label class="sq-variant-picker__label" for="[^"]+">Size<\/label><select [^>]*><option value=""[^>]*>Select Size<\/option><option value="S">S<\/option>/,
    );
    expect(html).toContain('<label class="sq-quantity-input__label"');
    const mug = (await page('/shop/p/ceramic-mug')).html;
    expect(mug).toContain('<span class="sq-product-status__badge" data-status="sold-out">sold out</span>');
    expect(mug).toContain(
      '<button type="button" class="sq-add-to-cart__button" disabled=""><span class="sq-add-to-cart__label">Sold Out</span>',
    );
    const beanie = (await page('/shop/p/wool-beanie')).html;
    expect(beanie).toContain(
      '<span class="sq-visually-hidden">Sale Price:</span><span class="sq-product-price__sale">$24.00</span>',
    );
    const hostile = (await page('/shop/p/hostile-tee')).html;
    expect(hostile).not.toMatch(/<img src=x/);
  });

  it('answers a product as JSON for the quick view', async () => {
    const res = await fetch(`${shop.base}/shop/p/wool-beanie?format=json`);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const { item, merchandising } = (await res.json()) as { item: unknown; merchandising: unknown };
    const product = v.parse(ProductSchema, item);
    expect(product.structuredContent.onSale).toBe(true);
    expect(product.structuredContent.variants[0]).toMatchObject({
      onSale: true,
      priceMoney: { value: '32.00', currency: 'USD' },
      salePriceMoney: { value: '24.00', currency: 'USD' },
    });
    expect(merchandising).toMatchObject({
      scarcityEnabled: true,
      scarcityTemplateViews: [
        { qtyInStock: 5, attributes: { Colour: 'Rust' } },
        { qtyInStock: 3, attributes: { Colour: 'Moss' } },
      ],
    });
  });

  it('describes the notable catalogue products', async () => {
    const item = async (slug: string) =>
      v.parse(
        ProductSchema,
        ((await (await fetch(`${shop.base}/shop/p/${slug}?format=json`)).json()) as { item: unknown }).item,
      );
    const mug = await item('ceramic-mug');
    expect(mug.structuredContent.variants.every((x) => x.qtyInStock === 0 && !x.unlimited)).toBe(true);
    const guide = await item('field-guide-pdf');
    expect(guide.structuredContent).toMatchObject({ productType: 2, variants: [{ unlimited: true }] });
    const session = await item('styling-session');
    expect(session.structuredContent.productType).toBe(3);
    expect(session.structuredContent.variants.map((x) => x.priceMoney)).toEqual([
      { value: '60.00', currency: 'USD' },
      { value: '110.00', currency: 'USD' },
    ]);
    const sneakers = await item('trail-sneakers');
    expect(sneakers.structuredContent).toMatchObject({
      useCustomAddButtonText: true,
      customAddButtonText: 'Pre-order',
    });
    const shirt = await item('linen-shirt');
    expect(shirt.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(shirt.structuredContent.variants).toHaveLength(6);
  });

  it('keeps the hostile-title fixture off the list page, and renders its title as text in HTML and in JSON scripts', async () => {
    expect((await page('/')).html).not.toContain('Hostile Tee');
    for (const path of ['/shop/p/hostile-tee']) {
      const { html } = await page(path);
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<b>');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Hostile Tee');
      for (const script of jsonScripts(html)) expect(script).not.toMatch(/[<>\u2028\u2029]/);
      const items = jsonScripts(html).map((text) => JSON.parse(text) as { title?: string; item?: { title: string } });
      expect(items.some((x) => x.title === HOSTILE || x.item?.title === HOSTILE)).toBe(true);
    }
  });

  it("renders the cart page from the visitor's cart", async () => {
    const visitor = await newVisitor(shop.base);
    expect((await page('/cart', visitor.cookie)).html).toContain('Your cart is empty.');
    const hostile = await skuOf(shop.base, 'hostile-tee', { Size: 'M <b>' });
    const added = await api(shop.base, visitor, 'POST', '/api/commerce/shopping-cart/entries', {
      itemId: hostile.itemId,
      sku: hostile.sku,
      quantity: 2,
      additionalFields: null,
    });
    expect(added.status).toBe(200);
    const { html } = await page('/cart', visitor.cookie);
    expect(html).not.toContain('Your cart is empty.');
    // The <sq-cart> element's own first markup, from the visitor's cart: the browser's render starts from it.
    expect(html).toMatch(/<sq-cart data-state="filled">/);
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt; Hostile Tee</a>');
    expect(html).toContain('<p class="sq-cart__options">Size: M &lt;b&gt;</p>');
    expect(html).toMatch(/aria-label="Quantity of &lt;img src=x onerror=alert\(1\)&gt; Hostile Tee"[^>]*value="2"/);
    expect(html).toContain('<p class="sq-cart__price">$50.00</p>');
    expect(html).toMatch(/<dt>Subtotal<\/dt><dd>\$50.00<\/dd>/);
    expect(html).toMatch(/<form class="sq-cart__checkout-form" action="\/commerce\/goto-checkout" method="get">/);
    // On the cart page itself the pill links to the page, without the drawer.
    expect(html).toMatch(
      /<sq-cart-pill data-state="filled"><a class="sq-cart-pill__link" href="\/cart" data-count="2" data-subtotal="5000">/,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('answers 404 pages for unknown products and paths, and 405 for other methods', async () => {
    const missing = await page('/shop/p/no-such-thing');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<h1>Page not found</h1>');
    expect((await page('/nowhere')).res.status).toBe(404);
    expect((await fetch(`${shop.base}/shop/p/no-such-thing?format=json`)).status).toBe(404);
    const post = await fetch(`${shop.base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers HEAD like an uncompressed GET, without a body', async () => {
    const get = await fetch(`${shop.base}/shop/p/canvas-tote`, { headers: { 'Accept-Encoding': 'identity' } });
    const head = await fetch(`${shop.base}/shop/p/canvas-tote`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(get.headers.get('content-encoding')).toBeNull();
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(await head.text()).toBe('');
  });

  it('sends pages and answers gzipped to a browser that accepts it, and as they are to one that does not', async () => {
    // One visitor's cookies, so both answers hold the same crumb.
    const { cookie } = await newVisitor(shop.base);
    const plain = await fetch(`${shop.base}/shop/p/canvas-tote`, {
      headers: { 'Accept-Encoding': 'identity', cookie },
    });
    const zipped = await fetch(`${shop.base}/shop/p/canvas-tote`, {
      headers: { 'Accept-Encoding': 'gzip, br', cookie },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decodes what it receives: the same page either way (but for the ids each render makes).
    const ids = (html: string) => html.replace(/\bsq[0-9a-z]+-/g, 'sq-').replace(/_sq[0-9a-z]+-/g, '_sq-');
    expect(ids(await zipped.text())).toBe(ids(await plain.text()));
    const answer = await fetch(`${shop.base}/shop/p/canvas-tote?format=json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(((await answer.json()) as { item: { title: string } }).item.title).toBe('Canvas Tote');
  });

  it("serves each product's artwork, and its photographs at every width the platform serves (100, 300, 500, 750, 1000, 1500 and 2500 px)", async () => {
    const tote = await skuOf(shop.base, 'canvas-tote');
    const res = await fetch(`${shop.base}/assets/products/${tote.itemId}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toMatch(/^<svg [^>]*viewBox="0 0 1000 1000"/);
    const etag = res.headers.get('etag') ?? '';
    const cached = await fetch(`${shop.base}/assets/products/${tote.itemId}.svg`, {
      headers: { 'If-None-Match': etag },
    });
    expect(cached.status).toBe(304);

    const sizes = await Promise.all(
      [100, 300, 500].map(async (width) => {
        const photo = await fetch(`${shop.base}/assets/products/${tote.itemId}/${width}w.webp`);
        expect(photo.status, `${width}w`).toBe(200);
        expect(photo.headers.get('content-type')).toBe('image/webp');
        const body = Buffer.from(await photo.arrayBuffer());
        expect(body.subarray(8, 12).toString('ascii')).toBe('WEBP');
        return (await sharp(body).metadata()).width;
      }),
    );
    expect(sizes).toEqual([100, 300, 500]);
    // Kept on disk once made: the same bytes again, from the file.
    const again = await fetch(`${shop.base}/assets/products/${tote.itemId}/100w.webp`);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(readdirSync(join(shop.server.dir, 'images')).filter((file) => file.startsWith(tote.itemId))).toHaveLength(3);

    for (const path of [
      `/assets/products/${tote.itemId}/120w.webp`,
      '/assets/products/nope/100w.webp',
      '/assets/products/nope.svg',
    ]) {
      expect((await fetch(`${shop.base}${path}`)).status, path).toBe(404);
    }
  });

  it('shows every product photograph with a srcset of every width, and the hostile product only on its own page', async () => {
    const { html } = await page('/');
    const images = html.match(/<img [^>]*product-card__image[^>]*>/g) ?? [];
    expect(images).toHaveLength(LISTED);
    for (const image of images) {
      expect(image).toMatch(/srcSet="[^"]*100w, [^"]*300w, [^"]*500w, [^"]*750w, [^"]*1000w, [^"]*1500w, [^"]*2500w"/i);
      expect(image).toMatch(/ sizes="/);
      expect(image).toMatch(/ width="1000" height="1000"/);
    }
  });

  it('serves the playground pages as pages of the shop, and nothing else from that folder', async () => {
    const res = await fetch(`${shop.base}/playground/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      res.headers
        .getSetCookie()
        .map((header) => header.split('=')[0])
        .sort(),
    ).toEqual(['CART', 'crumb']);
    expect(await res.text()).toContain('<sq-product page-type="pdp">');
    expect((await fetch(`${shop.base}/playground/index.html`)).status).toBe(200);
    for (const path of [
      '/playground/nope.html',
      '/playground/..%2fpackage.json',
      '/playground/%2e%2e/README.md',
      '/playground/index.htm',
    ]) {
      expect((await fetch(`${shop.base}${path}`)).status, path).toBe(404);
    }
  });
});
