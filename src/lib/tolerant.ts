import * as v from 'valibot';

/**
 * Parses `input` the way the platform's template engine reads its data, keeping whatever is
 * right: `"1"` where a number belongs, `"true"` / `"false"` where a boolean belongs and (with
 * `numericIds`) a whole number where an `id` belongs are read as such; any other field of the
 * wrong shape is removed (so its default applies) and so is a list item missing a field it needs,
 * each removed path (with why) added to `dropped`. Null only when the root itself is wrong (not
 * an object, no id). It changes `data` as it goes: pass data of your own (freshly parsed JSON, or
 * a copy). Every turn of the loop reads a string as a number or a boolean, or removes something,
 * so it ends.
 */
export function parseTolerant<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  dropped: string[],
  options: { readonly numericIds?: boolean } = {},
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
    // With `numericIds` (product data), an id written as a number (5 for "5") is still the id:
    // without it the product or the variant would be lost. Other text fields of a number are
    // wrong shapes as usual.
    else if (options.numericIds && issue.expected === 'string' && key === 'id' && Number.isSafeInteger(value))
      holder[key] = String(value);
    else {
      dropped.push(`${path.map((item) => String(item.key)).join('.')}: ${issue.message}`);
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key];
    }
  }
}
