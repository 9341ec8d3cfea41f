import { useStore } from '@nanostores/react';
import { useLayoutEffect } from 'react';
import { $cart } from '../../stores/cart';
import { $pageContext } from '../../stores/page-context';
import { formatMoney, moneyFromMinor } from '../format/money';
import type { ElementProps } from '../lib/define';
import type { cartPillMeta } from './cart-pill.meta';
import { useHostState } from './use-host-state';
import { shopperLocale } from './locale';

/** The cart page; the cart link always resolves here (SPEC.md section 2). */
export const CART_PATH = '/cart';

/** Above this count the pill shows "100+" (SPEC.md section 9). */
export const CART_BADGE_LIMIT = 100;

/** The count as the pill shows it, and its spoken label. */
export function cartCountText(count: number): { shown: string; spoken: string } {
  if (count > CART_BADGE_LIMIT) return { shown: '100+', spoken: 'More than 100 items in cart' };
  return { shown: String(count), spoken: `${count} ${count === 1 ? 'item' : 'items'} in cart` };
}

/** `<sq-cart-pill>`: link to the cart with count and subtotal; hidden while empty. */
export function CartPill({ host }: ElementProps<typeof cartPillMeta>) {
  const cart = useStore($cart);
  const context = useStore($pageContext);
  const count = cart?.totalQuantity ?? 0;
  useHostState(host, count === 0 ? 'empty' : 'filled');
  useLayoutEffect(() => {
    host.hidden = count === 0;
  }, [host, count]);
  const subtotal = moneyFromMinor(cart?.subtotalCents ?? 0, context.storeSettings.selectedCurrency);
  const { shown, spoken } = cartCountText(count);
  return (
    <a className="sq-cart-pill__link" href={CART_PATH}>
      <svg className="sq-cart-pill__icon" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 8h14l-1 13H6L5 8Zm4 0a3 3 0 0 1 6 0" />
      </svg>
      <span className="sq-cart-pill__count" aria-hidden="true">
        {shown}
      </span>
      <span className="sq-visually-hidden">{spoken}</span>
      {subtotal ? <span className="sq-cart-pill__subtotal">{formatMoney(subtotal, shopperLocale(context))}</span> : null}
    </a>
  );
}
