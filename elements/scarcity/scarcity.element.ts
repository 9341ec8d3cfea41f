import * as v from 'valibot';
import { StringMapSchema } from '../../src/lib/schemas';
import { merchandisingReader } from '../../src/product/merchandising';
import { findVariant, ownValue, type Product } from '../../src/product/product';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as scarcityMeta } from './scarcity.meta';
import type { ScarcityViewProps } from './ScarcityView';

type State = ElementState<typeof scarcityMeta>;

/**
 * The scarcity fields of a product's merchandising context, as the platform
 * renders them: one view per variant that may show the text, with its stock.
 */
export const ScarcitySchema = v.object({
  scarcityEnabled: v.nullish(v.boolean(), false),
  scarcityShownByDefault: v.nullish(v.boolean(), false),
  /** "Only {qtyInStock} left!": `{qtyInStock}` is where the stock number goes. */
  scarcityText: v.nullish(v.string(), 'Only {qtyInStock} left!'),
  scarcityTemplateViews: v.nullish(
    v.array(v.object({ qtyInStock: v.number(), attributes: v.nullish(StringMapSchema, {}) })),
    [],
  ),
});

/** The scarcity settings of a product. */
export type Scarcity = v.InferOutput<typeof ScarcitySchema>;

/** A product's scarcity settings, validated once per page context entry (wrong fields dropped, one console error). */
export const scarcityFor = merchandisingReader(ScarcitySchema, 'scarcity ');

/** The text for a product and the visitor's choices, or null when there is nothing to say. */
export function scarcityText(
  scarcity: Scarcity | null,
  product: Product | null,
  options: Readonly<Record<string, string>>,
): string | null {
  if (!scarcity?.scarcityEnabled || !product) return null;
  const variant = findVariant(product, options);
  const views = scarcity.scarcityTemplateViews;
  const view = variant
    ? views.find((candidate) => {
        const names = Object.keys(variant.attributes);
        return (
          names.length === Object.keys(candidate.attributes).length &&
          names.every((name) => ownValue(candidate.attributes, name) === ownValue(variant.attributes, name))
        );
      })
    : scarcity.scarcityShownByDefault
      ? views[0]
      : undefined;
  return view ? scarcity.scarcityText.replaceAll('{qtyInStock}', String(view.qtyInStock)) : null;
}

/** The view's props for a state (the server renders the same). */
export function scarcityProps({ product, selection, context }: State): ScarcityViewProps {
  return { text: product ? scarcityText(scarcityFor(context, product.id), product, selection.options) : null };
}

/** `<sq-scarcity>`. */
export const spec: ElementSpec<typeof scarcityMeta, ScarcityViewProps> = {
  meta: scarcityMeta,
  product: true,
  selection: true,
  props: scarcityProps,
  view: () => import('./ScarcityView').then((module) => module.ScarcityView),
  hostState: ({ text }) => (text ? 'shown' : 'none'),
};

/** Defines `<sq-scarcity>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { scarcityMeta as meta };
