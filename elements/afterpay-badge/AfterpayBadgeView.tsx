import { useEffect, useRef, useState } from 'react';

/** What the modal holds once opened: the provider's page (sanitised, for a sandboxed frame) or the built-in summary. */
export type AfterpayModalContent =
  { readonly phase: 'loading' } | { readonly phase: 'failed' } | { readonly phase: 'loaded'; readonly html: string };

/** Props of `<sq-afterpay-badge>`'s view. */
export interface AfterpayBadgeViewProps {
  /** The message with `{amount}` and `{brand}` places; null renders nothing. */
  readonly message: string | null;
  /** One instalment, formatted. */
  readonly amount: string;
  /** The provider's name: Afterpay, or Clearpay in GB. */
  readonly brand: string;
  /** The info button's accessible name ("Learn more about Afterpay"), also the modal's. */
  readonly infoText: string;
  readonly closeText: string;
  readonly loadingText: string;
  readonly summaryTitle: string;
  readonly summaryText: string;
  /** Where the modal's page comes from (its `{locale}` replaced). */
  readonly modalUrl: string;
  /** Loads the modal's page (absent on the server). */
  readonly onLoad?: (url: string) => Promise<AfterpayModalContent>;
}

/**
 * The instalment message with the provider's logo button and an info button; either opens a
 * native modal dialog with the provider's page (loaded when first opened) or, when that cannot be
 * loaded, a built-in summary.
 */
export function AfterpayBadgeView(props: AfterpayBadgeViewProps) {
  const { message, amount, brand, infoText, modalUrl, onLoad } = props;
  // Kept after a close: the page is loaded once per element.
  const [content, setContent] = useState<AfterpayModalContent | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (message === null) return null;
  const open = (event: { currentTarget: HTMLElement }) => {
    if (!onLoad) return;
    setOpener(event.currentTarget);
    if (content) return;
    setContent({ phase: 'loading' });
    void onLoad(modalUrl).then(setContent);
  };
  const logo = (key: number) => (
    <button type="button" className="sq-afterpay-badge__logo" aria-haspopup="dialog" onClick={open} key={key}>
      {brand}
    </button>
  );
  const parts = message.split(/(\{amount\}|\{brand\})/);
  return (
    <>
      <p className="sq-afterpay-badge__message">
        {parts.map((part, index) =>
          part === '{brand}' ? (
            logo(index)
          ) : part === '{amount}' ? (
            <strong className="sq-afterpay-badge__amount" key={index}>
              {amount}
            </strong>
          ) : (
            part
          ),
        )}
        {parts.includes('{brand}') ? null : [' ', logo(-1)]}{' '}
        <button
          type="button"
          className="sq-afterpay-badge__info"
          aria-haspopup="dialog"
          aria-label={infoText}
          onClick={open}
        >
          {/* An "i" in a circle, drawn: not every font has ⓘ. */}
          <svg
            className="sq-afterpay-badge__info-icon"
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 16 16"
            width="16"
            height="16"
          >
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </p>
      {opener && content ? (
        <AfterpayDialog {...props} content={content} opener={opener} onClose={() => setOpener(null)} />
      ) : null}
    </>
  );
}

function AfterpayDialog({
  infoText,
  closeText,
  loadingText,
  summaryTitle,
  summaryText,
  content,
  opener,
  onClose,
}: AfterpayBadgeViewProps & {
  readonly content: AfterpayModalContent;
  readonly opener: HTMLElement;
  readonly onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector('button')?.focus();
    // Focus goes back to the button that opened it once the dialog has closed (while it is open,
    // everything outside it is inert).
    return () => {
      dialog?.close();
      opener.focus();
    };
  }, [opener]);
  return (
    <dialog
      ref={ref}
      className="sq-afterpay-badge__dialog"
      aria-label={infoText}
      aria-busy={content.phase === 'loading' || undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its content, is a click on the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      <button type="button" className="sq-afterpay-badge__close" aria-label={closeText} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {content.phase === 'loading' ? <p className="sq-afterpay-badge__status">{loadingText}</p> : null}
      {content.phase === 'failed' ? (
        <>
          <h2 className="sq-afterpay-badge__title">{summaryTitle}</h2>
          <p className="sq-afterpay-badge__summary">{summaryText}</p>
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
    </dialog>
  );
}
