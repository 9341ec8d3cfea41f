import { formatMessage, type Messages } from '../messages';
import type { Product, SubscriptionPlan, Variant } from '../product/product';
import { numberFormat } from './money';

/** The subscription option in force: the one the visitor chose, else the product's first; null when it has none. */
export function subscriptionOptionId(product: Product, chosen: string | undefined): string | null {
  const options = product.structuredContent.productSubscriptionOptions;
  return (chosen && options.some((option) => option.id === chosen) ? chosen : options[0]?.id) ?? null;
}

/** A variant's prices and plan under one subscription option (its `pricingOptions` entry for it), if it has them. */
export function pricingOption(variant: Variant | undefined, optionId: string | null) {
  return optionId === null
    ? undefined
    : variant?.pricingOptions.find((option) => option.productSubscriptionOptionId === optionId);
}

/** The plan that bills a subscription: the variant's pricing option's, else the option's, else the product's. */
export function subscriptionPlan(
  product: Product,
  variant: Variant | undefined,
  optionId: string | null,
): SubscriptionPlan | null {
  const { productSubscriptionOptions: options, subscriptionPlan: plan } = product.structuredContent;
  return (
    pricingOption(variant, optionId)?.subscriptionPlan ??
    options.find((option) => option.id === optionId)?.subscriptionPlan ??
    plan ??
    null
  );
}

/**
 * "2 weeks", "1 year" in the shopper's language (Intl's own unit words), or without the count
 * ("week") for a count that the text leaves out.
 */
function unitText(unit: string, count: number, locale: string | undefined, bare = false): string {
  const text = numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
  return bare ? text.replace(/\s*\d+\s*/, '') : text;
}

/**
 * A price with its billing period, as the platform's template engine writes it: "$10.00 every
 * week", "$10.00 every 2 months for 10 months"; a duration of whole years (52 weeks, 12 months)
 * is written in years ("for 1 year"). The price alone when the plan has no billing period.
 */
export function withPeriod(
  price: string,
  plan: SubscriptionPlan,
  messages: Messages,
  locale: string | undefined,
): string {
  const period = plan.billingPeriod;
  if (!period) return price;
  const unit = period.unit.toLowerCase();
  const every = period.value > 1 ? unitText(unit, period.value, locale) : unitText(unit, 1, locale, true);
  const perYear = period.unit === 'WEEK' ? 52 : period.unit === 'MONTH' ? 12 : 0;
  let duration = period.value * (plan.numBillingCycles ?? 0);
  let durationUnit = unit;
  if (duration > 0 && perYear > 0 && duration % perYear === 0) {
    duration /= perYear;
    durationUnit = 'year';
  }
  return duration > 0
    ? formatMessage(messages.subscriptionPriceFor, {
        price,
        period: every,
        duration: unitText(durationUnit, duration, locale),
      })
    : formatMessage(messages.subscriptionPrice, { price, period: every });
}
