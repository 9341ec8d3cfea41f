/**
 * The add-to-cart flow of SPEC.md section 4 and every purchase path it branches into: the cart,
 * express checkout, a gift card and a subscription. Loaded when a visitor first reaches for an
 * add-to-cart button (stores/add-to-cart.ts), so a page nobody buys from never downloads it.
 */
import * as v from 'valibot';
import { request, type ApiResult } from '../api/client';
import type { SubscriptionRequest } from '../api/requests';
import { cookiesEnabled, hasCartCookie } from '../context/cookies';
import type { PageContext } from '../context/page-context';
import { isSoldOut } from '../format/product-status';
import { subscriptionOptionId, subscriptionPlan } from '../format/subscription';
import { reportProblem } from '../lib/schemas';
import { messagesFor, resolveMessages } from '../messages';
import { addButtonText, unselectedOptions, type TrackedErrorType } from '../product/add-to-cart-check';
import { findVariant, ProductType } from '../product/product';
import { addToCart, quantityInCart } from '../../stores/cart';
import { $pageContext, $sessionStarted } from '../../stores/page-context';
import { flagOptions, updatePurchase, type ProductScope } from '../../stores/product';
import { provideFlowViews, type EmitFlowEvent, type PressOptions } from '../../stores/add-to-cart';
import { AddedPopover } from '../dialogs/AddedPopover';
import { AlertDialog } from '../dialogs/AlertDialog';
import { checkAddToCart } from './checks';
import { describeAddError, type AddErrorView } from './errors';
import { PURCHASE_MESSAGES } from './messages';

/** SPEC.md section 4 timings, in milliseconds, measured from the platform's answer. */
export const ADD_TO_CART_TIMINGS = {
  /** From a successful answer to "Added!". */
  addedDelay: 1000,
  /** How long "Added!" stays. */
  addedDuration: 2000,
  /** From a failed answer back to idle. */
  failureReset: 1000,
  /** How long the "Select Option" flash lasts. */
  selectOptionFlash: 2000,
  /** On a list page, from a successful answer to the popover (with "Added!"). */
  popoverDelay: 1000,
  /** How long the popover stays, unless closed. */
  popoverDuration: 3000,
} as const;

/** The platform's checkout pages (SPEC.md section 2). */
export const CHECKOUT_PATHS = {
  express: '/commerce/goto-checkout',
  subscription: '/checkout/subscribe',
  giftCard: '/checkout/giftcard',
} as const;

/** How the flow leaves the page for a checkout (tests replace `go`). */
export const navigation = {
  /**
   * Sends the whole window to `url`: the top one when the page is embedded in a frame that may
   * navigate it, else this one.
   */
  go(url: string): void {
    try {
      (window.top ?? window).location.href = url;
    } catch {
      window.location.href = url;
    }
  },
};

/**
 * Whether an add goes straight on to checkout: the store's setting, the element's
 * `express-checkout` attribute, or payment links with their navigation turned on (the page
 * context's `payment-links-enabled` and `pay-links-navigation-enabled` flags).
 */
export function expressCheckoutOn(context: PageContext, element: boolean): boolean {
  const { flags } = context;
  return (
    element ||
    context.storeSettings.expressCheckout ||
    (flags['payment-links-enabled'] === true && flags['pay-links-navigation-enabled'] === true)
  );
}

// A failed purchase shows its alert, a list page add its popover, with these views: they come
// with the flow, not with every page.
provideFlowViews({ AlertDialog, AddedPopover });

const SubscriptionResponseSchema = v.object({ cartToken: v.pipe(v.string(), v.nonEmpty()) });

/** POST /api/3/commerce/cart/subscription: a cart holding the subscription, by its token. */
export function postSubscription(body: SubscriptionRequest): Promise<ApiResult<{ cartToken: string }>> {
  return request('/api/3/commerce/cart/subscription', {
    method: 'POST',
    json: body,
    schema: SubscriptionResponseSchema,
  });
}

const timers = new WeakMap<ProductScope, ReturnType<typeof setTimeout>>();
const popoverTimers = new WeakMap<ProductScope, ReturnType<typeof setTimeout>>();
const checking = new WeakSet<ProductScope>();

/** Runs `then` after `ms`, replacing the pending timer of the scope in `clock`. */
function after(scope: ProductScope, ms: number, then: () => void, clock = timers): void {
  clearTimeout(clock.get(scope));
  clock.set(scope, setTimeout(then, ms));
}

/** Tells the visitor why a purchase failed (inline, or an alert dialog with a title) and fires the error event. */
function fail(scope: ProductScope, emit: EmitFlowEvent, type: TrackedErrorType, view: AddErrorView): void {
  if (view.title) updatePurchase(scope, { dialog: { title: view.title, message: view.message } });
  else updatePurchase(scope, { message: view.message });
  emit('sq-add-to-cart-error', { type, message: view.message });
}

/** A failure after "Adding…": told, then the button is idle again after SPEC.md's second. */
function failAfterCall(scope: ProductScope, emit: EmitFlowEvent, type: TrackedErrorType, view: AddErrorView): void {
  fail(scope, emit, type, view);
  after(scope, ADD_TO_CART_TIMINGS.failureReset, () => updatePurchase(scope, { phase: 'idle' }));
}

/**
 * Leaves for a checkout page. The button stays "Adding…" while the next page loads; should the
 * visitor come back to this one from the browser's cache, it is idle again.
 */
function leave(scope: ProductScope, url: string): void {
  window.addEventListener('pageshow', () => updatePurchase(scope, { phase: 'idle' }), { once: true });
  navigation.go(url);
}

/**
 * One press of an add-to-cart button. Checks 1 to 4 of SPEC.md section 4 in order, the cancelable
 * `sq-add-to-cart` event, then steps 5 to 8: a custom product form, a gift card, a subscription,
 * else the cart (and after it, express checkout). One purchase per product at a time: a press
 * while one is under way (or while "Added!" shows) does nothing.
 */
export async function press(scope: ProductScope, emit: EmitFlowEvent, options: PressOptions = {}): Promise<void> {
  const product = scope.$product.get();
  if (!product || isSoldOut(product) || scope.$purchase.get().phase !== 'idle' || checking.has(scope)) return;
  const context = $pageContext.get();
  const messages = { ...messagesFor(PURCHASE_MESSAGES, context.messages), ...resolveMessages(context.messages) };
  const session = $sessionStarted.get();
  const { options: chosen, quantity, subscriptionOptionId: chosenOption } = scope.$selection.get();
  const pageType = scope.$pageType.get();
  const content = product.structuredContent;
  const express = expressCheckoutOn(context, options.expressCheckout === true);
  const optionId = content.isSubscribable ? subscriptionOptionId(product, chosenOption) : null;
  updatePurchase(scope, { message: '' });
  const check = checkAddToCart(product, chosen, quantity, quantityInCart, messages);
  checking.add(scope);
  let proceed: boolean;
  try {
    proceed = emit(
      'sq-add-to-cart',
      {
        pageType,
        product,
        quantity: check.ok ? check.quantity : null,
        selectedVariant: check.ok ? check.variant : (findVariant(product, chosen) ?? null),
        unselectedVariantOptions: unselectedOptions(product, chosen),
        isInStock: check.ok || check.type !== 'OUT_OF_STOCK',
        expressCheckout: express,
        addToCartText: addButtonText(product, messages),
        subscriptionId: optionId,
        isQuickView: pageType === 'quick-view',
        collection: context.collection ?? null,
      },
      true,
    );
  } finally {
    checking.delete(scope);
  }
  if (!proceed) return;
  if (!check.ok) {
    if (check.unselected.length > 0) flagOptions(scope, check.unselected);
    if (check.type === 'NO_VARIANT_SELECTED' && pageType === 'plp') {
      // SPEC.md section 5: on a list page only a visual cue is shown (the flash is announced).
      updatePurchase(scope, { flash: true });
      after(scope, ADD_TO_CART_TIMINGS.selectOptionFlash, () => updatePurchase(scope, { flash: false }));
      emit('sq-add-to-cart-error', { type: check.type, message: check.message });
      return;
    }
    fail(scope, emit, check.type, { message: check.message });
    return;
  }
  const { variant } = check;
  // Step 5: a product with a custom form (additionalFieldsFormId) collects its answers here, before
  // any path below; the product forms issue builds it. Until then no answers travel.
  const additionalFields: string | null = null;

  // Step 6: a gift card goes to its own checkout.
  if (content.productType === ProductType.GiftCard) {
    const websiteId = context.website?.id;
    if (!websiteId || !variant.sku) {
      reportProblem(`gift card ${product.id} needs the page context's website.id and a variant sku for its checkout.`);
      fail(scope, emit, 'API_FAILURE', {
        title: messages.unableToPurchaseGiftCard,
        message: messages.somethingWentWrong,
      });
      return;
    }
    updatePurchase(scope, { phase: 'adding', flash: false });
    const query = new URLSearchParams({ websiteId, giftCardProductId: product.id, sku: variant.sku });
    leave(scope, `${CHECKOUT_PATHS.giftCard}?${query}`);
    return;
  }

  // Step 7: a subscription is posted, then its checkout opens with the cart token the platform gives.
  if (content.isSubscribable) {
    // A subscription whose form answers could not be collected is not posted without them (the
    // product form step does not collect answers yet: such a product cannot be subscribed to).
    if (content.additionalFieldsFormId && additionalFields === null) {
      reportProblem(`subscription ${product.id} needs the answers of form ${content.additionalFieldsFormId}.`);
      fail(scope, emit, 'SUB_WITH_FORM_FAILURE', {
        title: messages.unableToAddItem,
        message: messages.somethingWentWrong,
      });
      return;
    }
    if (!subscriptionPlan(product, variant, optionId)?.billingPeriod) {
      reportProblem('Failed to read subscription context', product.id);
      fail(scope, emit, 'SUB_API_FAILURE', { title: messages.unableToAddItem, message: messages.somethingWentWrong });
      return;
    }
    updatePurchase(scope, { phase: 'adding', flash: false });
    const result = await postSubscription({
      itemId: product.id,
      sku: variant.sku,
      qty: check.quantity,
      additionalFields,
      subscriptionOptionId: optionId,
    });
    if (result.ok)
      leave(scope, `${CHECKOUT_PATHS.subscription}?cartToken=${encodeURIComponent(result.data.cartToken)}`);
    else failAfterCall(scope, emit, 'SUB_API_FAILURE', describeAddError(result.error, session, messages));
    return;
  }

  // Step 8: the cart; with express checkout, then straight on to checkout.
  const failure: TrackedErrorType = express ? 'EXPRESS_CHECKOUT_FAILURE' : 'API_FAILURE';
  if (!hasCartCookie()) {
    const message = express
      ? messages.expressNoCookies
      : cookiesEnabled()
        ? messages.sessionExpired
        : messages.enableCookies;
    fail(scope, emit, failure, { message });
    return;
  }
  updatePurchase(scope, { phase: 'adding', flash: false });
  const result = await addToCart({ itemId: product.id, sku: variant.sku, quantity: check.quantity, additionalFields });
  if (!result.ok) {
    const title = express ? messages.unableToPurchaseItem : messages.unableToAddItem;
    failAfterCall(scope, emit, failure, describeAddError(result.error, session, messages, title));
    return;
  }
  if (express) {
    leave(scope, CHECKOUT_PATHS.express);
    return;
  }
  after(scope, ADD_TO_CART_TIMINGS.addedDelay, () => {
    updatePurchase(scope, { phase: 'added' });
    after(scope, ADD_TO_CART_TIMINGS.addedDuration, () => updatePurchase(scope, { phase: 'idle' }));
  });
  // On a list page, the popover comes with "Added!" and goes after its own 3 seconds.
  if (pageType === 'plp') {
    const popover = (shown: boolean) => () => updatePurchase(scope, { popover: shown });
    after(
      scope,
      ADD_TO_CART_TIMINGS.popoverDelay,
      () => {
        popover(true)();
        after(scope, ADD_TO_CART_TIMINGS.popoverDuration, popover(false), popoverTimers);
      },
      popoverTimers,
    );
  }
}
