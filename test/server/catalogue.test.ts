// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { stableId } from '../../demo/ids';
import { parseProduct, ProductType, type Product } from '../../src/product/product';
import { useServer } from './helpers';
import { withoutServerMarks } from '../markup';

const shop = useServer();

/** A product's `?format=json` item, parsed as the elements parse it, with no console error. */
async function parsed(slug: string): Promise<Product> {
  const res = await fetch(`${shop.base}/shop/p/${slug}?format=json`);
  expect(res.status).toBe(200);
  const { item } = (await res.json()) as { item: unknown };
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const product = parseProduct(item, `${slug}:`);
  expect(error).not.toHaveBeenCalled();
  expect(product).not.toBeNull();
  return product!;
}

async function page(slug: string) {
  const res = await fetch(`${shop.base}/shop/p/${slug}`);
  expect(res.status).toBe(200);
  const html = withoutServerMarks(await res.text());
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

const money = (value: string) => ({ value, currency: 'USD' });

describe('the purchase-path products of the catalogue', () => {
  it('has a coffee subscription with three options, each priced on every variant', async () => {
    const coffee = await parsed('trailhead-coffee-subscription');
    expect(coffee.id).toBe(stableId('product', 'trailhead-coffee-subscription'));
    const content = coffee.structuredContent;
    expect(content).toMatchObject({
      productType: ProductType.Physical,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { unit: 'WEEK', value: 2 }, numBillingCycles: 0 },
    });
    expect(content.productSubscriptionOptions.map((option) => option.subscriptionPlan)).toEqual([
      { billingPeriod: { unit: 'WEEK', value: 2 }, numBillingCycles: 0 },
      { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 0 },
      { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 12 },
    ]);
    const ids = content.productSubscriptionOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(3);
    expect(content.variants.map((variant) => variant.attributes)).toEqual([
      { Grind: 'Whole Bean' },
      { Grind: 'Ground' },
    ]);
    for (const variant of content.variants) {
      expect(variant).toMatchObject({ priceMoney: money('18.00'), unlimited: true, onSale: false });
      expect(variant.pricingOptions.map((option) => option.productSubscriptionOptionId)).toEqual(ids);
      expect(variant.pricingOptions.map((option) => option.priceMoney)).toEqual([
        money('18.00'),
        money('18.00'),
        money('16.20'),
      ]);
      expect(variant.pricingOptions.map((option) => option.subscriptionPlan)).toEqual(
        content.productSubscriptionOptions.map((option) => option.subscriptionPlan),
      );
      expect(variant.pricingOptions.every((option) => !option.onSale)).toBe(true);
    }
  });

  it('has a subscription billed by its own plan, without options', async () => {
    const firewood = await parsed('firewood-bundle-delivery');
    expect(firewood.structuredContent).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 0 },
      productSubscriptionOptions: [],
      variants: [{ priceMoney: money('45.00'), unlimited: false, qtyInStock: 30, pricingOptions: [] }],
    });
  });

  it('has a gift card in four amounts, unlimited and never on sale', async () => {
    const card = await parsed('fieldhouse-gift-card');
    expect(card.title).toBe('Fieldhouse Gift Card');
    expect(card.variantOptionOrdering).toEqual(['Amount']);
    expect(card.structuredContent).toMatchObject({ productType: ProductType.GiftCard, isSubscribable: false });
    expect(card.structuredContent.onSale).toBe(false);
    expect(
      card.structuredContent.variants.map(({ attributes, priceMoney, unlimited, onSale }) => ({
        attributes,
        priceMoney,
        unlimited,
        onSale,
      })),
    ).toEqual(
      ['25', '50', '100', '200'].map((amount) => ({
        attributes: { Amount: `$${amount}` },
        priceMoney: money(`${amount}.00`),
        unlimited: true,
        onSale: false,
      })),
    );
  });

  it('leaves the other products as they were: not subscribable, no subscription fields', async () => {
    const tote = await parsed('canvas-tote');
    expect(tote.structuredContent).toMatchObject({ isSubscribable: false, productSubscriptionOptions: [] });
    expect(tote.structuredContent.subscriptionPlan).toBeUndefined();
    const raw = (await (await fetch(`${shop.base}/shop/p/linen-shirt?format=json`)).json()) as {
      item: { structuredContent: Record<string, unknown> & { variants: Record<string, unknown>[] } };
    };
    expect(raw.item.structuredContent).not.toHaveProperty('productSubscriptionOptions');
    expect(raw.item.structuredContent.variants[0]).not.toHaveProperty('pricingOptions');
  });

  it('renders their product pages like the others', async () => {
    const coffee = await page('trailhead-coffee-subscription');
    expect(coffee).toContain('<h1 class="product-page__title">Trailhead Coffee Subscription</h1>');
    expect(coffee).toContain('$18.00 every 2 weeks');
    expect(coffee).toContain('<sq-variant-picker display="radio">');
    expect(coffee).toContain('<span class="sq-add-to-cart__label">Subscribe</span>');
    expect(await page('firewood-bundle-delivery')).toContain('$45.00 every month');

    const card = await page('fieldhouse-gift-card');
    expect(card).toContain('<h1 class="product-page__title">Fieldhouse Gift Card</h1>');
    expect(card).toContain('<sq-variant-picker display="radio">');
    expect(card.match(/<input type="radio"[^>]*>/g)).toHaveLength(4);
    // The quantity input shows for physical products only: the gift card's renders empty.
    expect(card).toContain('<sq-quantity-input></sq-quantity-input>');
    expect(card).toMatch(/<sq-add-to-cart data-state="idle"><button type="button" class="sq-add-to-cart__button">/);
    for (const html of [coffee, card]) {
      for (const tag of ['sq-product-status', 'sq-product-price', 'sq-add-to-cart']) {
        expect(html).toMatch(new RegExp(`<${tag}[ >]`));
      }
    }
  });

  it('serves their artwork', async () => {
    for (const slug of ['trailhead-coffee-subscription', 'firewood-bundle-delivery', 'fieldhouse-gift-card']) {
      const res = await fetch(`${shop.base}/assets/products/${stableId('product', slug)}.svg`);
      expect(res.status, slug).toBe(200);
      expect(await res.text()).toMatch(/^<svg /);
    }
  });
});
