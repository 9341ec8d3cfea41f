/**
 * The platform's subscription call, with its request and answer schemas: the dev platform
 * validates the body with the same schema the library sends it with.
 */
import * as v from 'valibot';
import { request, type ApiResult } from './client';
import { AdditionalFieldsSchema, requiredString, wholeQuantity } from './requests';

/**
 * `POST /api/3/commerce/cart/subscription`: starts a subscription checkout. Marked pure: the
 * add-to-cart flow sends with its type only, so the bundle leaves the schema out of the flow's code.
 */
export const SubscriptionRequestSchema = /* @__PURE__ */ v.object({
  itemId: requiredString('itemId'),
  sku: requiredString('sku'),
  qty: wholeQuantity('qty'),
  additionalFields: AdditionalFieldsSchema,
  subscriptionOptionId: v.nullish(v.string('subscriptionOptionId must be a string, or absent.')),
});

/** What the subscription call sends. */
export type SubscriptionRequest = v.InferInput<typeof SubscriptionRequestSchema>;

/** The subscription call's answer: the token of the cart that holds the subscription. */
export const SubscriptionResponseSchema = v.object({ cartToken: v.pipe(v.string(), v.nonEmpty()) });

/** What the subscription call answers. */
export type SubscriptionResponse = v.InferOutput<typeof SubscriptionResponseSchema>;

/** POST /api/3/commerce/cart/subscription: a cart holding the subscription, by its token. */
export function postSubscription(body: SubscriptionRequest): Promise<ApiResult<SubscriptionResponse>> {
  return request('/api/3/commerce/cart/subscription', {
    method: 'POST',
    json: body,
    schema: SubscriptionResponseSchema,
  });
}
