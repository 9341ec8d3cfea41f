import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { track } from '../analytics/channel';

/**
 * Shows a native `<dialog>` as a modal for as long as the component is there: focus moves to the
 * element `focus` selects inside it (the browser's choice without one), and once it goes, to
 * `opener`, else to what had focus when it opened (while it is open, the page behind is inert).
 * The dialog shell (src/dialogs/ModalDialog.tsx), which every dialog of the library is drawn in,
 * opens through this; one over the page (the cart drawer, the quick view, the instalment modal:
 * `overlay` names it) is counted by the census's overlay call.
 * It opens in the commit that inserts it (a layout effect), so nothing ever sees the dialog in
 * the page but not yet open, and focus has moved before the first paint.
 */
export function useModal(focus?: string, opener?: HTMLElement, overlay?: string): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const back = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    back.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    if (focus) dialog.querySelector<HTMLElement>(focus)?.focus();
    if (overlay) track({ type: 'census', call: 'overlay', fields: { overlayType: overlay } });
  }, [focus, opener, overlay]);
  // It closes in a passive effect: React puts focus back where it was when the commit that
  // removes the dialog began, which would undo a return made any earlier.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      dialog?.close();
      back.current?.focus();
    };
  }, []);
  return ref;
}
