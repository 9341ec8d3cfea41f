import type { ComponentType } from 'react';
import type { AddedPopoverProps } from '../src/dialogs/AddedPopover';
import type { AlertDialogProps } from '../src/dialogs/AlertDialog';
import type { FormDialogProps, FormSaveOutcome } from '../src/forms/FormDialog';
import type { FormAnswers } from '../src/forms/values';
import { track } from '../src/analytics/channel';
import { $pageContext } from './page-context';
import { updatePurchase, type AlertView, type ProductScope } from './product';
import type { VariantRef } from '../src/purchase/checks';
import type { TrackedErrorType } from '../src/product/add-to-cart-check';

export type { AlertView };
import type { StorefrontEventMap } from '../src/events';
import { resolveMessages } from '../src/messages';
import { loadOnce } from '../src/lib/once';

/** Fires one of the flow's events on the element the visitor pressed; false when a listener cancelled it. */
export type EmitFlowEvent = <
  K extends 'sq-add-to-cart' | 'sq-add-to-cart-error' | 'sq-product-form-open' | 'sq-product-form-save',
>(
  name: K,
  detail: StorefrontEventMap[K]['detail'],
  cancelable?: boolean,
) => boolean;

/** What the pressed element adds to the flow. */
export interface PressOptions {
  /** The element's `express-checkout` attribute: go on to checkout after the add. */
  readonly expressCheckout?: boolean;
  /** A press without a button (a theme's script): what to add, in place of the visitor's choices. */
  readonly entry?: EntryChoice;
}

/** What a press without a button adds: its variant (id, SKU or options) and its custom form's answers (JSON text). */
export interface EntryChoice {
  readonly variant: VariantRef;
  readonly additionalFields: string | null;
}

/**
 * How a press ended: on its way (added, or leaving for a checkout), or failed with the tracked
 * type and the visitor-facing message of its `sq-add-to-cart-error`; `CANCELLED` when a listener
 * cancelled `sq-add-to-cart` (no error event: nothing failed).
 */
export type PressOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly type: TrackedErrorType | 'CANCELLED'; readonly message: string };

type Flow = typeof import('../src/purchase/flow');

/** The views only a purchase opens: the alert dialog of a failure, the popover after a list page add. */
export interface FlowViews {
  readonly AlertDialog: ComponentType<AlertDialogProps>;
  readonly AddedPopover: ComponentType<AddedPopoverProps>;
  /** The custom product form's dialog: it comes with the forms' code, when a product with a form is first pressed. */
  readonly FormDialog?: ComponentType<FormDialogProps>;
}

/**
 * The flow's module, loaded once (tried again on the next press after a failure); once loaded, a
 * press runs it at once, in the same task as the click.
 */
const purchaseFlow = loadOnce<Flow>(() => import('../src/purchase/flow'));

/**
 * The flow's views, asked of the flow once it has loaded (the store does not hand them around):
 * null until then (nothing can show them yet).
 */
export function flowViews(): FlowViews | null {
  return purchaseFlow.loaded()?.flowViews() ?? null;
}

/**
 * Loads the add-to-cart flow and its purchase paths (src/purchase/flow.ts), once. The button
 * calls it when a visitor first reaches for it (pointer over it, focus, touch), so the code is
 * there by the time they press; a page nobody buys from never loads it.
 */
export function loadPurchase(): Promise<Flow> {
  return purchaseFlow.get();
}

/**
 * One press of an add-to-cart button, or of a theme's script (`options.entry`, in a scope of its
 * own, its events on the document: src/script-api/script-api.ts): the checks, then the purchase
 * (src/purchase/flow.ts). Resolves with how it ended, read from the events it fired.
 */
export async function pressAddToCart(
  scope: ProductScope,
  emit: EmitFlowEvent,
  options?: PressOptions,
): Promise<PressOutcome> {
  let outcome: PressOutcome = { ok: true };
  const watched: EmitFlowEvent = (name, detail, cancelable) => {
    const proceed = emit(name, detail, cancelable);
    if (name === 'sq-add-to-cart' && !proceed) outcome = { ok: false, type: 'CANCELLED', message: '' };
    if (name === 'sq-add-to-cart-error') {
      const { type, message } = detail as StorefrontEventMap['sq-add-to-cart-error']['detail'];
      outcome = { ok: false, type, message };
    }
    return proceed;
  };
  const loadedFlow = purchaseFlow.loaded();
  if (loadedFlow) {
    await loadedFlow.press(scope, watched, options);
    return outcome;
  }
  let loaded: Flow;
  try {
    loaded = await loadPurchase();
  } catch {
    // The flow's code could not be downloaded: the visitor is most likely offline.
    const message = resolveMessages($pageContext.get().messages).checkConnection;
    updatePurchase(scope, { message });
    return { ok: false, type: 'API_FAILURE', message };
  }
  await loaded.press(scope, watched, options);
  return outcome;
}

/** Closes the alert dialog of a failed add. */
export function dismissAlert(scope: ProductScope): void {
  updatePurchase(scope, { dialog: null });
}

/**
 * Saves the answers of the custom form open for this product (src/purchase/flow.ts): a form is
 * only open once the flow has loaded; without it there is nothing to save.
 */
export function saveProductForm(scope: ProductScope, answers: FormAnswers): Promise<FormSaveOutcome> {
  const loadedFlow = purchaseFlow.loaded();
  return loadedFlow ? loadedFlow.saveProductForm(scope, answers) : Promise.resolve({ ok: true });
}

/** Closes the custom form open for this product. */
export function closeProductForm(scope: ProductScope): void {
  const loadedFlow = purchaseFlow.loaded();
  if (loadedFlow) loadedFlow.closeProductForm(scope);
  else updatePurchase(scope, { form: null });
}

/** Closes the popover after a list page add. */
export function dismissPopover(scope: ProductScope): void {
  updatePurchase(scope, { popover: false });
}

/** The census's button call: which button, with what text, for which product. */
function buttonCensus(
  call: 'button-render' | 'button-click',
  scope: ProductScope,
  buttonType: string,
  buttonText: string,
): void {
  const productId = scope.$product.get()?.id;
  track({ type: 'census', call, fields: { buttonType, buttonText, ...(productId ? { productId } : {}) } });
}

/**
 * A button came alive: the census hears of it, but not of each card of a list or an add-on row
 * (one page view would mean dozens of calls).
 */
export function buttonRendered(scope: ProductScope, buttonType: string, buttonText: string): void {
  const pageType = scope.$pageType.get();
  if (pageType !== 'plp' && pageType !== 'add-on') buttonCensus('button-render', scope, buttonType, buttonText);
}

/** A button was pressed: the census hears of every press. */
export function buttonPressed(scope: ProductScope, buttonType: string, buttonText: string): void {
  buttonCensus('button-click', scope, buttonType, buttonText);
}
