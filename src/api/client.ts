import * as v from 'valibot';
import { readCrumb } from '../context/cookies';
import { describeIssues, isObject, parseTolerant, reportProblem, StringMapSchema } from '../lib/schemas';

/** Why a platform call failed; components map these to the visitor's error texts (src/messages.ts). */
export type ApiError =
  | { readonly kind: 'csrf'; readonly message?: string }
  | { readonly kind: 'rate-limited'; readonly message?: string }
  | { readonly kind: 'network' }
  | {
      readonly kind: 'validation';
      readonly status: number;
      readonly errors: Readonly<Record<string, string>>;
      /** The server's own words beside the per-field errors, when it gave any. */
      readonly message?: string;
    }
  | { readonly kind: 'http'; readonly status: number; readonly message?: string }
  | { readonly kind: 'invalid-response'; readonly status: number; readonly detail: string };

/** A call's outcome: the validated data, or a typed error. */
export type ApiResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

/** How to make one platform call. */
export interface RequestOptions<S extends v.GenericSchema> {
  readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly query?: Readonly<Record<string, string | number | boolean | undefined>>;
  /** A JSON body. */
  readonly json?: unknown;
  /** The schema the response body must match. */
  readonly schema: S;
  /**
   * Paths (`shoppingCart.entries`) the loosely typed read may not drop: an answer whose value
   * there is of the wrong shape fails the call (an add that answers no usable list of lines is
   * not an empty cart).
   */
  readonly keep?: readonly string[];
}

/** Builds an absolute URL for a platform path, resolved against the page. */
export function apiUrl(path: string, query?: RequestOptions<v.GenericSchema>['query']): string {
  const url = new URL(path, document.baseURI);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Makes one platform call: CSRF header on non-GET calls, response validated, failures typed. */
export async function request<S extends v.GenericSchema>(
  path: string,
  options: RequestOptions<S>,
): Promise<ApiResult<v.InferOutput<S>>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (method !== 'GET') {
    const crumb = readCrumb();
    if (crumb) headers['X-CSRF-Token'] = crumb;
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, error: { kind: 'network' } };
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  /** A body that is there but is no JSON (a login page, a proxy's error page). */
  let unreadable = false;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
    unreadable = true;
  }
  // Error bodies are `{ message }`, `{ crumbFail: true }` or `{ errors: { fieldId: message } }`.
  const errorBody: { message?: unknown; crumbFail?: unknown; errors?: unknown } =
    typeof json === 'object' && json !== null ? json : {};
  const message = typeof errorBody.message === 'string' && errorBody.message.trim() ? errorBody.message : undefined;
  if (errorBody.crumbFail === true) {
    return { ok: false, error: { kind: 'csrf', message } };
  }
  if (response.status === 429) return { ok: false, error: { kind: 'rate-limited', message } };
  if (!response.ok) {
    const errors = v.safeParse(StringMapSchema, errorBody.errors);
    if (response.status === 400 && errors.success) {
      return { ok: false, error: { kind: 'validation', status: 400, errors: errors.output, message } };
    }
    return { ok: false, error: { kind: 'http', status: response.status, message } };
  }
  const parsed = unreadable ? null : v.safeParse(options.schema, json);
  if (parsed?.success) return { ok: true, data: parsed.output };
  // Loosely typed: read as the template engine reads it, a field of the
  // wrong shape dropped with one console error; only an answer with nothing usable fails.
  const dropped: string[] = [];
  // `json` is this answer's own (freshly parsed): read in place.
  const tolerated = parsed && isObject(json) ? parseTolerant(options.schema, json, dropped) : null;
  const lost = options.keep?.find((path) => dropped.some((entry) => entry.startsWith(`${path}:`)));
  if (tolerated !== null && !lost) {
    if (dropped.length > 0)
      reportProblem(
        `${method} ${path} answered fields of the wrong shape (${dropped.join('; ')}); ignored: those fields.`,
      );
    return { ok: true, data: tolerated };
  }
  // An empty body is undefined to the schema (a 204 is a success where no answer is expected).
  const detail = parsed ? describeIssues(parsed.issues) : 'not JSON';
  reportProblem(`unexpected response from ${method} ${path}: ${detail}`);
  return { ok: false, error: { kind: 'invalid-response', status: response.status, detail } };
}
