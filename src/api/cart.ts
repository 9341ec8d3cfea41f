import * as v from 'valibot';
import { CountSchema, isObject, parseReported, StringMapSchema } from '../lib/schemas';
import type { AddEntryRequest } from './requests';
import { request, type ApiResult } from './client';

const Cents = v.nullish(v.number(), 0);
const Flag = v.nullish(v.boolean(), false);

/** One line of the cart: one variant, its quantity and its price. */
export const CartEntrySchema = v.object({
  id: v.string(),
  itemId: v.string(),
  quantity: CountSchema,
  chosenVariant: v.nullish(
    v.object({
      sku: v.nullish(v.string(), ''),
      attributes: v.nullish(StringMapSchema, {}),
    }),
    {},
  ),
  title: v.nullish(v.string(), ''),
  subTotal: Cents,
  purchasePriceCents: Cents,
  fullUrl: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  /** JSON text of the answers to the product's custom form (src/forms/values.ts), or null. */
  additionalFields: v.nullish(v.string()),
  /** The custom form the answers belong to (its definition comes from GetTemplateSchema). */
  additionalFieldsFormId: v.nullish(v.string()),
  /** The answers as the order shows them: one summary field per visible field of the form. */
  formSubmission: v.nullish(
    v.array(
      v.object({
        type: v.string(),
        rawTitle: v.nullish(v.string(), ''),
        value: v.nullish(v.string(), ''),
        values: v.nullish(v.array(v.string()), []),
      }),
    ),
    [],
  ),
});

/** One line of the cart. */
export type CartEntry = v.InferOutput<typeof CartEntrySchema>;

/**
 * The shopping cart; amounts in minor units. Without `totalQuantity` (loosely
 * typed platform data), the count is its entries' quantities added up.
 */
export const CartSchema = v.pipe(
  v.object({
    id: v.nullish(v.string(), null),
    websiteId: v.nullish(v.string(), null),
    orderId: v.nullish(v.string(), null),
    /** When the cart was made: epoch milliseconds, or the platform's date text. */
    created: v.nullish(v.union([v.number(), v.string()]), null),
    isPurchased: Flag,
    entries: v.nullish(v.array(CartEntrySchema), []),
    subtotalCents: Cents,
    taxCents: Cents,
    shippingCostCents: Cents,
    discountCents: Cents,
    grandTotalCents: Cents,
    totalQuantity: v.nullish(CountSchema),
    hasDigital: Flag,
    purelyDigital: Flag,
    requiresShipping: Flag,
    // What the elements do not show, kept as the platform gives it (in `sq-cart-change`'s cart).
    shippingOptions: v.optional(v.unknown()),
    selectedShippingOption: v.optional(v.unknown()),
    shippingLocation: v.optional(v.unknown()),
    applicableTaxRules: v.optional(v.unknown()),
    coupons: v.optional(v.unknown()),
    validCoupons: v.optional(v.unknown()),
    invalidCoupons: v.optional(v.unknown()),
  }),
  v.transform((cart) => ({
    ...cart,
    totalQuantity: cart.totalQuantity ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0),
  })),
);

/** The shopping cart. */
export type Cart = v.InferOutput<typeof CartSchema>;

/**
 * Reads cart JSON a page or a template holds, loosely typed as the template engine reads it: a field of
 * the wrong shape is dropped and named, with the others, in one console error starting with
 * `where`; null (and the error) when it is no object. The input is not changed.
 */
export function readCart(json: unknown, where: string): Cart | null {
  return parseReported(CartSchema, isObject(json) ? structuredClone(json) : json, where, 'cart');
}

/**
 * The cart's request bodies: their types here, their schemas (AddEntryRequestSchema,
 * SetQuantityRequestSchema, UpdateFieldsRequestSchema) in ./requests, which the dev platform
 * validates every cart call with. Only the types are passed on: a value re-exported from this
 * module would put the schemas in the runtime chunk every element loads (about 1.3 kB).
 */
export type { AddEntryRequest, SetQuantityRequest, UpdateFieldsRequest } from './requests';

const AddEntryResponseSchema = v.object({ shoppingCart: CartSchema, newlyAdded: v.nullish(CartEntrySchema) });

/** The add-entry call's answer. */
export type AddEntryResponse = v.InferOutput<typeof AddEntryResponseSchema>;

/**
 * GET /api/commerce/shopping-cart: the visitor's cart, with the query the platform expects
 * (`mock` false: the real cart; `timecode`: past any cache; `calculateSubtotal`: with its subtotal).
 */
export function fetchCart(): Promise<ApiResult<Cart>> {
  return request('/api/commerce/shopping-cart', {
    schema: CartSchema,
    keep: ['entries'],
    query: { mock: false, timecode: Date.now(), calculateSubtotal: true },
  });
}

/** POST /api/commerce/shopping-cart/entries: adds an entry. */
export function postCartEntry(body: AddEntryRequest): Promise<ApiResult<AddEntryResponse>> {
  return request('/api/commerce/shopping-cart/entries', {
    method: 'POST',
    json: body,
    schema: AddEntryResponseSchema,
    keep: ['shoppingCart.entries'],
  });
}
