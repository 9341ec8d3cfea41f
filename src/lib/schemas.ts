import * as v from 'valibot';
import { isCurrencyCode } from '../format/currencies';

/** Whether `input` is a JSON object (not null, not an array). */
export function isObject(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

function isStringMap(input: unknown): input is Record<string, string> {
  return isObject(input) && Object.values(input).every((value) => typeof value === 'string');
}

/** A JSON object whose values are all strings (option name to value, field id to message). */
export const StringMapSchema = v.custom<Record<string, string>>(isStringMap, 'Expected an object of strings');

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

/**
 * Parses `input` the way the platform's template engine reads its data, keeping whatever is
 * right: `"1"` where a number belongs and `"true"` / `"false"` where a boolean belongs are read as
 * such; any other field of the wrong shape is removed (so its default applies) and so is a list
 * item missing a field it needs, each removed path (with why) added to `dropped`. Null only when
 * the root itself is wrong (not an object, no id). It changes `data` as it goes: pass data of
 * your own (freshly parsed JSON, or a copy). Every turn of the loop reads a string as a number or
 * a boolean, or removes something, so it ends.
 */
export function parseTolerant<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  dropped: string[],
): v.InferOutput<S> | null {
  for (;;) {
    const result = v.safeParse(schema, data);
    if (result.success) return result.output;
    const [issue] = result.issues;
    let path: readonly v.IssuePathItem[] = issue.path ?? [];
    // A field that is missing altogether: remove what should have held it.
    while (path.length > 0 && !((path.at(-1)?.key as PropertyKey) in Object(path.at(-1)?.input)))
      path = path.slice(0, -1);
    const last = path.at(-1);
    if (!last) return null;
    const holder = last.input as Record<PropertyKey, unknown>;
    const key = last.key as PropertyKey;
    const value = holder[key];
    if (issue.expected === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) holder[key] = +value;
    else if (issue.expected === 'boolean' && (value === 'true' || value === 'false')) holder[key] = value === 'true';
    else {
      dropped.push(`${path.map((item) => String(item.key)).join('.')}: ${issue.message}`);
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key];
    }
  }
}

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
