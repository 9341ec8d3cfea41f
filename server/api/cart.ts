import { param, requireCartToken, jsonBody, type ApiHandler } from './context';
import { additionalFieldsField, quantityField, requireObject, stringField } from './validate';

/** `GET /api/commerce/shopping-cart`: the visitor's cart (an empty cart when there is none yet). */
export const getCart: ApiHandler = (ctx) => ctx.carts.cart(ctx.cartToken);

/** `POST /api/commerce/shopping-cart/entries`: adds an entry, merging with an identical one. */
export const addEntry: ApiHandler = async (ctx) => {
  const token = requireCartToken(ctx);
  const body = requireObject(await jsonBody(ctx));
  return ctx.carts.addEntry(token, {
    itemId: stringField(body, 'itemId'),
    sku: stringField(body, 'sku'),
    quantity: quantityField(body),
    additionalFields: additionalFieldsField(body),
  });
};

/** `PUT /api/commerce/shopping-cart/entries/{entryId}`: changes an entry's quantity. */
export const setEntryQuantity: ApiHandler = async (ctx) => {
  const token = requireCartToken(ctx);
  const body = requireObject(await jsonBody(ctx));
  return ctx.carts.setQuantity(token, param(ctx, 0), quantityField(body));
};

/** `DELETE /api/commerce/shopping-cart/entries/{entryId}`: removes an entry. */
export const removeEntry: ApiHandler = (ctx) => ctx.carts.removeEntry(requireCartToken(ctx), param(ctx, 0));

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`: replaces an entry's custom form answers. */
export const setEntryAdditionalFields: ApiHandler = async (ctx) => {
  const token = requireCartToken(ctx);
  const body = requireObject(await jsonBody(ctx));
  return ctx.carts.setAdditionalFields(token, param(ctx, 0), {
    itemId: stringField(body, 'itemId'),
    sku: stringField(body, 'sku'),
    additionalFields: additionalFieldsField(body),
  });
};
