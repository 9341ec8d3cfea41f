import { readCart, type Cart } from '../../src/api/cart';
import { formatMoney, moneyFromJson, moneyFromMinor, moneyToMinor } from '../../src/format/money';
import { reportProblem } from '../../src/lib/schemas';
import { safeUrl } from '../../src/lib/url';
import { formatMessage, messagesFor, resolveMessages } from '../../src/messages';
import { CALL_MESSAGES } from '../../src/purchase/call-messages';
import { describeAddError } from '../../src/purchase/errors';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { seedCart } from '../../stores/cart';
import {
  cartFormDialog,
  checkout,
  closeEditing,
  commitQuantity,
  dismissCartPopup,
  editAnswers,
  removeEntry,
  saveAnswers,
  typeQuantity,
  trackCartView,
  undoRemove,
  type CartFailure,
} from '../../stores/cart-edits';
import { $cartEdits, IDLE_CART_EDITS, type CartEditsState } from '../../stores/cart-edits-state';
import { meta as cartMeta } from './cart.meta';
import { CART_MESSAGES } from '../../src/cart/messages';
import type { CartActions, CartEntryView, CartTexts, CartViewProps } from './CartView';

type State = ElementState<typeof cartMeta, CartEditsState>;

/** Where Checkout goes: the platform's checkout, for the cart cookie's cart. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';

/** The cart JSON the server rendered into an `<sq-cart>`, read once per element (null without one). */
const seeds = new WeakMap<HTMLElement, Cart | null>();

/**
 * The cart the page was rendered with (a child `<script type="application/json">`), so the first
 * client render shows what the server did while the visitor's cart loads: nothing flashes empty.
 * Read once, before the element's own markup replaces the server's; it becomes the page's cart
 * unless the platform's answer came first.
 */
export function seededCart(host: HTMLElement): Cart | null {
  if (seeds.has(host)) return seeds.get(host) ?? null;
  let cart: Cart | null = null;
  // The view writes it first thing inside its body (server and client alike).
  const script = host.querySelector('script[type="application/json"]');
  if (script) {
    try {
      cart = readCart(JSON.parse(script.textContent ?? ''), '<sq-cart> holds');
    } catch (error) {
      reportProblem("<sq-cart>'s cart JSON is not valid JSON.", error);
    }
  }
  seeds.set(host, cart);
  if (cart) {
    const seed = cart;
    queueMicrotask(() => seedCart(seed));
  }
  return cart;
}

/** A variant's options as one line: "Size: M, Colour: Navy". */
export function optionsText(attributes: Readonly<Record<string, string>>): string {
  return Object.entries(attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}

/** The popup's title for each failed change. */
const FAILURE_TITLES = {
  quantity: 'unableToUpdateQuantity',
  remove: 'unableToRemoveItem',
  form: 'unableToUpdateForm',
  open: 'unableToOpenCartForm',
} as const satisfies Record<CartFailure, keyof CartTexts>;

/**
 * The cart for a state: its entries (with what the visitor typed), totals, the minimum subtotal's
 * message, the texts, and the changes under way (Undo, a failure's popup, the form being edited).
 */
export function cartProps(
  { attributes, cart, flow, sessionStarted, context, locale }: State,
  actions: CartActions | null,
): CartViewProps {
  const shown = cart ?? actions?.seed ?? null;
  // The changes under way: none on the server, and none before the cart page's first change.
  const cartEdits = flow ?? IDLE_CART_EDITS;
  const { popup, editing } = cartEdits;
  const overrides = context.messages;
  const texts: CartTexts = {
    ...messagesFor(CALL_MESSAGES, overrides),
    ...resolveMessages(overrides),
    ...messagesFor(CART_MESSAGES, overrides),
  };
  const currency = context.storeSettings.selectedCurrency;
  const money = (cents: number) => {
    const amount = moneyFromMinor(cents, currency);
    return amount ? formatMoney(amount, locale) : '';
  };
  const entries: CartEntryView[] = (shown?.entries ?? []).map((entry) => ({
    entry,
    title: entry.title,
    href: safeUrl(entry.fullUrl),
    image: safeUrl(entry.imageUrl),
    options: optionsText(entry.chosenVariant.attributes),
    answers: entry.formSubmission.map((field) => ({
      title: field.rawTitle,
      value: field.value || texts.notAnswered,
    })),
    quantity: entry.quantity,
    draft: cartEdits.entries[entry.id]?.draft ?? null,
    price: money(entry.subTotal),
    editable: Boolean(entry.additionalFieldsFormId),
  }));
  const totals: { key: string; label: string; value: string }[] = [];
  if (shown && entries.length > 0) {
    totals.push({ key: 'subtotal', label: texts.cartSubtotal, value: money(shown.subtotalCents) });
    if (shown.discountCents > 0)
      totals.push({ key: 'discount', label: texts.cartDiscount, value: `−${money(shown.discountCents)}` });
    if (shown.requiresShipping || shown.shippingCostCents > 0)
      totals.push({ key: 'shipping', label: texts.cartShipping, value: money(shown.shippingCostCents) });
    totals.push({ key: 'tax', label: texts.cartTax, value: money(shown.taxCents) });
    totals.push({ key: 'total', label: texts.cartTotal, value: money(shown.grandTotalCents) });
  }
  const popupTitle = (failure: CartFailure) => texts[FAILURE_TITLES[failure]];
  const minimum = moneyFromJson(context.storeSettings.minimumOrderSubtotal);
  const below =
    minimum !== null && shown !== null && entries.length > 0 && BigInt(shown.subtotalCents) < moneyToMinor(minimum);
  return {
    entries,
    totals,
    minimum: below ? formatMessage(texts.minimumSubtotal, { subtotal: formatMoney(minimum, locale) }) : null,
    shopHref: safeUrl(attributes.shopHref) ?? '/',
    checkoutHref: CHECKOUT_PATH,
    // The cart it shows, as JSON: the server's copy is what the browser's first render starts from
    // (seededCart); the client writes the same, so both markups are one.
    json: shown ? JSON.stringify(shown).replace(/</g, '\\u003c') : null,
    texts,
    status: cartEdits.updated ? texts.cartUpdated : '',
    busy: cartEdits.pending > 0,
    removedTitle: cartEdits.removed?.entry.title ?? null,
    removedUntil: cartEdits.removed?.until ?? null,
    popup: popup && {
      title: popupTitle(popup.failure),
      // No answer at all: the form's code could not be downloaded.
      message: popup.error
        ? describeAddError(popup.error, sessionStarted, texts, popupTitle(popup.failure)).message
        : texts.checkConnection,
      // Over the form, which stays open: closing the popup puts focus back on its button.
      overForm: popup.failure === 'form',
    },
    editing: editing && {
      heading: editing.title,
      fields: editing.fields,
      initial: editing.initial,
      messages: editing.messages,
    },
    FormDialog: editing ? cartFormDialog() : null,
    actions,
  };
}

/** `<sq-cart>`. */
export const spec: ElementSpec<typeof cartMeta, CartViewProps, CartActions, CartEditsState> = {
  meta: cartMeta,
  cart: true,
  flow: () => $cartEdits,
  adopt: (host) => void seededCart(host),
  start: () => trackCartView(),
  actions: (_scope, host) => ({
    seed: seededCart(host),
    type: (entryId, text) => typeQuantity(entryId, text, host),
    commit: (entryId, leaving) => void commitQuantity(entryId, host, leaving),
    remove: (entryId) => void removeEntry(entryId, host),
    undo: () => undoRemove(host),
    edit: (entryId) => void editAnswers(entryId),
    save: (answers) => saveAnswers(answers, host),
    closeEditing,
    dismissPopup: dismissCartPopup,
    checkout,
  }),
  props: cartProps,
  view: () => import('./CartView').then((module) => module.CartView),
  hostState: ({ entries }) => (entries.length > 0 ? 'filled' : 'empty'),
};

/** Defines `<sq-cart>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { cartMeta as meta };
