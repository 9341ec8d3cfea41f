/**
 * The instalment modal of `<sq-afterpay-badge>`, loaded when a visitor first opens it: the
 * dialog that shows the provider's page (fetched and made inert by src/api/instalments.ts).
 */
import { ModalClose, ModalDialog } from '../../src/dialogs/ModalDialog';
import { formatMessage, messagesFor } from '../../src/messages';
import { AFTERPAY_MODAL_MESSAGES } from './afterpay-modal-messages';
import type { AfterpayDialogProps } from './AfterpayBadgeView';

// The modal's code arrives as one module when it first opens: its dialog, and its page's load.
export { loadInstalmentPage } from '../../stores/instalments';

/** The modal: the provider's page in a sandboxed frame, or the built-in summary. */
export function AfterpayDialog({ brand, infoText, messages, content, opener, onClose }: AfterpayDialogProps) {
  const texts = messagesFor(AFTERPAY_MODAL_MESSAGES, messages);
  // Focus goes back to the button that opened it once the dialog has closed.
  return (
    <ModalDialog
      className="sq-afterpay-badge__dialog"
      label={infoText}
      aria-busy={content.phase === 'loading' || undefined}
      focus="button"
      opener={opener}
      overlay="afterpay-modal"
      lockScroll
      backdropCloses
      onClose={onClose}
    >
      <ModalClose className="sq-afterpay-badge__close" aria-label={texts.afterpayClose}>
        <span aria-hidden="true">×</span>
      </ModalClose>
      {content.phase === 'loading' ? <p className="sq-afterpay-badge__status">{texts.afterpayLoading}</p> : null}
      {content.phase === 'failed' ? (
        <>
          <h2 className="sq-afterpay-badge__title">{texts.afterpaySummaryTitle}</h2>
          <p className="sq-afterpay-badge__summary">{formatMessage(texts.afterpaySummary, { brand })}</p>
        </>
      ) : null}
      {content.phase === 'loaded' ? (
        // No script of the page runs: it is sanitised first, and the frame allows none (nor
        // same-origin access); its links open in a new tab.
        <iframe
          className="sq-afterpay-badge__frame"
          title={infoText}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={content.html}
        />
      ) : null}
    </ModalDialog>
  );
}
