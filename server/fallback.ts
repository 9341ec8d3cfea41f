import * as v from 'valibot';
import { priceDisplay, fromText, ORIGINAL_PRICE_LABEL, SALE_PRICE_LABEL } from '../src/format/price';
import { isSoldOut, productBadge, showsQuantityInput, showsVariantPicker, STATUS_TEXT } from '../src/format/product-status';
import { ADD_TO_CART_TEXT, addButtonText } from '../src/product/add-to-cart-check';
import { optionNames, optionValues, ProductSchema, type Product } from '../src/product/product';
import { escapeHtml } from './html';
import { STORE_SETTINGS } from './page-context';
import { productJson } from './product-json';
import type { ShopProduct } from './products';

/** The elements the demo pages render server-side markup for. */
export type FallbackTag =
  | 'sq-product-status'
  | 'sq-product-price'
  | 'sq-variant-picker'
  | 'sq-quantity-input'
  | 'sq-add-to-cart';

const LOCALE = 'en-US';

/**
 * The product as the library reads it: the same JSON the page carries, through the same schema,
 * so that the markup below matches what the elements render once scripts run.
 */
const parsed = new WeakMap<ShopProduct, Product>();

function asLibrarySees(shopProduct: ShopProduct): Product {
  let product = parsed.get(shopProduct);
  if (!product) {
    product = v.parse(ProductSchema, productJson(shopProduct));
    parsed.set(shopProduct, product);
  }
  return product;
}

function productStatus(product: Product): string {
  const badge = productBadge(product);
  if (!badge) return '';
  const text = badge === 'sold-out' ? STATUS_TEXT.soldOut : STATUS_TEXT.sale;
  return `<span class="sq-product-status__badge" data-status="${badge}">${escapeHtml(text)}</span>`;
}

function productPrice(product: Product): string {
  const display = priceDisplay(product, undefined, STORE_SETTINGS.selectedCurrency, LOCALE);
  switch (display.kind) {
    case 'single':
      return `<span class="sq-product-price__amount">${escapeHtml(display.price)}</span>`;
    case 'sale':
      return (
        `<span class="sq-visually-hidden">${SALE_PRICE_LABEL}</span>` +
        `<span class="sq-product-price__sale">${escapeHtml(display.salePrice)}</span> ` +
        `<span class="sq-visually-hidden">${ORIGINAL_PRICE_LABEL}</span>` +
        `<del class="sq-product-price__original">${escapeHtml(display.originalPrice)}</del>`
      );
    case 'from':
      return `<span class="sq-product-price__from">${escapeHtml(fromText(display.fromPrice))}</span>`;
    case 'unavailable':
      return '';
  }
}

function variantPicker(product: Product, display: 'dropdown' | 'radio'): string {
  if (!showsVariantPicker(product)) return '';
  return optionNames(product)
    .map((option, index) => {
      const id = `sq-fallback-${escapeHtml(product.id)}-${index}`;
      const values = optionValues(product, option);
      if (display === 'radio') {
        const choices = values
          .map(
            (value) =>
              `<label class="sq-variant-picker__choice"><input type="radio" name="${id}" value="${escapeHtml(value)}" disabled><span>${escapeHtml(value)}</span></label>`,
          )
          .join('');
        return `<fieldset class="sq-variant-picker__option"><legend class="sq-variant-picker__label">${escapeHtml(option)}</legend>${choices}</fieldset>`;
      }
      const options = values.map((value) => `<option value="${escapeHtml(value)}">${escapeHtml(value)}</option>`).join('');
      return `<div class="sq-variant-picker__option"><label class="sq-variant-picker__label" for="${id}">${escapeHtml(option)}</label><select id="${id}" class="sq-variant-picker__select" disabled><option value="">${escapeHtml(`Select ${option}`)}</option>${options}</select></div>`;
    })
    .join('');
}

function quantityInput(product: Product): string {
  if (!showsQuantityInput(product, STORE_SETTINGS)) return '';
  const id = `sq-fallback-${escapeHtml(product.id)}-quantity`;
  return `<label class="sq-quantity-input__label" for="${id}">Quantity</label><input id="${id}" class="sq-quantity-input__input" type="number" inputmode="numeric" min="1" max="9999" step="1" value="1" disabled>`;
}

function addToCart(product: Product): string {
  const soldOut = isSoldOut(product);
  const label = soldOut ? ADD_TO_CART_TEXT.soldOut : addButtonText(product);
  return `<button type="button" class="sq-add-to-cart__button"${soldOut ? ' disabled' : ''}><span class="sq-add-to-cart__label">${escapeHtml(label)}</span></button><span class="sq-visually-hidden" role="status"></span><p class="sq-add-to-cart__message" role="alert"></p>`;
}

/**
 * The server-rendered inner markup of an element: the same structure, classes and texts the
 * element renders once scripts run, so the page does not shift when they start, and reads
 * sensibly without scripts. Every text in it is escaped.
 */
export function fallbackFor(tag: FallbackTag, shopProduct: ShopProduct): string {
  const product = asLibrarySees(shopProduct);
  switch (tag) {
    case 'sq-product-status':
      return productStatus(product);
    case 'sq-product-price':
      return productPrice(product);
    case 'sq-variant-picker':
      return variantPicker(product, shopProduct.pickerDisplay);
    case 'sq-quantity-input':
      return quantityInput(product);
    case 'sq-add-to-cart':
      return addToCart(product);
  }
}
