import { describe, expect, it } from 'vitest';
import type { Product } from '../src/product/product';
import { makeProduct, makeVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, settle } from './render';

type Unit = 'WEEK' | 'MONTH' | 'YEAR';
const usd = (value: string) => ({ value, currency: 'USD' });
const plan = (unit: Unit, value: number, numBillingCycles = 0) => ({
  billingPeriod: { unit, value },
  numBillingCycles,
});

function subscription(unit: Unit, value: number, cycles = 0, prices: string[] = ['10.00']): Product {
  return makeProduct({
    structuredContent: {
      isSubscribable: true,
      subscriptionPlan: plan(unit, value, cycles),
      variants: prices.map((price, index) =>
        makeVariant({ attributes: prices.length > 1 ? { Size: `S${index}` } : {}, priceMoney: usd(price) }),
      ),
    },
    variantOptionOrdering: prices.length > 1 ? ['Size'] : [],
  });
}

async function priceOf(product: Product): Promise<HTMLElement> {
  const root = await mount(productMarkup(product, '<sq-product-price></sq-product-price>'));
  return root.querySelector('sq-product-price')!;
}

async function textOf(product: Product): Promise<string | null> {
  return (await priceOf(product)).textContent;
}

describe('subscription prices in <sq-product-price>', () => {
  it('write every period and every N periods', async () => {
    givenPageContext();
    expect(await textOf(subscription('WEEK', 1))).toBe('$10.00 every week');
    expect(await textOf(subscription('WEEK', 2))).toBe('$10.00 every 2 weeks');
    expect(await textOf(subscription('MONTH', 1))).toBe('$10.00 every month');
    expect(await textOf(subscription('MONTH', 3))).toBe('$10.00 every 3 months');
    expect(await textOf(subscription('YEAR', 1))).toBe('$10.00 every year');
    expect(await textOf(subscription('YEAR', 2))).toBe('$10.00 every 2 years');
  });

  it('add the duration, in years when it is a multiple of 52 weeks or 12 months', async () => {
    givenPageContext();
    expect(await textOf(subscription('WEEK', 1, 8))).toBe('$10.00 every week for 8 weeks');
    expect(await textOf(subscription('WEEK', 2, 26))).toBe('$10.00 every 2 weeks for 1 year');
    expect(await textOf(subscription('WEEK', 1, 104))).toBe('$10.00 every week for 2 years');
    expect(await textOf(subscription('MONTH', 1, 6))).toBe('$10.00 every month for 6 months');
    expect(await textOf(subscription('MONTH', 1, 12))).toBe('$10.00 every month for 1 year');
    expect(await textOf(subscription('MONTH', 6, 4))).toBe('$10.00 every 6 months for 2 years');
    expect(await textOf(subscription('MONTH', 5, 5))).toBe('$10.00 every 5 months for 25 months');
    expect(await textOf(subscription('YEAR', 1, 3))).toBe('$10.00 every year for 3 years');
  });

  it('say "from" the lowest price with the period when the variants differ', async () => {
    givenPageContext();
    const from = await priceOf(subscription('MONTH', 2, 5, ['100.00', '200.00']));
    expect(from.textContent).toBe('from $100.00 every 2 months for 10 months');
    expect(from.dataset.state).toBe('from');
  });

  it('pair the sale price and the original, each with the period', async () => {
    givenPageContext();
    const product = makeProduct({
      structuredContent: {
        isSubscribable: true,
        subscriptionPlan: plan('WEEK', 2, 6),
        variants: [makeVariant({ priceMoney: usd('200.00'), salePriceMoney: usd('50.00'), onSale: true })],
      },
    });
    const price = await priceOf(product);
    expect(price.querySelector('.sq-product-price__sale')?.textContent).toBe('$50.00 every 2 weeks for 12 weeks');
    expect(price.querySelector('.sq-product-price__original')?.textContent).toBe('$200.00 every 2 weeks for 12 weeks');
    expect(price.textContent).toBe(
      'Sale Price:$50.00 every 2 weeks for 12 weeks Original Price:$200.00 every 2 weeks for 12 weeks',
    );
  });

  it('say "Unavailable" when the plan has no billing period', async () => {
    givenPageContext();
    const product = makeProduct({
      structuredContent: { isSubscribable: true, subscriptionPlan: { numBillingCycles: 3 }, variants: [makeVariant()] },
    });
    const price = await priceOf(product);
    expect(price.textContent).toBe('Unavailable');
    expect(price.querySelector('.sq-product-price__unavailable')).not.toBeNull();
    expect(price.dataset.state).toBe('unavailable');
  });

  it("follow the chosen subscription option's pricing option (its price and its plan)", async () => {
    givenPageContext();
    const product = makeProduct({
      structuredContent: {
        isSubscribable: true,
        subscriptionPlan: plan('WEEK', 2),
        productSubscriptionOptions: [
          { id: 'two-weeks', subscriptionPlan: plan('WEEK', 2) },
          { id: 'year', subscriptionPlan: plan('MONTH', 1, 12) },
        ],
        variants: [
          makeVariant({
            priceMoney: usd('18.00'),
            pricingOptions: [
              { productSubscriptionOptionId: 'two-weeks', priceMoney: usd('18.00'), subscriptionPlan: plan('WEEK', 2) },
              { productSubscriptionOptionId: 'year', priceMoney: usd('16.00'), subscriptionPlan: plan('MONTH', 1, 12) },
            ],
          }),
        ],
      },
    });
    const price = await priceOf(product);
    // No choice yet: the first option.
    expect(price.textContent).toBe('$18.00 every 2 weeks');
    const scope = price.closest('sq-product')!.scope;
    await settle(() => scope.$selection.set({ ...scope.$selection.get(), subscriptionOptionId: 'year' }));
    expect(price.textContent).toBe('$16.00 every month for 1 year');
    // An option the product does not have counts as no choice.
    await settle(() => scope.$selection.set({ ...scope.$selection.get(), subscriptionOptionId: 'nope' }));
    expect(price.textContent).toBe('$18.00 every 2 weeks');
  });

  it("speak the shopper's language: the page's texts with Intl's own unit words", async () => {
    givenPageContext({
      pdp: { shopperLanguage: 'de-DE' },
      storeSettings: { selectedCurrency: 'EUR' },
      messages: { subscriptionPriceFor: '{price} alle {period} für {duration}' },
    });
    const product = makeProduct({
      structuredContent: {
        isSubscribable: true,
        subscriptionPlan: plan('WEEK', 2, 4),
        variants: [makeVariant({ priceMoney: { value: '10.00', currency: 'EUR' } })],
      },
    });
    expect(await textOf(product)).toBe('10,00\u00a0€ alle 2 Wochen für 8 Wochen');
  });
});
