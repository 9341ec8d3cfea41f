import { ProductType, type Product, type Variant } from '../product/product';
import { compareMoney, formatMoney, moneyFromJson, moneyFromMinor, type Money } from './money';
import { pricingOption } from './subscription';

/** A variant's prices as Money; `onSale` is true only when a usable sale price exists. */
export interface VariantPrices {
  readonly price: Money | null;
  readonly salePrice: Money | null;
  readonly onSale: boolean;
}

/** What a price element shows: one price, a sale pair, a "from" price, or nothing usable. */
export type PriceDisplay =
  | { readonly kind: 'single'; readonly price: string }
  | { readonly kind: 'sale'; readonly salePrice: string; readonly originalPrice: string }
  | { readonly kind: 'from'; readonly fromPrice: string }
  | { readonly kind: 'unavailable' };

/** The display of prices none of which is usable. */
export const UNAVAILABLE_PRICE: PriceDisplay = { kind: 'unavailable' };

/** Money JSON if usable, else a minor-unit number in the store currency, else null. */
function pick(json: unknown, minor: number | null | undefined, currency: string): Money | null {
  const fromJson = json == null ? null : moneyFromJson(json);
  if (fromJson) return fromJson;
  return minor == null ? null : moneyFromMinor(minor, currency);
}

/**
 * A variant's price, sale price and sale flag: priceMoney first, then minor-unit price, then the
 * digital product's own prices. Under a subscription option, the variant's pricing option for it
 * (when it has one) holds the prices.
 */
export function variantPrices(
  variant: Variant | undefined,
  product: Product,
  currency: string,
  optionId: string | null = null,
): VariantPrices {
  const option = pricingOption(variant, optionId);
  const source = option ? { ...option, price: null, salePrice: null } : variant;
  let price = source ? pick(source.priceMoney, source.price, currency) : null;
  let salePrice = source ? pick(source.salePriceMoney, source.salePrice, currency) : null;
  let onSale = source?.onSale ?? false;
  const content = product.structuredContent;
  if (!price && content.productType === ProductType.Digital) {
    price = pick(content.priceMoney, undefined, currency);
    salePrice = pick(content.salePriceMoney, undefined, currency);
    onSale = content.onSale;
  }
  return { price, salePrice, onSale: onSale && salePrice !== null };
}

/** The price a visitor pays: the sale price when on sale, else the price. */
export function effectivePrice(prices: VariantPrices): Money | null {
  return prices.onSale ? prices.salePrice : prices.price;
}

/** Whether two optional amounts are the same amount in the same currency. */
function sameMoney(a: Money | null, b: Money | null): boolean {
  if (a === null || b === null) return a === b;
  return a.currency === b.currency && compareMoney(a, b) === 0;
}

/** The display of one set of prices. */
function displayOf(prices: VariantPrices, locale: string | undefined): PriceDisplay {
  const { price, salePrice, onSale } = prices;
  if (onSale && salePrice && price) {
    return {
      kind: 'sale',
      salePrice: formatMoney(salePrice, locale),
      originalPrice: formatMoney(price, locale),
    };
  }
  const shown = effectivePrice(prices) ?? price;
  return shown ? { kind: 'single', price: formatMoney(shown, locale) } : UNAVAILABLE_PRICE;
}

/**
 * What to show for a product's price: the chosen variant's, the shared price, or "from" the lowest
 * effective price; under a subscription option, the prices of that option.
 */
export function priceDisplay(
  product: Product,
  variant: Variant | undefined,
  currency: string,
  locale?: string,
  optionId: string | null = null,
): PriceDisplay {
  const variants = product.structuredContent.variants;
  if (variant || variants.length <= 1)
    return displayOf(variantPrices(variant ?? variants[0], product, currency, optionId), locale);

  const usable = variants
    .map((candidate) => variantPrices(candidate, product, currency, optionId))
    .filter((prices) => effectivePrice(prices) !== null);
  const [first] = usable;
  if (!first) return UNAVAILABLE_PRICE;

  const firstEffective = effectivePrice(first);
  const allSameEffective = usable.every((prices) => sameMoney(effectivePrice(prices), firstEffective));
  if (allSameEffective) {
    const allSameSale = usable.every(
      (prices) => prices.onSale && sameMoney(prices.price, first.price) && sameMoney(prices.salePrice, first.salePrice),
    );
    if (allSameSale) return displayOf(first, locale);
    return displayOf({ price: firstEffective, salePrice: null, onSale: false }, locale);
  }

  let lowest = firstEffective as Money;
  for (const prices of usable) {
    const effective = effectivePrice(prices) as Money;
    if (compareMoney(effective, lowest) < 0) lowest = effective;
  }
  return { kind: 'from', fromPrice: formatMoney(lowest, locale) };
}
