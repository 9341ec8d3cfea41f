import { useStore } from '@nanostores/react';
import { $pageContext } from '../../stores/page-context';
import { fromText, ORIGINAL_PRICE_LABEL, priceDisplay, SALE_PRICE_LABEL } from '../format/price';
import type { ElementProps } from '../lib/define';
import { findVariant } from '../product/product';
import { shopperLocale } from './locale';
import type { productPriceMeta } from './product-price.meta';
import { useHostState } from './use-host-state';
import { useProductScope } from './use-product-scope';

/** `<sq-product-price>`: the price of the chosen variant, a sale pair, or "from" the lowest price. */
export function ProductPrice({ host }: ElementProps<typeof productPriceMeta>) {
  const { product, selection } = useProductScope(host);
  const context = useStore($pageContext);
  const display = product
    ? priceDisplay(
        product,
        findVariant(product, selection.options),
        context.storeSettings.selectedCurrency,
        shopperLocale(context),
      )
    : ({ kind: 'unavailable' } as const);
  useHostState(host, display.kind);
  switch (display.kind) {
    case 'single':
      return <span className="sq-product-price__amount">{display.price}</span>;
    case 'sale':
      return (
        <>
          <span className="sq-visually-hidden">{SALE_PRICE_LABEL}</span>
          <span className="sq-product-price__sale">{display.salePrice}</span>{' '}
          <span className="sq-visually-hidden">{ORIGINAL_PRICE_LABEL}</span>
          <del className="sq-product-price__original">{display.originalPrice}</del>
        </>
      );
    case 'from':
      return <span className="sq-product-price__from">{fromText(display.fromPrice)}</span>;
    case 'unavailable':
      return null;
  }
}
