import {
  createContext,
  useContext,
  useId,
  type ButtonHTMLAttributes,
  type DialogHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useModal } from './modal';

/** What the parts of a dialog learn from its shell: the ids that label it, and how to close it. */
interface ModalParts {
  readonly titleId: string;
  readonly descriptionId: string;
  readonly close: () => void;
}

const ModalContext = createContext<ModalParts>({ titleId: '', descriptionId: '', close: () => {} });

/** Props of the one modal dialog shell every dialog of the library is drawn in. */
export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'role' | 'onCancel' | 'onClose' | 'onClick' | 'aria-label' | 'aria-labelledby' | 'aria-describedby'
> {
  /** The dialog's own class (`sq-<element>__dialog`, `sq-alert-dialog`, ...): the looks stay the dialog's. */
  readonly className: string;
  /** `alertdialog` for a question or a failure that interrupts; a plain dialog otherwise. */
  readonly role?: 'alertdialog';
  /** Its accessible name when it has no title to point at; without it, its `ModalTitle` names it. */
  readonly label?: string;
  /** Whether its `ModalDescription` describes it (`aria-describedby`): an alert's or a question's text. */
  readonly described?: boolean;
  /** What takes focus when it opens (a selector inside it); the browser's choice without one. */
  readonly focus?: string;
  /** Where focus goes when it closes; without one, what had focus when it opened. */
  readonly opener?: HTMLElement;
  /** Its name in the census's overlay call, for one drawn over the page (the cart drawer, the quick view). */
  readonly overlay?: string;
  /** Whether a click on the backdrop closes it (not where a stray click would lose what was typed). */
  readonly backdropCloses?: boolean;
  /** Whether Escape and the backdrop may close it now: false while a save or a send runs. */
  readonly dismissible?: boolean;
  /**
   * Whether the page behind stops scrolling while it is open: the dialog carries
   * `data-lock-scroll`, and the stylesheet hides the page's overflow while such a dialog is open
   * (no script runs, and the page scrolls again the moment the last one closes).
   */
  readonly lockScroll?: boolean;
  /** Closes it: Escape, its `ModalClose` button, and the backdrop where allowed (absent on the server). */
  readonly onClose?: () => void;
  readonly children: ReactNode;
}

/**
 * A native `<dialog>` shown modal for as long as it is rendered: the page behind is inert and focus
 * stays inside (the browser does both; the native modal is `aria-modal` by itself), focus moves in
 * on open and goes back to the opener on close, Escape closes it, and so does a click on the
 * backdrop where `backdropCloses` says. It is named by its title (or `label`) and, for an alert,
 * described by its text. Opening it counts an overlay in the census where `overlay` names one.
 */
export function ModalDialog({
  label,
  described,
  focus,
  opener,
  overlay,
  backdropCloses,
  dismissible = true,
  lockScroll,
  onClose,
  children,
  ...rest
}: ModalDialogProps) {
  const ref = useModal(focus, opener, overlay);
  const id = useId();
  const close = () => onClose?.();
  const parts: ModalParts = { titleId: `${id}-title`, descriptionId: `${id}-description`, close };
  return (
    <dialog
      {...rest}
      ref={ref}
      aria-labelledby={label === undefined ? parts.titleId : undefined}
      aria-label={label}
      aria-describedby={described ? parts.descriptionId : undefined}
      data-lock-scroll={lockScroll || undefined}
      onCancel={(event) => {
        // The browser would close it itself; the dialog's owner decides, so it closes by unmounting.
        event.preventDefault();
        if (dismissible) close();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its content, is a click on the backdrop.
        if (backdropCloses && dismissible && event.target === ref.current) close();
      }}
    >
      <ModalContext value={parts}>{children}</ModalContext>
    </dialog>
  );
}

/** The title that names its dialog: an `<h2>` with the shell's title id. */
export function ModalTitle(props: { readonly className: string; readonly children: ReactNode }) {
  const { titleId } = useContext(ModalContext);
  return <h2 {...props} id={titleId} />;
}

/** The text that describes its dialog (an alert's message, a question): a `<p>` with the shell's description id. */
export function ModalDescription(props: HTMLAttributes<HTMLParagraphElement>) {
  const { descriptionId } = useContext(ModalContext);
  return <p {...props} id={descriptionId} />;
}

/** The dialog's close button: it closes the dialog as Escape does. */
export function ModalClose({ children, ...rest }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>) {
  const { close } = useContext(ModalContext);
  return (
    <button {...rest} type="button" onClick={close}>
      {children}
    </button>
  );
}
