import { priceDisplay } from '../../src/format/price';
import { formatMessage, resolveMessages } from '../../src/messages';
import { findVariant } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as productPriceMeta } from './product-price.meta';
import { ProductPriceView, type ProductPriceViewProps } from './ProductPriceView';

type State = ElementState<typeof productPriceMeta>;

/** The price for a state: the chosen variant's, the shared one, or "from" the lowest. */
export function productPriceProps({ product, selection, context, locale }: State): ProductPriceViewProps {
  const messages = resolveMessages(context.messages);
  const display = product
    ? priceDisplay(product, findVariant(product, selection.options), context.storeSettings.selectedCurrency, locale)
    : ({ kind: 'unavailable' } as const);
  return {
    display,
    saleLabel: messages.salePrice,
    originalLabel: messages.originalPrice,
    fromText: display.kind === 'from' ? formatMessage(messages.fromPrice, { fromPrice: display.fromPrice }) : '',
  };
}

/** `<sq-product-price>`. */
export const spec: ElementSpec<typeof productPriceMeta, ProductPriceViewProps> = {
  meta: productPriceMeta,
  product: true,
  selection: true,
  props: productPriceProps,
  View: ProductPriceView,
  hostState: ({ display }) => display.kind,
};

/** Defines `<sq-product-price>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { productPriceMeta as meta };
