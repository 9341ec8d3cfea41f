import type { ComponentType } from 'react';
import type { AlertDialogProps } from '../src/dialogs/AlertDialog';
import { $pageContext } from './page-context';
import { updatePurchase, type ProductScope } from './product';
import type { StorefrontEventMap } from '../src/events';
import { resolveMessages } from '../src/messages';

/** Fires one of the flow's events on the element the visitor pressed; false when a listener cancelled it. */
export type EmitFlowEvent = <K extends 'sq-add-to-cart' | 'sq-add-to-cart-error'>(
  name: K,
  detail: StorefrontEventMap[K]['detail'],
  cancelable?: boolean,
) => boolean;

/** What the pressed element adds to the flow. */
export interface PressOptions {
  /** The element's `express-checkout` attribute: go on to checkout after the add. */
  readonly expressCheckout?: boolean;
}

type Flow = typeof import('../src/purchase/flow');

/** The alert dialog's view, given by the flow when it loads (only the flow opens dialogs). */
export let dialogView: ComponentType<AlertDialogProps> | null = null;

/** Called by the flow's module: the view the add-to-cart button shows a failure's dialog with. */
export function provideDialogView(view: ComponentType<AlertDialogProps>): void {
  dialogView = view;
}

let flow: Promise<Flow> | null = null;
/** The flow once loaded: a press then runs it at once, in the same task as the click. */
let loadedFlow: Flow | null = null;

/**
 * Loads the add-to-cart flow and its purchase paths (src/purchase/flow.ts), once. The button
 * calls it when a visitor first reaches for it (pointer over it, focus, touch), so the code is
 * there by the time they press; a page nobody buys from never loads it.
 */
export function loadPurchase(): Promise<Flow> {
  flow ??= import('../src/purchase/flow').then(
    (module) => (loadedFlow = module),
    (error: unknown) => {
      flow = null; // tried again on the next press
      throw error;
    },
  );
  return flow;
}

/** One press of an add-to-cart button: the flow of SPEC.md section 4 (src/purchase/flow.ts). */
export async function pressAddToCart(scope: ProductScope, emit: EmitFlowEvent, options?: PressOptions): Promise<void> {
  if (loadedFlow) return loadedFlow.press(scope, emit, options);
  let loaded: Flow;
  try {
    loaded = await loadPurchase();
  } catch {
    // The flow's code could not be downloaded: the visitor is most likely offline.
    updatePurchase(scope, { message: resolveMessages($pageContext.get().messages).checkConnection });
    return;
  }
  await loaded.press(scope, emit, options);
}

/** Closes the alert dialog of a failed add. */
export function dismissAlert(scope: ProductScope): void {
  updatePurchase(scope, { dialog: null });
}
