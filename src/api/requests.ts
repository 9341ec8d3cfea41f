/**
 * The bodies the library sends to the platform, one valibot schema each (marked pure: a module
 * that sends with their types alone leaves them out of its bundle). The client takes its
 * request types from them (types only: nothing here reaches a shop page's bundle) and the dev
 * platform validates every body with the same schemas, so one definition of each payload exists.
 */
import * as v from 'valibot';
import { QUANTITY_MAX } from '../lib/quantity';
import { PURCHASE_MESSAGES } from '../purchase/messages';

/** The most units one cart entry may hold (1 to 9999), the quantity input's maximum. */
export const MAX_QUANTITY = QUANTITY_MAX;

/** A field holding a non-empty string, named in its message. */
export const requiredString = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  v.pipe(v.string(`${name} must be a non-empty string.`), v.nonEmpty(`${name} must be a non-empty string.`));

/**
 * A field holding a whole number of units from 1 to 9999, refused in the add-to-cart button's own
 * words ("Quantity must be a number.", "Quantity must be a whole number"), then the range by name.
 */
export const wholeQuantity = /* @__NO_SIDE_EFFECTS__ */ (name: string) =>
  v.pipe(
    v.number(PURCHASE_MESSAGES.quantityNotANumber),
    v.check((n) => Number.isInteger(n), PURCHASE_MESSAGES.quantityNotWhole),
    v.check((n) => !Number.isInteger(n) || (n >= 1 && n <= MAX_QUANTITY), `${name} must be from 1 to ${MAX_QUANTITY}.`),
  );

/** `quantity`: a whole number from 1 to 9999. */
export const QuantitySchema = /* @__PURE__ */ wholeQuantity('quantity');

/**
 * `additionalFields`: JSON text of a custom product form's answers, or null (absent, null and ""
 * all mean no answers). The output is the text re-serialised, so equal answers compare equal.
 */
export const AdditionalFieldsSchema = /* @__PURE__ */ v.pipe(
  v.nullish(v.string('additionalFields must be a string of JSON text, or null.')),
  v.rawTransform<string | null | undefined, string | null>(({ dataset, addIssue, NEVER }) => {
    const text = dataset.value;
    if (text === undefined || text === null || text === '') return null;
    try {
      return JSON.stringify(JSON.parse(text));
    } catch {
      addIssue({ message: 'additionalFields must be valid JSON text.' });
      return NEVER;
    }
  }),
);

/** `POST /api/commerce/shopping-cart/entries`: adds one variant to the cart. */
export const AddEntryRequestSchema = /* @__PURE__ */ v.object({
  itemId: requiredString('itemId'),
  sku: requiredString('sku'),
  quantity: QuantitySchema,
  additionalFields: AdditionalFieldsSchema,
});

/** What the add-entry call sends. */
export type AddEntryRequest = v.InferInput<typeof AddEntryRequestSchema>;

/** `PUT /api/commerce/shopping-cart/entries/{entryId}`: an entry's new quantity. */
export const SetQuantityRequestSchema = /* @__PURE__ */ v.object({ quantity: QuantitySchema });

/** What the quantity call sends. */
export type SetQuantityRequest = v.InferInput<typeof SetQuantityRequestSchema>;

/** `PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields`: an entry's new form answers. */
export const UpdateFieldsRequestSchema = /* @__PURE__ */ v.object({
  itemId: requiredString('itemId'),
  sku: requiredString('sku'),
  additionalFields: AdditionalFieldsSchema,
});

/** What the additional-fields call sends. */
export type UpdateFieldsRequest = v.InferInput<typeof UpdateFieldsRequestSchema>;

/** The first problem with a request body, in one sentence for its 400 answer. */
export function requestProblem(
  schema: v.ObjectSchema<v.ObjectEntries, undefined>,
  issues: readonly v.BaseIssue<unknown>[],
): string {
  const issue = issues[0];
  const key = issue?.path?.[0]?.key;
  if (!issue || typeof key !== 'string') return 'Request body must be a JSON object.';
  // A missing field: say what the field must be, as for a wrong one.
  const field = Object.hasOwn(schema.entries, key) ? schema.entries[key] : undefined;
  if (issue.type === 'object' && field)
    return v.safeParse(field, undefined).issues?.[0]?.message ?? `${key} is required.`;
  return issue.message;
}
