/**
 * Reading the analytics, performance, error and flag calls' bodies and
 * checking them with the schemas of `src/analytics/schemas.ts`: a body that breaks one is a 400
 * `{ message }` naming the path of its first wrong field (`data.clientDate: Invalid type: …`,
 * `[0].data.message is required.`).
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { HttpError, type ShopEnv } from '../http';

/** Where an issue is: `data.message`, `[0].data.stack`, `records[2].value`; `field` is put in front. */
export function issuePath(issue: v.BaseIssue<unknown>, field = ''): string {
  let path = field;
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path ? `.${String(key)}` : String(key);
  }
  return path;
}

/** A 400's message for an issue: the field's path and what is wrong with it. */
export function issueMessage(issue: v.BaseIssue<unknown> | undefined, field = ''): string {
  if (!issue) return field ? `${field} is not valid.` : 'Request body is not valid.';
  const path = issuePath(issue, field);
  if (!path) return `Request body: ${issue.message}`;
  if (issue.kind === 'schema' && issue.received === 'undefined') return `${path} is required.`;
  return `${path}: ${issue.message}`;
}

/** `input` checked with `schema` (its output); a 400 `HttpError` naming the first wrong field (under `field`) when it fails. */
export function checked<S extends v.GenericSchema>(schema: S, input: unknown, field = ''): v.InferOutput<S> {
  // valibot's objects take arrays (as objects without the keys): say what is wrong instead.
  if (schema.type === 'object' && Array.isArray(input)) {
    throw new HttpError(400, `${field || 'Request body'} must be a JSON object.`);
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw new HttpError(400, issueMessage(result.issues[0], field));
}

/** JSON text parsed; a 400 saying `what` is not valid JSON otherwise. */
export function parsedJson(text: string, what = 'Request body'): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, `${what} is not valid JSON.`);
  }
}

/**
 * Validates the JSON body with `schema`; handlers read it with `c.req.valid('json')`. Put it after
 * a middleware that refuses text that is not JSON (`jsonText` of routes.ts): Hono's own parse, for
 * a JSON content type, would answer malformed JSON in its own words. `c.req.json()` reads the text
 * whatever the content type (a beacon's may be `text/plain;charset=UTF-8`).
 */
export function jsonBody<S extends v.GenericSchema>(schema: S) {
  return validator('json', async (_value, c: Context<ShopEnv>): Promise<v.InferOutput<S>> =>
    checked(schema, await c.req.json()),
  );
}

/** The media types a form-encoded call may use. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The text fields of a form-encoded body (`application/x-www-form-urlencoded`, or multipart); 400 for any other body. */
export async function formFields(c: Context<ShopEnv>): Promise<ReadonlyMap<string, string>> {
  const type = (c.req.header('Content-Type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) {
    throw new HttpError(400, 'Request body must be form-encoded (application/x-www-form-urlencoded).');
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'Request body is not a readable form.');
  }
  return new Map(
    Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as const] : [])),
  );
}
