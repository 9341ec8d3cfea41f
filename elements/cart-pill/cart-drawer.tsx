import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';
import { messagesFor } from '../../src/messages';
import { CART_DRAWER_MESSAGES } from './cart-drawer-messages';

/** What the open drawer shows: the page's replacements of its texts, the cart page's address, and how it closes. */
export interface CartDrawerProps {
  /** The page's replacements of visitor texts (its context's `messages`): the drawer resolves its own. */
  readonly messages: Readonly<Record<string, string>>;
  readonly href: string;
  readonly onClose: () => void;
}

/**
 * The cart in a modal side dialog: `<sq-cart>` inside, so it is the cart page's own contents.
 * Focus moves to its close button and stays inside; Escape, the close button and a click outside
 * close it, and focus returns to the pill.
 */
export function CartDrawer({ messages, href, onClose }: CartDrawerProps) {
  const texts = messagesFor(CART_DRAWER_MESSAGES, messages);
  return (
    <ModalDialog
      className="sq-cart-drawer"
      focus=".sq-cart-drawer__close"
      overlay="cart-drawer"
      lockScroll
      backdropCloses
      onClose={onClose}
    >
      {/* The panel fills the dialog; a click on the dialog itself is on the backdrop. */}
      <div className="sq-cart-drawer__panel">
        <div className="sq-cart-drawer__header">
          <ModalTitle className="sq-cart-drawer__title">{texts.cartDrawerTitle}</ModalTitle>
          <ModalClose className="sq-cart-drawer__close" aria-label={texts.cartDrawerClose}>
            <span aria-hidden="true">×</span>
          </ModalClose>
        </div>
        <sq-cart />
        <a className="sq-cart-drawer__view" href={href}>
          {texts.cartDrawerViewCart}
        </a>
      </div>
    </ModalDialog>
  );
}
