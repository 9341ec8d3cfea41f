import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import { EMPTY_SELECTION, type ProductScope } from '../../stores/product';
import { productScopeFor } from '../context/product-context';
import type { Product } from '../product/product';

const $noProduct = atom<Product | null>(null);
const $noSelection = atom(EMPTY_SELECTION);
const $noPageType = atom<'pdp'>('pdp');

/** The product around a host element and the visitor's choices for it. */
export function useProductScope(host: HTMLElement) {
  const scope: ProductScope | null = useMemo(() => productScopeFor(host), [host]);
  const product = useStore(scope?.$product ?? $noProduct);
  const selection = useStore(scope?.$selection ?? $noSelection);
  const pageType = useStore(scope?.$pageType ?? $noPageType);
  return { scope, product, selection, pageType };
}
