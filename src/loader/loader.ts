/**
 * `dist/storefront.iife.js`, the one script a site owner pastes: it defines each `sq-*` tag when
 * the tag first appears (in the page, or inserted later) by loading that element's module from
 * the folder it was itself loaded from. The tags found together load together and are defined
 * in one go, so they come alive in the same render pass. React and the shared runtime come once,
 * as the modules' common chunk. Every file it loads has a content-hashed name.
 */
import { afterInteractive, loadAndStart } from '../analytics/schedule';
import { holdBeforeDefined } from '../runtime/hold-early';
import { hideUntilStyled, linkStylesheet } from '../runtime/styles';
import { defineScriptApiStub } from '../script-api/stub';

/**
 * Written by the build (vite.config.ts), relative to dist/lazy/: the files every element needs
 * (the runtime), and per tag, in registry order, its own files, the element's module first
 * (written as its content hash alone when the file is `<tag>-<hash>.js`; the shop elements share
 * one module, which exports each one's `define` under its tag).
 */
declare const __SQ_LOADER_MAP__: {
  readonly shared: readonly string[];
  readonly tags: Readonly<Record<string, readonly string[]>>;
  /**
   * The analytics module (src/analytics/start.ts, self-contained), loaded after the page is
   * interactive and its first elements are defined.
   */
  readonly analytics: string;
  /** The script API's module (`window.sqStorefront`), loaded on its first call. */
  readonly scriptApi: string;
  /**
   * The files a view needs when it first draws: per tag (its view's chunk, React's), and the
   * page's root, which only elements drawn in the browser (not server-rendered) need.
   */
  readonly views: { readonly root: readonly string[]; readonly tags: Readonly<Record<string, readonly string[]>> };
};

/** An element's lazy module: its `define`, exported under its tag (the shop's module holds several). */
type ElementModule = Readonly<Record<string, () => unknown>>;

const LOADED = Symbol.for('storefront-elements.loader');

/**
 * Resolves in a later task of the page, so that input waiting since can be answered first:
 * `scheduler.yield()` where the browser has it (its continuation goes before other waiting tasks),
 * else a message to the page's own channel (not throttled like timers in a background tab). In a
 * hidden page, with no input to answer, at once.
 */
function nextTask(): Promise<void> {
  if (document.hidden) return Promise.resolve();
  const scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The longest analytics waits after load for the page's first elements (ms). */
const ANALYTICS_WAIT_MS = 3000;

/** The longest the page stays hidden for a stylesheet the loader linked itself (ms). */
const STYLESHEET_WAIT_MS = 3000;

function start(): void {
  const page = window as Window & { [LOADED]?: true };
  if (page[LOADED]) return;
  page[LOADED] = true;
  const src = (document.currentScript as HTMLScriptElement | null)?.src || undefined;
  // Where dist/ is: beside this script; for a copy of it inlined in the page, beside the page's
  // storefront.css link; else the page's own folder.
  const sheet = document.querySelector<HTMLLinkElement>('link[href$="storefront.css"]');
  const base = new URL('lazy/', src ?? sheet?.href ?? document.baseURI);
  // `window.sqStorefront` at once: a theme's script may call it before any element has loaded.
  defineScriptApiStub(window, () => import(/* @vite-ignore */ new URL(__SQ_LOADER_MAP__.scriptApi, base).href));
  const waiting = new Map(Object.entries(__SQ_LOADER_MAP__.tags));
  let selector = '';
  const observer = new MutationObserver((records) => {
    const found = new Set<string>();
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) collect(node, found);
    }
    load(found);
  });

  const refresh = () => {
    selector = [...waiting.keys()].join(',');
    if (selector) observer.observe(document, { childList: true, subtree: true });
    else observer.disconnect();
  };

  /** Adds the waiting tags at or under `root` to `found`. */
  function collect(root: Element | Document, found: Set<string>): void {
    if (!selector) return;
    if (root instanceof Element && waiting.has(root.localName)) found.add(root.localName);
    if (root.firstElementChild) for (const element of root.querySelectorAll(selector)) found.add(element.localName);
  }

  const preloaded = new Set<string>();
  /**
   * Fetches and compiles (without running) `files`: the browser has them ready when an element
   * first draws (React among them).
   */
  function preload(files: Iterable<string>): void {
    for (const file of files) {
      if (preloaded.has(file)) continue;
      preloaded.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, base).href;
      document.head.append(link);
    }
  }
  const viewFiles = (tags: Iterable<string>) => [...tags].flatMap((tag) => __SQ_LOADER_MAP__.views.tags[tag] ?? []);
  const defined = new Set<string>();

  /** Loads and defines the waiting tags in `found`; resolves once they are defined or failed (never rejects). */
  function load(found: Set<string>): Promise<void> {
    // Registry order: parents (sq-product) are defined before the elements inside them.
    const batch = [...waiting].filter(([tag]) => found.has(tag) && !customElements.get(tag));
    if (batch.length === 0) return Promise.resolve();
    // An element the server did not render draws as soon as it is defined: its view comes along.
    // One the server rendered sleeps until it must change (src/runtime/resume.ts), and its view
    // is preloaded once the page is quiet.
    const drawnViews = viewFiles(
      batch.map(([tag]) => tag).filter((tag) => document.querySelector(`${tag}:not([data-sq-server])`)),
    );
    if (drawnViews.length > 0) preload([...drawnViews, ...__SQ_LOADER_MAP__.views.root]);
    for (const [tag] of batch) defined.add(tag);
    const files = new Set<string>(__SQ_LOADER_MAP__.shared);
    const entries = batch.map(([tag, own]) => {
      const names = own.map((file) => (file.includes('.') ? file : `${tag}-${file}.js`));
      for (const name of names) files.add(name);
      waiting.delete(tag);
      return [tag, names[0] as string] as const;
    });
    refresh();
    const modules = new Map<string, Promise<ElementModule>>();
    for (const file of files) modules.set(file, import(/* @vite-ignore */ new URL(file, base).href));
    // Defining a tag starts every element of it on the page at once. When none of them has to
    // draw (the server rendered them and they sleep; <sq-product> has no view), the tags are
    // defined one task each: a page of 30 cards starts in short tasks the visitor's input can come
    // between, instead of one long one (a press on a tag not defined yet is held meanwhile). Tags
    // with an element to draw in the browser are defined together, so that they draw in one pass.
    const inTurn = drawnViews.length === 0;
    return Promise.all(entries.map(([, file]) => modules.get(file) as Promise<ElementModule>)).then(
      async (loaded) => {
        for (const [index, [tag]] of entries.entries()) {
          if (inTurn) await nextTask();
          try {
            (loaded[index] as ElementModule)[tag]!();
          } catch (error) {
            console.error('storefront-elements: could not define an element', error);
          }
        }
      },
      (error: unknown) => {
        // Tried again when such a tag next appears.
        console.error('storefront-elements: could not load', error);
        for (const [tag, own] of batch) waiting.set(tag, own);
        refresh();
      },
    );
  }

  // A page without the stylesheet's link gets it now, and stays hidden until it has arrived.
  const link = linkStylesheet(document, src);
  if (link) hideUntilStyled(document, link, STYLESHEET_WAIT_MS);
  // A press on a server-rendered button while its element's module loads is kept for it.
  holdBeforeDefined(window);
  refresh();
  const found = new Set<string>();
  collect(document, found);
  const first = load(found);
  // Analytics waits for the page's load event and for the elements the page started with (their
  // modules do not hold up `load`), so it never competes with their first render; then for the
  // main thread to be idle. It starts whatever becomes of those elements (their modules failing,
  // a definition throwing), and at most ANALYTICS_WAIT_MS after load, so that a slow network
  // never costs the page view.
  afterInteractive(window, () => {
    // The views of the elements a visitor can see (a hidden cart pill waits for its first item),
    // fetched and compiled while the page is idle, so that a first press pays for running them
    // only (on the demo's product page, "Adding…" 47 ms after a press at 1.5 s instead of 69).
    // Not for a visitor who asked to save data: they come when an element is first reached for.
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (!saveData)
      void first.then(() =>
        preload(viewFiles([...defined].filter((tag) => document.querySelector(`${tag}:not([hidden])`)))),
      );
    let started = false;
    const go = () => {
      if (started) return;
      started = true;
      loadAndStart(window, () => import(/* @vite-ignore */ new URL(__SQ_LOADER_MAP__.analytics, base).href));
    };
    void first.then(go);
    setTimeout(go, ANALYTICS_WAIT_MS);
  });
}

start();
