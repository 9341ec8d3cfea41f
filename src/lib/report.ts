/**
 * The one path errors the visitor does not see the cause of are reported by: the console now, and
 * whatever the page (or the analytics module) connects with `setErrorReporter`.
 */

/** Receives each reported error with what was going on. */
export type ErrorReporter = (error: Error, context: Readonly<Record<string, unknown>>) => void;

let reporter: ErrorReporter | null = null;

/** Connects the reporter every error goes to (after the console); null disconnects it. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
}

/** Reports an error: to the console, then to the connected reporter (whose own failures are swallowed). */
export function reportError(error: Error, context: Readonly<Record<string, unknown>> = {}): void {
  console.error(`storefront-elements: ${error.message}`, context);
  try {
    reporter?.(error, context);
  } catch {
    // A reporter must never break the page it reports on.
  }
}
