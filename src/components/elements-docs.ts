import { addToCartDocs, addToCartMeta } from './add-to-cart.meta';
import { cartPillDocs, cartPillMeta } from './cart-pill.meta';
import { productPriceDocs, productPriceMeta } from './product-price.meta';
import { productStatusDocs, productStatusMeta } from './product-status.meta';
import { productDocs, productMeta } from './product.meta';
import { quantityInputDocs, quantityInputMeta } from './quantity-input.meta';
import { variantPickerDocs, variantPickerMeta } from './variant-picker.meta';

/**
 * Every element with its description, for the manifest and the README check (never the bundle).
 * `reflects`: each attribute has a property of the same camelCase name; `fields`: other properties.
 */
export const ELEMENTS = [
  {
    meta: productMeta,
    docs: productDocs,
    reflects: false,
    fields: [
      {
        name: 'product',
        type: { text: 'Product | null' },
        readonly: true,
        description: 'The validated product, or null when its JSON is missing or malformed.',
      },
    ],
  },
  { meta: addToCartMeta, docs: addToCartDocs, reflects: true, fields: [] },
  { meta: variantPickerMeta, docs: variantPickerDocs, reflects: true, fields: [] },
  { meta: quantityInputMeta, docs: quantityInputDocs, reflects: true, fields: [] },
  { meta: productPriceMeta, docs: productPriceDocs, reflects: true, fields: [] },
  { meta: productStatusMeta, docs: productStatusDocs, reflects: true, fields: [] },
  { meta: cartPillMeta, docs: cartPillDocs, reflects: true, fields: [] },
] as const;
