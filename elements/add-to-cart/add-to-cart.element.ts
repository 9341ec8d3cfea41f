import { emit } from '../../src/events';
import { isChoiceSoldOut, isSoldOut } from '../../src/format/product-status';
import { merchandisingFor } from '../../src/product/merchandising';
import { findVariant } from '../../src/product/product';
import { addButtonText } from '../../src/product/add-to-cart-check';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { dismissAlert, dismissPopover, flowViews, loadPurchase, pressAddToCart } from '../../stores/add-to-cart';
import type { ProductScope } from '../../stores/product';
import { meta as addToCartMeta } from './add-to-cart.meta';
import { AddToCartView, type AddToCartViewProps } from './AddToCartView';

type Actions = {
  readonly press: () => void;
  readonly dismiss: () => void;
  readonly closePopover: () => void;
  readonly prepare: () => void;
};

/** The button for a state: its label, whether it is disabled or busy, and what it tells the visitor. */
export function addToCartProps(
  { product, purchase, context, selection, pageType }: ElementState<typeof addToCartMeta>,
  actions: Actions | null,
): AddToCartViewProps & { readonly state: string } {
  const messages = resolveMessages(context.messages);
  // Sold out as a whole, or the visitor chose a variant that has run out: said before the press.
  const soldOut =
    product !== null && (isSoldOut(product) || isChoiceSoldOut(product, findVariant(product, selection.options)));
  const { phase } = purchase;
  const label = soldOut
    ? (product && merchandisingFor(context, product.id)?.customSoldOutText?.trim()) || messages.soldOut
    : phase === 'adding'
      ? messages.adding
      : phase === 'added'
        ? messages.added
        : purchase.flash
          ? messages.selectOption
          : addButtonText(product, messages);
  const addOn = pageType === 'add-on';
  return {
    state: soldOut ? 'sold-out' : phase,
    label,
    disabled: soldOut || !product,
    busy: phase !== 'idle',
    // The list page's "Select Option" flash is heard as well as seen.
    status:
      phase === 'adding'
        ? messages.adding
        : phase === 'added'
          ? messages.added
          : purchase.flash
            ? messages.selectOption
            : '',
    message: purchase.message,
    name: pageType === 'plp' || addOn ? (product?.title ?? '') : '',
    icon: addOn ? (phase === 'adding' ? 'spinner' : phase === 'added' ? 'check' : 'plus') : null,
    dialog: purchase.dialog,
    dialogCloseText: messages.dialogClose,
    popover: purchase.popover,
    form: purchase.form,
    popoverTitle: product?.title ?? '',
    views: flowViews,
    onPress: actions?.press,
    onDismiss: actions?.dismiss,
    onClosePopover: actions?.closePopover,
    onPrepare: actions?.prepare,
  };
}

/** `<sq-add-to-cart>`. */
export const spec: ElementSpec<typeof addToCartMeta, ReturnType<typeof addToCartProps>, Actions> = {
  meta: addToCartMeta,
  product: true,
  selection: true,
  pageType: true,
  purchase: true,
  actions: (scope: ProductScope, host: HTMLElement) => ({
    press: () =>
      void pressAddToCart(scope, (name, detail, cancelable) => emit(host, name, detail, cancelable), {
        expressCheckout: host.hasAttribute('express-checkout'),
      }),
    dismiss: () => dismissAlert(scope),
    closePopover: () => dismissPopover(scope),
    prepare: () => void loadPurchase().catch(() => {}),
  }),
  props: addToCartProps,
  View: AddToCartView,
  hostState: ({ state }) => state,
};

/** Defines `<sq-add-to-cart>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { addToCartMeta as meta };
