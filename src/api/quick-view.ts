import * as v from 'valibot';
import { isObject } from '../lib/schemas';

/** What `{href}?format=json` answers: the product item and its merchandising. */
export const QuickViewAnswerSchema = v.object({
  item: v.custom<object>(isObject, 'Expected the product item'),
  merchandising: v.nullish(v.custom<Record<string, unknown>>(isObject, 'Expected an object')),
});

/** A product page's JSON for the quick view. */
export type QuickViewAnswer = v.InferOutput<typeof QuickViewAnswerSchema>;

/**
 * GET `{href}?format=json` with the visitor's cookies, validated. Only a page of this site: an
 * address elsewhere, an error answer or an answer of another shape throws.
 */
export async function fetchQuickView(href: string): Promise<QuickViewAnswer> {
  const url = new URL(href, document.baseURI);
  if (url.origin !== location.origin) throw new Error(`${href} is not on this site`);
  url.searchParams.set('format', 'json');
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  return v.parse(QuickViewAnswerSchema, await response.json());
}
