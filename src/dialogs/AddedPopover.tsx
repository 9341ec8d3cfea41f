import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { cartCountText, CART_PATH } from '../format/cart-count';
import { messagesFor, resolveMessages } from '../messages';
import { PURCHASE_MESSAGES } from '../purchase/messages';
import { useStore } from '../runtime/use-store';
import { $cart } from '../../stores/cart';
import { $pageContext } from '../../stores/page-context';

/** The popover's offset from the top of the window, and how often scrolling moves it. */
export const POPOVER_PLACEMENT = {
  /** While the page is scrolled to its top (under the header and its cart pill). */
  atTop: 33,
  /** Once the visitor has scrolled. */
  scrolled: 16,
  /** The scroll handler runs at most this often (ms). */
  scrollThrottle: 100,
} as const;

/** Props of the popover shown after an add from a list page. */
export interface AddedPopoverProps {
  /** The product added. */
  readonly title: string;
  readonly onClose?: () => void;
}

const offsetFor = (scrollY: number) => (scrollY > 0 ? POPOVER_PLACEMENT.scrolled : POPOVER_PLACEMENT.atTop);

/**
 * A small non-modal popover (the native `popover`, in the top layer, so no card's overflow or
 * transform clips it) that names the product added, says how many items the cart holds, links to
 * the cart and closes on its button or Escape. Focus stays where the visitor is; when the popover
 * goes (on its own 3 s later, or closed) with focus inside it, focus goes back to where it was when
 * the popover came (the card's button), never to the page's body.
 */
export function AddedPopover({ title, onClose }: AddedPopoverProps) {
  const ref = useRef<HTMLElement>(null);
  const [top, setTop] = useState(() => offsetFor(window.scrollY));
  const cart = useStore($cart);
  const overrides = useStore($pageContext).messages;
  const messages = resolveMessages(overrides);
  const { addedToCart: heading, viewCart, closePopover } = messagesFor(PURCHASE_MESSAGES, overrides);
  // The close handler may be a new function on every render; the listeners need only the latest.
  const close = useEffectEvent(() => onClose?.());
  // Before React takes the popover out (a layout effect's cleanup runs while it is still there).
  useLayoutEffect(() => {
    const popover = ref.current;
    const before = document.activeElement;
    return () => {
      if (popover?.contains(document.activeElement) && before instanceof HTMLElement && before.isConnected)
        before.focus();
    };
  }, []);
  useEffect(() => {
    const popover = ref.current;
    if (popover?.showPopover && !popover.matches(':popover-open')) popover.showPopover();
    let last = -Infinity;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const place = () => {
      last = Date.now();
      setTop(offsetFor(window.scrollY));
    };
    const onScroll = () => {
      const wait = POPOVER_PLACEMENT.scrollThrottle - (Date.now() - last);
      clearTimeout(trailing);
      if (wait <= 0) place();
      else trailing = setTimeout(place, wait);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('keydown', onKey);
      if (popover?.hidePopover && popover.matches(':popover-open')) popover.hidePopover();
    };
  }, []);
  return (
    <aside ref={ref} popover="manual" className="sq-added-popover" aria-label={heading} style={{ top }}>
      <p className="sq-added-popover__heading">{heading}</p>
      <p className="sq-added-popover__title">{title}</p>
      <p className="sq-added-popover__count">{cartCountText(cart?.totalQuantity ?? 0, messages).spoken}</p>
      <a className="sq-added-popover__link" href={CART_PATH}>
        {viewCart}
      </a>
      <button type="button" className="sq-added-popover__close" aria-label={closePopover} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
