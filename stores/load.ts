import { atom, type WritableAtom } from 'nanostores';

/** Where a load for a dialog stands: not asked for, under way, done with its value, or failed. */
export type LoadPhase<T> =
  | { readonly phase: 'idle' }
  | { readonly phase: 'loading' }
  | { readonly phase: 'loaded'; readonly value: T }
  | { readonly phase: 'failed' };

/** The phase before anything was asked for (and after a reset). */
export const IDLE_LOAD: LoadPhase<never> = { phase: 'idle' };

/** A phase store of its own for one load (one per element: each quick view loads its own product). */
export function loadPhaseStore<T>(): WritableAtom<LoadPhase<T>> {
  return atom<LoadPhase<T>>(IDLE_LOAD);
}

/**
 * Runs a load into its phase store: `loading`, then `loaded` with its value or `failed` (its error
 * goes to `failed`, as each load reports its own). It starts only from `idle`: one load at a time,
 * and a finished one stays until `resetLoad`. An answer that comes after a reset (a dialog closed
 * while loading) changes nothing: it belongs to a load nobody waits for any more.
 */
export async function runLoad<T>(
  $phase: WritableAtom<LoadPhase<T>>,
  load: () => Promise<T>,
  failed: (error: unknown) => void,
): Promise<void> {
  if ($phase.get().phase !== 'idle') return;
  // A new object per load: the answer checks that this load is still the one shown.
  const loading: LoadPhase<T> = { phase: 'loading' };
  $phase.set(loading);
  let next: LoadPhase<T>;
  try {
    next = { phase: 'loaded', value: await load() };
  } catch (error) {
    failed(error);
    next = { phase: 'failed' };
  }
  if ($phase.get() === loading) $phase.set(next);
}

/** Forgets a load (its dialog closed): the next `runLoad` loads again. */
export function resetLoad<T>($phase: WritableAtom<LoadPhase<T>>): void {
  $phase.set(IDLE_LOAD);
}
