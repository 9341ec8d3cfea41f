/**
 * `dist/storefront.js`: importing it starts the library and defines every `sq-*` element (for
 * bundlers; a page that pastes one script uses the loader, `dist/storefront.iife.js`). Loading it
 * twice, or after another copy defined a tag, does not throw.
 */
import { startStorefront } from '../src/runtime/start';
import { linkStylesheet } from '../src/runtime/styles';
import { ELEMENTS } from './registry';
import { installScriptApi } from '../src/script-api/script-api';

export { SqProductElement } from './product/product.element';
export type { ElementAttributeMap, ElementTagMap } from './types';
export type { AddToCartDetail, AddToCartErrorDetail, CartChangeDetail, StorefrontEventMap } from '../src/events';
export type { Cart, CartEntry } from '../src/api/cart';
export type { Product, Variant } from '../src/product/product';
export type { PageContext } from '../src/context/page-context';
export type { TrackedErrorType } from '../src/product/add-to-cart-check';
export type { MessageKey } from '../src/messages';
export { sqStorefront, SqStorefrontError } from '../src/script-api/script-api';
export type { CartCallback, SqStorefront, SqStorefrontCart, VariantRef } from '../src/script-api/script-api';
export { startAnalytics } from '../src/analytics/schedule';
export { trackEvent } from '../src/analytics/channel';
export { clearTrackingCookies } from '../src/analytics/visitor';
export { $flagStatus, flag, getBooleanDetails, getBooleanValue, FLAGS_CHANGE_EVENT } from '../src/flags/flags';
export type { FlagDetails, FlagReason, FlagStatus, FlagsChangeDetail } from '../src/flags/flags';
export type { CommerceEventName, EventContent } from '../src/analytics/schemas';

if (typeof document !== 'undefined') {
  startStorefront(document);
  linkStylesheet(document, import.meta.url);
  for (const element of ELEMENTS) element.define();
  // The same object as the export, for a theme's scripts (unless the loader's stand-in is there).
  installScriptApi(window);
}
