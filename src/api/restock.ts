/**
 * Restock notifications (a visitor asks to be told when a sold-out product is back): the platform's
 * restock calls, each with the valibot schema of what it sends and of what it answers. The elements
 * make the calls through the platform client (CSRF header, typed errors, answers checked); the dev
 * platform validates every request with the same schemas, so one definition of each shape exists.
 */
import * as v from 'valibot';
import { isEmail } from '../lib/email';
import { isObject } from '../lib/schemas';
import { request, type ApiResult } from './client';

/** Where a visitor's signup goes, and under which the owner's calls live. */
export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

const id = (name: string) =>
  v.pipe(v.string(`${name} must be a non-empty string.`), v.nonEmpty(`${name} must be a non-empty string.`));

/**
 * What the platform answers for an address it refuses: the restock form's own words for the same
 * checks (src/restock/signup-messages.ts; a test keeps them equal). Written here, not imported:
 * the owner's restock manager loads this module, and the form's texts live with the shop's code.
 */
export const SIGNUP_EMAIL_PROBLEMS = { blank: 'Email cannot be blank', invalid: 'Email is invalid' } as const;

/** `POST /api/site-users/account/notifications/restock`: a visitor's restock signup. */
export const RestockSignupRequestSchema = v.object({
  isJoinMailingList: v.boolean('isJoinMailingList must be true or false.'),
  productId: id('productId'),
  siteVisitorEmail: v.pipe(
    v.string(SIGNUP_EMAIL_PROBLEMS.invalid),
    v.check((email) => email.trim() !== '', SIGNUP_EMAIL_PROBLEMS.blank),
    v.check((email) => email.trim() === '' || isEmail(email.trim()), SIGNUP_EMAIL_PROBLEMS.invalid),
  ),
  variantId: id('variantId'),
  /** The captcha's token, when the site asks for one (null otherwise). */
  recaptchaEnterpriseV3Token: v.nullish(v.string('recaptchaEnterpriseV3Token must be a string, or null.')),
  /** The page's language, when it has a translation widget. */
  language: v.optional(
    v.pipe(
      v.string('language must be a string.'),
      // A language tag (`en-US`, `zh-Hant-TW`): 35 characters is the longest BCP 47 asks a system to keep.
      v.maxLength(35, 'language must be a language tag of at most 35 characters.'),
    ),
  ),
});

/** What a restock signup sends. */
export type RestockSignupRequest = v.InferInput<typeof RestockSignupRequestSchema>;

/**
 * What a signup answers: nothing the library reads (the platform answers `{}`, the same for an
 * address that signed up before, so the call tells no one who is on the list).
 */
export const RestockSignupAnswerSchema = v.unknown();

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

/** The cursor of a page: none or empty for the first page, else the previous page's `nextPageCursor`. */
const CursorQuery = v.optional(v.string('cursor must be a string.'));

/** `GET …/restock/groups?cursor=`: which page of groups. */
export const SignUpGroupsQuerySchema = v.object({ cursor: CursorQuery });

/** The query of `GET …/restock/groups`. */
export type SignUpGroupsQuery = v.InferInput<typeof SignUpGroupsQuerySchema>;

/** What a sign-ups query without both ids is told. */
export const IDS_REQUIRED = 'productId and variantId query parameters are required.';

/** `GET …/restock?productId&variantId&cursor`: which variant's sign-ups, and which page of them. */
export const SignUpsQuerySchema = v.object({
  productId: v.pipe(v.string(IDS_REQUIRED), v.nonEmpty(IDS_REQUIRED)),
  variantId: v.pipe(v.string(IDS_REQUIRED), v.nonEmpty(IDS_REQUIRED)),
  cursor: CursorQuery,
});

/** The query of `GET …/restock`. */
export type SignUpsQuery = v.InferInput<typeof SignUpsQuerySchema>;

const Cursor = v.nullish(v.string(), null);

/** What every page of the owner's lists says of the next one. */
const PAGING = { hasNextPage: v.nullish(v.boolean(), null), nextPageCursor: Cursor };
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
export const SignUpGroupsPageSchema = v.object({ signUpGroups: v.array(SignUpGroupSchema), ...PAGING });

/** One page of groups. */
export type SignUpGroupsPage = v.InferOutput<typeof SignUpGroupsPageSchema>;

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
export const SignUpsPageSchema = v.object({ signUps: v.array(SignUpSchema), ...PAGING });

/** One page of a variant's sign-ups. */
export type SignUpsPage = v.InferOutput<typeof SignUpsPageSchema>;

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

/** What a send answered: how many notices went out, or null when the platform did not say. */
export type RestockSendResult = v.InferOutput<typeof RestockSendResultSchema>;

/** Only the two ids: the platform is sent nothing else of a group. */
const ids = ({ productId, variantId }: RestockSendRequest): RestockSendRequest => ({ productId, variantId });

/** `POST …/restock`: a visitor's signup. */
export function signUpForRestock(body: RestockSignupRequest): Promise<ApiResult<unknown>> {
  return request(RESTOCK_PATH, { method: 'POST', json: body, schema: RestockSignupAnswerSchema });
}

/** `GET …/restock/groups?cursor=`: one page of groups (the first with an empty cursor). */
export function signUpGroupsPage(cursor: string): Promise<ApiResult<SignUpGroupsPage>> {
  const query: SignUpGroupsQuery = { cursor };
  return request(`${RESTOCK_PATH}/groups`, { query, schema: SignUpGroupsPageSchema });
}

/** `GET …/restock?productId&variantId&cursor`: one page of a variant's sign-ups (the first with an empty cursor). */
export function signUpsPage(group: RestockSendRequest, cursor: string): Promise<ApiResult<SignUpsPage>> {
  const query: SignUpsQuery = { ...ids(group), cursor };
  return request(RESTOCK_PATH, { query, schema: SignUpsPageSchema });
}

/** `POST …/restock/send`: notices for one product and variant. */
export function sendRestockNotices(group: RestockSendRequest): Promise<ApiResult<RestockSendResult>> {
  return request(`${RESTOCK_PATH}/send`, { method: 'POST', json: ids(group), schema: RestockSendResultSchema });
}

/** `POST …/restock/send/all`: notices for several products and variants, in one call. */
export function sendAllRestockNotices(groups: readonly RestockSendRequest[]): Promise<ApiResult<RestockSendResult>> {
  const body: RestockSendAllRequest = { sendRequests: groups.map(ids) };
  return request(`${RESTOCK_PATH}/send/all`, { method: 'POST', json: body, schema: RestockSendResultSchema });
}
