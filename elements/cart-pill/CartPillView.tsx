import { useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDialogCode } from '../../src/dialogs/use-dialog-code';
import { formatMoney, moneyFromMinor } from '../../src/format/money';
import { loadOnce } from '../../src/lib/once';

/**
 * The drawer's code (and the dialog shell's), loaded when a visitor first reaches for a pill that
 * opens one (pointer over, focus) or presses it: a page whose visitors never open the drawer never
 * loads it. A failed load is asked for again next time.
 */
const drawerCode = loadOnce(() => import('./cart-drawer').then((module) => module.CartDrawer));

/** Props of the cart pill. */
export interface CartPillViewProps {
  /** The cart page, `/cart` on every page. */
  readonly href: string;
  /** The count as shown ("100+" above 100). */
  readonly count: string;
  /** The count and subtotal (minor units) the pill shows, on its link for the browser's first render. */
  readonly total: { readonly count: number; readonly subtotalCents: number };
  /** The store's currency and the shopper's locale, for the subtotal (formatted as the pill draws). */
  readonly currency: string;
  readonly locale: string;
  /** The count as spoken. */
  readonly spoken: string;
  /** Whether the pill opens the cart in a drawer (`drawer`); else it links to the cart page. */
  readonly drawer: boolean;
  /**
   * The page's replacements of visitor texts (its context's `messages`): the drawer, loaded when
   * first reached for, resolves its own texts from them (cart-drawer-messages.ts).
   */
  readonly messages: Readonly<Record<string, string>>;
}

/** A link to the cart with the item count and subtotal; with `drawer`, it opens the cart beside the page instead. */
export function CartPillView({ href, count, total, currency, locale, spoken, drawer, messages }: CartPillViewProps) {
  // An empty cart's pill is hidden and says no subtotal.
  const subtotal = total.count > 0 ? moneyFromMinor(total.subtotalCents, currency) : null;
  // Where the open drawer lives: a box of its own at the end of the body, so it stays when the
  // pill hides (the last entry removed inside it) and leaves with it.
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const { Dialog: Drawer, reach, load } = useDialogCode(drawerCode, href);
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier key, another button) still gets the cart page.
    if (!drawer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load(() => {
      const box = document.createElement('div');
      document.body.append(box);
      setHolder(box);
    });
  };
  const closeDrawer = () => {
    holder?.remove();
    setHolder(null);
  };
  return (
    <>
      <a
        className="sq-cart-pill__link"
        href={href}
        onClick={openDrawer}
        onPointerEnter={drawer ? reach : undefined}
        onFocus={drawer ? reach : undefined}
        aria-haspopup={drawer ? 'dialog' : undefined}
        data-count={total.count}
        data-subtotal={total.subtotalCents}
      >
        <svg
          className="sq-cart-pill__icon"
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="18"
          height="18"
        >
          <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 8h14l-1 13H6L5 8Zm4 0a3 3 0 0 1 6 0" />
        </svg>
        <span className="sq-cart-pill__count" aria-hidden="true">
          {count}
        </span>
        <span className="sq-visually-hidden">{spoken}</span>
        {subtotal ? <span className="sq-cart-pill__subtotal">{formatMoney(subtotal, locale)}</span> : null}
      </a>
      {holder && Drawer && drawer
        ? createPortal(<Drawer messages={messages} href={href} onClose={closeDrawer} />, holder)
        : null}
    </>
  );
}
