import { priceDisplay, UNAVAILABLE_PRICE, type PriceDisplay } from '../../src/format/price';
import { subscriptionOptionId, subscriptionPlan, withPeriod } from '../../src/format/subscription';
import { formatMessage, resolveMessages } from '../../src/messages';
import { findVariant } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as productPriceMeta } from './product-price.meta';
import type { ProductPriceViewProps } from './ProductPriceView';

type State = ElementState<typeof productPriceMeta>;

/**
 * The price for a state: the chosen variant's, the shared one, or "from" the lowest; for a
 * subscription, under the chosen subscription option and with its billing period on every amount
 * ("Unavailable" without one).
 */
export function productPriceProps({ product, selection, context, locale }: State): ProductPriceViewProps {
  const messages = resolveMessages(context.messages);
  let display = UNAVAILABLE_PRICE;
  let unavailableText = '';
  if (product) {
    const variant = findVariant(product, selection.options);
    const subscription = product.structuredContent.isSubscribable;
    const optionId = subscription ? subscriptionOptionId(product, selection.subscriptionOptionId) : null;
    display = priceDisplay(product, variant, context.storeSettings.selectedCurrency, locale, optionId);
    if (subscription) {
      const plan = subscriptionPlan(product, variant, optionId);
      if (plan?.billingPeriod) {
        // Every amount the display holds gets the billing period ("$10.00 every 2 weeks").
        const entries = Object.entries(display).map(([key, text]) => [
          key,
          key === 'kind' ? text : withPeriod(text, plan, messages, locale),
        ]);
        display = Object.fromEntries(entries) as PriceDisplay;
      } else {
        display = UNAVAILABLE_PRICE;
        unavailableText = messages.priceUnavailable;
      }
    }
  }
  return {
    display,
    saleLabel: messages.salePrice,
    originalLabel: messages.originalPrice,
    fromText: display.kind === 'from' ? formatMessage(messages.fromPrice, { fromPrice: display.fromPrice }) : '',
    unavailableText,
  };
}

/** `<sq-product-price>`. */
export const spec: ElementSpec<typeof productPriceMeta, ProductPriceViewProps> = {
  meta: productPriceMeta,
  product: true,
  selection: true,
  props: productPriceProps,
  view: () => import('./ProductPriceView').then((module) => module.ProductPriceView),
  hostState: ({ display }) => display.kind,
};

/** Defines `<sq-product-price>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { productPriceMeta as meta };
