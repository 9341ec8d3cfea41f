// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PageContextSchema } from '../../src/context/page-context';
import { ProductSchema } from '../../src/product/product';
import { catalogue, listedSeeds, PRODUCT_TYPE } from '../../demo/catalogue';
import { demoProduct } from '../../demo/products';
import { addOnsFor, isAddOn, PAIRINGS } from '../../server/add-ons';
import type { ShopProduct } from '../../server/products';
import { useServer } from './helpers';
import { withoutServerMarks } from '../markup';

/** How many products the list page shows. */
const LISTED = listedSeeds().length;

const shop = useServer();

async function page(path: string) {
  const res = await fetch(`${shop.base}${path}`);
  return { res, html: withoutServerMarks(await res.text()) };
}

function pageContext(html: string): { pageType: number; merchandising: Record<string, unknown> } {
  const match = /<script type="application\/json" id="sq-page-context">([\s\S]*?)<\/script>/.exec(html);
  const context: unknown = JSON.parse(match?.[1] ?? 'null');
  expect(v.safeParse(PageContextSchema, context).issues).toBeUndefined();
  return context as { pageType: number; merchandising: Record<string, unknown> };
}

/** What holds one product's markup, by the page type of its elements: a card, a row, a block, the page. */
const CONTAINERS: Readonly<Record<string, RegExp>> = {
  plp: /<li class="product-card">[\s\S]*?<\/li>/g,
  'add-on': /<li class="add-on">[\s\S]*?<\/li>/g,
  'product-block': /<section class="product-block"[\s\S]*?<\/section>/g,
  pdp: /<div class="product-page">[\s\S]*?<p class="product-page__description">/g,
};

/**
 * Each product of a page type (a card, an add-on row, a product block, the product page's own),
 * with its markup and its product JSON: its elements all come in one shared
 * `<sq-product page-type="…">`, the product's JSON written once (the theme's `product-scope-open`).
 */
function products(html: string, pageType: string) {
  const shared = new RegExp(
    `<sq-product shared page-type="${pageType}"><script type="application/json">([\\s\\S]*?)</script>`,
    'g',
  );
  return [...html.matchAll(CONTAINERS[pageType]!)].map(([markup]) => {
    const scripts = [...markup.matchAll(shared)].map((match) => match[1] ?? 'null');
    expect(scripts.length, `one product JSON in each ${pageType} product`).toBe(1);
    expect(markup.match(/<sq-product[\s>]/g), 'one <sq-product>').toHaveLength(1);
    return { markup, product: v.parse(ProductSchema, JSON.parse(scripts[0]!)) };
  });
}

/** The levels of a page's headings, in order: one h1 first, and no level skipped on the way down. */
function expectHeadingsInOrder(html: string): void {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  });
}

/** The landmarks every page of the shop has. */
function expectLandmarks(html: string): void {
  expect(html).toContain('<header class="site-header">');
  expect(html).toContain('<nav class="site-nav" aria-label="Shop">');
  expect(html).toContain('<main id="main" class="site-main" tabindex="-1">');
  expect(html).toContain('<footer class="site-footer">');
  expect((html.match(/<img [^>]*>/g) ?? []).every((img) => / alt="[^"]*"/.test(img))).toBe(true);
}

/** The header's Journal link. */
function journalLink(html: string): string {
  return /<a href="\/journal"[^>]*>Journal<\/a>/.exec(html)?.[0] ?? '';
}

/** The demo catalogue as the shop stores it when it starts. */
function shopProducts(): ShopProduct[] {
  return catalogue.map((seed) => ({
    ...demoProduct(seed),
    description: seed.description,
    pickerDisplay: seed.pickerDisplay,
    perOrderLimit: seed.perOrderLimit ?? null,
  }));
}

const ADD_TO_CART = '<sq-add-to-cart data-state="idle"><button type="button" class="sq-add-to-cart__button"';

describe('the journal', () => {
  it('renders the field notes article with one h1, headings in order and the landmarks', async () => {
    const { res, html } = await page('/journal/field-notes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Field Notes: packing for a wet weekend · Fieldhouse</title>');
    expect(html).toContain('<h1 class="article__title">Field Notes: packing for a wet weekend</h1>');
    expectHeadingsInOrder(html);
    expectLandmarks(html);
    expect(html).toContain('<nav class="breadcrumb" aria-label="Breadcrumb"><a href="/journal">Journal</a></nav>');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(article.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(article.match(/<p>/g)?.length).toBeLessThanOrEqual(5);
  });

  it('embeds one product block of the Rain Jacket, each element server-rendered, and a link to its page', async () => {
    const { html } = await page('/journal/field-notes');
    const blocks = products(html, 'product-block');
    expect(blocks).toHaveLength(1);
    const { markup, product } = blocks[0]!;
    expect(product).toMatchObject({ title: 'Rain Jacket', fullUrl: '/shop/p/rain-jacket' });
    expect(html).toContain('<section class="product-block" aria-labelledby="product-block-rain-jacket">');
    expect(markup).toContain('<h2 id="product-block-rain-jacket" class="product-block__title">Rain Jacket</h2>');
    expect(markup).toMatch(/<img class="product-block__image" [^>]*alt=""/);
    expect(markup).toMatch(/<sq-product-status[ >]/);
    expect(markup).toContain(
      '<sq-product-price data-state="single"><span class="sq-product-price__amount">$150.00</span></sq-product-price>',
    );
    expect(markup).toMatch(
      /<sq-variant-picker display="dropdown">.*<option value="S">S<\/option><option value="M">M<\/option>/,
    );
    expect(markup).toContain('<label class="sq-quantity-input__label"');
    expect(markup).toContain(ADD_TO_CART);
    expect(markup).toContain('Add To Cart');
    expect(markup).toContain(
      '<a class="product-block__link" href="/shop/p/rain-jacket">More about the Rain Jacket</a>',
    );
  });

  it("gives the article's page context the Rain Jacket's merchandising, as its product page has it", async () => {
    const { html } = await page('/journal/field-notes');
    const context = pageContext(html);
    const { product } = products(html, 'product-block')[0]!;
    expect(context.pageType).toBe(2);
    const pdp = (await (await fetch(`${shop.base}/shop/p/rain-jacket?format=json`)).json()) as {
      merchandising: unknown;
    };
    expect(Object.keys(context.merchandising)).toEqual([product.id]);
    expect(context.merchandising[product.id]).toEqual(pdp.merchandising);
    expect(context.merchandising[product.id]).toMatchObject({
      scarcityEnabled: true,
      scarcityTemplateViews: [
        { qtyInStock: 3, attributes: { Size: 'S' } },
        { qtyInStock: 5, attributes: { Size: 'M' } },
        { qtyInStock: 5, attributes: { Size: 'L' } },
        { qtyInStock: 2, attributes: { Size: 'XL' } },
      ],
    });
  });

  it('adds Journal to the header, marked as the page on the journal and as its section on an article', async () => {
    expect(journalLink((await page('/journal')).html)).toBe('<a href="/journal" aria-current="page">Journal</a>');
    expect(journalLink((await page('/journal/field-notes')).html)).toBe(
      '<a href="/journal" aria-current="true">Journal</a>',
    );
    const home = (await page('/')).html;
    expect(journalLink(home)).toBe('<a href="/journal">Journal</a>');
    expect(home).toContain('<a href="/" aria-current="page">Shop</a>');
    expect(journalLink((await page('/shop/p/rain-jacket')).html)).toBe('<a href="/journal">Journal</a>');
  });

  it('lists the articles on /journal, and answers 404 for an article it does not have', async () => {
    const { res, html } = await page('/journal');
    expect(res.status).toBe(200);
    expectHeadingsInOrder(html);
    expectLandmarks(html);
    expect(html).toContain(
      '<h2 class="journal-list__title"><a href="/journal/field-notes">Field Notes: packing for a wet weekend</a></h2>',
    );
    expect(pageContext(html).pageType).toBe(2);
    const missing = await page('/journal/no-such-article');
    expect(missing.res.status).toBe(404);
    expect(missing.html).toContain('<h1>Page not found</h1>');
    expect((await fetch(`${shop.base}/journal/field-notes`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the add-ons of a product page', () => {
  it('lists the Rain Jacket\'s pairings under "Goes well with", each a compact server-rendered row', async () => {
    const { html } = await page('/shop/p/rain-jacket');
    expectHeadingsInOrder(html);
    expect(html).toContain(
      '<section class="add-ons" aria-labelledby="add-ons-title"><h2 id="add-ons-title" class="add-ons__title">Goes well with</h2>',
    );
    // After the page's own product, not inside it.
    expect(html.indexOf('<section class="add-ons"')).toBeGreaterThan(html.lastIndexOf('page-type="pdp"'));
    const rows = products(html, 'add-on');
    expect(rows.map((row) => row.product.title)).toEqual(['Canvas Tote', 'Notebook Set', 'Field Guide (PDF)']);
    for (const { markup, product } of rows) {
      expect(markup).toMatch(/<img class="add-on__image" [^>]*alt=""/);
      expect(markup).toContain(`<h3 class="add-on__title"><a href="${product.fullUrl}">${product.title}</a></h3>`);
      expect(markup).toMatch(
        /<sq-product-price data-state="single"><span class="sq-product-price__amount">\$\d+\.\d\d<\/span><\/sq-product-price>/,
      );
      expect(markup).toContain(ADD_TO_CART);
      // Compact: no picker, quantity, status or scarcity in a row.
      expect(markup).not.toMatch(/<sq-(variant-picker|quantity-input|product-status|scarcity)[ >]/);
    }
    const context = pageContext(html);
    const own = products(html, 'pdp')[0]?.product;
    expect(Object.keys(context.merchandising).sort()).toEqual([own?.id, ...rows.map((row) => row.product.id)].sort());
  });

  it('offers, on every product page, 2 or 3 in-stock single-variant products: never its own, a subscription, a gift card or the Enamel Pin', async () => {
    for (const seed of catalogue) {
      const { html } = await page(`/shop/p/${seed.slug}`);
      const own = products(html, 'pdp')[0]?.product;
      const rows = products(html, 'add-on').map((row) => row.product);
      expect(rows.length, seed.slug).toBeGreaterThanOrEqual(2);
      expect(rows.length, seed.slug).toBeLessThanOrEqual(3);
      for (const addOn of rows) {
        const content = addOn.structuredContent;
        expect(addOn.id, seed.slug).not.toBe(own?.id);
        expect(content.isSubscribable, `${seed.slug}: ${addOn.title}`).toBe(false);
        expect(content.productType, `${seed.slug}: ${addOn.title}`).not.toBe(PRODUCT_TYPE.giftCard);
        expect(addOn.title, seed.slug).not.toBe('Enamel Pin');
        expect(content.variants, `${seed.slug}: ${addOn.title}`).toHaveLength(1);
        expect(content.variants[0]!.unlimited || content.variants[0]!.qtyInStock > 0).toBe(true);
      }
      expect(Object.keys(pageContext(html).merchandising)).toHaveLength(rows.length + 1);
    }
  });

  it('picks by a fixed rule: the pairings that are add-ons now, made up to 2 from the catalogue order', () => {
    const all = shopProducts();
    const bySlug = (slug: string) => all.find((product) => product.slug === slug)!;
    const picks = (slug: string, from = all) => addOnsFor(bySlug(slug), from).map((product) => product.slug);
    expect(picks('rain-jacket')).toEqual(PAIRINGS['rain-jacket']);
    expect(picks('trail-sneakers')).toEqual(['bamboo-sunglasses', 'canvas-tote']);
    expect(picks('ceramic-mug')).toEqual(['canvas-tote', 'field-guide-pdf']);
    expect(picks('canvas-tote')).toEqual(['field-guide-pdf', 'limited-edition-print']);
    // The last pair of sunglasses sold: the sneakers' other pairing, then the first add-on left.
    const soldOut = all.map((product) =>
      product.slug === 'bamboo-sunglasses'
        ? { ...product, variants: product.variants.map((variant) => ({ ...variant, qtyInStock: 0 })) }
        : product,
    );
    expect(picks('trail-sneakers', soldOut)).toEqual(['canvas-tote', 'field-guide-pdf']);
    expect(all.filter(isAddOn).map((product) => product.slug)).toEqual([
      'canvas-tote',
      'field-guide-pdf',
      'limited-edition-print',
      'notebook-set',
      'wall-planter',
      'bamboo-sunglasses',
      'gift-box',
    ]);
    // A product with a custom form is not a one-press add-on: its answers need the dialog of its own page.
    expect(isAddOn(bySlug('engraved-camp-mug'))).toBe(false);
    // Every pairing is an add-on in a fresh shop.
    for (const slug of Object.values(PAIRINGS).flat()) expect(isAddOn(bySlug(slug)), slug).toBe(true);
  });
});

describe('quick view on the list page', () => {
  it('renders a server-rendered <sq-quick-view> after the add-to-cart of every card, naming its product page', async () => {
    const { html } = await page('/');
    const cards = products(html, 'plp');
    expect(cards).toHaveLength(LISTED);
    expect(html.match(/<sq-quick-view[ >]/g)).toHaveLength(LISTED);
    for (const { markup, product } of cards) {
      const quickView = markup.indexOf(`<sq-quick-view href="${product.fullUrl}"`);
      expect(quickView, product.title).toBeGreaterThan(markup.indexOf('<sq-add-to-cart'));
      expect(markup).toContain(`<a class="product-card__link" href="${product.fullUrl}">`);
    }
  });
});
