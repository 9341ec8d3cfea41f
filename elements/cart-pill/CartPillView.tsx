import { useState, type MouseEvent } from 'react';
import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';
import { createPortal } from 'react-dom';

/** Props of the cart pill. */
export interface CartPillViewProps {
  /** The cart page, `/cart` on every page. */
  readonly href: string;
  /** The count as shown ("100+" above 100). */
  readonly count: string;
  /** The count and subtotal (minor units) the pill shows, on its link for the browser's first render. */
  readonly total: { readonly count: number; readonly subtotalCents: number };
  /** The count as spoken. */
  readonly spoken: string;
  /** The subtotal, formatted, or null. */
  readonly subtotal: string | null;
  /** The drawer's texts when the pill opens the cart in a drawer (`drawer`), else null: it links to the cart page. */
  readonly drawer: {
    readonly title: string;
    readonly closeText: string;
    readonly viewCartText: string;
  } | null;
}

/** A link to the cart with the item count and subtotal; with `drawer`, it opens the cart beside the page instead. */
export function CartPillView({ href, count, total, spoken, subtotal, drawer }: CartPillViewProps) {
  // Where the open drawer lives: a box of its own at the end of the body, so it stays when the
  // pill hides (the last entry removed inside it) and leaves with it.
  const [holder, setHolder] = useState<HTMLElement | null>(null);
  const openDrawer = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier key, another button) still gets the cart page.
    if (!drawer || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const box = document.createElement('div');
    document.body.append(box);
    setHolder(box);
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
        {subtotal ? <span className="sq-cart-pill__subtotal">{subtotal}</span> : null}
      </a>
      {holder && drawer ? createPortal(<CartDrawer {...drawer} href={href} onClose={closeDrawer} />, holder) : null}
    </>
  );
}

interface CartDrawerProps {
  readonly title: string;
  readonly closeText: string;
  readonly viewCartText: string;
  readonly href: string;
  readonly onClose: () => void;
}

/**
 * The cart in a modal side dialog: `<sq-cart>` inside, so it is the cart page's own contents.
 * Focus moves to its close button and stays inside; Escape, the close button and a click outside
 * close it, and focus returns to the pill.
 */
function CartDrawer({ title, closeText, viewCartText, href, onClose }: CartDrawerProps) {
  return (
    <ModalDialog
      className="sq-cart-drawer"
      focus=".sq-cart-drawer__close"
      overlay="cart-drawer"
      backdropCloses
      onClose={onClose}
    >
      {/* The panel fills the dialog; a click on the dialog itself is on the backdrop. */}
      <div className="sq-cart-drawer__panel">
        <div className="sq-cart-drawer__header">
          <ModalTitle className="sq-cart-drawer__title">{title}</ModalTitle>
          <ModalClose className="sq-cart-drawer__close" aria-label={closeText}>
            <span aria-hidden="true">×</span>
          </ModalClose>
        </div>
        <sq-cart />
        <a className="sq-cart-drawer__view" href={href}>
          {viewCartText}
        </a>
      </div>
    </ModalDialog>
  );
}
