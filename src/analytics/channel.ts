/**
 * The one place the elements and the analytics module meet. The analytics module is a
 * separate file loaded after the page is interactive (and on pages without elements, without the
 * element runtime), so they share no module: they share this object, kept on the window under a
 * registered symbol (one per page, whichever copy of the library made it).
 *
 * The elements put what happened on it (`track`), the analytics module takes it off and sends it;
 * until that module arrives (or when analytics is off) messages wait, at most `MAX_WAITING`.
 */
import type { FlagsChangeDetail } from '../events';
import type { CommerceEventName } from './limits';
import type { CensusCall, EventContent, FlagExposure } from './schemas';

/** Something the visitor did or saw that the analytics module records. */
export type TrackMessage =
  /** A commerce event (`POST /api/census/events`). */
  | { readonly type: 'event'; readonly name: CommerceEventName; readonly content: EventContent }
  /** A census call: a button rendered or clicked, a form rendered, an overlay opened. */
  | { readonly type: 'census'; readonly call: CensusCall; readonly fields: Readonly<Record<string, string>> }
  /** A product's quick view opened (`POST /api/census/RecordQuickView/{id}`). */
  | { readonly type: 'quick-view'; readonly productId: string }
  /** An error the library caught and reports (src/lib/report.ts). */
  | { readonly type: 'report'; readonly error: Error; readonly context: Readonly<Record<string, unknown>> }
  /** An uncaught error or unhandled rejection (the analytics module keeps only the library's own). */
  | { readonly type: 'uncaught'; readonly event: ErrorEvent | PromiseRejectionEvent }
  /** A feature flag was read (src/flags/flags.ts). */
  | { readonly type: 'exposure'; readonly exposure: PendingExposure };

/** A flag exposure before the analytics module names the user. */
export type PendingExposure = Omit<FlagExposure, 'eventName' | 'userID'>;

/** A feature flag client's loading status. */
export type FlagStatus = FlagsChangeDetail['status'];

/** The shared object. */
export interface Channel {
  /** Messages waiting for the analytics module. */
  readonly waiting: TrackMessage[];
  /** Where messages go once the analytics module has started; unset until then. */
  sink?: (message: TrackMessage) => void;
  /** What happened once on this page already (a product's view, ...). */
  readonly seen: Set<string>;
  /** Whether uncaught errors are being listened for (by the element runtime, or by the analytics module). */
  listening?: boolean;
  /** Feature flags: what the service said, its status, and the exposures not yet logged. */
  readonly flags: {
    status: FlagStatus;
    /** The flag service's values; null until it answers. */
    values: Readonly<Record<string, boolean>> | null;
    /** Flags already exposed on this page (each is logged once). */
    readonly exposed: Set<string>;
  };
}

/** The most messages (and flag exposures) kept while nothing takes them. */
export const MAX_WAITING = 100;

const KEY = Symbol.for('storefront-elements.channel');

/** The page's channel, made on first use. */
export function channel(): Channel {
  const holder = globalThis as typeof globalThis & { [KEY]?: Channel };
  return (holder[KEY] ??= {
    waiting: [],
    seen: new Set(),
    flags: { status: 'Uninitialized', values: null, exposed: new Set() },
  });
}

/** Hands a message to the analytics module, or keeps it until that module starts. Never throws. */
export function track(message: TrackMessage): void {
  const shared = channel();
  try {
    if (shared.sink) shared.sink(message);
    else if (shared.waiting.length < MAX_WAITING) shared.waiting.push(message);
  } catch {
    // Analytics must never break the page it watches.
  }
}

/**
 * Listens for uncaught errors and unhandled rejections on the window, once per page (the element
 * runtime starts it as it starts; the analytics module, on a page without elements). The analytics
 * module keeps those thrown by the library's own scripts.
 */
export function listenForUncaught(win: Window): void {
  const shared = channel();
  if (shared.listening) return;
  shared.listening = true;
  const keep = (event: ErrorEvent | PromiseRejectionEvent) => track({ type: 'uncaught', event });
  win.addEventListener('error', keep);
  win.addEventListener('unhandledrejection', keep);
}

/** Records a commerce event where it happens. */
export function trackEvent(name: CommerceEventName, content: EventContent): void {
  track({ type: 'event', name, content });
}
