import { priceDisplay } from '../../src/format/price';
import { subscriptionOptionId, subscriptionPlan, withPeriod } from '../../src/format/subscription';
import { formatMessage, resolveMessages } from '../../src/messages';
import { findVariant } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { chooseSubscription, type ProductScope } from '../../stores/product';
import { meta as subscriptionPickerMeta } from './subscription-picker.meta';
import type { SubscriptionPickerViewProps } from './SubscriptionPickerView';

type State = ElementState<typeof subscriptionPickerMeta>;
type Actions = { readonly choose: (id: string) => void };

/**
 * One choice per subscription option of a subscribable product with two or more, each saying
 * its price for the chosen variant (or "from" the lowest) and its billing period.
 */
export function subscriptionPickerProps(
  { product, selection, context, locale }: State,
  actions: Actions | null,
): SubscriptionPickerViewProps {
  const messages = resolveMessages(context.messages);
  const options = product?.structuredContent.isSubscribable ? product.structuredContent.productSubscriptionOptions : [];
  if (!product || options.length < 2) return { legend: messages.subscriptionOptions, choices: [], chosen: null };
  const variant = findVariant(product, selection.options);
  const currency = context.storeSettings.selectedCurrency;
  const choices = options.map(({ id }) => {
    const display = priceDisplay(product, variant, currency, locale, id);
    const price =
      display.kind === 'single'
        ? display.price
        : display.kind === 'sale'
          ? display.salePrice
          : display.kind === 'from'
            ? formatMessage(messages.fromPrice, { fromPrice: display.fromPrice })
            : '';
    const plan = subscriptionPlan(product, variant, id);
    return { id, label: plan ? withPeriod(price, plan, messages, locale) : price };
  });
  return {
    legend: messages.subscriptionOptions,
    choices,
    chosen: subscriptionOptionId(product, selection.subscriptionOptionId),
    onChoose: actions?.choose,
  };
}

/** `<sq-subscription-picker>`. */
export const spec: ElementSpec<typeof subscriptionPickerMeta, SubscriptionPickerViewProps, Actions> = {
  meta: subscriptionPickerMeta,
  product: true,
  selection: true,
  actions: (scope: ProductScope) => ({ choose: (id) => chooseSubscription(scope, id) }),
  props: subscriptionPickerProps,
  view: () => import('./SubscriptionPickerView').then((module) => module.SubscriptionPickerView),
};

/** Defines `<sq-subscription-picker>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { subscriptionPickerMeta as meta };
