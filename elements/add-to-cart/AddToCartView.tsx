import type { ComponentType } from 'react';
import type { AlertDialogProps } from '../../src/dialogs/AlertDialog';
import type { AlertView } from '../../stores/product';

/** Props of the add-to-cart button. */
export interface AddToCartViewProps {
  /** The button text. */
  readonly label: string;
  /** Disabled: sold out, or no usable product. */
  readonly disabled: boolean;
  /** A purchase is under way: presses do nothing (announced as aria-disabled). */
  readonly busy: boolean;
  /** What the status region announces ("Adding…", "Added!"), or ''. */
  readonly status: string;
  /** The inline validation or error message, or ''. */
  readonly message: string;
  /** The alert dialog of a failure with a title. */
  readonly dialog: AlertView | null;
  /** The dialog's view: it comes with the flow (only a failed add shows it); null until then. */
  readonly Dialog: ComponentType<AlertDialogProps> | null;
  readonly dialogCloseText: string;
  readonly onPress?: () => void;
  readonly onDismiss?: () => void;
  /** The visitor reaches for the button (a mouse, pen or finger over it, or focus): load the flow now. */
  readonly onPrepare?: () => void;
}

/** The button, its status region, its alert text and the alert dialog. */
export function AddToCartView({
  label,
  disabled,
  busy,
  status,
  message,
  dialog,
  Dialog,
  dialogCloseText,
  onPress,
  onDismiss,
  onPrepare,
}: AddToCartViewProps) {
  return (
    <>
      <button
        type="button"
        className="sq-add-to-cart__button"
        disabled={disabled}
        aria-disabled={busy ? 'true' : undefined}
        onClick={onPress}
        onPointerOver={onPrepare}
        onFocus={onPrepare}
      >
        <span className="sq-add-to-cart__label">{label}</span>
      </button>
      <span className="sq-visually-hidden" role="status">
        {status}
      </span>
      <p className="sq-add-to-cart__message" role="alert">
        {message}
      </p>
      {dialog && Dialog ? (
        <Dialog title={dialog.title} message={dialog.message} closeText={dialogCloseText} onClose={onDismiss} />
      ) : null}
    </>
  );
}
