import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createElement, useSyncExternalStore, type ReactNode } from 'react';

/**
 * One React root for the whole page. Every element renders as a portal of it into its own host,
 * and every element that mounts, changes or leaves in one task is rendered in one synchronous pass
 * at the end of that task (a microtask), before the browser paints. An element hands the root its
 * view with its props (src/runtime/element.tsx follows the stores); the root's one component
 * follows every element through one subscription, so a change is rendered by React's own
 * scheduling: batched with every change of that moment, within `act` in tests, and before React
 * restores a controlled input after an event.
 *
 * Event handling: React installs its ~170 delegated listeners on every portal container. To keep
 * 600 idle elements from carrying 600 sets, each host is marked as already listening (React's own
 * marker, found by a feature test on the root's container) and a handful of capture listeners on
 * the window wait for the first event aimed inside it: that event first mounts an empty portal
 * into the host with the marker cleared, which makes React install its listeners there
 * synchronously, and then carries on to its target as usual. Where the feature test fails (a
 * React that names its marker otherwise), elements take React's documented path: each portal
 * listens from the start.
 */

interface Entry {
  readonly key: string;
  node: ReactNode;
  /** Whether the host's previous content has been replaced. */
  mounted: boolean;
  /** Whether React's listeners are installed on the host (the empty "listen" portal is rendered). */
  listening: boolean;
}

/**
 * Events that may be the first one aimed at an element: each makes its host listen before it
 * arrives. A person's wheel, drag, paste, double click or context menu comes after a pointer or
 * focus event on the same element (and no view handles those alone); what a script can send
 * first (click, input, change, submit, keys) is here.
 */
const FIRST_USE_EVENTS =
  'pointerdown pointerover mousedown mouseover touchstart focusin keydown click input beforeinput change submit'.split(
    ' ',
  );

const entries = new Map<Element, Entry>();
const leaving = new Set<Element>();
let root: Root | null = null;
let marker: string | null = null;
let lazyListeners = true;
let scheduled = false;
let counter = 0;
/** Which event path the runtime takes: `lazy` (listeners on first use) or `eager` (React's documented path). */
export function listenerMode(): 'lazy' | 'eager' {
  ensureRoot();
  return marker ? 'lazy' : 'eager';
}

/**
 * Chooses React's documented event path (every portal listens from the start) instead of the
 * lazy one. For tests and for pages that need it; call before the first element renders.
 */
export function preferEagerListeners(): void {
  lazyListeners = false;
}

function ensureRoot(): Root {
  if (root) return root;
  const container = document.createElement('div');
  root = createRoot(container);
  // createRoot installs React's listeners on its container and marks it; the mark's name is the feature test.
  marker = lazyListeners ? (Object.keys(container).find((key) => key.startsWith('_reactListening')) ?? null) : null;
  if (marker) {
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, listenBeforeFirstUse, { capture: true, passive: true });
  }
  return root;
}

function listenBeforeFirstUse(event: Event): void {
  const wake: Element[] = [];
  for (const target of event.composedPath()) {
    if (target instanceof Element) {
      const entry = entries.get(target);
      if (entry?.mounted && !entry.listening) wake.push(target);
    }
  }
  if (wake.length === 0) return;
  for (const host of wake) {
    delete (host as unknown as Record<string, unknown>)[marker as string];
    (entries.get(host) as Entry).listening = true;
  }
  flushSync(render);
}

/** Bumped on every change to what the elements render; the root's one subscription reads it. */
let version = 0;
const watchers = new Set<() => void>();

function watch(changed: () => void): () => void {
  watchers.add(changed);
  return () => watchers.delete(changed);
}

const currentVersion = () => version;

/** Every mounted element as a portal into its host: the root's one component. */
function Portals(): ReactNode {
  // One subscription for the whole page: an element's change is rendered by React's own
  // scheduling (with every other change of the same moment), not by a hook of each element.
  useSyncExternalStore(watch, currentVersion, currentVersion);
  const children: ReactNode[] = [];
  for (const [host, entry] of entries) {
    if (!entry.mounted) continue;
    children.push(createPortal(entry.node, host, entry.key));
    // An empty portal into the same host, mounted on first use: React installs its listeners then.
    if (entry.listening && marker) children.push(createPortal(null, host, `${entry.key}l`));
  }
  return children;
}

/**
 * Renders every element now, in one pass (elements mounted, woken or gone in this task): a new
 * `version` prop makes the root's one component render again, whatever React would skip.
 */
function render(): void {
  version += 1;
  (root as Root).render(createElement(Portals, { version }));
}

/** Tells the root that a mounted element renders something new: React renders it with its next pass. */
function changed(): void {
  version += 1;
  for (const notify of watchers) notify();
}

function flush(): void {
  scheduled = false;
  for (const host of leaving) if (!host.isConnected) entries.delete(host);
  leaving.clear();
  for (const [host, entry] of entries) {
    if (entry.mounted) continue;
    // The server's copy of the markup (the same view) gives way to the live one in this same task.
    host.replaceChildren();
    if (marker) (host as unknown as Record<string, unknown>)[marker] = true;
    else entry.listening = true;
    entry.mounted = true;
  }
  flushSync(render);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

/** Renders `node` into `host` (or replaces what it renders there), in this task's pass. */
export function renderInto(host: Element, node: ReactNode): void {
  ensureRoot();
  leaving.delete(host);
  const entry = entries.get(host);
  if (entry?.mounted) {
    entry.node = node;
    changed();
    return;
  }
  if (entry) entry.node = node;
  else entries.set(host, { key: String((counter += 1)), node, mounted: false, listening: false });
  schedule();
}

/**
 * Unmounts what `host` renders, unless it is back in the document by the end of the task: an
 * element moved within the page keeps its state.
 */
export function release(host: Element): void {
  if (!entries.has(host)) return;
  leaving.add(host);
  schedule();
}
