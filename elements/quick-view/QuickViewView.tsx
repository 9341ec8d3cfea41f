import { useDialogCode } from '../../src/dialogs/use-dialog-code';
import { loadOnce } from '../../src/lib/once';
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

/** What the open dialog (./quick-view-dialog.tsx) shows: the view's props with what it holds. */
export type QuickViewDialogProps = QuickViewViewProps & { readonly content: QuickViewContent };

/**
 * The dialog's code (and the dialog shell's), loaded when a visitor first reaches for a Quick View
 * button (pointer over, focus) or presses it: a list page nobody opens a quick view on never loads
 * it. A failed load is asked for again next time.
 */
const dialogCode = loadOnce(() => import('./quick-view-dialog').then((module) => module.QuickViewDialog));

/**
 * A "Quick View" button and its native modal dialog: it loads the product, shows its price,
 * status, choices, quantity and add-to-cart (`page-type="quick-view"`), takes focus in, keeps it
 * there, gives it back on close, and closes on Escape, its close button and a click outside.
 * The dialog shows once its code is there (the product loads meanwhile); where its code cannot
 * be loaded, the button goes to the product page instead.
 */
export function QuickViewView(props: QuickViewViewProps) {
  const { label, name, href, content, onOpen, onClose } = props;
  const { Dialog, reach, load } = useDialogCode(dialogCode, href);
  const open = () => {
    if (!onOpen) return;
    void load();
    onOpen();
  };
  return (
    <>
      <button
        type="button"
        className="sq-quick-view__button"
        aria-haspopup="dialog"
        aria-label={name ? `${label} ${name}` : undefined}
        onClick={open}
        onPointerEnter={reach}
        onFocus={reach}
      >
        {label}
      </button>
      {content && Dialog ? <Dialog {...props} content={content} onClose={onClose} /> : null}
    </>
  );
}
