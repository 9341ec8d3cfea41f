import type { WritableAtom } from 'nanostores';
import { fetchInstalmentPage } from '../src/api/instalments';
import { runLoad, type LoadPhase } from './load';

/** Where one instalment modal's page stands: loaded once, its HTML sanitised for a sandboxed frame. */
export type InstalmentPagePhase = LoadPhase<string>;

/**
 * Loads the modal's page once per element, when it first opens (a close keeps it). This module
 * comes with the modal's code (elements/afterpay-badge/afterpay-modal.tsx), so product pages do
 * not carry it. A failure is only logged, and the modal shows the built-in summary.
 */
export function loadInstalmentPage($phase: WritableAtom<InstalmentPagePhase>, url: string): Promise<void> {
  return runLoad(
    $phase,
    () => fetchInstalmentPage(url),
    (error) =>
      console.error(
        `storefront-elements: <sq-afterpay-badge> could not load ${url} (${String(error)}); showing a summary.`,
      ),
  );
}
