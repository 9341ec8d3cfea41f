import { addToCart, quantityInCart } from './cart';
import { $pageContext, $sessionStarted } from './page-context';
import { flagOptions, updatePurchase, type ProductScope } from './product';
import { cookiesEnabled, hasCartCookie } from '../src/context/cookies';
import type { StorefrontEventMap } from '../src/events';
import { isSoldOut } from '../src/format/product-status';
import {
  addButtonText,
  checkAddToCart,
  unselectedOptions,
  type TrackedErrorType,
} from '../src/product/add-to-cart-check';
import { describeAddError } from '../src/product/add-to-cart-errors';
import { resolveMessages } from '../src/messages';
import { findVariant } from '../src/product/product';

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
} as const;

/** Fires one of the flow's events on the element the visitor pressed; false when a listener cancelled it. */
export type EmitFlowEvent = <K extends 'sq-add-to-cart' | 'sq-add-to-cart-error'>(
  name: K,
  detail: StorefrontEventMap[K]['detail'],
  cancelable?: boolean,
) => boolean;

const timers = new WeakMap<ProductScope, ReturnType<typeof setTimeout>>();
const checking = new WeakSet<ProductScope>();

/** Runs `then` after `ms`, replacing the scope's pending timer. */
function after(scope: ProductScope, ms: number, then: () => void): void {
  clearTimeout(timers.get(scope));
  timers.set(scope, setTimeout(then, ms));
}

function fail(
  scope: ProductScope,
  emit: EmitFlowEvent,
  type: TrackedErrorType,
  view: { message: string; title?: string },
): void {
  if (view.title) updatePurchase(scope, { dialog: { title: view.title, message: view.message } });
  else updatePurchase(scope, { message: view.message });
  emit('sq-add-to-cart-error', { type, message: view.message });
}

/**
 * The add-to-cart flow of SPEC.md section 4, as one action per press: checks 1 to 4 in order, the
 * cancelable `sq-add-to-cart` event, the cart cookie, then the purchase path and its timings.
 * One purchase per product at a time: a press while one is under way (or while "Added!" shows)
 * does nothing.
 */
export async function pressAddToCart(scope: ProductScope, emit: EmitFlowEvent): Promise<void> {
  const product = scope.$product.get();
  if (!product || isSoldOut(product) || scope.$purchase.get().phase !== 'idle' || checking.has(scope)) return;
  const context = $pageContext.get();
  const messages = resolveMessages(context.messages);
  const { options, quantity } = scope.$selection.get();
  const pageType = scope.$pageType.get();
  updatePurchase(scope, { message: '' });
  const check = checkAddToCart(product, options, quantity, quantityInCart, messages);
  checking.add(scope);
  let proceed: boolean;
  try {
    proceed = emit(
      'sq-add-to-cart',
      {
        pageType,
        product,
        quantity: check.ok ? check.quantity : null,
        selectedVariant: check.ok ? check.variant : (findVariant(product, options) ?? null),
        unselectedVariantOptions: unselectedOptions(product, options),
        isInStock: check.ok || check.type !== 'OUT_OF_STOCK',
        expressCheckout: context.storeSettings.expressCheckout,
        addToCartText: addButtonText(product, messages),
        subscriptionId: null,
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
      // SPEC.md section 5: on a list page only a visual cue is shown.
      updatePurchase(scope, { flash: true });
      after(scope, ADD_TO_CART_TIMINGS.selectOptionFlash, () => updatePurchase(scope, { flash: false }));
      emit('sq-add-to-cart-error', { type: check.type, message: check.message });
      return;
    }
    fail(scope, emit, check.type, { message: check.message });
    return;
  }
  if (!hasCartCookie()) {
    fail(scope, emit, 'API_FAILURE', { message: cookiesEnabled() ? messages.sessionExpired : messages.enableCookies });
    return;
  }
  // Steps 5 to 8 of SPEC.md section 4 (product form, gift card, subscription, cart) branch here;
  // the cart add is the path every product takes today.
  updatePurchase(scope, { phase: 'adding', flash: false });
  const result = await addToCart({
    itemId: product.id,
    sku: check.variant.sku,
    quantity: check.quantity,
    additionalFields: null,
  });
  if (result.ok) {
    after(scope, ADD_TO_CART_TIMINGS.addedDelay, () => {
      updatePurchase(scope, { phase: 'added' });
      after(scope, ADD_TO_CART_TIMINGS.addedDuration, () => updatePurchase(scope, { phase: 'idle' }));
    });
    return;
  }
  fail(scope, emit, 'API_FAILURE', describeAddError(result.error, $sessionStarted.get(), messages));
  after(scope, ADD_TO_CART_TIMINGS.failureReset, () => updatePurchase(scope, { phase: 'idle' }));
}

/** Closes the alert dialog of a failed add. */
export function dismissAlert(scope: ProductScope): void {
  updatePurchase(scope, { dialog: null });
}
