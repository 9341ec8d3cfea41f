import type { AlertView, FlowViews } from '../../stores/add-to-cart';
import type { FormDialogProps } from '../../src/forms/FormDialog';
import type { ProductFormState } from '../../stores/product-state';

/** Props of the add-to-cart button. */
export interface AddToCartViewProps {
  /** The button text. */
  readonly label: string;
  /** Disabled: sold out, or no usable product. */
  readonly disabled: boolean;
  /** A purchase is under way: presses do nothing (announced as aria-disabled). */
  readonly busy: boolean;
  /** The inline validation or error message, or ''. */
  readonly message: string;
  /**
   * The product named after the button's text in its accessible name, so that each of a list
   * page's (or add-on section's) buttons has a name of its own that still begins with what it
   * shows ("Add To Cart Canvas Tote"), or ''.
   */
  readonly name: string;
  /**
   * An add-on's icon in place of the text (a plus, a spinner while adding, a check when added);
   * the text and the product then make the accessible name. Null: the text shows.
   */
  readonly icon: 'plus' | 'spinner' | 'check' | null;
  /** The alert dialog of a failure with a title. */
  readonly dialog: AlertView | null;
  readonly dialogCloseText: string;
  /** Whether the popover after a list page add shows (naming `popoverTitle`). */
  readonly popover: boolean;
  readonly popoverTitle: string;
  /** The custom product form being filled in, shown in its dialog; null when none. */
  readonly form: ProductFormState | null;
  /** The dialog's and the popover's views: they come with the flow (only a purchase shows them); null until then. */
  readonly views: FlowViews | null;
  readonly onPress?: () => void;
  readonly onDismiss?: () => void;
  readonly onClosePopover?: () => void;
  /** The visitor reaches for the button (a mouse, pen or finger over it, or focus): load the flow now. */
  readonly onPrepare?: () => void;
  /** Saves the custom form's answers (the dialog stays open until it says ok). */
  readonly onSaveForm?: FormDialogProps['onSave'];
  /** Closes the custom form's dialog. */
  readonly onCloseForm?: () => void;
}

/** An add-on button's icons (stroked paths on a 24 × 24 grid). */
const ICONS = {
  plus: 'M12 5v14M5 12h14',
  // Three quarters of a circle, turned by the stylesheet.
  spinner: 'M12 3a9 9 0 1 1-9 9',
  check: 'M5 12.5l4.5 4.5L19 7',
} as const;

/** The button, its alert text, the alert dialog, the list page popover and the custom form's dialog. */
export function AddToCartView({
  label,
  disabled,
  busy,
  message,
  name,
  icon,
  dialog,
  dialogCloseText,
  popover,
  popoverTitle,
  form,
  views,
  onPress,
  onDismiss,
  onClosePopover,
  onPrepare,
  onSaveForm,
  onCloseForm,
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
        aria-label={name ? `${label} ${name}` : undefined}
      >
        {icon ? (
          <svg className={`sq-add-to-cart__icon sq-add-to-cart__icon--${icon}`} aria-hidden="true" viewBox="0 0 24 24">
            <path d={ICONS[icon]} />
          </svg>
        ) : (
          <span className="sq-add-to-cart__label">{label}</span>
        )}
      </button>
      <p className="sq-add-to-cart__message" role="alert">
        {message}
      </p>
      {dialog && views ? (
        <views.AlertDialog
          title={dialog.title}
          message={dialog.message}
          closeText={dialogCloseText}
          onClose={onDismiss}
        />
      ) : null}
      {popover && views ? <views.AddedPopover title={popoverTitle} onClose={onClosePopover} /> : null}
      {form && views?.FormDialog && onSaveForm && onCloseForm ? (
        <views.FormDialog {...form} onSave={onSaveForm} onClose={onCloseForm} />
      ) : null}
    </>
  );
}
