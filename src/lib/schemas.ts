import * as v from 'valibot';
import { isCurrencyCode } from '../format/currencies';

/** Whether `input` is a JSON object (not null, not an array). */
export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

function isStringMap(input: unknown): input is Record<string, string | number> {
  return (
    isObject(input) &&
    Object.values(input).every(
      (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
    )
  );
}

/**
 * A JSON object whose values are all strings (option name to value, field id to message); a
 * number is read as its text, as the platform's template engine reads it (`{ "Size": 10 }`).
 * Keys are copied as own properties: `__proto__` is a key like any other.
 */
export const StringMapSchema = v.pipe(
  v.custom<Record<string, string | number>>(isStringMap, 'Expected an object of strings'),
  v.transform((map): Record<string, string> => {
    if (Object.values(map).every((value) => typeof value === 'string')) return map as Record<string, string>;
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(map))
      Object.defineProperty(texts, key, { value: String(value), enumerable: true, writable: true, configurable: true });
    return texts;
  }),
);

/** A number or a numeric string, as Money values arrive. */
export const StringOrNumberSchema = v.custom<string | number>(
  (input) => typeof input === 'string' || (typeof input === 'number' && Number.isFinite(input)),
  'Expected a string or a number',
);

/** What is wrong with a currency code the store cannot sell in. */
export const CURRENCY_PROBLEM = 'Expected a currency the store sells in';

/** What is wrong with an `apiRoot` that is not a path from the root to a folder. */
export const API_ROOT_PROBLEM = 'Expected a path that starts and ends with /';

/**
 * A Money object as the platform renders it: `{ value, currency }` (major units) or
 * `{ decimalValue, currencyCode }`. A negative amount or a currency the store cannot sell in
 * makes the whole object wrong (so it is dropped, never shown as "-$5.00" or as nothing).
 */
export const MoneyJsonSchema = v.pipe(
  v.object({
    value: v.nullish(StringOrNumberSchema),
    currency: v.nullish(v.string()),
    decimalValue: v.nullish(StringOrNumberSchema),
    currencyCode: v.nullish(v.string()),
  }),
  v.check(
    (money) => !(Number(money.value ?? money.decimalValue ?? -1) < 0),
    'Expected value or decimalValue, 0 or more',
  ),
  v.check((money) => {
    const code = money.value != null ? money.currency : money.currencyCode;
    return code == null || isCurrencyCode(code);
  }, CURRENCY_PROBLEM),
);

/** Money as it arrives in JSON, before normalising. */
export type MoneyJson = v.InferOutput<typeof MoneyJsonSchema>;

/** A whole number of zero or more. */
export const CountSchema = v.pipe(
  v.number(),
  v.check((input) => Number.isInteger(input) && input >= 0, 'Expected a whole number of 0 or more'),
);

/** A whole number. */
export const IntegerSchema = v.pipe(
  v.number(),
  v.check((input) => Number.isInteger(input), 'Expected a whole number'),
);

import { parseTolerant } from './tolerant';

export { parseTolerant };

/** Where the schema issues are, for one console line: "path: message; …". */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => `${issue.path?.map((item) => String(item.key)).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Logs one clear console error about bad input from the page or the platform. */
export function reportProblem(text: string, ...context: unknown[]): void {
  console.error(`storefront-elements: ${text}`, ...context);
}

/**
 * `parseTolerant` with its one console error: "`where` a `noun` with fields of the wrong shape
 * (…); ignored: those fields." (or "the `noun`" when nothing usable is left). `dropped` may come
 * with what the caller dropped already. It changes `json` as it goes: pass data of your own.
 */
export function parseReported<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
  where: string,
  noun: string,
  dropped: string[] = [],
  ...context: unknown[]
): v.InferOutput<S> | null {
  const value = parseTolerant(schema, json, dropped);
  if (!value || dropped.length > 0)
    reportProblem(
      `${where} a ${noun} with fields of the wrong shape (${dropped.join('; ') || 'not an object'}); ignored: ${value ? 'those fields' : `the ${noun}`}.`,
      ...context,
    );
  return value;
}
