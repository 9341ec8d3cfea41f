import { describe, expect, it } from 'vitest';
import { demoProduct, seedOf } from '../demo/products';
import { productForms } from '../demo/forms';
import { merchandisingFor, productJson } from '../server/product-json';
import type { ShopProduct } from '../server/products';
import { productJsonForPage, renderElementTag } from '../src/server/render';
import { createTemplateRenderer } from '../src/templates/engine';
import { createStorefrontRenderer } from '../src/templates/renderer';
import { pageContextOf } from '../src/templates/storefront';
import { withoutIdPrefixes } from './markup';

/** The platform's own formatters: the engine as it comes, without our commerce formatters. */
const platform = createTemplateRenderer();
/** Ours: the same engine, its commerce formatters emitting our elements. */
const storefront = createStorefrontRenderer();

/** A demo product as the demo shop stores it (what server/products.ts reads from its database). */
function shopProduct(slug: string): ShopProduct {
  const seed = seedOf(slug);
  return {
    ...demoProduct(seed),
    description: seed.description,
    pickerDisplay: seed.pickerDisplay,
    perOrderLimit: seed.perOrderLimit ?? null,
  };
}

interface PageOptions {
  /** Fields of the product's `structuredContent` to replace (`undefined` takes one away). */
  readonly structuredContent?: Readonly<Record<string, unknown>>;
  /** Fields of its merchandising context to replace. */
  readonly merchandising?: Readonly<Record<string, unknown>>;
  readonly storeSettings?: Readonly<Record<string, unknown>>;
  readonly website?: Readonly<Record<string, unknown>>;
  readonly localizedStrings?: Readonly<Record<string, string>>;
}

/**
 * The data of a platform product page for the demo product `slug`: its item (the product JSON
 * the demo shop renders), its merchandising context, the store settings, and the flag that makes
 * the engine write prices with their currency symbol, as the platform does. The platform's item
 * carries `variantOptionOrdering` inside `structuredContent` too, which is
 * where the engine's variant select reads it.
 */
function pageData(slug: string, options: PageOptions = {}) {
  const product = shopProduct(slug);
  const item = productJson(product);
  return {
    item: {
      ...item,
      structuredContent: {
        ...item.structuredContent,
        variantOptionOrdering: item.variantOptionOrdering,
        ...options.structuredContent,
      },
    },
    productMerchandisingContext: { [item.id]: { ...merchandisingFor(product), ...options.merchandising } },
    websiteSettings: { storeSettings: { selectedCurrency: 'USD', ...options.storeSettings } },
    website: { id: 'demo-site', ...options.website },
    featureFlags: { useCLDRMoneyFormat: true },
    ...(options.localizedStrings ? { localizedStrings: options.localizedStrings } : {}),
  };
}

type PageData = ReturnType<typeof pageData>;

/** `source` rendered by the platform's formatters and by ours, neither with a problem. */
function renderBoth(source: string, json: unknown) {
  const theirs = platform.render({ name: 'product.page', source, json });
  const ours = storefront.render({ name: 'product.page', source, json });
  expect(theirs.problems).toEqual([]);
  expect(ours.problems).toEqual([]);
  return { engine: theirs.html, ours: ours.html };
}

/** Screen-reader-only text: the platform's and ours, hidden by each stylesheet. */
const VISUALLY_HIDDEN = ['.visually-hidden', '.v6-visually-hidden', '.sq-visually-hidden'];

/**
 * The engine writes a variant select both ways, a `<select>` and radio buttons, and the platform's
 * stylesheet shows the one the site's style setting chose: for the dropdown, it hides the radios.
 */
const PLATFORM_HIDDEN = {
  dropdown: ['.variant-radiobtn-wrapper'],
  radio: ['.variant-select-wrapper'],
} as const;

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

/**
 * What a visitor reads in `html`: its text, what an input shows (a number's value, a text
 * field's placeholder, a submit button's value) and every choice of a select, in document order,
 * whitespace normalised; without `hidden` elements, scripts, screen-reader-only text, and what
 * the platform's stylesheet hides (`display`: which variant control it shows).
 */
function visibleText(html: string, display: keyof typeof PLATFORM_HIDDEN = 'dropdown'): string {
  const skipped = ['[hidden]', 'script', 'style', 'template', ...VISUALLY_HIDDEN, ...PLATFORM_HIDDEN[display]].join();
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
      if (!(child instanceof Element) || child.matches(skipped)) continue;
      if (child instanceof HTMLInputElement) {
        if (child.type === 'submit' || child.type === 'button') parts.push(child.value);
        else if (child.type !== 'checkbox' && child.type !== 'radio') parts.push(child.value || child.placeholder);
      }
      walk(child);
    }
  };
  walk(parse(html));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** What only a screen reader says in `html` (the price's "Sale Price:" and "Original Price:"). */
function spokenOnly(html: string): string[] {
  return Array.from(parse(html).querySelectorAll(VISUALLY_HIDDEN.join()))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The engine's templates end a label with a colon ("Size:", "Quantity:"); our elements' labels
 * are the option name and "Quantity" alone. Taken off the engine's text where a test
 * says so, so the rest is compared as it is.
 */
const withoutLabelColons = (text: string) => text.replace(/:(?= |$)/g, '');

/** The visible texts of `{item|formatter}` on the page `json`, the platform's and ours. */
function texts(formatter: string, json: PageData, display: keyof typeof PLATFORM_HIDDEN = 'dropdown') {
  const { engine, ours } = renderBoth(`{item|${formatter}}`, json);
  return { engine: visibleText(engine, display), ours: visibleText(ours, display) };
}

/** Expects the platform's formatter and ours to show the same text, and returns it. */
function agree(formatter: string, json: PageData): string {
  const { engine, ours } = texts(formatter, json);
  expect(ours).toBe(engine);
  return ours;
}

/** `<tag …>…</tag>` as it is in `html` (the first; elements of one tag never nest). */
function elementIn(html: string, tag: string): string {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  expect(start, `<${tag}> in ${html}`).toBeGreaterThanOrEqual(0);
  return html.slice(start, end + `</${tag}>`.length);
}

/** Markup with React's ids made the same: each server render numbers its own (`_sq3-R_0_`). */
const sameIds = withoutIdPrefixes;

/** The product JSON the `<sq-product>` around an element holds. */
function productScript(html: string): unknown {
  return JSON.parse(parse(html).querySelector('sq-product > script[type="application/json"]')?.textContent ?? 'null');
}

describe('{item|product-price} → <sq-product-price>', () => {
  it('shows the same price for a product whose variants share it', () => {
    expect(agree('product-price', pageData('linen-shirt'))).toBe('$48.00');
  });

  it('shows the same sale and original price, and says the same labels to a screen reader', () => {
    const json = pageData('wool-beanie');
    expect(agree('product-price', json)).toBe('$24.00 $32.00');
    const { engine, ours } = renderBoth('{item|product-price}', json);
    expect(spokenOnly(ours)).toEqual(spokenOnly(engine));
    expect(spokenOnly(ours)).toEqual(['Sale Price:', 'Original Price:']);
  });

  it('shows the same "from" price for varied prices, and for a sale on some variants only', () => {
    expect(agree('product-price', pageData('stoneware-bowl'))).toBe('from $18.00');
    expect(agree('product-price', pageData('silk-scarf'))).toBe('from $44.00');
    expect(agree('product-price', pageData('styling-session'))).toBe('from $60.00');
  });

  it('shows the same price for a sold-out product', () => {
    expect(agree('product-price', pageData('ceramic-mug'))).toBe('$22.00');
  });

  it('shows the same subscription price with its billing period', () => {
    expect(agree('product-price', pageData('trailhead-coffee-subscription'))).toBe('$18.00 every 2 weeks');
    expect(agree('product-price', pageData('firewood-bundle-delivery'))).toBe('$45.00 every month');
  });

  it('shows the same "Unavailable" for a subscription whose plan has no billing period', () => {
    const json = pageData('firewood-bundle-delivery', { structuredContent: { subscriptionPlan: undefined } });
    expect(agree('product-price', json)).toBe('Unavailable');
  });

  it("shows the same price for a digital product (the product's own price) and a gift card", () => {
    expect(agree('product-price', pageData('field-guide-pdf'))).toBe('$12.00');
    expect(agree('product-price', pageData('fieldhouse-gift-card'))).toBe('from $25.00');
  });
});

describe('{item|product-status} → <sq-product-status>', () => {
  it('shows the same "sale" badge', () => {
    expect(agree('product-status', pageData('wool-beanie'))).toBe('sale');
    expect(agree('product-status', pageData('silk-scarf'))).toBe('sale');
  });

  it('shows the same "sold out" badge, and the shop’s custom sold-out text in its place', () => {
    expect(agree('product-status', pageData('ceramic-mug'))).toBe('sold out');
    expect(agree('product-status', pageData('seasonal-mystery-box'))).toBe('sold out');
    const custom = pageData('ceramic-mug', { merchandising: { customSoldOutText: 'Back in the spring' } });
    expect(agree('product-status', custom)).toBe('Back in the spring');
  });

  it('shows the same nothing for a product in stock at its price, a digital product and a gift card', () => {
    for (const slug of ['linen-shirt', 'field-guide-pdf', 'fieldhouse-gift-card'])
      expect(agree('product-status', pageData(slug))).toBe('');
  });
});

describe('{item|add-to-cart-btn} → <sq-add-to-cart>', () => {
  it('says the same "Add To Cart", custom text and "Subscribe"', () => {
    expect(agree('add-to-cart-btn', pageData('linen-shirt'))).toBe('Add To Cart');
    expect(agree('add-to-cart-btn', pageData('trail-sneakers'))).toBe('Pre-order');
    expect(agree('add-to-cart-btn', pageData('trailhead-coffee-subscription'))).toBe('Subscribe');
  });

  it('says the same for a digital product, a gift card and a service', () => {
    for (const slug of ['field-guide-pdf', 'fieldhouse-gift-card', 'styling-session'])
      expect(agree('add-to-cart-btn', pageData(slug))).toBe('Add To Cart');
  });

  it('says "Sold Out" and is disabled when sold out, as a sold-out button always is, where the engine still says "Add To Cart"', () => {
    const { engine, ours } = renderBoth('{item|add-to-cart-btn}', pageData('ceramic-mug'));
    expect(visibleText(engine)).toBe('Add To Cart');
    expect(visibleText(ours)).toBe('Sold Out');
    expect(parse(ours).querySelector('button')?.disabled).toBe(true);
  });

  it('says "Sold Out" on a sold-out button where the shop has its own sold-out text (the badge\'s), where the engine says "Add To Cart"', () => {
    const json = pageData('ceramic-mug', { merchandising: { customSoldOutText: 'Back in the spring' } });
    expect(texts('add-to-cart-btn', json)).toEqual({ engine: 'Add To Cart', ours: 'Sold Out' });
  });
});

describe('{item|variants-select} → <sq-variant-picker>', () => {
  it('shows the same options, placeholders and choices as dropdowns; the engine ends its option names with a colon, ours do not', () => {
    for (const slug of ['linen-shirt', 'coffee-beans', 'styling-session']) {
      const { engine, ours } = texts('variants-select', pageData(slug));
      expect(ours).toBe(withoutLabelColons(engine));
    }
    expect(texts('variants-select', pageData('linen-shirt')).ours).toBe(
      'Size Select Size S M L Colour Select Colour Sand Navy',
    );
  });

  it('shows the same choices as radio buttons (display=radio, the platform’s button style)', () => {
    const json = pageData('styling-session');
    const { engine } = renderBoth('{item|variants-select}', json);
    const { ours } = renderBoth('{item|variants-select display=radio}', json);
    expect(visibleText(ours, 'radio')).toBe(withoutLabelColons(visibleText(engine, 'radio')));
    expect(visibleText(ours, 'radio')).toBe('Length 30 min 60 min');
  });

  it('shows the same nothing for a single variant (no picker)', () => {
    expect(agree('variants-select', pageData('canvas-tote'))).toBe('');
    expect(agree('variants-select', pageData('field-guide-pdf'))).toBe('');
  });

  it('marks a choice that has run out "(sold out)", which the engine leaves to the platform’s script', () => {
    const { engine, ours } = texts('variants-select', pageData('ceramic-mug'));
    expect(engine).toBe('Glaze: Select Glaze White Speckled');
    expect(ours).toBe('Glaze Select Glaze White (sold out) Speckled (sold out)');
  });

  it('names a gift card’s option "Value" ("Select Value") the same, whatever the shop called it', () => {
    expect(texts('variants-select', pageData('fieldhouse-gift-card')).ours).toBe(
      'Value Select Value $25 $50 $100 $200',
    );
    const { engine, ours } = texts('variants-select', pageData('fieldhouse-gift-card'));
    expect(ours).toBe(withoutLabelColons(engine));
  });

  it('takes a gift card’s texts from the shop’s localizedStrings as the engine does', () => {
    const json = {
      ...pageData('fieldhouse-gift-card'),
      localizedStrings: { giftCardValueDisplayText: 'Wert', giftCardVariantSelectText: 'Wert wählen' },
    };
    const { engine, ours } = texts('variants-select', json);
    expect(ours).toBe('Wert Wert wählen $25 $50 $100 $200');
    expect(ours).toBe(withoutLabelColons(engine));
  });
});

describe('{item|quantity-input} → <sq-quantity-input>', () => {
  it('shows the same quantity field, 1 to begin with; the engine’s label ends with a colon, ours is the platform’s "Quantity"', () => {
    for (const slug of ['linen-shirt', 'styling-session']) {
      const { engine, ours } = texts('quantity-input', pageData(slug));
      expect(ours).toBe(withoutLabelColons(engine));
      expect(ours).toBe('Quantity 1');
    }
  });

  it('shows the same nothing for a subscription, a digital product, a gift card, a sold-out product and the last one in stock', () => {
    const slugs = [
      'firewood-bundle-delivery',
      'trailhead-coffee-subscription',
      'field-guide-pdf',
      'fieldhouse-gift-card',
      'ceramic-mug',
      'bamboo-sunglasses',
    ];
    for (const slug of slugs) expect(agree('quantity-input', pageData(slug))).toBe('');
  });

  it('shows the same nothing for a service when the store allows one of each only', () => {
    const json = pageData('styling-session', { storeSettings: { multipleQuantityAllowedForServices: false } });
    expect(agree('quantity-input', json)).toBe('');
  });
});

describe('{item|product-scarcity} → <sq-scarcity>', () => {
  it('shows the same nothing before a choice, and after one what the engine’s view for that variant says', () => {
    const json = pageData('linen-shirt');
    expect(agree('product-scarcity', json)).toBe('');
    const { engine } = renderBoth('{item|product-scarcity}', json);
    const views = Array.from(parse(engine).querySelectorAll('.product-scarcity'));
    expect(views.map((view) => view.textContent?.trim())).toEqual([
      'Only 3 left!',
      'Only 1 left!',
      'Only 2 left!',
      'Only 4 left!',
    ]);
    for (const view of views) {
      const options = JSON.parse(view.getAttribute('data-variant-attributes') ?? '{}') as Record<string, string>;
      const chosen = renderElementTag('sq-scarcity', {
        product: json.item,
        pageContext: pageContextOf(json),
        selection: { options },
        lang: 'en-US',
      });
      expect(visibleText(chosen)).toBe(view.textContent?.trim());
    }
  });

  it('shows the same nothing when the shop turned scarcity off', () => {
    expect(agree('product-scarcity', pageData('linen-shirt', { merchandising: { scarcityEnabled: false } }))).toBe('');
  });

  it('shows the first view’s text before a choice when scarcityShownByDefault, which the engine reads but leaves hidden', () => {
    const json = pageData('linen-shirt', { merchandising: { scarcityShownByDefault: true } });
    expect(texts('product-scarcity', json)).toEqual({ engine: '', ours: 'Only 3 left!' });
  });
});

describe('{item|product-restock-notification} → <sq-restock-form>', () => {
  it("shows the same form, in the shop's words, when a view is shown before any choice", () => {
    expect(agree('product-restock-notification', pageData('ceramic-mug'))).toBe(
      'Every glaze comes out of the kiln in small batches. Leave your email and we will tell you when the next one is out. ' +
        'you@example.com Tell me Also send me the Fieldhouse newsletter (once a month).',
    );
  });

  it('shows the same nothing while every view is hidden until chosen, and for a product without views', () => {
    expect(agree('product-restock-notification', pageData('linen-shirt'))).toBe('');
    expect(agree('product-restock-notification', pageData('canvas-tote'))).toBe('');
  });

  it('shows after a choice what the engine’s view for that variant says', () => {
    const json = pageData('ceramic-mug');
    const { engine } = renderBoth('{item|product-restock-notification}', json);
    const views = Array.from(parse(engine).querySelectorAll('.product-restock-notification'));
    expect(views.map((view) => view.hasAttribute('hidden'))).toEqual([false, true]);
    const variants = json.item.structuredContent.variants;
    for (const view of views) {
      const variant = variants.find((candidate) => candidate.id === view.getAttribute('data-variant-id'));
      view.removeAttribute('hidden');
      const chosen = renderElementTag('sq-restock-form', {
        product: json.item,
        pageContext: pageContextOf(json),
        selection: { options: variant?.attributes ?? {} },
        lang: 'en-US',
      });
      expect(visibleText(chosen)).toBe(visibleText(view.outerHTML));
    }
  });

  it("fills in the texts the shop left out with the restock form's own defaults, where the engine leaves them blank", () => {
    // The Seasonal Mystery Box sets a call to action and a button, but no placeholder or
    // mailing-list text: the engine's field has no placeholder and its checkbox no words.
    const { engine, ours } = texts('product-restock-notification', pageData('seasonal-mystery-box'));
    const cta = "This season's boxes are gone. Sign up to hear when the next batch is packed.";
    expect(engine).toBe(`${cta} Notify me`);
    expect(ours).toBe(`${cta} Email Address Notify me Sign up for news and updates`);
  });

  it('says the reCAPTCHA notice when the site has a captcha, where the engine leaves an empty box for its widget', () => {
    const json = pageData('ceramic-mug', { website: { captchaSettings: { siteKey: 'site-key' } } });
    const { engine, ours } = texts('product-restock-notification', json);
    expect(ours).toBe(
      `${engine} This site is protected by reCAPTCHA Enterprise and the Google Privacy Policy and Terms of Service apply.`,
    );
  });
});

describe('{item|product-quick-view} → <sq-quick-view>', () => {
  it('says the same "Quick View", and opens the product’s own page', () => {
    const json = pageData('linen-shirt');
    expect(agree('product-quick-view', json)).toBe('Quick View');
    const { ours } = renderBoth('{item|product-quick-view}', json);
    expect(parse(ours).querySelector('sq-quick-view')?.getAttribute('href')).toBe('/shop/p/linen-shirt');
  });

  it("takes the engine's group argument and shows one product, and an href of the template's own", () => {
    const json = { ...pageData('linen-shirt'), items: [] };
    const { engine, ours } = renderBoth('{item|product-quick-view collectionId}', json);
    expect(visibleText(ours)).toBe(visibleText(engine));
    const other = storefront.render({ name: 'list', source: '{item|product-quick-view href=/elsewhere}', json });
    expect(parse(other.html).querySelector('sq-quick-view')?.getAttribute('href')).toBe('/elsewhere');
  });
});

describe('{item|product-checkout} → picker, quantity and button in one <sq-product>', () => {
  it('shows the same options, quantity and button (the engine’s labels end with a colon)', () => {
    for (const slug of ['linen-shirt', 'canvas-tote', 'trailhead-coffee-subscription', 'ceramic-mug']) {
      const { engine, ours } = texts('product-checkout', pageData(slug));
      if (slug === 'ceramic-mug') {
        // Sold out: the "Sold Out" button and our "(sold out)" choices, as above.
        expect(ours).toBe('Glaze Select Glaze White (sold out) Speckled (sold out) Sold Out');
        expect(engine).toBe('Glaze: Select Glaze White Speckled Add To Cart');
      } else expect(ours).toBe(withoutLabelColons(engine));
    }
    expect(texts('product-checkout', pageData('linen-shirt')).ours).toBe(
      'Size Select Size S M L Colour Select Colour Sand Navy Quantity 1 Add To Cart',
    );
  });

  it('puts the three elements in one shared <sq-product>, each attribute on the element that takes it', () => {
    const json = pageData('linen-shirt');
    const { html, problems } = storefront.render({
      name: 'product.page',
      source: '{item|product-checkout display=radio express-checkout}',
      json,
    });
    expect(problems).toEqual([]);
    const body = parse(html);
    expect(body.querySelectorAll('sq-product')).toHaveLength(1);
    expect(Array.from(body.querySelector('sq-product')?.children ?? [], (child) => child.localName)).toEqual([
      'script',
      'sq-variant-picker',
      'sq-quantity-input',
      'sq-add-to-cart',
    ]);
    expect(body.querySelector('sq-variant-picker')?.getAttribute('display')).toBe('radio');
    expect(body.querySelector('sq-add-to-cart')?.hasAttribute('express-checkout')).toBe(true);
    expect(productScript(html)).toEqual(JSON.parse(JSON.stringify(json.item)));
  });

  it('reports an attribute none of its elements takes', () => {
    const { problems } = storefront.render({
      name: 'product.page',
      source: '{item|product-checkout class=wide}',
      json: pageData('linen-shirt'),
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      'No element product-checkout writes has the attribute "class".',
    ]);
  });
});

describe('localizedStrings', () => {
  const localizedStrings = {
    productAddToCartText: 'Ajouter au panier',
    productSubscribeText: "S'abonner",
    productSoldOutText: 'épuisé',
    productSaleText: 'soldes',
    productPriceFromText: 'à partir de {fromPrice}',
    productPriceUnavailable: 'Indisponible',
    salePriceText: 'Prix soldé :',
    originalPriceText: 'Prix initial :',
    productQuantityInputLabel: 'Quantité',
    productVariantSelectText: 'Choisir {variantName}',
    productQuickViewText: 'Aperçu',
  };
  const page = (slug: string, options: PageOptions = {}) => pageData(slug, { ...options, localizedStrings });

  it("say the same in our elements as in the engine's formatters", () => {
    expect(agree('add-to-cart-btn', page('linen-shirt'))).toBe('Ajouter au panier');
    expect(agree('add-to-cart-btn', page('trailhead-coffee-subscription'))).toBe("S'abonner");
    expect(agree('product-status', page('ceramic-mug'))).toBe('épuisé');
    expect(agree('product-status', page('wool-beanie'))).toBe('soldes');
    expect(agree('product-price', page('stoneware-bowl'))).toBe('à partir de $18.00');
    const unavailable = page('firewood-bundle-delivery', { structuredContent: { subscriptionPlan: undefined } });
    expect(agree('product-price', unavailable)).toBe('Indisponible');
    expect(agree('product-quick-view', page('linen-shirt'))).toBe('Aperçu');
    const quantity = texts('quantity-input', page('linen-shirt'));
    expect(quantity.ours).toBe(withoutLabelColons(quantity.engine));
    expect(quantity.ours).toBe('Quantité 1');
    const picker = texts('variants-select', page('stoneware-bowl'));
    expect(picker.ours).toBe(withoutLabelColons(picker.engine));
    expect(picker.ours).toBe('Size Choisir Size Small Large');
  });

  it("say the shop's sale and original price labels to a screen reader, which the engine's price template cannot reach", () => {
    // The engine runs its price template in a private context, where `localizedStrings` (which it
    // means to read) cannot be resolved: it says "Sale Price:" whatever the shop wrote.
    const { engine, ours } = renderBoth('{item|product-price}', page('wool-beanie'));
    expect(spokenOnly(engine)).toEqual(['Sale Price:', 'Original Price:']);
    expect(spokenOnly(ours)).toEqual(['Prix soldé :', 'Prix initial :']);
    expect(visibleText(ours)).toBe(visibleText(engine));
  });

  it('become the messages of the page context the layout writes, so the browser says the same', () => {
    const json = page('linen-shirt');
    const { html } = storefront.render({ name: 'site.region', source: '{@|page-context}', json });
    const context = JSON.parse(parse(html).querySelector('#sq-page-context')?.textContent ?? '{}') as {
      messages: Record<string, string>;
    };
    expect(context.messages).toEqual({
      addToCart: 'Ajouter au panier',
      subscribe: "S'abonner",
      statusSoldOut: 'épuisé',
      statusSale: 'soldes',
      fromPrice: 'à partir de {fromPrice}',
      priceUnavailable: 'Indisponible',
      salePrice: 'Prix soldé :',
      originalPrice: 'Prix initial :',
      quantity: 'Quantité',
      selectVariant: 'Choisir {variantName}',
      quickView: 'Aperçu',
    });
  });

  it("leave out blank ones and keys we have no text for; an explicit page context's own messages win", () => {
    expect(
      pageContextOf({ localizedStrings: { productAddToCartText: ' ', productSaleText: 'Sale!', unknownText: 'x' } }),
    ).toEqual({ website: {}, messages: { statusSale: 'Sale!' } });
    expect(
      pageContextOf({
        localizedStrings: { productAddToCartText: 'Buy', productSaleText: 'Sale!' },
        pageContext: { website: { id: 'w1' }, messages: { addToCart: 'Add' } },
      }),
    ).toEqual({ website: { id: 'w1' }, messages: { addToCart: 'Add', statusSale: 'Sale!' } });
    const own = { website: { id: 'w1' } };
    expect(pageContextOf({ pageContext: own })).toBe(own);
  });
});

describe('the live elements', () => {
  const cases = [
    ['add-to-cart-btn', 'sq-add-to-cart', 'linen-shirt'],
    ['product-price', 'sq-product-price', 'wool-beanie'],
    ['product-status', 'sq-product-status', 'ceramic-mug'],
    ['variants-select', 'sq-variant-picker', 'linen-shirt'],
    ['quantity-input', 'sq-quantity-input', 'linen-shirt'],
    ['product-scarcity', 'sq-scarcity', 'linen-shirt'],
    ['product-restock-notification', 'sq-restock-form', 'ceramic-mug'],
    ['product-quick-view', 'sq-quick-view', 'linen-shirt'],
  ] as const;

  it.each(cases)(
    '{item|%s} writes <%s> with the server markup renderElementTag gives it, in a shared <sq-product>',
    (formatter, tag, slug) => {
      const json = pageData(slug);
      const { ours } = renderBoth(`{item|${formatter}}`, json);
      expect(ours.startsWith('<sq-product shared page-type="pdp"><script type="application/json">')).toBe(true);
      expect(productScript(ours)).toEqual(JSON.parse(JSON.stringify(json.item)));
      const expected = renderElementTag(tag, {
        product: json.item,
        pageType: 'pdp',
        pageContext: pageContextOf(json),
        lang: 'en-US',
        attributes: tag === 'sq-quick-view' ? { href: json.item.fullUrl } : undefined,
      });
      expect(sameIds(elementIn(ours, tag))).toBe(sameIds(expected));
    },
  );

  it('{item|product-checkout} writes each of its elements with its server markup', () => {
    const json = pageData('linen-shirt');
    const { ours } = renderBoth('{item|product-checkout}', json);
    for (const tag of ['sq-variant-picker', 'sq-quantity-input', 'sq-add-to-cart']) {
      const expected = renderElementTag(tag, {
        product: json.item,
        pageType: 'pdp',
        pageContext: pageContextOf(json),
        lang: 'en-US',
      });
      expect(sameIds(elementIn(ours, tag))).toBe(sameIds(expected));
    }
  });

  it('places the product by a first argument or page-type=, else by where it is in the data', () => {
    const json = { ...pageData('linen-shirt'), items: [pageData('canvas-tote').item] };
    const { html, problems } = storefront.render({
      name: 'list',
      source:
        '{item|add-to-cart-btn plp}|{item|product-price page-type=quick-view}|{item|product-status}' +
        '{.repeated section items}|{@|add-to-cart-btn}{.end}',
      json,
    });
    expect(problems).toEqual([]);
    expect(
      Array.from(parse(html).querySelectorAll('sq-product'), (product) => product.getAttribute('page-type')),
    ).toEqual(['plp', 'quick-view', 'pdp', 'plp']);
    // A list page's button is named for its product.
    expect(parse(html).querySelectorAll('sq-add-to-cart button')[1]?.getAttribute('aria-label')).toBe(
      'Add To Cart Canvas Tote',
    );
  });

  it('passes attributes as the element formatter does, and reports arguments that are none', () => {
    const { html, problems } = storefront.render({
      name: 'product.page',
      source:
        '{item|add-to-cart-btn express-checkout}{item|product-price style:code}{item|add-to-cart-btn page-type=shelf}',
      json: pageData('enamel-pin'),
    });
    expect(parse(html).querySelector('sq-add-to-cart')?.hasAttribute('express-checkout')).toBe(true);
    expect(withoutIdPrefixes(html)).toContain('<sq-product-price data-state="single" data-sq-server="sq-">');
    expect(problems.map((problem) => problem.message)).toEqual([
      '"style:code" is not an attribute, so product-price left it out.',
      'Unknown page-type "shelf" for add-to-cart-btn.',
    ]);
  });

  it('writes nothing for no product, and tells the theme author', () => {
    const { html, problems } = storefront.render({
      name: 'product.page',
      source: '[{missing|add-to-cart-btn}]',
      json: pageData('linen-shirt'),
    });
    expect(html).toBe('[]');
    expect(problems.map((problem) => problem.message)).toEqual(['add-to-cart-btn was given no product.']);
  });

  it('makes separately written price, picker and button one product: each in a shared <sq-product> of the same id and page type', () => {
    const json = pageData('linen-shirt');
    const { html } = storefront.render({
      name: 'product.page',
      source: '{item|product-price}<h1>{item.title|html}</h1>{item|variants-select}{item|add-to-cart-btn}',
      json,
    });
    const products = Array.from(parse(html).querySelectorAll('sq-product'));
    expect(products).toHaveLength(3);
    for (const product of products) {
      expect(product.hasAttribute('shared')).toBe(true);
      expect(product.getAttribute('page-type')).toBe('pdp');
      expect((productScript(product.outerHTML) as { id: string }).id).toBe(json.item.id);
    }
  });
});

describe('{item|product-scope-open} … {@|product-scope-close}: one <sq-product> for a block', () => {
  const renderScope = (source: string, json: unknown = pageData('linen-shirt')) =>
    storefront.render({ name: 'card.block', source, json });

  it("writes the product's JSON once, every element of the product inside it bare", () => {
    const json = pageData('linen-shirt');
    const { html, problems } = renderScope(
      '<li>{.section item}{@|product-scope-open plp}<h2>{title|html}</h2>{@|product-status}{@|product-price}' +
        '{@|add-to-cart-btn express-checkout}{@|product-quick-view}{@|product-checkout}{@|product-scope-close}{.end}</li>',
      json,
    );
    expect(problems).toEqual([]);
    const body = parse(html);
    expect(body.querySelectorAll('sq-product')).toHaveLength(1);
    expect(body.querySelectorAll('script[type="application/json"]')).toHaveLength(1);
    const scope = body.querySelector('sq-product')!;
    expect(scope.hasAttribute('shared')).toBe(true);
    expect(scope.getAttribute('page-type')).toBe('plp');
    expect(productScript(html)).toEqual(JSON.parse(JSON.stringify(productJsonForPage(json.item))));
    expect(Array.from(scope.children, (child) => child.localName)).toEqual([
      'script',
      'h2',
      'sq-product-status',
      'sq-product-price',
      'sq-add-to-cart',
      'sq-quick-view',
      'sq-variant-picker',
      'sq-quantity-input',
      'sq-add-to-cart',
    ]);
    expect(body.querySelector('sq-add-to-cart')?.hasAttribute('express-checkout')).toBe(true);
    // Each bare element is the markup the formatter writes alone, without its wrapper.
    const alone = renderScope('{item|product-price plp}', json).html;
    expect(sameIds(html)).toContain(sameIds(elementIn(alone, 'sq-product-price')));
  });

  it('gives its page type to the elements inside; one asking for another, or another product, gets its own', () => {
    const json = { ...pageData('linen-shirt'), other: productJson(shopProduct('canvas-tote')) };
    const { html, problems } = renderScope(
      '{item|product-scope-open add-on}{item|product-price}{item|add-to-cart-btn pdp}{other|product-price}' +
        '{@|product-scope-close}{item|product-status}',
      json,
    );
    expect(problems).toEqual([]);
    const body = parse(html);
    const scopes = Array.from(body.querySelectorAll('sq-product'));
    expect(scopes.map((scope) => scope.getAttribute('page-type'))).toEqual(['add-on', 'pdp', 'product-block', 'pdp']);
    const [outer, button, other, after] = scopes;
    expect(outer?.querySelector(':scope > sq-product-price')).not.toBeNull();
    expect(button?.parentElement).toBe(outer);
    expect(button?.querySelector(':scope > sq-add-to-cart')).not.toBeNull();
    expect((productScript(other!.outerHTML) as { id: string }).id).toBe(json.other.id);
    // After the close, a formatter is on its own again: its element in its own shared <sq-product>.
    expect(after?.parentElement).toBe(body);
    expect(after?.querySelector(':scope > sq-product-status')).not.toBeNull();
  });

  it('nests: the innermost scope holds its own product', () => {
    const json = { ...pageData('linen-shirt'), other: productJson(shopProduct('canvas-tote')) };
    const { html, problems } = renderScope(
      '{item|product-scope-open}{other|product-scope-open plp}{other|product-price}{item|product-price}' +
        '{@|product-scope-close}{item|add-to-cart-btn}{@|product-scope-close}',
      json,
    );
    expect(problems).toEqual([]);
    const body = parse(html);
    expect(body.querySelectorAll('sq-product')).toHaveLength(3);
    const outer = body.querySelector(':scope > sq-product')!;
    const inner = outer.querySelector(':scope > sq-product[page-type="plp"]')!;
    expect(inner.querySelector(':scope > sq-product-price')).not.toBeNull();
    // The outer product's price, written inside the inner scope, gets a scope of its own.
    expect(inner.querySelector(':scope > sq-product[page-type="pdp"] > sq-product-price')).not.toBeNull();
    expect(outer.querySelector(':scope > sq-add-to-cart')).not.toBeNull();
  });

  it('reports a scope given no product, a close with none open, a bad page type and a scope left open', () => {
    const unclosed = renderScope('<li>{item|product-scope-open}{item|product-price}</li>');
    expect(unclosed.problems.map((problem) => problem.message)).toEqual([
      'product-scope-open (Linen Shirt) with no product-scope-close.',
    ]);
    expect(unclosed.html.endsWith('</li></sq-product>')).toBe(true);
    expect(parse(unclosed.html).querySelectorAll('script[type="application/json"]')).toHaveLength(1);

    const wrong = renderScope(
      '[{missing|product-scope-open}{item|product-price}{@|product-scope-close}{@|product-scope-close}' +
        '{item|product-scope-open somewhere}{@|product-scope-close}]',
    );
    expect(wrong.problems.map((problem) => problem.message)).toEqual([
      'product-scope-open was given no product.',
      'product-scope-close with no product scope open.',
      'Unknown page-type "somewhere" for product-scope-open.',
    ]);
    // The price in the scope that had no product is on its own, in its own <sq-product>.
    expect(wrong.html).toMatch(/^\[<sq-product shared page-type="pdp"><script type="application\/json">/);
    expect(parse(wrong.html).querySelectorAll('sq-product')).toHaveLength(2);
  });
});

describe('a formatter written alone', () => {
  it('still writes its element in its own shared <sq-product> holding the product JSON', () => {
    const json = pageData('linen-shirt');
    for (const formatter of ['product-price', 'add-to-cart-btn', 'product-status', 'product-quick-view']) {
      const { html, problems } = storefront.render({ name: 'product.page', source: `{item|${formatter}}`, json });
      expect(problems).toEqual([]);
      expect(html).toMatch(/^<sq-product shared page-type="pdp"><script type="application\/json">/);
      expect(html.endsWith('</sq-product>')).toBe(true);
    }
  });
});

describe('hostile strings', () => {
  const ELEMENTS_MARKUP_WOULD_MAKE = 'img, b, script:not([type="application/json"])';

  it('never become markup: a title of markup, an option value with a tag, localized text', () => {
    const json = pageData('hostile-tee', {
      localizedStrings: { productAddToCartText: '<img src=x onerror=alert(1)>', productQuickViewText: '<b>Peek</b>' },
    });
    const { html, problems } = storefront.render({
      name: 'product.page',
      source:
        '{item|add-to-cart-btn plp}{item|product-quick-view}{item|variants-select}{item|variants-select display=radio}' +
        '{item|product-checkout}{item|product-price}{item|product-status}',
      json,
    });
    expect(problems).toEqual([]);
    const body = parse(html);
    expect(body.querySelectorAll(ELEMENTS_MARKUP_WOULD_MAKE)).toHaveLength(0);
    expect(body.querySelector('sq-add-to-cart button')?.getAttribute('aria-label')).toBe(
      '<img src=x onerror=alert(1)> <img src=x onerror=alert(1)> Hostile Tee',
    );
    expect(body.querySelector('sq-quick-view button')?.textContent).toBe('<b>Peek</b>');
    expect(Array.from(body.querySelectorAll('sq-variant-picker option'), (option) => option.textContent)).toContain(
      'M <b>',
    );
    expect(body.querySelector('sq-variant-picker input[value="M <b>"]')).not.toBeNull();
  });

  it('keep product JSON from closing its script', () => {
    const json = pageData('linen-shirt');
    json.item.title = '</script><script>alert(1)</script>';
    const { html } = storefront.render({ name: 'product.page', source: '{item|product-price}', json });
    expect(html).not.toContain('</script><script>');
    expect((productScript(html) as { title: string }).title).toBe('</script><script>alert(1)</script>');
  });
});

describe('{field|summary-form-field}', () => {
  const [engraving, patch] = productForms;
  const title = (form: typeof engraving, id: string) => form?.fields.find((field) => field.id === id)?.title ?? id;
  /** Answers to the demo shop's product forms, as an order summary lists them. */
  const answers = [
    { type: 'text', rawTitle: title(engraving, 'engraving'), value: 'Base Camp 2026' },
    { type: 'select', rawTitle: title(engraving, 'font'), value: 'Serif' },
    { type: 'textarea', rawTitle: title(engraving, 'gift-message'), value: '' },
    { type: 'date', rawTitle: title(engraving, 'deliver-by'), values: { Month: '12', Day: '24', Year: '2026' } },
    { type: 'checkbox', rawTitle: title(engraving, 'gift-wrap'), values: ['Wrap it in kraft paper and twine'] },
    { type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } },
    { type: 'phone', rawTitle: 'Phone', values: { Country: '1', Areacode: '212', Prefix: '555', Line: '0100' } },
    { type: 'time', rawTitle: 'Time', values: { Hour: '9', Minute: '', Second: '', Ampm: 'AM' } },
    { type: 'likert', rawTitle: 'Service', values: { Speed: '2', Care: '-1', Other: '9' } },
    {
      type: 'address',
      rawTitle: 'Address',
      values: { Line1: '1 Main St', Line2: '', City: 'NYC', State: 'NY', Zip: '10001', Country: 'US' },
    },
  ];
  const source = '{.repeated section fields}{@|summary-form-field}{.end}';

  it("writes the engine's markup exactly for answers without characters to escape", () => {
    expect(patch).toBeDefined();
    const { engine, ours } = renderBoth(source, { fields: answers });
    expect(ours).toBe(engine);
    expect(visibleText(ours)).toContain('Gift message: N/A');
    expect(visibleText(ours)).toContain('Speed: Strongly Agree Care: Disagree Other: Neutral');
  });

  it('shows the same text where it escapes (an apostrophe in a title, an ampersand and quotes in an answer)', () => {
    const fields = [
      { type: 'email', rawTitle: title(engraving, 'recipient-email'), value: 'sam@example.com' },
      { type: 'textarea', rawTitle: 'Gift message', value: 'Happy trails & "see you soon"' },
    ];
    const { engine, ours } = renderBoth(source, { fields });
    expect(ours).not.toBe(engine);
    expect(visibleText(ours)).toBe(visibleText(engine));
    expect(visibleText(ours)).toBe('Recipient\'s email: sam@example.com Gift message: Happy trails & "see you soon"');
  });

  it('keeps the shop’s localized "N/A" and likert answers', () => {
    const json = {
      fields: [answers[2], answers[8]],
      localizedStrings: { productSummaryFormNoAnswerText: 'Sans réponse', productAnswerMapAgree: "D'accord" },
    };
    const fields = [...json.fields, { type: 'likert', rawTitle: 'Again', values: { Fit: '1' } }];
    const { engine, ours } = renderBoth(source, { ...json, fields });
    expect(visibleText(ours)).toBe(visibleText(engine));
    expect(visibleText(ours)).toContain('Gift message: Sans réponse');
    expect(visibleText(ours)).toContain("Fit: D'accord");
  });

  it('never lets an answer, a title or a localized text become markup, where the engine writes them as they are', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const fields = [
      { type: 'text', rawTitle: hostile, value: hostile },
      { type: 'name', rawTitle: 'Name', values: { First: hostile, Last: '<b>x</b>' } },
      { type: 'checkbox', rawTitle: 'Options', values: [hostile] },
      { type: 'likert', rawTitle: 'Survey', values: { [hostile]: '1' } },
      { type: 'textarea', rawTitle: 'Notes', value: '' },
    ];
    const json = {
      fields,
      localizedStrings: { productAnswerMapAgree: hostile, productSummaryFormNoAnswerText: hostile },
    };
    const { engine, ours } = renderBoth(source, json);
    expect(parse(engine).querySelectorAll('img').length).toBeGreaterThan(0);
    expect(parse(ours).querySelectorAll('img, b')).toHaveLength(0);
    expect(visibleText(ours)).toBe(
      `${hostile}: ${hostile} Name: ${hostile} <b>x</b> Options: ${hostile} Survey: ${hostile}: ${hostile} Notes: ${hostile}`,
    );
  });
});

describe('kept as the engine has them', () => {
  it('{cart|cart-url} is the cart page, "/cart"', () => {
    const { engine, ours } = renderBoth('{cart|cart-url}', { cart: {} });
    expect(ours).toBe(engine);
    expect(ours).toBe('/cart');
  });

  it('{cart|cart-quantity} is the count of items in the cart, in the engine’s span', () => {
    const cart = { entries: [{ quantity: 2 }, { quantity: 1 }], totalQuantity: 3 };
    const { engine, ours } = renderBoth('{cart|cart-quantity}', { cart });
    expect(ours).toBe(engine);
    expect(ours).toBe('<span class="sqs-cart-quantity">3</span>');
  });
});
