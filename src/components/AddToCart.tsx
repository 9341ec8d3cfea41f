import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { addToCart, quantityInCart } from '../../stores/cart';
import { $pageContext, $sessionStarted } from '../../stores/page-context';
import { flagOptions } from '../../stores/product';
import { cookiesEnabled, hasCartCookie } from '../context/cookies';
import { emit } from '../events';
import { isSoldOut } from '../format/product-status';
import type { ElementProps } from '../lib/define';
import {
  ADD_TO_CART_TEXT,
  addButtonText,
  checkAddToCart,
  unselectedOptions,
  type TrackedErrorType,
} from '../product/add-to-cart-check';
import { describeAddError, type AddErrorView } from '../product/add-to-cart-errors';
import { findVariant } from '../product/product';
import { AlertDialog } from './AlertDialog';
import type { addToCartMeta } from './add-to-cart.meta';
import { useHostState } from './use-host-state';
import { useProductScope } from './use-product-scope';
import { useTimer } from './use-timers';

/** SPEC.md section 4 timings, in milliseconds. */
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

type Phase = 'idle' | 'adding' | 'added';

/** `<sq-add-to-cart>`: the add-to-cart button of the surrounding `<sq-product>`. */
export function AddToCart({ host }: ElementProps<typeof addToCartMeta>) {
  const { scope, product, selection, pageType } = useProductScope(host);
  const context = useStore($pageContext);
  const sessionStarted = useStore($sessionStarted);
  const [phase, setPhase] = useState<Phase>('idle');
  const [flash, setFlash] = useState(false);
  const [message, setMessage] = useState('');
  const [dialog, setDialog] = useState<AddErrorView | null>(null);
  const busy = useRef(false);
  const schedule = useTimer();

  const soldOut = product !== null && isSoldOut(product);
  const state = soldOut ? 'sold-out' : phase;
  useHostState(host, state);

  const idleText = addButtonText(product);
  const label = soldOut
    ? ADD_TO_CART_TEXT.soldOut
    : phase === 'adding'
      ? ADD_TO_CART_TEXT.adding
      : phase === 'added'
        ? ADD_TO_CART_TEXT.added
        : flash
          ? ADD_TO_CART_TEXT.selectOption
          : idleText;

  const fail = (type: TrackedErrorType, view: AddErrorView) => {
    if (view.title) setDialog(view);
    else setMessage(view.message);
    emit(host, 'sq-add-to-cart-error', { type, message: view.message });
  };

  const onClick = async () => {
    if (!product || !scope || soldOut || busy.current || phase !== 'idle') return;
    setMessage('');
    const check = checkAddToCart(product, selection.options, selection.quantity, quantityInCart);
    const variant = check.ok ? check.variant : (findVariant(product, selection.options) ?? null);
    const proceed = emit(
      host,
      'sq-add-to-cart',
      {
        pageType,
        product,
        quantity: check.ok ? check.quantity : null,
        selectedVariant: variant,
        unselectedVariantOptions: unselectedOptions(product, selection.options),
        isInStock: check.ok || check.type !== 'OUT_OF_STOCK',
        expressCheckout: context.storeSettings.expressCheckout,
        addToCartText: idleText,
        subscriptionId: null,
        isQuickView: pageType === 'quick-view',
        collection: context.collection ?? null,
      },
      true,
    );
    if (!proceed) return;
    if (!check.ok) {
      if (check.unselected.length > 0) flagOptions(scope, check.unselected);
      if (check.type === 'NO_VARIANT_SELECTED' && pageType === 'plp') {
        // SPEC.md section 5: on a list page only a visual cue is shown.
        setFlash(true);
        schedule(ADD_TO_CART_TIMINGS.selectOptionFlash, () => setFlash(false));
        emit(host, 'sq-add-to-cart-error', { type: check.type, message: check.message });
        return;
      }
      fail(check.type, { message: check.message });
      return;
    }
    if (!hasCartCookie()) {
      fail('API_FAILURE', {
        message: cookiesEnabled() ? ADD_TO_CART_TEXT.sessionExpired : ADD_TO_CART_TEXT.enableCookies,
      });
      return;
    }
    busy.current = true;
    setPhase('adding');
    const result = await addToCart({
      itemId: product.id,
      sku: check.variant.sku,
      quantity: check.quantity,
      additionalFields: null,
    });
    if (result.ok) {
      schedule(ADD_TO_CART_TIMINGS.addedDelay, () => {
        setPhase('added');
        schedule(ADD_TO_CART_TIMINGS.addedDuration, () => {
          busy.current = false;
          setPhase('idle');
        });
      });
      return;
    }
    fail('API_FAILURE', describeAddError(result.error, sessionStarted));
    schedule(ADD_TO_CART_TIMINGS.failureReset, () => {
      busy.current = false;
      setPhase('idle');
    });
  };

  return (
    <>
      <button
        type="button"
        className="sq-add-to-cart__button"
        disabled={soldOut || !product}
        aria-disabled={phase !== 'idle' ? 'true' : undefined}
        onClick={onClick}
      >
        <span className="sq-add-to-cart__label">{label}</span>
      </button>
      <span className="sq-visually-hidden" role="status">
        {phase === 'adding' ? ADD_TO_CART_TEXT.adding : phase === 'added' ? ADD_TO_CART_TEXT.added : ''}
      </span>
      <p className="sq-add-to-cart__message" role="alert">
        {message}
      </p>
      {dialog?.title ? (
        <AlertDialog title={dialog.title} message={dialog.message} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
