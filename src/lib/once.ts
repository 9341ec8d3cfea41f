/**
 * Something loaded once and kept (a module, most often): `get` asks for it the first time and
 * hands every caller the same promise; a failed load is forgotten, so the next `get` tries again
 * (the visitor was offline, say). `loaded` is what arrived, or null before.
 */
export function loadOnce<T>(load: () => Promise<T>): {
  readonly get: () => Promise<T>;
  readonly loaded: () => T | null;
} {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    get: () =>
      (loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}
