import { merchandisingFor } from '../../src/product/merchandising';
import { productBadge } from '../../src/format/product-status';
import { resolveMessages } from '../../src/messages';
import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as productStatusMeta } from './product-status.meta';
import type { ProductStatusViewProps } from './ProductStatusView';

type State = ElementState<typeof productStatusMeta>;

/** The badge for a state: sold out (in the shop's own words when it has them) wins over sale. */
export function productStatusProps({ product, context }: State): ProductStatusViewProps {
  const messages = resolveMessages(context.messages);
  const badge = product ? productBadge(product) : null;
  if (badge !== 'sold-out') return { badge, text: messages.statusSale };
  const custom = product ? merchandisingFor(context, product.id)?.customSoldOutText?.trim() : undefined;
  return { badge, text: custom || messages.statusSoldOut };
}

/** `<sq-product-status>`. */
export const spec: ElementSpec<typeof productStatusMeta, ProductStatusViewProps> = {
  meta: productStatusMeta,
  product: true,
  props: productStatusProps,
  view: () => import('./ProductStatusView').then((module) => module.ProductStatusView),
  hostState: ({ badge }) => badge ?? 'none',
  // A badge shows; with none, a server-rendered status takes no space, and one rendered in the
  // browser keeps the line it held (a badge could have appeared there).
  hidden: ({ badge }) => (badge ? false : undefined),
};

/** Defines `<sq-product-status>`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { productStatusMeta as meta };
