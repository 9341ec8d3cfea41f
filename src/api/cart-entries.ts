/**
 * The cart resource's entry calls, the ones only the cart page makes (a quantity, a removal, an
 * entry's form answers), with their answers' schemas. Apart from src/api/cart.ts (the cart and an
 * add, which every page's runtime carries) so that only `<sq-cart>`'s code holds them.
 */
import * as v from 'valibot';
import { CartEntrySchema, CartSchema } from './cart';
import { request, type ApiResult } from './client';
import type { SetQuantityRequest, UpdateFieldsRequest } from './requests';

/** An answer holding the cart a change left: the quantity, removal and restore calls' answer. */
export const CartAnswerSchema = v.object({ shoppingCart: CartSchema });

/** The answer of a call that changes the cart. */
export type CartAnswer = v.InferOutput<typeof CartAnswerSchema>;

/** The additional-fields call's answer: the cart, and the entry as it now is. */
export const UpdateFieldsAnswerSchema = v.object({
  shoppingCart: CartSchema,
  updatedEntry: v.nullish(CartEntrySchema),
});

/** The additional-fields call's answer. */
export type UpdateFieldsAnswer = v.InferOutput<typeof UpdateFieldsAnswerSchema>;

/** An answer whose cart lines are of the wrong shape is a failed call, not an emptied cart. */
const KEEP_LINES = ['shoppingCart.entries'];

const entryPath = (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`;

/** PUT /api/commerce/shopping-cart/entries/{entryId}: an entry's new quantity. */
export function putCartQuantity(entryId: string, body: SetQuantityRequest): Promise<ApiResult<CartAnswer>> {
  return request(entryPath(entryId), { method: 'PUT', json: body, schema: CartAnswerSchema, keep: KEEP_LINES });
}

/** DELETE /api/commerce/shopping-cart/entries/{entryId}: removes an entry. */
export function deleteCartEntry(entryId: string): Promise<ApiResult<CartAnswer>> {
  return request(entryPath(entryId), { method: 'DELETE', schema: CartAnswerSchema, keep: KEEP_LINES });
}

/** PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields: an entry's new form answers. */
export function putEntryFields(entryId: string, body: UpdateFieldsRequest): Promise<ApiResult<UpdateFieldsAnswer>> {
  return request(`${entryPath(entryId)}/additionalFields`, {
    method: 'PUT',
    json: body,
    schema: UpdateFieldsAnswerSchema,
    keep: KEEP_LINES,
  });
}
