import { ModalDescription, ModalDialog, ModalTitle } from './ModalDialog';

/** Props of a question asked before something that cannot be taken back. */
export interface ConfirmDialogProps {
  readonly title: string;
  /** The question. */
  readonly message: string;
  readonly confirmText: string;
  /** What the confirm button says while the confirmed call runs ("Sending…"). */
  readonly busyText: string;
  readonly cancelText: string;
  /** Whether the confirmed call runs: nothing closes the dialog or presses a button meanwhile. */
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Where focus goes when it closes (else where it was when it opened). */
  readonly opener?: HTMLElement;
}

/**
 * A question as a modal `role="alertdialog"`: focus starts on Cancel (what it asks about cannot be
 * taken back), Escape and Cancel close it, focus returns to what opened it. While the confirmed
 * call runs, the confirm button says so and nothing closes it.
 */
export function ConfirmDialog({
  title,
  message,
  confirmText,
  busyText,
  cancelText,
  busy,
  onConfirm,
  onCancel,
  opener,
}: ConfirmDialogProps) {
  const unlessBusy = (run: () => void) => () => {
    if (!busy) run();
  };
  return (
    <ModalDialog
      className="sq-alert-dialog"
      role="alertdialog"
      described
      focus=".sq-form-dialog__cancel"
      opener={opener}
      dismissible={!busy}
      onClose={onCancel}
    >
      <ModalTitle className="sq-alert-dialog__title">{title}</ModalTitle>
      <ModalDescription className="sq-alert-dialog__message">{message}</ModalDescription>
      <div className="sq-form-dialog__actions">
        <button
          type="button"
          className="sq-form-dialog__submit"
          aria-disabled={busy || undefined}
          onClick={unlessBusy(onConfirm)}
        >
          {busy ? busyText : confirmText}
        </button>
        <button
          type="button"
          className="sq-form-dialog__cancel"
          aria-disabled={busy || undefined}
          onClick={unlessBusy(onCancel)}
        >
          {cancelText}
        </button>
      </div>
    </ModalDialog>
  );
}
