import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createElement, useSyncExternalStore, type ReactNode } from 'react';
import type { ElementView } from './view';

/**
 * The page's root for the elements drawn in the browser: loaded (with React) only when one must
 * first draw (src/runtime/mount.ts). Elements the server rendered are hydrated as islands of their
 * own instead (src/runtime/hydrate.ts), and never load this module.
 *
 * One React root for the whole page. Every element renders as a portal of it into its own host,
 * and every element that mounts, changes or leaves in one task is rendered in one synchronous pass
 * at the end of that task (a microtask), before the browser paints. An element hands the root its
 * view with its props (src/runtime/element.tsx follows the stores). The elements render in
 * groups of at most GROUP_SIZE, each with one subscription, so a change is rendered by React's own
 * scheduling (batched with every change of that moment, within `act` in tests, and before React
 * restores a controlled input after an event) and costs its group a render, not the whole page.
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
  readonly host: Element;
  node: ReactNode;
  /** Whether React's listeners are installed on the host (the empty "listen" portal is rendered). */
  listening: boolean;
  /** The group it renders in, once mounted (its host's previous content replaced). */
  group: Group | null;
}

/**
 * Mounted elements render in groups of at most GROUP_SIZE, each group a component of the root
 * with its own subscription: an element's change renders its group again, not every element of
 * the page (a list of 600 would make each press reconcile 600 portals).
 */
interface Group {
  readonly key: string;
  readonly entries: Set<Entry>;
  /** Bumped when one of its elements renders something new; its component reads it. */
  version: number;
  /** Its component's subscription (one component per group). */
  watcher: (() => void) | null;
  readonly subscribe: (watcher: () => void) => () => void;
  readonly read: () => number;
  /** Its element in the root's list, made again when its members change (so it renders again). */
  element: ReactNode;
}

const GROUP_SIZE = 32;

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
const groups: Group[] = [];
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
      if (entry?.group && !entry.listening) wake.push(target);
    }
  }
  if (wake.length === 0) return;
  for (const host of wake) {
    delete (host as unknown as Record<string, unknown>)[marker as string];
    const entry = entries.get(host) as Entry;
    entry.listening = true;
    regroup(entry.group as Group);
  }
  flushSync(render);
}

/** A group of mounted elements, each a portal into its own host. */
function GroupView({ group }: { group: Group }): ReactNode {
  // The group's own subscription: a change is rendered by React's own scheduling (with every
  // other change of the same moment), not by a hook of each element.
  useSyncExternalStore(group.subscribe, group.read, group.read);
  const children: ReactNode[] = [];
  for (const entry of group.entries) {
    children.push(createPortal(entry.node, entry.host, entry.key));
    // An empty portal into the same host, mounted on first use: React installs its listeners then.
    if (entry.listening && marker) children.push(createPortal(null, entry.host, `${entry.key}l`));
  }
  return children;
}

/** Makes a group's element again: the root's next pass renders it (and only it, of the groups). */
function regroup(group: Group): void {
  group.element = createElement(GroupView, { key: group.key, group });
}

/** The root's one component: every group of mounted elements. */
function Groups(): ReactNode {
  return groups.map((group) => group.element);
}

/** Renders the groups whose members changed (elements mounted, woken or gone in this task), in one pass. */
function render(): void {
  (root as Root).render(createElement(Groups, { version: ++counter }));
}

function newGroup(): Group {
  const group: Group = {
    key: `g${++counter}`,
    entries: new Set(),
    version: 0,
    watcher: null,
    subscribe: (watcher) => {
      group.watcher = watcher;
      return () => {
        if (group.watcher === watcher) group.watcher = null;
      };
    },
    read: () => group.version,
    element: null,
  };
  return group;
}

function flush(): void {
  scheduled = false;
  // The groups whose members change: each gets its element made again once, after.
  const touched = new Set<Group>();
  for (const host of leaving) {
    const entry = entries.get(host);
    if (host.isConnected || !entry) continue;
    entries.delete(host);
    const group = entry.group;
    if (!group) continue;
    group.entries.delete(entry);
    if (group.entries.size > 0) touched.add(group);
    else {
      groups.splice(groups.indexOf(group), 1);
      touched.delete(group);
    }
  }
  leaving.clear();
  for (const [host, entry] of entries) {
    if (entry.group) continue;
    // The server's copy of the markup (the same view) gives way to the live one in this same task.
    host.replaceChildren();
    if (marker) (host as unknown as Record<string, unknown>)[marker] = true;
    else entry.listening = true;
    // The first group with room (one that elements have left fills up again).
    let group = groups.find((candidate) => candidate.entries.size < GROUP_SIZE);
    if (!group) {
      group = newGroup();
      groups.push(group);
    }
    group.entries.add(entry);
    entry.group = group;
    touched.add(group);
  }
  for (const group of touched) regroup(group);
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
  const group = entry?.group;
  if (group) {
    // Mounted: React renders its group again with its next pass.
    (entry as Entry).node = node;
    group.version += 1;
    group.watcher?.();
    return;
  }
  if (entry) entry.node = node;
  else entries.set(host, { key: String((counter += 1)), host, node, listening: false, group: null });
  schedule();
}

/** Renders an element's view with its props into `host` (see renderInto). */
export function renderView(host: Element, View: ElementView<object>, props: object): void {
  renderInto(host, createElement(View, props));
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
