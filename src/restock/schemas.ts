/**
 * Restock notifications (a visitor asks to be told when a sold-out product is back): what a
 * visitor's signup sends, and what the owner's calls send and answer. One valibot schema each, for
 * the elements and the dev platform alike (the elements import the answers' schemas; the requests
 * only as types).
 */
import * as v from 'valibot';
import { isObject } from '../lib/schemas';
import { isEmail } from '../lib/email';

export { EMAIL_PATTERN, isEmail } from '../lib/email';

const id = (name: string) =>
  v.pipe(v.string(`${name} must be a non-empty string.`), v.nonEmpty(`${name} must be a non-empty string.`));

/** `POST /api/site-users/account/notifications/restock`: a visitor's restock signup. */
export const RestockSignupRequestSchema = v.object({
  isJoinMailingList: v.boolean('isJoinMailingList must be true or false.'),
  productId: id('productId'),
  siteVisitorEmail: v.pipe(
    v.string('siteVisitorEmail must be an email address.'),
    v.check(isEmail, 'siteVisitorEmail must be an email address.'),
  ),
  variantId: id('variantId'),
  /** The captcha's token, when the site asks for one (null otherwise). */
  recaptchaEnterpriseV3Token: v.nullish(v.string('recaptchaEnterpriseV3Token must be a string, or null.')),
  /** The page's language, when it has a translation widget. */
  language: v.optional(v.string('language must be a string.')),
});

/** What a restock signup sends. */
export type RestockSignupRequest = v.InferInput<typeof RestockSignupRequestSchema>;

/** One product and variant to send notices for. */
export const RestockSendRequestSchema = v.object({ productId: id('productId'), variantId: id('variantId') });

/** `POST …/restock/send`. */
export type RestockSendRequest = v.InferInput<typeof RestockSendRequestSchema>;

/** `POST …/restock/send/all`: every product and variant to send notices for. */
export const RestockSendAllRequestSchema = v.object({
  sendRequests: v.pipe(
    v.array(RestockSendRequestSchema, 'sendRequests must be a list of { productId, variantId }.'),
    v.minLength(1, 'sendRequests must name at least one product and variant.'),
  ),
});

/** `POST …/restock/send/all`. */
export type RestockSendAllRequest = v.InferInput<typeof RestockSendAllRequestSchema>;

const Cursor = v.nullish(v.string(), null);
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * One product and variant that visitors asked to hear about: how many are waiting and how many
 * were told already. Names are the platform's, for the owner's list.
 */
export const SignUpGroupSchema = v.object({
  productId: v.string(),
  variantId: v.string(),
  productTitle: v.nullish(v.string(), ''),
  /** The variant's options as one line ("Size: M, Colour: Navy"), or ''. */
  variantLabel: v.nullish(v.string(), ''),
  /** Whether the variant is back in stock now (a notice makes sense); null when not given. */
  inStock: v.nullish(v.boolean(), null),
  /** Sign-ups not yet told; null when not given (the platform promises only the ids). */
  pendingCount: v.nullish(Count, null),
  /** Sign-ups told already. */
  notifiedCount: v.nullish(Count, 0),
});

/** One group of sign-ups. */
export type SignUpGroup = v.InferOutput<typeof SignUpGroupSchema>;

/** `GET …/restock/groups?cursor=`: one page of groups. */
export const SignUpGroupsPageSchema = v.object({
  signUpGroups: v.array(SignUpGroupSchema),
  hasNextPage: v.nullish(v.boolean(), null),
  nextPageCursor: Cursor,
});

/** One visitor's sign-up. */
export const SignUpSchema = v.object({
  id: v.string(),
  email: v.nullish(v.string(), ''),
  /** When they signed up, epoch milliseconds; null when not given. */
  createdOn: v.nullish(v.number(), null),
  isJoinMailingList: v.nullish(v.boolean(), false),
  /** When they were told, epoch milliseconds; null while waiting. */
  notifiedOn: v.nullish(v.number(), null),
});

/** One sign-up. */
export type SignUp = v.InferOutput<typeof SignUpSchema>;

/** `GET …/restock?productId&variantId&cursor`: one page of a variant's sign-ups. */
export const SignUpsPageSchema = v.object({
  signUps: v.array(SignUpSchema),
  hasNextPage: v.nullish(v.boolean(), null),
  nextPageCursor: Cursor,
});

/**
 * What the send calls answer (the platform does not document it): how many notices went out, when the
 * platform says (sign-ups already told are not told again); any other answer, or none, is a success.
 */
export const RestockSendResultSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => {
    const sent = isObject(answer) ? Number(answer.sent) : Number.NaN;
    return { sent: Number.isSafeInteger(sent) && sent >= 0 ? sent : null };
  }),
);
