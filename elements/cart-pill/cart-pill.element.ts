import { cartCountText, CART_PATH } from '../../src/format/cart-count';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as cartPillMeta } from './cart-pill.meta';
import type { CartPillViewProps } from './CartPillView';

export { CART_BADGE_LIMIT, CART_PATH, cartCountText } from '../../src/format/cart-count';

/** What the server's markup of a pill said of the cart: its count and subtotal, in minor units. */
export interface PillSeed {
  readonly count: number;
  readonly subtotalCents: number;
}

type Actions = { readonly seed: PillSeed | null };

const seeds = new WeakMap<HTMLElement, PillSeed | null>();

/**
 * The cart the server rendered the pill from (its link's `data-count` and `data-subtotal`), read
 * once before the pill's own markup replaces it: shown until the visitor's cart loads, so a pill
 * the server showed never hides and comes back.
 */
export function pillSeed(host: HTMLElement): PillSeed | null {
  if (seeds.has(host)) return seeds.get(host) ?? null;
  const link = host.querySelector<HTMLElement>('.sq-cart-pill__link');
  const whole = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : null);
  const count = whole(link?.dataset.count);
  const subtotalCents = whole(link?.dataset.subtotal);
  const seed = count !== null && subtotalCents !== null ? { count, subtotalCents } : null;
  seeds.set(host, seed);
  return seed;
}

/** The pill for a state: the visitor's cart, or the server's until it loads. */
export function cartPillProps(
  { attributes, cart, context, locale }: ElementState<typeof cartPillMeta>,
  actions: Actions | null,
): CartPillViewProps & {
  readonly empty: boolean;
} {
  const messages = resolveMessages(context.messages);
  const seed = cart ? null : (actions?.seed ?? null);
  const count = cart?.totalQuantity ?? seed?.count ?? 0;
  const subtotalCents = cart?.subtotalCents ?? seed?.subtotalCents ?? 0;
  const { shown, spoken } = cartCountText(count, messages);
  return {
    empty: count === 0,
    href: CART_PATH,
    count: shown,
    // The subtotal in cents, its currency and the locale, formatted by the view as it draws: a
    // sleeping pill checks the visitor's cart against the server's markup without making a number
    // format (a page's first one costs 15–35 ms), and wakes only when the count or subtotal differ.
    total: { count, subtotalCents },
    currency: context.storeSettings.selectedCurrency,
    locale,
    spoken,
    drawer: attributes.drawer,
    messages: context.messages,
  };
}

/** `<sq-cart-pill>`. */
export const spec: ElementSpec<typeof cartPillMeta, ReturnType<typeof cartPillProps>, Actions> = {
  meta: cartPillMeta,
  cart: true,
  adopt: (host) => void pillSeed(host),
  actions: (_scope, host) => ({ seed: pillSeed(host) }),
  props: cartPillProps,
  view: () => import('./CartPillView').then((module) => module.CartPillView),
  hostState: ({ empty }) => (empty ? 'empty' : 'filled'),
  hidden: ({ empty }) => empty,
};

/** Defines `<sq-cart-pill>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { cartPillMeta as meta };
