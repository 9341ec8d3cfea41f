import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { matchedRoutes } from 'hono/route';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HIT_EVENT } from '../../src/analytics/limits';
import {
  CENSUS_CALLS,
  CommerceEventSchema,
  ErrorReportsSchema,
  HitDataSchema,
  PerformanceBatchSchema,
  QuickViewCensusSchema,
  VisitorCookieSchema,
  type CensusCall,
} from '../../src/api/event-bodies';
import { FlagInitializeRequestSchema, FlagLogRequestSchema } from '../../src/api/flag-bodies';
import {
  AddEntryRequestSchema,
  requestProblem,
  SetQuantityRequestSchema,
  UpdateFieldsRequestSchema,
} from '../../src/api/requests';
import { SubscriptionRequestSchema } from '../../src/api/subscription';
import { SaveFormSubmissionRequestSchema } from '../../src/api/forms';
import { CAPTCHA_ACTIONS } from '../../src/captcha/captcha';
import {
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  RestockSignupRequestSchema,
  SignUpGroupsQuerySchema,
  SignUpsQuerySchema,
} from '../../src/api/restock';
import type { Analytics } from '../analytics';
import type { CaptchaTokens } from '../captcha';
import type { FormBlocks } from '../form-blocks';
import type { Carts } from '../carts';
import { cartToken, crumbMatches, type CartTokens } from '../cookies';
import {
  ANSWERS_BODY_INVALID,
  answerErrors,
  FORM_ID_REQUIRED,
  FORM_NOT_CONFIGURED,
  parseAnswers,
  PRODUCT_FORM_TEMPLATE_TYPE,
  TEMPLATE_TYPE_REQUIRED,
  type ProductForms,
} from '../forms';
import { EXPERIMENT_CONTEXT, initializeFlags } from '../flags';
import { errorAnswer, HttpError, jsonAnswer, MAX_BEACON_BODY_BYTES, MAX_BODY_BYTES, type ShopEnv } from '../http';
import { stockJson } from '../product-json';
import type { Products } from '../products';
import type { RateLimiter, RateLimitResult } from '../rate-limit';
import type { Restock } from '../restock';
import { shopSettings } from '../settings';
import type { Subscriptions } from '../subscriptions';
import { checked, formFields, jsonBody, parsedJson } from './payloads';

/** The 429 answer's text. */
export const RATE_LIMITED = 'Too many requests. Please try again in a few seconds.';

/** The 403 answer's text when the CSRF header is missing or wrong. */
export const CSRF_FAILED = 'Invalid CSRF token';

/** What the API needs from the app. */
export interface ApiDeps {
  readonly carts: Carts;
  readonly products: Products;
  readonly subscriptions: Subscriptions;
  /** Page views, census calls, events, performance, errors, flag exposures (server/analytics.ts). */
  readonly analytics: Analytics;
  /** The custom product forms (server/forms.ts). */
  readonly forms: ProductForms;
  /** Restock sign-ups and notices (server/restock.ts). */
  readonly restock: Restock;
  /** The captcha stand-in's tokens (server/captcha.ts). */
  readonly captcha: CaptchaTokens;
  /** Form blocks and newsletter sign-ups: submission keys and submissions (server/form-blocks.ts). */
  readonly formBlocks: FormBlocks;
  readonly tokens: CartTokens;
  /** Calls per visitor (an issued cart cookie, else the address). */
  readonly visitorLimiter: RateLimiter;
  /** Calls per address, whatever cookies it sends. */
  readonly addressLimiter: RateLimiter;
  /** The site's own origin (the app's `siteOrigin`), which links sent away start with; never the request's. */
  readonly siteOrigin: () => string;
}

/** The client's address as the socket reports it. */
export function clientAddress(c: Context<ShopEnv>): string {
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}

/** Refuses a call its limiter did not allow, with 429 and when to try again. */
function allow(result: RateLimitResult): void {
  if (!result.allowed) throw new HttpError(429, RATE_LIMITED, { 'Retry-After': String(result.retryAfterSeconds) });
}

/**
 * The analytics, performance, error and flag calls: a page makes several on every load, so they
 * have a visitor budget of their own (the same size), and a visitor browsing quickly never finds
 * the cart refusing with 429 because the page views used up its budget.
 */
const ANALYTICS_CALLS =
  /^\/api\/(?:census\/|1\/performance\/records\/?$|events\/RecordJavascriptErrors\/?$|flags\/|rest\/websites\/mine\/?$)/;

/**
 * Checks the call's `CART` cookie once (handlers read it with `c.get('cartToken')`), then the rate
 * limit: a ceiling per address (so made-up or freshly issued cookies buy nothing), then a budget
 * per visitor (the issued cart cookie, else the address), one for the analytics calls and one for
 * the rest.
 */
function visitor(deps: ApiDeps): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const address = clientAddress(c);
    const token = cartToken(c, deps.tokens);
    c.set('cartToken', token);
    allow(deps.addressLimiter.hit(`addr:${address}`));
    const pool = ANALYTICS_CALLS.test(c.req.path) ? 'analytics:' : '';
    allow(deps.visitorLimiter.hit(`${pool}${token ? `cart:${token}` : `addr:${address}`}`));
    await next();
  };
}

/**
 * Calls that need no `X-CSRF-Token`: analytics beacons (a beacon may not carry it: the page view,
 * the quick view, the button, form and overlay calls, performance records) and the flag service
 * (another origin in production). They change nothing a visitor owns, only add to a count, and
 * are still rate-limited. Commerce events and error reports are not among them.
 */
const CSRF_EXEMPT =
  /^\/api\/(?:census\/(?:RecordQuickView\/[^/]+|RecordHit|button-click|button-render|form-render|overlay)|1\/performance\/records|flags\/(?:initialize|log-event))\/?$/;

/** Calls whose valid bodies may pass `MAX_BODY_BYTES`: the page view, error reports and flag exposures. */
const BEACON_BODIES = /^\/api\/(?:census\/RecordHit|events\/RecordJavascriptErrors|flags\/log-event)\/?$/;

/** Whether a call of this method exists at this path (not only the middleware and the catch-all 404). */
const isCall = (c: Context<ShopEnv>) => matchedRoutes(c).some((route) => route.method !== 'ALL');

/**
 * Every call that changes something must carry the `crumb` cookie's value as `X-CSRF-Token`
 * (beacons aside). A path with no call of that method is a 404 or a 405 with its `Allow`, crumb or
 * not: a client that made a wrong call must not be told its session or cookies failed.
 */
function csrf(tokens: CartTokens): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const changes = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if (changes && !CSRF_EXEMPT.test(c.req.path) && isCall(c) && !crumbMatches(c, tokens)) {
      throw new HttpError(403, CSRF_FAILED, {}, { crumbFail: true });
    }
    await next();
  };
}

/**
 * The rule of every JSON call (the cart's, the subscription's, the forms', the restock calls, the
 * analytics beacons, the flags): the body is read as JSON text whatever its `Content-Type` says
 * (`application/json` as the library sends, `text/plain;charset=UTF-8` as a beacon must, or none),
 * and what was read is what is validated. A body that is not JSON text is a 400 saying so, never
 * a check of an empty object. (`jsonBody` and `body` read the text this middleware parsed.)
 */
const jsonText: MiddlewareHandler<ShopEnv> = async (c, next) => {
  try {
    await c.req.json();
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
  await next();
};

/** Accepts an empty body or JSON text (a beacon's payload, which the shop does not keep); else 400. */
const emptyOrJson: MiddlewareHandler<ShopEnv> = async (c, next) => {
  const text = await c.req.text();
  if (text.trim() !== '') {
    try {
      JSON.parse(text);
    } catch {
      throw new HttpError(400, 'Request body is not valid JSON.');
    }
  }
  await next();
};

/**
 * Validates the JSON body (as `jsonText` read it, whatever its content type) with the same valibot
 * schema the client's request type comes from; a 400 says what is wrong with the first bad field.
 * (Hono's own JSON validator would check `{}` instead of a body not typed `application/json`.)
 */
function body<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S) {
  return validator('json', async (_value, c: Context<ShopEnv>): Promise<v.InferOutput<S>> => {
    const input: unknown = await c.req.json();
    if (Array.isArray(input)) throw new HttpError(400, 'Request body must be a JSON object.');
    const result = v.safeParse(schema, input);
    if (!result.success) throw new HttpError(400, requestProblem(schema, result.issues));
    return result.output;
  });
}

/**
 * Validates a call's query parameters with the same valibot schema the client's query type comes
 * from; a 400 says what is wrong with the first bad parameter.
 */
function query<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S) {
  return validator('query', (_value, c: Context<ShopEnv>): v.InferOutput<S> => {
    const result = v.safeParse(schema, c.req.query());
    if (!result.success) throw new HttpError(400, requestProblem(schema, result.issues));
    return result.output;
  });
}

/** Restock notifications' calls, under `/api`. */
export const RESTOCK = '/site-users/account/notifications/restock';

/** The cart token of a call that changes the cart; 400 when the visitor has no cart cookie the shop issued. */
function requireCart(c: Context<ShopEnv>): string {
  const token = c.get('cartToken');
  if (token === undefined) throw new HttpError(400, 'No cart cookie; reload the page.');
  return token;
}

/** The platform's API, under `/api`: the calls the library makes, JSON in and out. */
export function apiRoutes(deps: ApiDeps): Hono<ShopEnv> {
  const api = new Hono<ShopEnv>();
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) =>
        errorAnswer(c, new HttpError(405, `${c.req.method} is not allowed here.`, { Allow: methods.join(', ') })),
    }),
  );
  api.use(visitor(deps));
  api.use(csrf(deps.tokens));
  const limit = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) =>
        errorAnswer(
          c,
          new HttpError(413, `Request body is too large; the limit is ${maxSize / 1024} KB.`, {
            Connection: 'close',
          }),
        ),
    });
  const bodyLimits = { standard: limit(MAX_BODY_BYTES), beacon: limit(MAX_BEACON_BODY_BYTES) };
  api.use((c, next) => (BEACON_BODIES.test(c.req.path) ? bodyLimits.beacon : bodyLimits.standard)(c, next));

  const ok = (c: Context, body: unknown) => jsonAnswer(c, 200, body);

  api.get('/commerce/shopping-cart', (c) => ok(c, deps.carts.cart(c.get('cartToken'))));

  api.post('/commerce/shopping-cart/entries', jsonText, body(AddEntryRequestSchema), (c) =>
    ok(c, deps.carts.addEntry(requireCart(c), c.req.valid('json'))),
  );

  api.put('/commerce/shopping-cart/entries/:entryId', jsonText, body(SetQuantityRequestSchema), (c) =>
    ok(c, deps.carts.setQuantity(requireCart(c), c.req.param('entryId'), c.req.valid('json').quantity)),
  );

  api.delete('/commerce/shopping-cart/entries/:entryId', (c) =>
    ok(c, deps.carts.removeEntry(requireCart(c), c.req.param('entryId'))),
  );

  api.put('/commerce/shopping-cart/entries/:entryId/additionalFields', jsonText, body(UpdateFieldsRequestSchema), (c) =>
    ok(c, deps.carts.setAdditionalFields(requireCart(c), c.req.param('entryId'), c.req.valid('json'))),
  );

  // A subscription gets a new cart of its own, whose token the platform makes: no CART cookie is
  // needed (the crumb check and the rate limit still apply, by address when there is no cookie).
  api.post('/3/commerce/cart/subscription', jsonText, body(SubscriptionRequestSchema), (c) =>
    ok(c, deps.subscriptions.create(c.req.valid('json'))),
  );

  // A custom product form's definition, as FormDefinitionSchema parses it.
  api.get('/template/GetTemplateSchema', (c) => {
    if (c.req.query('type') !== String(PRODUCT_FORM_TEMPLATE_TYPE)) throw new HttpError(400, TEMPLATE_TYPE_REQUIRED);
    const formId = c.req.query('formId');
    if (!formId) throw new HttpError(400, FORM_ID_REQUIRED);
    const form = deps.forms.byId(formId);
    if (!form) throw new HttpError(404, FORM_NOT_CONFIGURED);
    return ok(c, form);
  });

  // Checks a form's answers without keeping them: 200 `{ errors: {} }`, or 400 `{ errors: { fieldId: message } }`.
  api.post('/rest/forms/validate/:formId', jsonText, async (c) => {
    const form = deps.forms.byId(c.req.param('formId'));
    if (!form) throw new HttpError(404, FORM_NOT_CONFIGURED);
    const answers = parseAnswers(await c.req.json());
    if (!answers) throw new HttpError(400, ANSWERS_BODY_INVALID);
    const errors = answerErrors(form, answers);
    return jsonAnswer(c, Object.keys(errors).length > 0 ? 400 : 200, { errors });
  });

  // Form blocks and newsletter sign-ups: a single-use key, then the submission.
  api.post('/form/FormSubmissionKey', emptyOrJson, (c) => ok(c, { key: deps.formBlocks.issueKey() }));

  api.post('/form/SaveFormSubmission', jsonText, body(SaveFormSubmissionRequestSchema), (c) => {
    const address = clientAddress(c);
    const token = c.get('cartToken');
    deps.formBlocks.submit(c.req.valid('json'), token ? `cart:${token}` : `addr:${address}`, address);
    return ok(c, {});
  });

  api.get('/commerce/inventory/stock', (c) => {
    const itemId = c.req.query('itemId');
    if (!itemId) throw new HttpError(400, 'itemId query parameter is required.');
    const product = deps.products.byId(itemId);
    if (!product) throw new HttpError(404, 'Product not found.');
    return ok(c, stockJson(product));
  });

  // The library calls this when a quick view opens (its answer is ignored):
  // an empty body (earlier versions), or the page fields (`QuickViewCensusSchema`).
  api.post('/census/RecordQuickView/:id', async (c) => {
    const text = await c.req.text();
    const fields = text.trim() === '' ? null : checked(QuickViewCensusSchema, parsedJson(text));
    const product = deps.products.byId(c.req.param('id'));
    if (!product) throw new HttpError(404, 'Product not found.');
    deps.analytics.recordQuickView(product.id, fields);
    return c.body(null, 204);
  });

  // For the owner's report: how often each product's quick view was opened (owner only: server/owner.ts).
  api.get('/census/quick-views', (c) => ok(c, { counts: deps.analytics.quickViewCounts() }));

  // A page view, by beacon: form-encoded `event` ("View"), `data` (JSON text
  // of HitDataSchema) and `ss_cvr` (the visitor record), each checked in that order.
  api.post('/census/RecordHit', async (c) => {
    const fields = await formFields(c);
    const event = fields.get('event');
    if (event === undefined) throw new HttpError(400, 'event is required.');
    if (event !== HIT_EVENT) throw new HttpError(400, `event must be "${HIT_EVENT}".`);
    const dataText = fields.get('data');
    if (dataText === undefined) throw new HttpError(400, 'data is required.');
    const data = checked(HitDataSchema, parsedJson(dataText, 'data'), 'data');
    const visitorRecord = checked(VisitorCookieSchema, fields.get('ss_cvr'), 'ss_cvr');
    deps.analytics.recordHit(data, visitorRecord);
    return c.body(null, 204);
  });

  // The button, form and overlay census calls: JSON with the page fields.
  for (const call of Object.keys(CENSUS_CALLS) as CensusCall[]) {
    api.post(`/census/${call}`, jsonText, jsonBody(CENSUS_CALLS[call]), (c) => {
      deps.analytics.recordCensus(call, c.req.valid('json'));
      return c.body(null, 204);
    });
  }

  // A commerce event, with the CSRF header like every call that is not a beacon.
  api.post('/census/events', jsonText, jsonBody(CommerceEventSchema), (c) => {
    deps.analytics.recordEvent(c.req.valid('json'));
    return c.body(null, 204);
  });

  // Performance records, by beacon: JSON text as `application/json` or `text/plain;charset=UTF-8`.
  api.post('/1/performance/records', jsonText, jsonBody(PerformanceBatchSchema), (c) => {
    deps.analytics.recordPerformance(c.req.valid('json'));
    return c.body(null, 204);
  });

  // The library's error reports, with the CSRF header.
  api.post('/events/RecordJavascriptErrors', jsonText, jsonBody(ErrorReportsSchema), (c) => {
    deps.analytics.recordErrors(c.req.valid('json'));
    return c.body(null, 204);
  });

  // The site's experiment context, for flag targeting.
  api.get('/rest/websites/mine', (c) => ok(c, EXPERIMENT_CONTEXT));

  // The feature flag service's stand-in (server/flags.ts).
  api.post('/flags/initialize', jsonText, jsonBody(FlagInitializeRequestSchema), (c) =>
    ok(c, initializeFlags(c.req.valid('json').user)),
  );

  api.post('/flags/log-event', jsonText, jsonBody(FlagLogRequestSchema), (c) => {
    deps.analytics.recordExposures(c.req.valid('json').events);
    return ok(c, { success: true });
  });

  // The owner's report's numbers (server/analytics-report.ts), as `/config/analytics` shows them
  // (owner only: server/owner.ts).
  api.get('/analytics/summary', (c) => ok(c, deps.analytics.report()));

  // Restock notifications. A visitor signs up for a
  // sold-out variant, with a captcha token when the site has a captcha; answers `{}` (the same for
  // a repeat, so the call tells no one whether an address signed up before).
  api.post(RESTOCK, jsonText, body(RestockSignupRequestSchema), (c) => {
    const input = c.req.valid('json');
    const captcha = shopSettings().captcha;
    if (captcha) {
      const problem = deps.captcha.check(input.recaptchaEnterpriseV3Token, {
        siteKey: captcha.siteKey,
        action: CAPTCHA_ACTIONS.productWaitlist,
      });
      if (problem) throw new HttpError(400, problem);
    }
    deps.restock.signUp(input);
    return ok(c, {});
  });

  // The owner's calls (account-level on the platform): only a signed-in owner reaches them (server/owner.ts).
  api.get(`${RESTOCK}/groups`, query(SignUpGroupsQuerySchema), (c) =>
    ok(c, deps.restock.groups(c.req.valid('query').cursor)),
  );

  api.get(RESTOCK, query(SignUpsQuerySchema), (c) => {
    const { productId, variantId, cursor } = c.req.valid('query');
    return ok(c, deps.restock.signUps(productId, variantId, cursor));
  });

  api.post(`${RESTOCK}/send`, jsonText, body(RestockSendRequestSchema), (c) =>
    ok(c, deps.restock.send([c.req.valid('json')], deps.siteOrigin())),
  );

  api.post(`${RESTOCK}/send/all`, jsonText, body(RestockSendAllRequestSchema), (c) =>
    ok(c, deps.restock.send(c.req.valid('json').sendRequests, deps.siteOrigin())),
  );

  api.all('*', (c) => errorAnswer(c, new HttpError(404, `No API endpoint at ${c.req.path}.`)));
  return api;
}
