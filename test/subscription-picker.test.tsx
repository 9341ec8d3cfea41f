import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../src/purchase/flow';
import { makeDemoProduct, makeSingleVariant } from './factories/product';
import { click, givenPageContext, givenSessionCookies, mount, productMarkup, settle } from './render';
import { server } from './setup';

/** The demo coffee: every 2 weeks, every month, every month for 1 year (10% off). */
const coffee = () => makeDemoProduct('trailhead-coffee-subscription');

const markup =
  '<sq-subscription-picker></sq-subscription-picker><sq-variant-picker></sq-variant-picker><sq-product-price></sq-product-price><sq-add-to-cart></sq-add-to-cart>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<sq-subscription-picker>', () => {
  it('offers every subscription option with its price and period, the first chosen', async () => {
    givenPageContext();
    const root = await mount(productMarkup(coffee(), markup));
    const picker = root.querySelector('sq-subscription-picker')!;
    expect(picker.querySelector('legend')?.textContent).toBe('Subscription');
    expect([...picker.querySelectorAll('.sq-variant-picker__choice')].map((label) => label.textContent)).toEqual([
      '$18.00 every 2 weeks',
      '$18.00 every month',
      '$16.20 every month for 1 year',
    ]);
    const radios = [...picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(root.querySelector('sq-product-price')?.textContent).toBe('$18.00 every 2 weeks');
  });

  it('moves the price with the choice, and subscribes to the chosen option', async () => {
    givenPageContext();
    givenSessionCookies();
    const product = coffee();
    const bodies: { subscriptionOptionId?: string }[] = [];
    server.use(
      http.post('/api/3/commerce/cart/subscription', async ({ request }) => {
        bodies.push((await request.json()) as { subscriptionOptionId?: string });
        return HttpResponse.json({ cartToken: 'token-1' });
      }),
    );
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    const root = await mount(productMarkup(product, markup));
    const radios = [...root.querySelectorAll<HTMLInputElement>('sq-subscription-picker input')];
    await settle(() => radios[2]!.click());
    expect(radios[2]!.checked).toBe(true);
    expect(root.querySelector('sq-product-price')?.textContent).toBe('$16.20 every month for 1 year');
    await settle(() => {
      const select = root.querySelector('select')!;
      select.value = 'Ground';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(root.querySelector('sq-add-to-cart button')!);
    expect(bodies[0]?.subscriptionOptionId).toBe(product.structuredContent.productSubscriptionOptions[2]?.id);
    expect(go).toHaveBeenCalledWith('/checkout/subscribe?cartToken=token-1');
  });

  it('renders nothing for a product that is not a subscription or has one option only', async () => {
    givenPageContext();
    const root = await mount(
      productMarkup(makeSingleVariant(), '<sq-subscription-picker></sq-subscription-picker>') +
        productMarkup(makeDemoProduct('firewood-bundle-delivery'), '<sq-subscription-picker></sq-subscription-picker>'),
    );
    for (const picker of root.querySelectorAll('sq-subscription-picker')) expect(picker.childElementCount).toBe(0);
  });
});
