import * as v from 'valibot';

/** The values the platform's template engine reads as a boolean where one belongs. */
const BOOLEANS = new Map<unknown, boolean>([
  ['true', true],
  ['false', false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);

/**
 * Parses `input` the way the platform's template engine reads its data, keeping whatever is
 * right: `"1"` where a number belongs, `"true"` / `"false"` / `1` / `0` where a boolean belongs
 * and a number where a text belongs (`5` for `"5"`; an id only when it is a safe whole number) are
 * read as such; any other field of the wrong shape is removed (so its default applies) and so is
 * a list item missing a field it needs, each removed path (with why) added to `dropped`. Null
 * only when the root itself is wrong (not an object, no id). It changes `data` as it goes: pass
 * data of your own (freshly parsed JSON, or a copy). Every turn of the loop reads a value as
 * another type or removes something, and a value once read is of the right type, so it ends.
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
    else if (issue.expected === 'boolean' && BOOLEANS.has(value)) holder[key] = BOOLEANS.get(value);
    // A number where a text belongs is its text; an id (`id`, `productId`...) only as a whole
    // number JavaScript holds exactly (5.5 is no id, and 2^53 + 1 would name another).
    else if (
      issue.expected === 'string' &&
      typeof value === 'number' &&
      (/id$/i.test(String(key)) ? Number.isSafeInteger(value) : Number.isFinite(value))
    )
      holder[key] = String(value);
    else {
      dropped.push(`${path.map((item) => String(item.key)).join('.')}: ${issue.message}`);
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key];
    }
  }
}
