/** Props of the cart pill. */
export interface CartPillViewProps {
  /** The cart page (SPEC.md section 2). */
  readonly href: string;
  /** The count as shown ("100+" above 100). */
  readonly count: string;
  /** The count as spoken. */
  readonly spoken: string;
  /** The subtotal, formatted, or null. */
  readonly subtotal: string | null;
}

/** A link to the cart with the item count and subtotal. */
export function CartPillView({ href, count, spoken, subtotal }: CartPillViewProps) {
  return (
    <a className="sq-cart-pill__link" href={href}>
      <svg
        className="sq-cart-pill__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="18"
        height="18"
      >
        <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 8h14l-1 13H6L5 8Zm4 0a3 3 0 0 1 6 0" />
      </svg>
      <span className="sq-cart-pill__count" aria-hidden="true">
        {count}
      </span>
      <span className="sq-visually-hidden">{spoken}</span>
      {subtotal ? <span className="sq-cart-pill__subtotal">{subtotal}</span> : null}
    </a>
  );
}
