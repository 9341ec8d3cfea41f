/**
 * The one path errors the visitor does not see the cause of are reported by: the console now, and
 * the analytics module's error reporter (src/analytics/errors.ts) once it has started, which sends
 * them to the platform.
 */
import { track } from '../analytics/channel';

/** Reports an error: to the console, then to the error reporter (never throwing). */
export function reportError(error: Error, context: Readonly<Record<string, unknown>> = {}): void {
  console.error(`storefront-elements: ${error.message}`, context);
  track({ type: 'report', error, context });
}
