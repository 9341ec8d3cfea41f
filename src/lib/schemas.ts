import * as v from 'valibot';

function isStringMap(input: unknown): input is Record<string, string> {
  return (
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).every((value) => typeof value === 'string')
  );
}

/** A JSON object whose values are all strings (option name to value, field id to message). */
export const StringMapSchema = v.custom<Record<string, string>>(isStringMap, 'Expected an object of strings');

/** A JSON object whose values are all booleans (feature flags). */
export const BooleanMapSchema = v.custom<Record<string, boolean>>(
  (input) =>
    typeof input === 'object' &&
    input !== null &&
    !Array.isArray(input) &&
    Object.values(input).every((value) => typeof value === 'boolean'),
  'Expected an object of booleans',
);

/** A number or a numeric string, as Money values arrive. */
export const StringOrNumberSchema = v.custom<string | number>(
  (input) => typeof input === 'string' || (typeof input === 'number' && Number.isFinite(input)),
  'Expected a string or a number',
);

/** A Money object as the platform renders it: `{ value, currency }` (major units) or `{ decimalValue, currencyCode }`. */
export const MoneyJsonSchema = v.pipe(
  v.object({
    value: v.nullish(StringOrNumberSchema),
    currency: v.nullish(v.string()),
    decimalValue: v.nullish(StringOrNumberSchema),
    currencyCode: v.nullish(v.string()),
  }),
  v.check((money) => money.value !== undefined || money.decimalValue !== undefined, 'Expected value or decimalValue'),
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
