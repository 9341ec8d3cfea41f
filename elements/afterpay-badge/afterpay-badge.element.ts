import type { PageContext } from '../../src/context/page-context';
import {
  compareMoney,
  formatMoney,
  moneyFromJson,
  moneyFromMinor,
  moneyToMinor,
  type Money,
} from '../../src/format/money';
import { effectivePrice, variantPrices } from '../../src/format/price';
import { formatMessage, messagesFor } from '../../src/messages';
import { findVariant, ProductType, type Product, type Variant } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as afterpayBadgeMeta } from './afterpay-badge.meta';
import { AFTERPAY_BADGE_MESSAGES } from './afterpay-badge.messages';
import type { InstalmentPagePhase } from '../../stores/instalments';
import { atom, type WritableAtom } from 'nanostores';
import type { AfterpayBadgeViewProps, AfterpayDialogComponent, AfterpayModalContent } from './AfterpayBadgeView';

type State = ElementState<typeof afterpayBadgeMeta, InstalmentPagePhase>;
type Actions = { readonly open: NonNullable<AfterpayBadgeViewProps['onOpen']> };

/** How many payments a price is split into, interest-free. */
export const AFTERPAY_INSTALMENTS = 4;

/** The countries the provider serves: Afterpay, or Clearpay in GB. */
export const AFTERPAY_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'NZ', 'GB'];

/** The provider's modal pages, one per locale (en_US, fr_CA, en_GB, ...), Clearpay's included. */
export const AFTERPAY_MODAL_URL = 'https://static.afterpay.com/modal/{locale}.html';

/** What the badge offers: the store's country, the price it splits, and one instalment. */
export interface AfterpayOffer {
  readonly country: string;
  readonly price: Money;
  readonly instalment: Money;
}

/**
 * One instalment of a price, as the provider's own messaging computes it: the price divided by
 * the number of payments, rounded half to even to the currency's minor unit (10.02 / 4 = 2.505
 * gives 2.50; 10.06 / 4 = 2.515 gives 2.52).
 */
export function instalmentOf(price: Money, count = AFTERPAY_INSTALMENTS): Money | null {
  const minor = moneyToMinor(price);
  const parts = BigInt(count);
  let each = minor / parts;
  const twice = (minor % parts) * 2n;
  if (twice > parts || (twice === parts && each % 2n === 1n)) each += 1n;
  return moneyFromMinor(Number(each), price.currency);
}

/**
 * The price a visitor would pay: the chosen (or only) variant's, its sale price when on sale;
 * before a choice among variants, the lowest (the price element's "from" price).
 */
export function payablePrice(product: Product, variant: Variant | undefined, currency: string): Money | null {
  const variants = product.structuredContent.variants;
  if (variant || variants.length <= 1) return effectivePrice(variantPrices(variant ?? variants[0], product, currency));
  let lowest: Money | null = null;
  for (const candidate of variants) {
    const price = effectivePrice(variantPrices(candidate, product, currency));
    if (price && (!lowest || (price.currency === lowest.currency && compareMoney(price, lowest) < 0))) lowest = price;
  }
  return lowest;
}

/**
 * The offer for a product and the visitor's choices, or null: only for a physical product that is
 * not a subscription, on a site with instalments on (`pdp.afterPayAvailable`), at a price above
 * `afterPayMin` (0 when absent) and not above `afterPayMax` (no limit when absent), in their
 * currency. The shop's country names the provider (Clearpay in GB) and the
 * modal's locale; without one it is the US, and a country the provider does not serve has none.
 */
export function afterpayOffer(
  product: Product,
  options: Readonly<Record<string, string>>,
  context: PageContext,
): AfterpayOffer | null {
  const { pdp } = context;
  const country = pdp?.stripeAccountCountry?.trim().toUpperCase() || 'US';
  const content = product.structuredContent;
  if (!pdp?.afterPayAvailable || !AFTERPAY_COUNTRIES.includes(country)) return null;
  if (content.productType !== ProductType.Physical || content.isSubscribable) return null;
  const price = payablePrice(product, findVariant(product, options), context.storeSettings.selectedCurrency);
  const min = pdp.afterPayMin ? moneyFromJson(pdp.afterPayMin) : price && moneyFromMinor(0, price.currency);
  const max = pdp.afterPayMax ? moneyFromJson(pdp.afterPayMax) : null;
  if (!price || !min || min.currency !== price.currency || (max && max.currency !== price.currency)) return null;
  if (compareMoney(price, min) <= 0 || (max && compareMoney(price, max) > 0)) return null;
  const instalment = instalmentOf(price);
  return instalment && { country, price, instalment };
}

/**
 * The modal page's address: `pdp.afterPayModalUrl` (else the provider's) with `{locale}` replaced
 * by the country's locale, `fr_CA` for a French-speaking shopper in Canada, else `en_<country>`.
 */
export function afterpayModalUrl(context: PageContext, country: string, language: string): string {
  const locale = `${country === 'CA' && /^fr(?![a-z])/i.test(language) ? 'fr' : 'en'}_${country}`;
  return (context.pdp?.afterPayModalUrl || AFTERPAY_MODAL_URL).replaceAll('{locale}', locale);
}

/**
 * Opens the modal: its code first (a module of its own, so product pages do not carry it), handed
 * to `show`, then the provider's page into the element's phase store (once per element).
 */
export function openModal(
  $page: WritableAtom<InstalmentPagePhase>,
  url: string,
  show: (Dialog: AfterpayDialogComponent) => void,
): void {
  import('./afterpay-modal').then(
    ({ AfterpayDialog, loadInstalmentPage }) => {
      show(AfterpayDialog);
      void loadInstalmentPage($page, url);
    },
    (error: unknown) => console.error('storefront-elements: <sq-afterpay-badge> could not load its modal.', error),
  );
}

/** What the modal shows for its page's phase; null before it was first opened. */
function pageOf(phase: InstalmentPagePhase | null): AfterpayModalContent | null {
  if (!phase || phase.phase === 'idle') return null;
  return phase.phase === 'loaded' ? { phase: 'loaded', html: phase.value } : phase;
}

/** The view's props for a state (the server renders the same, closed). */
export function afterpayBadgeProps(
  { product, selection, context, locale, flow }: State,
  actions: Actions | null,
): AfterpayBadgeViewProps {
  const messages = messagesFor(AFTERPAY_BADGE_MESSAGES, context.messages);
  const offer = product ? afterpayOffer(product, selection.options, context) : null;
  const brand = offer?.country === 'GB' ? messages.afterpayBrandClearpay : messages.afterpayBrand;
  return {
    message: offer ? messages.afterpayMessage : null,
    amount: offer ? formatMoney(offer.instalment, locale) : '',
    brand,
    infoText: formatMessage(messages.afterpayInfo, { brand }),
    messages: context.messages,
    modalUrl: offer ? afterpayModalUrl(context, offer.country, locale) : '',
    page: pageOf(flow),
    onOpen: actions?.open,
  };
}

/** `<sq-afterpay-badge>`. */
export const spec: ElementSpec<
  typeof afterpayBadgeMeta,
  AfterpayBadgeViewProps,
  Actions,
  InstalmentPagePhase,
  WritableAtom<InstalmentPagePhase>
> = {
  meta: afterpayBadgeMeta,
  product: true,
  selection: true,
  // Made here rather than by stores/load.ts, which comes with the modal: product pages skip it.
  flow: () => atom<InstalmentPagePhase>({ phase: 'idle' }),
  actions: (_scope, _host, $page) => ({ open: (url, show) => openModal($page, url, show) }),
  props: afterpayBadgeProps,
  view: () => import('./AfterpayBadgeView').then((module) => module.AfterpayBadgeView),
  hostState: ({ message }) => (message === null ? 'none' : 'shown'),
  hidden: ({ message }) => message === null,
};

/** Defines `<sq-afterpay-badge>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { afterpayBadgeMeta as meta };
