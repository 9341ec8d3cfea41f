import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartDetail, AddToCartErrorDetail } from '../src/events';
import { ProductType, type Product } from '../src/product/product';
import { ADD_TO_CART_TIMINGS, CHECKOUT_PATHS, navigation } from '../src/purchase/flow';
import { makeProduct, makeSingleVariant, makeVariant } from './factories/product';
import { addFails, cartHandlers } from './mocks/handlers';
import {
  advance,
  click,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  settle,
  useFakeTimers,
} from './render';
import { server } from './setup';

const usd = (value: string) => ({ value, currency: 'USD' });
const every = (unit: 'WEEK' | 'MONTH' | 'YEAR', value: number, numBillingCycles = 0) => ({
  billingPeriod: { unit, value },
  numBillingCycles,
});

/** A coffee subscription: every 2 weeks or monthly for a year, each option with its own price. */
function makeSubscription(): Product {
  return makeProduct({
    title: 'Trailhead Coffee',
    structuredContent: {
      isSubscribable: true,
      subscriptionPlan: every('WEEK', 2),
      productSubscriptionOptions: [
        { id: 'opt-2w', subscriptionPlan: every('WEEK', 2) },
        { id: 'opt-year', subscriptionPlan: every('MONTH', 1, 12) },
      ],
      variants: [
        makeVariant({
          sku: 'COFFEE-1',
          priceMoney: usd('18.00'),
          pricingOptions: [
            { productSubscriptionOptionId: 'opt-2w', priceMoney: usd('18.00'), subscriptionPlan: every('WEEK', 2) },
            {
              productSubscriptionOptionId: 'opt-year',
              priceMoney: usd('16.00'),
              subscriptionPlan: every('MONTH', 1, 12),
            },
          ],
        }),
      ],
    },
  });
}

/** A gift card in three denominations. */
function makeGiftCard(): Product {
  return makeProduct({
    title: 'Gift Card',
    variantOptionOrdering: ['Amount'],
    structuredContent: {
      productType: ProductType.GiftCard,
      variants: ['25', '50', '100'].map((amount) =>
        makeVariant({
          sku: `GIFT-${amount}`,
          attributes: { Amount: `$${amount}` },
          priceMoney: usd(amount),
          qtyInStock: 0,
        }),
      ),
    },
  });
}

interface Captured {
  readonly errors: AddToCartErrorDetail[];
  readonly adds: AddToCartDetail[];
}

async function shop(product: Product, inner = '<sq-add-to-cart></sq-add-to-cart>') {
  const root = await mount(productMarkup(product, inner));
  const element = root.querySelector('sq-add-to-cart')!;
  const captured: Captured = { errors: [], adds: [] };
  element.addEventListener('sq-add-to-cart-error', (event) => captured.errors.push(event.detail));
  element.addEventListener('sq-add-to-cart', (event) => captured.adds.push(event.detail));
  const button = element.querySelector('button')!;
  return {
    root,
    element,
    button,
    captured,
    alert: () => element.querySelector('[role="alert"]')!.textContent,
    dialog: () => element.querySelector('[role="alertdialog"]'),
  };
}

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Serves the subscription call and records its bodies. */
function subscriptionCall(answer: () => Response = () => HttpResponse.json({ cartToken: 'tok en/1' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/3/commerce/cart/subscription', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/**
 * The demo coffee with one plan billed every `unit` and no options to choose; `bare` also drops
 * its variants' own pricing options (so nothing else names a billing period).
 */
function coffeeWithOnePlan(unit: string, { bare = false } = {}): Product {
  const coffee = makeSubscription();
  const content = coffee.structuredContent;
  return {
    ...coffee,
    structuredContent: {
      ...content,
      subscriptionPlan: { billingPeriod: { unit, value: 1 }, numBillingCycles: 0 },
      productSubscriptionOptions: [],
      variants: bare ? content.variants.map((variant) => ({ ...variant, pricingOptions: [] })) : content.variants,
    },
  } as unknown as Product;
}

describe('subscriptions', () => {
  it('say "Subscribe", post the chosen option and go to the subscription checkout with the token', async () => {
    givenPageContext();
    givenSessionCookies({ cart: null });
    const bodies = subscriptionCall();
    const { button, captured } = await shop(makeSubscription());
    expect(button.textContent).toBe('Subscribe');
    await click(button);
    expect(bodies).toEqual([
      { itemId: expect.any(String), sku: 'COFFEE-1', qty: 1, additionalFields: null, subscriptionOptionId: 'opt-2w' },
    ]);
    expect(captured.adds[0]?.subscriptionId).toBe('opt-2w');
    expect(go).toHaveBeenCalledWith(`${CHECKOUT_PATHS.subscription}?cartToken=tok%20en%2F1`);
    expect(button.textContent).toBe('Adding…');
  });

  it('leave subscriptionOptionId out for a product with one plan and no options to choose', async () => {
    givenPageContext();
    givenSessionCookies({ cart: null });
    const bodies = subscriptionCall();
    const planOnly = coffeeWithOnePlan('MONTH');
    const { button } = await shop(planOnly);
    await click(button);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toStrictEqual({ itemId: planOnly.id, sku: 'COFFEE-1', qty: 1, additionalFields: null });
  });

  it("show the server's message when the call fails, tracked as SUB_API_FAILURE, and are idle a second later", async () => {
    await useFakeTimers();
    givenPageContext();
    givenSessionCookies();
    subscriptionCall(() => HttpResponse.json({ message: 'Subscriptions are paused <b>today</b>.' }, { status: 409 }));
    const { button, captured, dialog } = await shop(makeSubscription());
    await click(button);
    await advance(0);
    expect(dialog()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Add Item');
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Subscriptions are paused <b>today</b>.',
    );
    expect(dialog()?.querySelector('b')).toBeNull();
    expect(captured.errors).toEqual([{ type: 'SUB_API_FAILURE', message: 'Subscriptions are paused <b>today</b>.' }]);
    expect(go).not.toHaveBeenCalled();
    await advance(ADD_TO_CART_TIMINGS.failureReset - 1);
    expect(button.textContent).toBe('Adding…');
    await advance(1);
    expect(button.textContent).toBe('Subscribe');
  });

  it('refuse a quantity that is not whole: "Quantity must be a whole number", SUB_QUANTITY_NOT_A_WHOLE_NUMBER', async () => {
    givenPageContext();
    givenSessionCookies();
    const bodies = subscriptionCall();
    const { root, button, alert, captured } = await shop(makeSubscription());
    await settle(() =>
      root.querySelector('sq-product')!.scope.$selection.set({ options: {}, quantity: '1.5', flagged: [] }),
    );
    await click(button);
    expect(alert()).toBe('Quantity must be a whole number');
    expect(captured.errors).toEqual([
      { type: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER', message: 'Quantity must be a whole number' },
    ]);
    expect(bodies).toEqual([]);
  });

  it('report "Failed to read subscription context" when no billing period can be read, show nothing and post nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPageContext();
    givenSessionCookies();
    const bodies = subscriptionCall();
    // As the platform might send it: a billing unit nobody knows (dropped when read, with its own error).
    const broken = coffeeWithOnePlan('DAY', { bare: true });
    const { button, captured, dialog, alert } = await shop(broken);
    await click(button);
    expect(error.mock.calls.some((call) => String(call[0]).includes('Failed to read subscription context'))).toBe(true);
    expect(captured.errors).toEqual([{ type: 'SUB_API_FAILURE', message: 'Failed to read subscription context' }]);
    // Reported, not shown: the visitor is shown nothing, and the button stays as it was.
    expect(dialog()).toBeNull();
    expect(alert()).toBe('');
    expect(button.textContent).toBe('Subscribe');
    expect(bodies).toEqual([]);
  });
});

describe('gift cards', () => {
  it('ask for a denomination first: "Select a denomination for the Gift Card"', async () => {
    givenPageContext({ website: { id: 'site-1' } });
    const { button, alert, captured } = await shop(makeGiftCard());
    await click(button);
    expect(alert()).toBe('Select a denomination for the Gift Card');
    expect(captured.errors[0]?.type).toBe('NO_VARIANT_SELECTED');
    expect(go).not.toHaveBeenCalled();
  });

  it('go to the gift card checkout with the site, product and sku, without a cart cookie', async () => {
    givenPageContext({ website: { id: 'site 1' } });
    givenSessionCookies({ cart: null });
    const card = makeGiftCard();
    const { root, button } = await shop(
      card,
      '<sq-variant-picker></sq-variant-picker><sq-add-to-cart></sq-add-to-cart>',
    );
    await settle(() =>
      root
        .querySelector('sq-product')!
        .scope.$selection.set({ options: { Amount: '$50' }, quantity: '1', flagged: [] }),
    );
    await click(button);
    expect(go).toHaveBeenCalledTimes(1);
    const url = new URL(go.mock.calls[0]![0] as string, 'https://shop.example');
    expect(url.pathname).toBe(CHECKOUT_PATHS.giftCard);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      websiteId: 'site 1',
      giftCardProductId: card.id,
      sku: 'GIFT-50',
    });
    // Never sold out, never on sale: the card is buyable with no stock at all.
    expect(button.disabled).toBe(false);
  });

  it('say "Unable to purchase Gift Card" when the page does not name its site', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenPageContext();
    const { root, button, dialog } = await shop(makeGiftCard());
    await settle(() =>
      root
        .querySelector('sq-product')!
        .scope.$selection.set({ options: { Amount: '$25' }, quantity: '1', flagged: [] }),
    );
    await click(button);
    expect(dialog()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to purchase Gift Card');
    expect(go).not.toHaveBeenCalled();
  });
});

describe('express checkout', () => {
  it('adds to the cart, then sends the whole window to /commerce/goto-checkout (store setting)', async () => {
    const tote = makeSingleVariant();
    server.use(...cartHandlers({ products: [tote] }));
    givenPageContext({ storeSettings: { expressCheckout: true } });
    givenSessionCookies();
    const { button, captured } = await shop(tote);
    await click(button);
    expect(captured.adds[0]?.expressCheckout).toBe(true);
    expect(go).toHaveBeenCalledWith('/commerce/goto-checkout');
  });

  it('is turned on per element by the express-checkout attribute, or by the payment-link flags', async () => {
    const tote = makeSingleVariant();
    server.use(...cartHandlers({ products: [tote] }));
    givenSessionCookies();
    givenPageContext();
    const attribute = await shop(tote, '<sq-add-to-cart express-checkout></sq-add-to-cart>');
    await click(attribute.button);
    expect(go).toHaveBeenLastCalledWith('/commerce/goto-checkout');
    attribute.root.remove();

    go.mockClear();
    await settle(() =>
      givenPageContext({ flags: { 'payment-links-enabled': true, 'pay-links-navigation-enabled': false } }),
    );
    const oneFlag = await shop(tote);
    await click(oneFlag.button);
    expect(go).not.toHaveBeenCalled();
    oneFlag.root.remove();

    await settle(() =>
      givenPageContext({ flags: { 'payment-links-enabled': true, 'pay-links-navigation-enabled': true } }),
    );
    const flags = await shop(makeSingleVariant());
    await click(flags.button);
    expect(go).toHaveBeenCalledWith('/commerce/goto-checkout');
  });

  it('without a cart cookie says it cannot continue, tracked as EXPRESS_CHECKOUT_FAILURE', async () => {
    givenPageContext({ storeSettings: { expressCheckout: true } });
    givenSessionCookies({ cart: null });
    const { button, alert, captured } = await shop(makeSingleVariant());
    await click(button);
    const message =
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
    expect(alert()).toBe(message);
    expect(captured.errors).toEqual([{ type: 'EXPRESS_CHECKOUT_FAILURE', message }]);
    expect(go).not.toHaveBeenCalled();
  });

  it('a failed add is "Unable to Purchase Item" with the server\'s message', async () => {
    const tote = makeSingleVariant();
    server.use(addFails(500, { message: 'The warehouse is closed.' }), ...cartHandlers({ products: [tote] }));
    givenPageContext({ storeSettings: { expressCheckout: true } });
    givenSessionCookies();
    const { button, dialog, captured } = await shop(tote);
    await click(button);
    expect(dialog()?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Purchase Item');
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe('The warehouse is closed.');
    expect(captured.errors).toEqual([{ type: 'EXPRESS_CHECKOUT_FAILURE', message: 'The warehouse is closed.' }]);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('the flow code', () => {
  it('is idle again when the visitor comes back to the page from the browser cache', async () => {
    givenPageContext();
    givenSessionCookies();
    subscriptionCall();
    const { button } = await shop(makeSubscription());
    await click(button);
    expect(button.textContent).toBe('Adding…');
    await settle(() => window.dispatchEvent(new Event('pageshow')));
    expect(button.textContent).toBe('Subscribe');
  });
});
