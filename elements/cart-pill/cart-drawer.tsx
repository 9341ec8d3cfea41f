import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';

/** What the open drawer shows: the pill's drawer texts, the cart page's address, and how it closes. */
export interface CartDrawerProps {
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
export function CartDrawer({ title, closeText, viewCartText, href, onClose }: CartDrawerProps) {
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
