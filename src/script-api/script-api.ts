/**
 * `window.sqStorefront`, the cart for a theme's own scripts (the platform's "legacy cart
 * singleton"): add an entry, read the cart, follow it, change a quantity, remove an entry. An add
 * is a press of the add-to-cart button without the button: the same store action, so the same
 * checks and messages, call, cookies, cancelable `sq-add-to-cart` event, tracking and cart update,
 * and every pill and cart on the page (and in the shop's other tabs) follows. The loader defines a
 * small stand-in at once (./stub.ts) that loads this module on the first call.
 */
import { atom } from 'nanostores';
import type { Cart } from '../api/cart';
import type { ApiError } from '../api/client';
import { emit } from '../events';
import { messagesFor, resolveMessages } from '../messages';
import { clampQuantity } from '../lib/quantity';
import { PRODUCT_PAGE_TYPES } from '../product/page-type';
import { parseProduct } from '../product/product';
import { CALL_MESSAGES } from '../purchase/call-messages';
import type { VariantRef } from '../purchase/checks';
import { describeAddError } from '../purchase/errors';
import { startStorefront } from '../runtime/start';
import { changeQuantity, removeEntry } from '../../stores/cart-edits';
import { $cartEdits } from '../../stores/cart-edits-state';
import { CART_MESSAGES } from '../cart/messages';
import { loadPurchase, pressAddToCart, type PressOutcome } from '../../stores/add-to-cart';
import { $cart, refreshCart } from '../../stores/cart';
import { $pageContext, $sessionStarted } from '../../stores/page-context';
import { createProductScope, EMPTY_SELECTION, IDLE_PURCHASE, type ProductScope } from '../../stores/product';

export type { VariantRef };

/**
 * Why a script's cart call failed: `type` is the tracked error type of the add-to-cart flow
 * (`OUT_OF_STOCK`, `API_FAILURE`, ...), or `CANCELLED` when a listener cancelled `sq-add-to-cart`;
 * `message` is what the visitor would be told (a server's message as the server wrote it).
 */
export class SqStorefrontError extends Error {
  /** The tracked error type, or `CANCELLED`. */
  readonly type: Exclude<PressOutcome, { ok: true }>['type'];

  constructor(type: SqStorefrontError['type'], message: string) {
    super(message);
    this.name = 'SqStorefrontError';
    this.type = type;
  }
}

/** Called once a script's add has settled: `error` null and the cart, or the error and null. */
export type CartCallback = (error: SqStorefrontError | null, cart: Cart | null) => void;

/** The cart members of `window.sqStorefront`. */
export interface SqStorefrontCart {
  /**
   * Adds `quantity` of a product's variant (its id, its SKU, or its options `{ Size: "M" }`) with
   * the custom form's answers (an object or its JSON text), as the add-to-cart button would.
   * Resolves with the cart; rejects with an SqStorefrontError; `callback(error, cart)` is called too.
   */
  addEntry(
    productId: string,
    variant: VariantRef,
    quantity?: number | string,
    additionalFields?: Readonly<Record<string, unknown>> | string | null | CartCallback,
    callback?: CartCallback,
  ): Promise<Cart>;
  /** The current cart, loaded first if it is not yet. */
  get(): Promise<Cart>;
  /** Calls `listener` with the cart now (once loaded) and on every change; returns the function that stops it. */
  subscribe(listener: (cart: Cart) => void): () => void;
  /** Sets an entry's quantity (a whole number, 1 to 9999), as the cart page does; resolves with the cart. */
  updateQuantity(entryId: string, quantity: number): Promise<Cart>;
  /** Removes an entry, as the cart page does; resolves with the cart. */
  remove(entryId: string): Promise<Cart>;
}

/** `window.sqStorefront`: the script API. */
export interface SqStorefront {
  readonly cart: SqStorefrontCart;
}

declare global {
  interface Window {
    /** The storefront's script API, defined by the loader as soon as it runs. */
    sqStorefront: SqStorefront;
  }
}

/** The texts the script API's errors say, with the page's own wording where it gives one. */
function texts() {
  const overrides = $pageContext.get().messages;
  return {
    ...messagesFor(CALL_MESSAGES, overrides),
    ...messagesFor(CART_MESSAGES, overrides),
    ...resolveMessages(overrides),
  };
}

/** A failed call's error, in the words the elements use (the server's own message when it gave one). */
function callError(error: ApiError, title: string): SqStorefrontError {
  return new SqStorefrontError('API_FAILURE', describeAddError(error, $sessionStarted.get(), texts(), title).message);
}

/** The scope of the `<sq-product>` on the page holding `productId` (read from its JSON if its code has not arrived yet); null when none does. */
export function findProductScope(doc: Document, productId: string): ProductScope | null {
  for (const element of doc.querySelectorAll('sq-product')) {
    const own = (element as Element & { scope?: ProductScope }).scope;
    if (own) {
      if (own.$product.get()?.id === productId) return own;
      continue;
    }
    const script = element.querySelector(':scope > script[type="application/json"]');
    let json: unknown;
    try {
      json = JSON.parse(script?.textContent ?? '');
    } catch {
      continue;
    }
    const product = parseProduct(json, '<sq-product> holds', element);
    if (product?.id !== productId) continue;
    const pageType = PRODUCT_PAGE_TYPES.find((type) => type === element.getAttribute('page-type')) ?? 'pdp';
    return createProductScope(product, pageType);
  }
  return null;
}

/**
 * The scope a press without a button runs in: the product and page type of the `<sq-product>`
 * holding that product (`holder`), else a product known only by its id; its own choices (the
 * variant's options, `quantity`) and its own purchase state, so the product's button and alert
 * are left as the visitor has them and two script adds of one product never stop each other.
 */
export function entryScope(
  holder: ProductScope | null,
  productId: string,
  variant: VariantRef,
  quantity: string,
): ProductScope {
  const $product =
    holder?.$product ?? atom(parseProduct({ id: productId, structuredContent: {} }, 'sqStorefront.cart.addEntry'));
  // A variant named by its options is the visitor's choice of them; one named by id or SKU is checked by the flow.
  const options = typeof variant === 'string' ? {} : variant;
  return {
    $product,
    $pageType: holder?.$pageType ?? atom('pdp'),
    $selection: atom({ ...EMPTY_SELECTION, options, quantity }),
    $purchase: atom(IDLE_PURCHASE),
  };
}

/** The answers to a product's custom form as the add call sends them: JSON text, or null. */
function fieldsText(fields: unknown): string | null {
  if (fields === undefined || fields === null) return null;
  return typeof fields === 'string' ? fields : JSON.stringify(fields);
}

/** The cart as it stands, loaded first when it is not yet. */
async function currentCart(): Promise<Cart> {
  startStorefront(document);
  const cart = $cart.get();
  if (cart) return cart;
  const result = await refreshCart();
  if (!result.ok) throw callError(result.error, texts().somethingWentWrong);
  return result.data;
}

/** Settles a promise's outcome with the legacy callback too: `callback(error, cart)`. */
function withCallback(promise: Promise<Cart>, callback: CartCallback | undefined): Promise<Cart> {
  if (!callback) return promise;
  promise.then(
    (cart) => callback(null, cart),
    (error: unknown) => callback(error as SqStorefrontError, null),
  );
  return promise;
}

async function addEntry(
  productId: string,
  variant: VariantRef,
  quantity: number | string,
  additionalFields: unknown,
): Promise<Cart> {
  startStorefront(document);
  const id = String(productId);
  const holder = findProductScope(document, id);
  const scope = entryScope(holder, id, variant, String(quantity));
  // Its events go to the document: there is no button to fire them on.
  const outcome = await pressAddToCart(scope, (name, detail, cancelable) => emit(document, name, detail, cancelable), {
    entry: { variant, additionalFields: fieldsText(additionalFields) },
  });
  if (!outcome.ok) throw new SqStorefrontError(outcome.type, outcome.message);
  return currentCart();
}

/**
 * The cart page's own actions by entry id (stores/cart-edits.ts: the quantity's debounce, the
 * removal and its Undo, the recalculation events, on `document` here): one flow, two callers. The
 * cart is loaded first if need be; a failure rejects with the cart page's words for it.
 */
async function editEntry(entryId: string, change: { quantity: number } | 'remove'): Promise<Cart> {
  const words = texts();
  const title = change === 'remove' ? words.unableToRemoveItem : words.unableToUpdateQuantity;
  const entry = (await currentCart()).entries.find((candidate) => candidate.id === entryId);
  if (!entry) throw new SqStorefrontError('API_FAILURE', title);
  const taken = change === 'remove' ? await removeEntry(entryId) : await changeQuantity(entryId, change.quantity);
  if (!taken) {
    const failed = $cartEdits.get().popup?.error;
    throw failed ? callError(failed, title) : new SqStorefrontError('API_FAILURE', title);
  }
  return currentCart();
}

/** The script API: what `window.sqStorefront` is once loaded, and what `dist/storefront.js` exports. */
export const sqStorefront: SqStorefront = {
  cart: {
    addEntry(productId, variant, quantity = 1, additionalFields, callback) {
      // The legacy call's short form: a callback in place of the answers.
      if (typeof additionalFields === 'function') [callback, additionalFields] = [additionalFields, undefined];
      return withCallback(addEntry(productId, variant, quantity, additionalFields), callback);
    },
    get: currentCart,
    subscribe(listener) {
      startStorefront(document);
      return $cart.subscribe((cart) => {
        if (cart) listener(cart);
      });
    },
    async updateQuantity(entryId, quantity) {
      const amount = Number(quantity);
      if (!Number.isInteger(amount)) {
        // The add's words for a quantity that is no whole number (they come with the flow).
        const words = messagesFor((await loadPurchase()).PURCHASE_MESSAGES, $pageContext.get().messages);
        const message = Number.isFinite(amount) ? words.quantityNotWhole : words.quantityNotANumber;
        throw new SqStorefrontError('QUANTITY_NOT_A_NUMBER', message);
      }
      return editEntry(String(entryId), { quantity: clampQuantity(amount) });
    },
    remove: (entryId) => editEntry(String(entryId), 'remove'),
  },
};

/** Puts the script API on `win` as `sqStorefront`, unless the loader's stand-in (or another copy) is there already. */
export function installScriptApi(win: Window): void {
  win.sqStorefront ??= sqStorefront;
}
