/**
 * When React runs. An element's module holds no React: its view and React itself (the React
 * runtime, src/runtime/root.ts) are loaded the first time an element must draw:
 *
 * - an element with no server markup (a quick view's content, an AJAX section, a page without
 *   server rendering) draws at once: the runtime and its view load, and every element waiting in
 *   that moment is drawn in one pass (`showView`);
 * - an element whose host holds the server's markup (`data-sq-server`, written by
 *   `dist/server.js`) sleeps (src/runtime/resume.ts) until its props change or the visitor reaches
 *   for it; then React takes its markup over as it stands (`wakeView`: hydration of the host, no
 *   redraw) and what the visitor did meanwhile is handed over.
 *
 * React comes in two parts: the islands' hydration (src/runtime/hydrate.ts, with React itself),
 * all a page of server-rendered elements ever needs, and the page's root for the elements drawn in
 * the browser (src/runtime/root.ts), loaded only where there are such elements.
 */
import type { ElementView, Island, ViewSource } from './view';
import { followHeldLink, SERVER_ATTRIBUTE, takeHeldEvents } from './hold';
import { dirtyControls, takeHeld } from './resume';

import { loadOnce } from '../lib/once';
import { announce } from '../lib/announce';
import { resolveMessages } from '../messages';
import { $pageContext } from '../../stores/page-context';

/** The host attribute that says the server rendered its markup (src/runtime/hold.ts). */
export { SERVER_ATTRIBUTE };

/** Whether a host holds its server markup, not yet taken over by React. */
export function isServerRendered(host: Element): boolean {
  return host.hasAttribute(SERVER_ATTRIBUTE);
}

/**
 * Marks a host's server markup as taken over by React (it is hydrated next, in the same task) and
 * returns the prefix of the ids in that markup (none when the attribute was empty).
 */
function takeOver(host: Element): string | undefined {
  const prefix = host.getAttribute(SERVER_ATTRIBUTE) || undefined;
  host.removeAttribute(SERVER_ATTRIBUTE);
  return prefix;
}

type Root = typeof import('./root');
type Islands = typeof import('./hydrate');

/** The page's root, for elements drawn in the browser (React with it). */
const root = loadOnce<Root>(() => import('./root'));
/** The islands' hydration, for elements the server rendered (React with it). */
const islands = loadOnce<Islands>(() => import('./hydrate'));
const views = new Map<ViewSource, ElementView<object>>();
const viewsLoading = new Map<ViewSource, Promise<unknown>>();

/** Loads an element's view once (again after a failure); a view given as it is is there at once. */
function loadView(spec: ViewSource): Promise<unknown> {
  if (views.has(spec)) return Promise.resolve();
  let loading = viewsLoading.get(spec);
  if (!loading) {
    const view = spec.view();
    if (typeof view === 'function') {
      views.set(spec, view as ElementView<object>);
      return Promise.resolve();
    }
    loading = view.then(
      (View) => void views.set(spec, View as ElementView<object>),
      (error: unknown) => {
        viewsLoading.delete(spec);
        throw error;
      },
    );
    viewsLoading.set(spec, loading);
  }
  return loading;
}

/** Loads React, the root, the islands' hydration and the views of `specs` (tests, and pages that want them at once). */
export async function preloadViews(specs: Iterable<ViewSource>): Promise<void> {
  await Promise.all([root.get(), islands.get(), ...[...specs].map(loadView)]);
}

/** Runs `run` in a task of its own: after the event being dispatched, if any, has run its course. */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

const waking = new Set<Island>();

function reportLoad(error: unknown): void {
  console.error('storefront-elements: could not load an element view', error);
}

/**
 * Wakes an island (idempotent): React takes the host's markup over in a task of its own once its
 * view has loaded, then it draws its current props, and the visitor's held events and changed
 * controls are handed to it. Later calls draw its current props.
 */
export function wakeView(island: Island): void {
  if (island.update) {
    island.update();
    return;
  }
  if (waking.has(island)) return;
  waking.add(island);
  Promise.all([islands.get(), loadView(island.spec)]).then(
    () =>
      inNextTask(() => {
        waking.delete(island);
        if (island.update || !island.host.isConnected) return;
        const held = takeHeld(island.host);
        const controls = dirtyControls(island.host);
        const View = views.get(island.spec) as ElementView<object>;
        const hydration = islands.loaded() as Islands;
        void hydration.hydrateIsland(island, View, takeOver(island.host)).then(() => {
          island.drawn?.();
          hydration.handOver(controls, held);
        });
      }),
    (error: unknown) => {
      // It keeps the server's markup; the next change or reach tries again. A press on a link that
      // opens a dialog goes to the link's page instead. Other presses are dropped, and the visitor
      // hears why: made on a later reach, a Remove pressed offline would empty the cart once the
      // visitor is back online and doing something else.
      waking.delete(island);
      reportLoad(error);
      followHeldLink(island.host);
      if (takeHeldEvents(island.host).length > 0)
        announce(resolveMessages($pageContext.get().messages).checkConnection, island.host.ownerDocument);
    },
  );
}

/** Hosts waiting for the runtime or their view before their first (browser) render. */
const waiting = new Map<Element, { spec: ViewSource; props: object }>();
let draining = false;

/** Draws a view into a host with no server markup (and again on every change). */
export function showView(host: Element, spec: ViewSource, props: object): void {
  void loadView(spec).catch(() => {}); // reported by drain() below when it fails
  const View = views.get(spec);
  const loaded = root.loaded();
  if (loaded && View && !waiting.has(host)) {
    loaded.renderView(host, View, props);
    return;
  }
  waiting.set(host, { spec, props });
  void drain();
}

/** Once the runtime and every waiting view are there, draws every waiting host in one pass. */
async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (;;) {
      await Promise.all([root.get(), ...[...waiting.values()].map(({ spec }) => loadView(spec))]);
      if ([...waiting.values()].every(({ spec }) => views.has(spec))) break;
    }
  } catch (error) {
    reportLoad(error);
    return;
  } finally {
    draining = false;
  }
  const loaded = root.loaded() as Root;
  for (const [host, { spec, props }] of waiting) loaded.renderView(host, views.get(spec)!, props);
  waiting.clear();
}

/** A host leaves the page: what it draws goes (unless it is back by the end of the task). */
export function releaseView(host: Element): void {
  waiting.delete(host);
  root.loaded()?.release(host);
  islands.loaded()?.releaseIsland(host);
}
