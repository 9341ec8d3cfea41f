import { useStore } from '@nanostores/react';
import { $pageContext } from '../../stores/page-context';
import { merchandisingFor } from '../context/page-context';
import { productBadge, STATUS_TEXT } from '../format/product-status';
import type { ElementProps } from '../lib/define';
import type { productStatusMeta } from './product-status.meta';
import { useHostState } from './use-host-state';
import { useProductScope } from './use-product-scope';

/** `<sq-product-status>`: the "sold out" or "sale" badge. */
export function ProductStatus({ host }: ElementProps<typeof productStatusMeta>) {
  const { product } = useProductScope(host);
  const context = useStore($pageContext);
  const badge = product ? productBadge(product) : null;
  useHostState(host, badge ?? 'none');
  if (!product || !badge) return null;
  const customSoldOut = merchandisingFor(context, product.id)?.customSoldOutText?.trim();
  return (
    <span className="sq-product-status__badge" data-status={badge}>
      {badge === 'sold-out' ? customSoldOut || STATUS_TEXT.soldOut : STATUS_TEXT.sale}
    </span>
  );
}
