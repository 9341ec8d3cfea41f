import { emit } from '../../src/events';
import { announcer } from '../../src/lib/announce';
import { isChoiceSoldOut, isSoldOut } from '../../src/format/product-status';
import { findVariant } from '../../src/product/product';
import { addButtonText } from '../../src/product/add-to-cart-check';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import {
  buttonPressed,
  buttonRendered,
  closeProductForm,
  dismissAlert,
  dismissPopover,
  flowViews,
  loadPurchase,
  pressAddToCart,
  saveProductForm,
} from '../../stores/add-to-cart';
import type { ProductScope } from '../../stores/product';
import { meta as addToCartMeta } from './add-to-cart.meta';
import type { AddToCartViewProps } from './AddToCartView';

type Actions = {
  readonly press: () => void;
  readonly dismiss: () => void;
  readonly closePopover: () => void;
  readonly prepare: () => void;
  readonly saveForm: NonNullable<AddToCartViewProps['onSaveForm']>;
  readonly closeForm: () => void;
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
  // The button says "Sold Out" whatever the shop calls it elsewhere: a shop's
  // customSoldOutText is the status badge's (sq-product-status).
  const label = soldOut
    ? messages.soldOut
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
    message: purchase.message,
    name: pageType === 'plp' || addOn ? (product?.title ?? '') : '',
    icon: addOn ? (phase === 'adding' ? 'spinner' : phase === 'added' ? 'check' : 'plus') : null,
    dialog: purchase.dialog,
    dialogCloseText: messages.dialogClose,
    popover: purchase.popover,
    form: purchase.form,
    popoverTitle: product?.title ?? '',
    views: flowViews(),
    onPress: actions?.press,
    onDismiss: actions?.dismiss,
    onClosePopover: actions?.closePopover,
    onPrepare: actions?.prepare,
    onSaveForm: actions?.saveForm,
    onCloseForm: actions?.closeForm,
  };
}

/** The button's text, as the census records it. */
const buttonText = (host: HTMLElement) => (host.textContent ?? '').trim().slice(0, 200);

/** Starts loading the add-to-cart flow (src/purchase/flow.ts), once; a failure is tried again on the press. */
const loadFlow = () => void loadPurchase().catch(() => {});

/** `<sq-add-to-cart>`. */
export const spec: ElementSpec<typeof addToCartMeta, ReturnType<typeof addToCartProps>, Actions> = {
  meta: addToCartMeta,
  product: true,
  selection: true,
  pageType: true,
  purchase: true,
  start: (host, scope) => {
    // The page's live region, there before the first press: the progress is said there.
    announcer(host.ownerDocument);
    buttonRendered(scope, addToCartMeta.tag, buttonText(host));
  },
  actions: (scope: ProductScope, host: HTMLElement) => ({
    press: () => {
      buttonPressed(scope, addToCartMeta.tag, buttonText(host));
      void pressAddToCart(scope, (name, detail, cancelable) => emit(host, name, detail, cancelable), {
        expressCheckout: host.hasAttribute('express-checkout'),
      });
    },
    dismiss: () => dismissAlert(scope),
    closePopover: () => dismissPopover(scope),
    prepare: loadFlow,
    saveForm: (answers) => saveProductForm(scope, answers),
    closeForm: () => closeProductForm(scope),
  }),
  // A reach for the sleeping button starts the flow's download beside React's and the view's.
  reach: loadFlow,
  props: addToCartProps,
  view: () => import('./AddToCartView').then((module) => module.AddToCartView),
  hostState: ({ state }) => state,
};

/** Defines `<sq-add-to-cart>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { addToCartMeta as meta };
