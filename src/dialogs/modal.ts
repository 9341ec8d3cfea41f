import { useEffect, useRef, type RefObject } from 'react';
import { track } from '../analytics/channel';

/**
 * Shows a native `<dialog>` as a modal for as long as the component is there: focus moves to the
 * element `focus` selects inside it (the browser's choice without one), and once it goes, to
 * `opener`, else to what had focus when it opened (while it is open, the page behind is inert).
 * Every dialog of the library opens through this; one over the page (the cart drawer, the quick
 * view, the instalment modal: `overlay` names it) is counted by the census's overlay call.
 */
export function useModal(focus?: string, opener?: HTMLElement, overlay?: string): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const back = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    if (focus) dialog.querySelector<HTMLElement>(focus)?.focus();
    if (overlay) track({ type: 'census', call: 'overlay', fields: { overlayType: overlay } });
    return () => {
      dialog.close();
      back?.focus();
    };
  }, [focus, opener, overlay]);
  return ref;
}
