import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A store's value in a component, which renders again when it changes. React's own hook does the
 * work, with the store's `listen` and `get` (both closures, stable per store, so React subscribes
 * once): it also catches a change between the render and the subscription. This is all we used of
 * @nanostores/react's `useStore` (plain atoms, no `keys` or `ssr` options), whose options brought
 * their own modules onto every page.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
