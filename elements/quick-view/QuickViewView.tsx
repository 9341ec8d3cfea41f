import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';
import type { Product } from '../../src/product/product';

/** What the dialog holds once opened. */
export type QuickViewContent =
  | { readonly phase: 'loading' }
  | { readonly phase: 'failed' }
  | { readonly phase: 'loaded'; readonly product: Product; readonly json: string };

/** Props of `<sq-quick-view>`'s view. */
export interface QuickViewViewProps {
  /** The button text ("Quick View"). */
  readonly label: string;
  /** The product named after the text in the button's accessible name, or ''. */
  readonly name: string;
  /** The product page's address (the dialog links to it). */
  readonly href: string;
  readonly closeText: string;
  readonly loadingText: string;
  readonly failedText: string;
  readonly detailsText: string;
  /** What the open dialog holds, or null while it is closed. */
  readonly content: QuickViewContent | null;
  /** Opens the dialog and loads its product (absent on the server). */
  readonly onOpen?: () => void;
  /** Closes the dialog (absent on the server). */
  readonly onClose?: () => void;
}

/**
 * A "Quick View" button and its native modal dialog: it loads the product, shows its price,
 * status, choices, quantity and add-to-cart (`page-type="quick-view"`), takes focus in, keeps it
 * there, gives it back on close, and closes on Escape, its close button and a click outside.
 */
export function QuickViewView(props: QuickViewViewProps) {
  const { label, name, content, onOpen, onClose } = props;
  return (
    <>
      <button
        type="button"
        className="sq-quick-view__button"
        aria-haspopup="dialog"
        aria-label={name ? `${label} ${name}` : undefined}
        onClick={onOpen}
      >
        {label}
      </button>
      {content ? <QuickViewDialog {...props} content={content} onClose={onClose} /> : null}
    </>
  );
}

function QuickViewDialog({
  href,
  closeText,
  loadingText,
  failedText,
  detailsText,
  content,
  onClose,
}: QuickViewViewProps & { readonly content: QuickViewContent }) {
  // Focus goes back to the Quick View button once the dialog has closed.
  return (
    <ModalDialog
      className="sq-quick-view__dialog"
      label={content.phase === 'loaded' ? undefined : loadingText}
      aria-busy={content.phase === 'loading' || undefined}
      overlay="quick-view"
      backdropCloses
      onClose={onClose}
    >
      <ModalClose className="sq-quick-view__close" aria-label={closeText}>
        <span aria-hidden="true">×</span>
      </ModalClose>
      {content.phase === 'loading' ? <p className="sq-quick-view__status">{loadingText}</p> : null}
      {content.phase === 'failed' ? (
        <p className="sq-quick-view__status" role="alert">
          {failedText}
        </p>
      ) : null}
      {content.phase === 'loaded' ? (
        <sq-product page-type="quick-view">
          <script type="application/json" dangerouslySetInnerHTML={{ __html: content.json }} />
          <ModalTitle className="sq-quick-view__title">{content.product.title}</ModalTitle>
          <sq-product-status />
          <sq-product-price />
          <sq-scarcity />
          <sq-subscription-picker />
          <sq-variant-picker />
          <sq-quantity-input />
          <sq-add-to-cart />
          <a className="sq-quick-view__details" href={href}>
            {detailsText}
          </a>
        </sq-product>
      ) : null}
    </ModalDialog>
  );
}
