/**
 * The add-to-cart flow (checks, then the purchase) and every purchase path it branches into: the cart,
 * express checkout, a gift card and a subscription. Loaded when a visitor first reaches for an
 * add-to-cart button (stores/add-to-cart.ts), so a page nobody buys from never downloads it.
 */
import type { ApiError } from '../api/client';
import { fetchStock, type StockRecord } from '../api/stock';
import { postSubscription } from '../api/subscription';
import { hasCartCookie } from '../context/cookies';
import type { PageContext } from '../context/page-context';
import { isSoldOut } from '../format/product-status';
import { subscriptionOptionId, subscriptionPlan } from '../format/subscription';
import { reportError } from '../lib/report';
import { reportProblem } from '../lib/schemas';
import { flag } from '../flags/flags';
import { trackEvent } from '../analytics/channel';
import { productContent } from '../analytics/commerce-events';
import { formatMessage, messagesFor, resolveMessages } from '../messages';
import { announce } from '../lib/announce';
import { addButtonText, unselectedOptions, type TrackedErrorType } from '../product/add-to-cart-check';
import { findVariant, ProductType, type Product, type Variant } from '../product/product';
import { addToCart, quantityInCart } from '../../stores/cart';
import { $pageContext, $sessionStarted } from '../../stores/page-context';
import { flagOptions, updatePurchase, type ProductScope } from '../../stores/product';
import type { EmitFlowEvent, FlowViews, PressOptions } from '../../stores/add-to-cart';
import { AddedPopover } from '../dialogs/AddedPopover';
import { AlertDialog } from '../dialogs/AlertDialog';
import type { FormSaveOutcome } from '../forms/FormDialog';
import type { FormAnswers } from '../forms/values';
import { checkAddToCart, checkEntry } from './checks';
import { describeAddError, type AddErrorView } from './errors';
import { CALL_MESSAGES, type CallMessages } from './call-messages';
import { PURCHASE_MESSAGES, type PurchaseMessages } from './messages';
import type { Messages } from '../messages';

/** The texts the flow says things with: its own area and the core one. */
type FlowMessages = PurchaseMessages & CallMessages & Messages;

/** The button's timings, in milliseconds, measured from the platform's answer. */
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

/** The platform's checkout pages. */
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
  return (
    element ||
    context.storeSettings.expressCheckout ||
    (flag('payment-links-enabled') && flag('pay-links-navigation-enabled'))
  );
}

// A failed purchase shows its alert, a list page add its popover, with these views: they come
// with the flow, not with every page (the add-to-cart store asks for them once the flow loaded).
// The custom product form's dialog joins them when the forms' code first loads.
let views: FlowViews = { AlertDialog, AddedPopover };

/** The views a purchase's outcomes show with (the same object until the form's dialog joins). */
export function flowViews(): FlowViews {
  return views;
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
  if (!view.silent)
    updatePurchase(
      scope,
      view.title ? { dialog: { title: view.title, message: view.message } } : { message: view.message },
    );
  emit('sq-add-to-cart-error', { type, message: view.message });
}

/** A failure after "Adding…": told, then the button is idle again a second later. */
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
 * One press of an add-to-cart button. The four checks (checks.ts) in order, the cancelable
 * `sq-add-to-cart` event, then steps 5 to 8: a custom product form, a gift card, a subscription,
 * else the cart (and after it, express checkout). One purchase per product at a time: a press
 * while one is under way (or while "Added!" shows) does nothing.
 *
 * A press without a button (a theme's script, `options.entry`) names its variant, quantity and
 * answers itself: checks 2 to 4 only (its variant is chosen), a sold-out product is refused by
 * the stock check with its message (there is no disabled button to stop it), and the answers it
 * brings are sent as they are (no form opens).
 */
export async function press(scope: ProductScope, emit: EmitFlowEvent, options: PressOptions = {}): Promise<void> {
  const product = scope.$product.get();
  const { entry } = options;
  if (!product || (!entry && isSoldOut(product)) || scope.$purchase.get().phase !== 'idle' || checking.has(scope))
    return;
  const context = $pageContext.get();
  const messages = {
    ...messagesFor(PURCHASE_MESSAGES, context.messages),
    ...messagesFor(CALL_MESSAGES, context.messages),
    ...resolveMessages(context.messages),
  };
  const { options: chosen, quantity, subscriptionOptionId: chosenOption } = scope.$selection.get();
  const pageType = scope.$pageType.get();
  const content = product.structuredContent;
  const express = expressCheckoutOn(context, options.expressCheckout === true);
  const optionId = content.isSubscribable ? subscriptionOptionId(product, chosenOption) : null;
  updatePurchase(scope, { message: '' });
  const check = entry
    ? checkEntry(product, entry.variant, quantity, quantityInCart, messages)
    : checkAddToCart(product, chosen, quantity, quantityInCart, messages);
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
        // A script's add names its variant: no option is left to choose.
        unselectedVariantOptions: entry ? [] : unselectedOptions(product, chosen),
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
      // On a list page only a visual cue is shown (the flash is announced).
      updatePurchase(scope, { flash: true });
      say(scope, 'selectOptionStatus');
      after(scope, ADD_TO_CART_TIMINGS.selectOptionFlash, () => updatePurchase(scope, { flash: false }));
      emit('sq-add-to-cart-error', { type: check.type, message: check.message });
      return;
    }
    fail(scope, emit, check.type, { message: check.message });
    return;
  }
  const { variant } = check;
  const purchase: Purchase = { scope, emit, product, variant, quantity: check.quantity, optionId, express, messages };
  const refused = refusal(purchase);
  if (refused) {
    fail(scope, emit, refused.type, refused.view);
    return;
  }
  // Step 5: a product with a custom form asks for its answers first; they travel with what follows.
  if (!entry && (content.additionalFieldsFormId || content.additionalFieldsForm)) {
    await askForm(purchase, context);
    return;
  }
  const failure = await buy(purchase, entry?.additionalFields ?? null);
  if (failure) failAfterCall(scope, emit, failure.type, failure.view);
}

/** One purchase under way: what was pressed, chosen and checked. */
interface Purchase {
  readonly scope: ProductScope;
  readonly emit: EmitFlowEvent;
  readonly product: Product;
  readonly variant: Variant;
  readonly quantity: number;
  readonly optionId: string | null;
  readonly express: boolean;
  readonly messages: FlowMessages;
}

/** Why a purchase path failed: its tracked type, what to tell the visitor, and the call's error, if a call failed. */
interface Failure {
  readonly type: TrackedErrorType;
  readonly view: AddErrorView;
  readonly error?: ApiError;
}

/**
 * What steps 6 to 8 can refuse before any call (so before a custom form asks for answers, and in
 * the click's own turn): a gift card without its site's id, a subscription without a readable
 * billing period, an add to the cart without a cart cookie. Null when the path can go on.
 */
function refusal(purchase: Purchase): Failure | null {
  const { product, variant, optionId, express, messages } = purchase;
  const content = product.structuredContent;
  if (content.productType === ProductType.GiftCard) {
    if ($pageContext.get().website?.id && variant.sku) return null;
    reportProblem(`gift card ${product.id} needs the page context's website.id and a variant sku for its checkout.`);
    return {
      type: 'API_FAILURE',
      view: { title: messages.unableToPurchaseGiftCard, message: messages.somethingWentWrong },
    };
  }
  if (content.isSubscribable) {
    if (subscriptionPlan(product, variant, optionId)?.billingPeriod) return null;
    // A failure the visitor need not know of: reported, not shown.
    const problem = 'Failed to read subscription context';
    reportError(new Error(problem), { productId: product.id });
    return { type: 'SUB_API_FAILURE', view: { message: problem, silent: true } };
  }
  if (hasCartCookie()) return null;
  // Without a cart cookie, the session-expired error (whatever the reason).
  const message = express ? messages.expressNoCookies : messages.sessionExpired;
  return { type: express ? 'EXPRESS_CHECKOUT_FAILURE' : 'API_FAILURE', view: { message } };
}

/**
 * Says the button's progress in the page's live region, with the product's name ("Adding Canvas
 * Tote to the cart"): the button itself shows the short label, and its text is never there twice.
 */
function say(scope: ProductScope, key: 'addingStatus' | 'addedStatus' | 'selectOptionStatus'): void {
  const title = scope.$product.get()?.title ?? '';
  announce(formatMessage(resolveMessages($pageContext.get().messages)[key], { title }).replace(/\s+/g, ' ').trim());
}

/** The press goes ahead: "Adding…" on the button (and said), the list page's flash over. */
function startAdding(scope: ProductScope): void {
  updatePurchase(scope, { phase: 'adding', flash: false });
  say(scope, 'addingStatus');
}

/**
 * Steps 6 to 8 with the custom form's answers (JSON text, or null), once `refusal` has nothing to
 * say: a gift card's checkout, a subscription's, else the cart (and after it, express checkout).
 * Null once on its way (the window leaves, or "Added!" follows); else why not, for the caller to show.
 */
async function buy(purchase: Purchase, additionalFields: string | null): Promise<Failure | null> {
  const { scope, product, variant, quantity, optionId, express, messages } = purchase;
  const context = $pageContext.get();
  const session = $sessionStarted.get();
  const content = product.structuredContent;

  // Step 6: a gift card goes to its own checkout.
  if (content.productType === ProductType.GiftCard) {
    const websiteId = context.website?.id ?? '';
    startAdding(scope);
    const query = new URLSearchParams({ websiteId, giftCardProductId: product.id, sku: variant.sku });
    leave(scope, `${CHECKOUT_PATHS.giftCard}?${query}`);
    return null;
  }

  // Step 7: a subscription is posted, then its checkout opens with the cart token the platform gives.
  if (content.isSubscribable) {
    startAdding(scope);
    const result = await postSubscription({
      itemId: product.id,
      sku: variant.sku,
      qty: quantity,
      additionalFields,
      // Optional: left out for a subscription with one plan and no options.
      ...(optionId === null ? {} : { subscriptionOptionId: optionId }),
    });
    if (result.ok) {
      leave(scope, `${CHECKOUT_PATHS.subscription}?cartToken=${encodeURIComponent(result.data.cartToken)}`);
      return null;
    }
    // A subscription sent with its form's answers that the platform refused: SUB_WITH_FORM_FAILURE.
    return {
      type: additionalFields === null ? 'SUB_API_FAILURE' : 'SUB_WITH_FORM_FAILURE',
      view: describeAddError(result.error, session, messages, messages.unableToAddItem),
      error: result.error,
    };
  }

  // Step 8: the cart; with express checkout, then straight on to checkout.
  const failure: TrackedErrorType = express ? 'EXPRESS_CHECKOUT_FAILURE' : 'API_FAILURE';
  startAdding(scope);
  const result = await addToCart({ itemId: product.id, sku: variant.sku, quantity, additionalFields });
  if (!result.ok) {
    const title = express ? messages.unableToPurchaseItem : messages.unableToAddItem;
    return { type: failure, view: describeAddError(result.error, session, messages, title), error: result.error };
  }
  trackEvent(
    'add_to_cart',
    productContent(product, variant, context.storeSettings.selectedCurrency, {
      quantity,
      pageType: scope.$pageType.get(),
    }),
  );
  if (express) {
    leave(scope, CHECKOUT_PATHS.express);
    return null;
  }
  after(scope, ADD_TO_CART_TIMINGS.addedDelay, () => {
    updatePurchase(scope, { phase: 'added' });
    say(scope, 'addedStatus');
    after(scope, ADD_TO_CART_TIMINGS.addedDuration, () => updatePurchase(scope, { phase: 'idle' }));
  });
  // On a list page, the popover comes with "Added!" and goes after its own 3 seconds.
  if (scope.$pageType.get() === 'plp') {
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
  return null;
}

type Forms = typeof import('../forms/product-form');

/**
 * Whether the stock lets a custom form open: some stock record is unlimited
 * or holds more than the cart already has of the chosen variant. (A sold-out choice never gets
 * here: its button says "Sold Out".)
 */
export function stockAllowsForm(records: readonly StockRecord[], inCart: number): boolean {
  return records.some((record) => record.unlimited || record.qtyInStock > inCart);
}

/** The save of each product's open custom form: the press that opened it, with its product and variant. */
const saves = new WeakMap<ProductScope, (answers: FormAnswers) => Promise<FormSaveOutcome>>();

/**
 * Saves the answers of the custom form open for this product: the server checks them, then the
 * add goes on with them. The dialog stays open, every answer kept, until this says ok.
 */
export function saveProductForm(scope: ProductScope, answers: FormAnswers): Promise<FormSaveOutcome> {
  const save = saves.get(scope);
  // No form is open (it was closed meanwhile): there is nothing to save.
  return save ? save(answers) : Promise.resolve({ ok: true });
}

/** Closes the custom form open for this product (Escape, Cancel, or a save that went through). */
export function closeProductForm(scope: ProductScope): void {
  saves.delete(scope);
  updatePurchase(scope, { form: null });
}

/**
 * Step 5, a product with a custom form: checks the stock, loads the form (the product's own, else
 * GetTemplateSchema), shows it in the add-to-cart button's dialog, and on save has the server
 * check the answers, then buys with them. Every failure after the dialog opens is said in it,
 * with every answer kept.
 */
async function askForm(purchase: Purchase, context: PageContext): Promise<void> {
  const { scope, emit, product, variant, messages } = purchase;
  const content = product.structuredContent;
  const formId = content.additionalFieldsFormId ?? '';
  const renderError = (error?: ApiError) =>
    failAfterCall(scope, emit, 'CUSTOM_FORM_RENDER_ERROR', {
      title: messages.unableToAddItem,
      message: error?.kind === 'network' ? messages.checkConnection : messages.unableToOpenForm,
    });
  startAdding(scope);
  let forms: Forms;
  try {
    forms = await import('../forms/product-form');
  } catch {
    renderError({ kind: 'network' });
    return;
  }
  const stock = await fetchStock(context.apiRoot, product.id);
  if (!stock.ok) {
    renderError(stock.error);
    return;
  }
  if (!stockAllowsForm(stock.data.results, quantityInCart(variant.sku))) {
    failAfterCall(scope, emit, 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK', { message: messages.outOfStock });
    return;
  }
  const inline = content.additionalFieldsForm
    ? forms.parseFormDefinition(structuredClone(content.additionalFieldsForm), `the form of product ${product.id}`)
    : null;
  const loaded = inline ? { ok: true as const, data: inline } : await forms.fetchProductForm(formId);
  if (!loaded.ok) {
    renderError(loaded.error);
    return;
  }
  const form = loaded.data;
  const texts = messagesFor(forms.FORM_MESSAGES, context.messages);
  const detail = { product, formId: form.id };
  const formContent = () =>
    productContent(product, variant, context.storeSettings.selectedCurrency, { formId: form.id });
  if (!views.FormDialog) views = { ...views, FormDialog: forms.FormDialog };
  // What the store holds is data; saving runs the press's own purchase (kept here, by scope).
  saves.set(scope, async (answers) => {
    const sent = forms.submittedAnswers(form.fields, answers);
    const checked = await forms.validateAnswers(form.id, sent);
    if (!checked.ok) {
      const { error } = checked;
      // The server's own words, when it gave any, above the form; its errors at their fields.
      if (error.kind === 'validation') return { ok: false, errors: error.errors, message: error.message };
      return {
        ok: false,
        message: describeAddError(error, $sessionStarted.get(), messages, messages.unableToAddItem).message,
      };
    }
    emit('sq-product-form-save', detail);
    trackEvent('product_form_save', formContent());
    const failure = await buy(purchase, JSON.stringify(sent));
    if (!failure) {
      closeProductForm(scope);
      return { ok: true };
    }
    emit('sq-add-to-cart-error', { type: failure.type, message: failure.view.message });
    after(scope, ADD_TO_CART_TIMINGS.failureReset, () => updatePurchase(scope, { phase: 'idle' }));
    const error = failure.error;
    if (error?.kind === 'validation') return { ok: false, errors: error.errors, message: error.message };
    return { ok: false, message: failure.view.message };
  });
  updatePurchase(scope, {
    phase: 'idle',
    form: {
      formId: form.id,
      heading: product.title,
      fields: form.fields,
      initial: forms.initialAnswers(form.fields, location.search),
      submitText: addButtonText(product, messages),
      messages: texts,
    },
  });
  emit('sq-product-form-open', detail);
  trackEvent('product_form_open', formContent());
}

/** The purchase texts, for the script API's own checks (it loads them with the flow, not apart). */
export { PURCHASE_MESSAGES };
