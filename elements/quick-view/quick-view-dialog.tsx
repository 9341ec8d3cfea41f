import { ModalClose, ModalDialog, ModalTitle } from '../../src/dialogs/ModalDialog';
import type { QuickViewDialogProps } from './QuickViewView';

/** The open quick view: loading, failed, or the product's elements in its own `<sq-product>`. */
export function QuickViewDialog({
  href,
  closeText,
  loadingText,
  failedText,
  detailsText,
  content,
  onClose,
}: QuickViewDialogProps) {
  // Focus goes back to the Quick View button once the dialog has closed.
  return (
    <ModalDialog
      className="sq-quick-view__dialog"
      label={content.phase === 'loaded' ? undefined : loadingText}
      aria-busy={content.phase === 'loading' || undefined}
      overlay="quick-view"
      lockScroll
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
