import type { PriceDisplay } from '../../src/format/price';

/** Props of the price. */
export interface ProductPriceViewProps {
  readonly display: PriceDisplay;
  /** Spoken before a sale price. */
  readonly saleLabel: string;
  /** Spoken before the original price. */
  readonly originalLabel: string;
  /** The "from {price}" text, when the display is a "from" price. */
  readonly fromText: string;
  /** Shown when no price is usable ("Unavailable" for a subscription without a billing period), or ''. */
  readonly unavailableText: string;
}

/** One price, a sale price with the original struck through, or "from" the lowest price. */
export function ProductPriceView({
  display,
  saleLabel,
  originalLabel,
  fromText,
  unavailableText,
}: ProductPriceViewProps) {
  switch (display.kind) {
    case 'single':
      return <span className="sq-product-price__amount">{display.price}</span>;
    case 'sale':
      return (
        <>
          <span className="sq-visually-hidden">{saleLabel}</span>
          <span className="sq-product-price__sale">{display.salePrice}</span>{' '}
          <span className="sq-visually-hidden">{originalLabel}</span>
          <del className="sq-product-price__original">{display.originalPrice}</del>
        </>
      );
    case 'from':
      return <span className="sq-product-price__from">{fromText}</span>;
    case 'unavailable':
      return unavailableText ? <span className="sq-product-price__unavailable">{unavailableText}</span> : null;
  }
}
