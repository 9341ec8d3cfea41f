import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createProductScope } from '../../stores/product';
import { productScopeFor } from '../context/product-context';

/** Stands in for the scope of an element placed outside any `<sq-product>`: no product. */
const NO_SCOPE = createProductScope(null);

/** The product around a host element and the visitor's choices for it. */
export function useProductScope(host: HTMLElement) {
  const scope = useMemo(() => productScopeFor(host), [host]);
  const stores = scope ?? NO_SCOPE;
  const product = useStore(stores.$product);
  const selection = useStore(stores.$selection);
  const pageType = useStore(stores.$pageType);
  return { scope, product, selection, pageType };
}
