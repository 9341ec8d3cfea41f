import { useState, type ComponentType } from 'react';

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
  /**
   * The page's replacements of visitor texts (its context's `messages`): the modal, loaded when
   * first opened, resolves its own texts from them (afterpay-modal-messages.ts).
   */
  readonly messages: Readonly<Record<string, string>>;
  /** Where the modal's page comes from (its `{locale}` replaced). */
  readonly modalUrl: string;
  /** The modal's page: null until first opened, then loading, loaded or failed (kept after a close). */
  readonly page: AfterpayModalContent | null;
  /**
   * Opens the modal: hands its code (loaded when first opened) to `show` and loads the provider's
   * page once (absent on the server).
   */
  readonly onOpen?: (url: string, show: (Dialog: AfterpayDialogComponent) => void) => void;
}

/** What the modal's texts are made from: the provider's name, the modal's name and the page's replacements. */
export type AfterpayDialogTexts = Pick<AfterpayBadgeViewProps, 'brand' | 'infoText' | 'messages'>;

/** Props of the modal (elements/afterpay-badge/afterpay-modal.tsx, loaded when first opened). */
export interface AfterpayDialogProps extends AfterpayDialogTexts {
  readonly content: AfterpayModalContent;
  readonly opener: HTMLElement;
  readonly onClose: () => void;
}

/** The modal, once its code is here. */
export type AfterpayDialogComponent = ComponentType<AfterpayDialogProps>;

/**
 * The instalment message with the provider's logo button and an info button; either opens a
 * native modal dialog with the provider's page (loaded when first opened) or, when that cannot be
 * loaded, a built-in summary.
 */
export function AfterpayBadgeView(props: AfterpayBadgeViewProps) {
  const { message, amount, brand, infoText, modalUrl, page, onOpen } = props;
  // Kept after a close: the modal's code and its page are loaded once per element.
  const [Dialog, setDialog] = useState<AfterpayDialogComponent | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (message === null) return null;
  const open = (event: { currentTarget: HTMLElement }) => {
    if (!onOpen) return;
    setOpener(event.currentTarget);
    // A component in state is set through an updater, not called as one.
    if (!Dialog) onOpen(modalUrl, (loaded) => setDialog(() => loaded));
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
      {opener && Dialog && page ? (
        <Dialog {...props} content={page} opener={opener} onClose={() => setOpener(null)} />
      ) : null}
    </>
  );
}
