import { HttpError } from '../http';
import { MAX_QUANTITY } from '../carts';

/** A parsed JSON object body. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** Narrows a parsed body to a JSON object, or refuses it with 400. */
export function requireObject(body: unknown): JsonObject {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object.');
  }
  return body as JsonObject;
}

/** A required non-empty string field. */
export function stringField(body: JsonObject, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new HttpError(400, `${name} must be a non-empty string.`);
  return value;
}

/** The `quantity` field: a whole number from 1 to 9999. */
export function quantityField(body: JsonObject): number {
  const value = body.quantity;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_QUANTITY) {
    throw new HttpError(400, `quantity must be a whole number from 1 to ${MAX_QUANTITY}.`);
  }
  return value;
}

/**
 * The `additionalFields` field: JSON text of the custom form's answers, or null when absent,
 * null or empty. Returned re-serialised, so equal answers compare equal when entries merge.
 */
export function additionalFieldsField(body: JsonObject): string | null {
  const value = body.additionalFields;
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new HttpError(400, 'additionalFields must be a string of JSON text, or null.');
  try {
    return JSON.stringify(JSON.parse(value));
  } catch {
    throw new HttpError(400, 'additionalFields must be valid JSON text.');
  }
}
