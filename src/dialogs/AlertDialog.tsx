import { ModalClose, ModalDescription, ModalDialog, ModalTitle } from './ModalDialog';

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

/** A modal `role="alertdialog"` on the native `<dialog>`: focus moves in, Escape, OK and the backdrop close it, focus returns. */
export function AlertDialog({ title, message, closeText, onClose, opener }: AlertDialogProps) {
  return (
    <ModalDialog
      className="sq-alert-dialog"
      role="alertdialog"
      described
      focus=".sq-alert-dialog__close"
      opener={opener}
      backdropCloses
      onClose={onClose}
    >
      <ModalTitle className="sq-alert-dialog__title">{title}</ModalTitle>
      <ModalDescription className="sq-alert-dialog__message">{message}</ModalDescription>
      <ModalClose className="sq-alert-dialog__close">{closeText}</ModalClose>
    </ModalDialog>
  );
}
