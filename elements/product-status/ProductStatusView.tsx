import type { ProductBadge } from '../../src/format/product-status';

/** Props of the status badge. */
export interface ProductStatusViewProps {
  /** Which badge, or none. */
  readonly badge: ProductBadge;
  /** Its text. */
  readonly text: string;
}

/** The "sold out" or "sale" badge. */
export function ProductStatusView({ badge, text }: ProductStatusViewProps) {
  if (!badge) return null;
  return (
    <span className="sq-product-status__badge" data-status={badge}>
      {text}
    </span>
  );
}
