/**
 * The one list of elements. It drives the bundle entries and the loader's map (vite.config.ts),
 * `dist/storefront.js` (elements/index.ts), server rendering (src/server/render.tsx),
 * `custom-elements.json`, the README's list and each element's page in docs/elements/ (scripts/),
 * the tag map and JSX types (elements/types.ts), the size budgets (.size-limit.js) and the
 * stories' tests.
 * Each element lives in `elements/<name>/` (tag `sq-<name>`): `<name>.element.ts` (its spec and
 * `define`), `<Name>View.tsx`, `<name>.meta.ts` (tag, attributes, docs) and `<name>.css`.
 * `npm run new-element sq-name` writes a new folder and its line here.
 */
import * as product from './product/product.element';
import * as addToCart from './add-to-cart/add-to-cart.element';
import * as variantPicker from './variant-picker/variant-picker.element';
import * as quantityInput from './quantity-input/quantity-input.element';
import * as productPrice from './product-price/product-price.element';
import * as productStatus from './product-status/product-status.element';
import * as cartPill from './cart-pill/cart-pill.element';
import * as scarcity from './scarcity/scarcity.element';
import * as subscriptionPicker from './subscription-picker/subscription-picker.element';
import * as quickView from './quick-view/quick-view.element';
import * as cartElement from './cart/cart.element';
import * as restockForm from './restock-form/restock-form.element';
import * as afterpayBadge from './afterpay-badge/afterpay-badge.element';
import * as restockManager from './restock-manager/restock-manager.element';
import * as formBlock from './form-block/form-block.element';
import * as newsletter from './newsletter/newsletter.element';
import * as gallery from './gallery/gallery.element';

/** Every element, parents before children (the order the loader defines them in). */
export const ELEMENTS = [
  product,
  addToCart,
  variantPicker,
  quantityInput,
  productPrice,
  productStatus,
  cartPill,
  scarcity,
  subscriptionPicker,
  quickView,
  cartElement,
  restockForm,
  afterpayBadge,
  restockManager,
  formBlock,
  newsletter,
  gallery,
] as const;

/**
 * The stylesheets every element shares, relative to the repository, before each element's own
 * (`elements/<name>/<name>.css`, in registry order): dist/storefront.css and Storybook read this.
 */
export const SHARED_STYLESHEETS = ['src/views/base.css', 'src/forms/fields.css'] as const;

/** One element's module. */
export type ElementModule = (typeof ELEMENTS)[number];

/** Every tag. */
export type ElementTag = ElementModule['meta']['tag'];

/** The folder of an element: its tag without `sq-`. */
export function folderOf(tag: string): string {
  return tag.replace(/^sq-/, '');
}
