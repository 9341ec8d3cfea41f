import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps a keyboard or screen reader visitor where they were when what they were in goes: a form
 * replaced by its success text (the restock form, a form block). The form spreads the handlers
 * returned (they note whether focus is inside it); once `replaced` turns true while it was, and
 * focus has fallen to the page's body with the form, `target` (the text, `tabIndex` -1) takes it.
 */
export function useFocusKept(
  replaced: boolean,
  target: RefObject<HTMLElement | null>,
): { onFocus: () => void; onBlur: (event: FocusEvent) => void } {
  const inside = useRef(false);
  // A layout effect: before the visitor can press anything in the moment between.
  useLayoutEffect(() => {
    const active = target.current?.ownerDocument.activeElement;
    if (replaced && inside.current && (!active || active === active.ownerDocument.body)) target.current?.focus();
    inside.current = false;
    // On the change of `replaced` only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replaced]);
  return {
    onFocus: () => void (inside.current = true),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) inside.current = false;
    },
  };
}
