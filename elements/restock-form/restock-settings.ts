/**
 * The restock fields of a product's merchandising context: which variants
 * offer a signup, the shop's texts, and the mailing list. Read tolerantly, once per entry.
 */
import * as v from 'valibot';
import { merchandisingReader } from '../../src/product/merchandising';
import { findVariant, type Product } from '../../src/product/product';

const Text = v.nullish(v.string());

/** The restock settings of a product. */
export const RestockSettingsSchema = v.object({
  restockNotificationViews: v.nullish(
    v.array(v.object({ variantId: v.string(), hiddenByDefault: v.nullish(v.boolean(), true) })),
    [],
  ),
  restockNotificationMessages: v.nullish(
    v.object({
      CTAText: Text,
      buttonText: Text,
      placeholderText: Text,
      mailingListDescription: Text,
      successText: Text,
    }),
    {},
  ),
  mailingListSignUpEnabled: v.nullish(v.boolean(), false),
  mailingListOptInByDefault: v.nullish(v.boolean(), false),
});

/** The restock settings of a product. */
export type RestockSettings = v.InferOutput<typeof RestockSettingsSchema>;

/** A product's restock settings (wrong fields dropped with one console error), or null without any. */
export const restockSettingsFor = merchandisingReader(RestockSettingsSchema, 'restock ');

/**
 * The variant a signup is for: the chosen variant when it has a restock view; before a choice
 * names one, the first view that is not hidden by default. Null: no form.
 */
export function restockVariantId(
  settings: RestockSettings | null,
  product: Product | null,
  options: Readonly<Record<string, string>>,
): string | null {
  if (!settings || !product) return null;
  const views = settings.restockNotificationViews;
  const variant = findVariant(product, options);
  if (variant) return views.some((view) => view.variantId === variant.id) ? variant.id : null;
  return views.find((view) => view.hiddenByDefault === false)?.variantId ?? null;
}
