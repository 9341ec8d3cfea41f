import { useId } from 'react';
import { useModal } from './modal';

/** Props of the modal alert shown for failures with a title. */
export interface AlertDialogProps {
  readonly title: string;
  readonly message: string;
  /** The close button's text. */
  readonly closeText: string;
  /** Absent on the server. */
  readonly onClose?: () => void;
  /** Where focus goes when it closes (else where it was when it opened). */
  readonly opener?: HTMLElement;
}

/** A modal `role="alertdialog"` on the native `<dialog>`: focus moves in, Escape and OK close it, focus returns. */
export function AlertDialog({ title, message, closeText, onClose, opener }: AlertDialogProps) {
  const ref = useModal('.sq-alert-dialog__close', opener);
  const id = useId();
  return (
    <dialog
      ref={ref}
      className="sq-alert-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose?.();
      }}
    >
      <h2 className="sq-alert-dialog__title" id={`${id}-title`}>
        {title}
      </h2>
      <p className="sq-alert-dialog__message" id={`${id}-message`}>
        {message}
      </p>
      <button type="button" className="sq-alert-dialog__close" onClick={onClose}>
        {closeText}
      </button>
    </dialog>
  );
}
