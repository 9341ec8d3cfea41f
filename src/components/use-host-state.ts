import { useLayoutEffect } from 'react';

/** Mirrors a component's visible state on its host element as `data-state`, for CSS and tests. */
export function useHostState(host: HTMLElement, state: string): void {
  useLayoutEffect(() => {
    host.dataset.state = state;
  }, [host, state]);
}
