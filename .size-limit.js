/**
 * Size budgets (`npm run size`, after `npm run build`), gzip, generated from the registry
 * (elements/registry.ts) and what the build wrote: dist/loader-map.json lists, per tag, the
 * element's lazy module first and then every chunk it imports, transitively.
 *
 * dist/loader-views.json lists, per tag, what its view loads when it first draws (its view's
 * chunk, React's chunk, the page's root).
 *
 * Rows: the loader; the runtime, and React with the root (loaded when an element first draws);
 * each element's own code (its module, its view and the chunks no other element loads); what the
 * themed product and list pages run before any interaction (server-rendered elements sleep: no
 * view, no React); everything a product page has loaded once an element has woken; the
 * stylesheet; and dist/storefront.js (every element, for bundlers) with all it imports.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = dirname(fileURLToPath(import.meta.url));
const DIST = 'dist';
const LOADER = 'storefront.iife.js';
const ESM = 'storefront.js';
const CSS = 'storefront.css';
const LOADER_MAP = 'loader-map.json';
const LOADER_VIEWS = 'loader-views.json';

/** The elements a product page holds: the loader starts each of them. */
const PRODUCT_PAGE = [
  'sq-product',
  'sq-product-price',
  'sq-product-status',
  'sq-variant-picker',
  'sq-quantity-input',
  'sq-add-to-cart',
  'sq-cart-pill',
  'sq-scarcity',
  'sq-restock-form',
  'sq-afterpay-badge',
];

/** The elements the themed list page holds (a card each: status, price, button, quick view). */
const LIST_PAGE = [
  'sq-product',
  'sq-product-status',
  'sq-product-price',
  'sq-add-to-cart',
  'sq-quick-view',
  'sq-cart-pill',
];

const KB = (n) => `${n} KB`;

/** Each element's own code gets 4 KB, but for these, which are a whole part of a page. */
const OWN_LIMITS = {
  // The cart page's contents: entries, quantities, Remove and Undo, answers and their edit,
  // totals, the minimum, Checkout and its failure popups (the form dialog loads when opened).
  // 4.96 before its flows left the view: their store (stores/cart-edits.ts) and the entry calls
  // (src/api/cart-entries.ts) now count here instead of in the runtime every page loads.
  'sq-cart': 5.8,
  // A whole block: four designs, 24 settings read with their ranges and warnings, the image JSON
  // checked (colours of 3 to 6 hex digits), srcset and captions (the lightbox loads on first use,
  // below), and the image priority rule (eager first row, fetchpriority). To trim toward 4.
  'sq-gallery': 7.3,
  // A shop owner's account page, never a shop page: the table of sign-ups, a variant's list, the
  // sends and their confirmation, with the restock calls and their answers' schemas (which a
  // restock form loads only when first reached for, src/api/restock.ts) and its flow (stores/restock-manager.ts).
  'sq-restock-manager': 5,
};

function fail(message) {
  throw new Error(`${message}\nRun \`npm run build\` first (size budgets measure dist/).`);
}

/** `dist/<file>` for size-limit, after checking that the build wrote it. */
function built(file) {
  const path = posix.join(DIST, file);
  if (!existsSync(join(root, path))) fail(`${path} is missing.`);
  return path;
}

/** Files relative to dist/, without repeats, in first-seen order. */
const unique = (files) => [...new Set(files)];

/** dist/storefront.js and every module it imports, transitively (relative to dist/). */
function importClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    built(file);
    seen.add(file);
    const code = readFileSync(join(root, DIST, file), 'utf8');
    // Minified ES output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`,
    // and what an element imports when it first draws: its view, React's root or hydration.
    for (const match of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:\(\s*(?=["'][^"']*(?:View|root|hydrate)-)|[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      visit(posix.normalize(posix.join(posix.dirname(file), match[1])));
    }
  };
  visit(entry);
  return [...seen];
}

// The registry's element modules hold TSX, which Node does not read: tsx does.
const { ELEMENTS } = await tsImport('./elements/registry.ts', import.meta.url);
const tags = ELEMENTS.map((element) => element.meta.tag);

if (!existsSync(join(root, DIST, LOADER_MAP))) fail(`${DIST}/${LOADER_MAP} is missing.`);
/** @type {Record<string, string[]>} */
const loaderMap = JSON.parse(readFileSync(join(root, DIST, LOADER_MAP), 'utf8'));
const mapped = Object.keys(loaderMap);
if (tags.some((tag) => !loaderMap[tag]) || mapped.some((tag) => !tags.includes(tag))) {
  fail(
    `${DIST}/${LOADER_MAP} lists ${mapped.join(', ')}, but the registry has ${tags.join(', ')}: the build is stale.`,
  );
}
for (const tag of [...PRODUCT_PAGE, ...LIST_PAGE]) {
  if (!tags.includes(tag))
    throw new Error(`.size-limit.js: a page row names ${tag}, which the registry does not have.`);
}
if (!existsSync(join(root, DIST, LOADER_VIEWS))) fail(`${DIST}/${LOADER_VIEWS} is missing.`);
/** @type {{ root: string[], tags: Record<string, string[]> }} */
const { root: rootFiles, tags: loaderViews } = JSON.parse(readFileSync(join(root, DIST, LOADER_VIEWS), 'utf8'));
/** What a tag loads before it draws (its module), and after (its view, React). */
const before = (list) => unique(list.flatMap((tag) => loaderMap[tag]));
const drawn = (list) => unique(list.flatMap((tag) => [...loaderMap[tag], ...(loaderViews[tag] ?? [])]));

if (!existsSync(join(root, DIST, 'lazy'))) fail(`${DIST}/lazy/ is missing.`);
const runtimeChunks = readdirSync(join(root, DIST, 'lazy')).filter((file) => /^runtime-[\w-]+\.js$/.test(file));
if (runtimeChunks.length !== 1) {
  fail(
    `Expected one ${DIST}/lazy/runtime-*.js, found ${runtimeChunks.length === 0 ? 'none' : runtimeChunks.join(', ')}.`,
  );
}
const runtime = `lazy/${runtimeChunks[0]}`;

/** What every view loads: React's chunk (React, ReactDOM, the islands' hydration) and the bundler's helpers. */
const reactFiles = Object.values(loaderViews)
  .filter((files) => files.length > 0)
  .reduce((common, files) => common.filter((file) => files.includes(file)));
if (!reactFiles.some((file) => /^lazy\/react-[\w-]+\.js$/.test(file)))
  fail(`${DIST}/${LOADER_VIEWS} names no React chunk every view loads.`);

/**
 * The code an element loads on first use, `dist/lazy/<name>-<hash>.js`: the add-to-cart flow (on a
 * first reach for a button) and a custom product form's dialog and fields (when one first opens).
 */
const ON_USE = [
  {
    name: 'flow',
    what: 'the add-to-cart flow and its purchase paths, loaded when a visitor first reaches for a button',
    // 4.9 before a script's add (window.sqStorefront) became a press of the same flow and the
    // open product form's save and close became the flow's actions instead of closures.
    limit: 5.3,
  },
  {
    name: 'product-form',
    what: 'a custom product form: its dialog, field renderer and calls, loaded when one first opens',
    limit: 5,
  },
  {
    name: 'captcha',
    what: 'the captcha module, loaded when a visitor first reaches for a form that needs one (pointer over, focus)',
    limit: 2,
  },
  {
    name: 'restock',
    what: "the restock calls and their schemas, loaded when a visitor first reaches for a restock form (the owner's manager loads them at start)",
    limit: 1.5,
  },
  {
    name: 'gallery-lightbox',
    what: "the gallery's lightbox, loaded when a visitor first opens an image",
    limit: 2,
  },
  {
    name: 'afterpay-modal',
    what: "the instalment modal and the provider's page made inert, loaded when first opened",
    limit: 3,
  },
];

function onUseChunk(name) {
  const files = readdirSync(join(root, DIST, 'lazy')).filter((file) =>
    new RegExp(`^${name}-[\\w-]{6}\\.js$`).test(file),
  );
  if (files.length !== 1)
    fail(`Expected one ${DIST}/lazy/${name}-*.js, found ${files.length === 0 ? 'none' : files.join(', ')}.`);
  return `lazy/${files[0]}`;
}

/**
 * The files of one tag that no other tag loads: its lazy module, its view and the chunks only it
 * uses. The elements of shop pages share one lazy module (with the shop logic): theirs are
 * measured in the bundlers' build instead, where each has an entry of its own
 * (dist/elements/<tag>.js): its entry, its view and the chunks no other element's entry imports.
 */
function ownFiles(tag) {
  const module = loaderMap[tag][0];
  if (tags.some((other) => other !== tag && loaderMap[other][0] === module)) {
    const closure = (other) => importClosure(`elements/${other}.js`);
    const others = new Set(tags.filter((other) => other !== tag).flatMap(closure));
    const own = closure(tag).filter((file) => !others.has(file));
    if (own.length === 0) fail(`${DIST}/elements/${tag}.js has no module of its own.`);
    return own;
  }
  const others = new Set(tags.filter((other) => other !== tag).flatMap((other) => drawn([other])));
  const own = drawn([tag]).filter(
    (file) => file !== runtime && !reactFiles.includes(file) && !rootFiles.includes(file) && !others.has(file),
  );
  if (own.length === 0) fail(`${DIST}/${LOADER_MAP} gives ${tag} no module of its own.`);
  return own;
}

/** Everything a product page has loaded once its elements woke: the loader, every module and view, React. */
const wokenProductPage = [built(LOADER), ...drawn(PRODUCT_PAGE).map(built)];

export default [
  {
    name: `loader: ${DIST}/${LOADER}, the one script a site pastes`,
    path: built(LOADER),
    limit: KB(3),
    gzip: true,
  },
  {
    name: `shared runtime chunk (${DIST}/lazy/runtime-*.js): stores, platform client, element runtime (sleep and wake), no React`,
    path: built(runtime),
    // 12.0 until an element whose controls the visitor changed before it was defined (or the
    // browser put back on Back) woke at once (+0.13); what a page runs before any interaction stays
    // within its 30 and the woken product page within its 85.
    limit: KB(12.5),
    gzip: true,
  },
  {
    name: `runtime with React: the runtime, ${DIST}/lazy/react-*.js (React, ReactDOM, hydration) and the page's root (elements drawn in the browser)`,
    path: unique([runtime, ...reactFiles, ...rootFiles]).map(built),
    limit: KB(75),
    gzip: true,
  },
  {
    // What the page's own server-rendered elements run before any wake: the loader, the
    // runtime, the shop logic and each element's module (no view, no React).
    name: `themed product page before any interaction: the loader and the modules of ${PRODUCT_PAGE.map((tag) => `<${tag}>`).join(', ')}`,
    path: [built(LOADER), ...before(PRODUCT_PAGE).map(built)],
    limit: KB(30),
    gzip: true,
  },
  {
    name: `themed list page before any interaction: the loader and the modules of ${LIST_PAGE.map((tag) => `<${tag}>`).join(', ')}`,
    path: [built(LOADER), ...before(LIST_PAGE).map(built)],
    limit: KB(30),
    gzip: true,
  },
  ...tags.map((tag) => ({
    name: `<${tag}> own code: its lazy module and the chunks only it uses`,
    path: ownFiles(tag).map(built),
    limit: KB(OWN_LIMITS[tag] ?? 4),
    gzip: true,
  })),
  {
    // The form block's module and the view and field renderer it shares with the newsletter:
    // every field type, the address rules of 16 countries, the checks and the submission.
    name: '<sq-form-block> with every chunk it needs beyond the runtime and the shop chunk',
    path: loaderMap['sq-form-block'].filter((file) => file !== runtime && !/^lazy\/shop-/.test(file)).map(built),
    limit: KB(8),
    gzip: true,
  },
  ...ON_USE.map(({ name, what, limit }) => ({
    name: `${DIST}/lazy/${name}-*.js: ${what}`,
    path: built(onUseChunk(name)),
    limit: KB(limit),
    gzip: true,
  })),
  {
    // Loaded on every page after the load event, when the browser is idle: web-vitals, valibot's
    // checks for what it reads back, the cookies, the calls, the error reporter, the flag client.
    name: `${DIST}/lazy/analytics-*.js: visitor analytics, performance, error reporting and feature flags, after the page is interactive`,
    path: built(onUseChunk('analytics')),
    limit: KB(13),
    gzip: true,
  },
  {
    name: `everything a product page has loaded once its elements woke: the loader, every module and view of ${PRODUCT_PAGE.map((tag) => `<${tag}>`).join(', ')}, React`,
    path: wokenProductPage,
    // The bar. 84.3 measured: 87.4 before React's files were built as ES modules
    // (scripts/react-modules.ts: React's chunk 60.0 → 56.9, what no element calls left out). 91.3
    // before the shop elements shared one module, the loader left the hold rule to the runtime,
    // the dialog shell waited for the first dialog and the restock send path, the drawer's and
    // the instalment modal's texts came with their first use. React's chunk is 57 of it
    // (ReactDOM's client 54), the runtime 12.0, the shop module 9.7, the views 2.9 and the loader
    // 2.5; the runtime (every page), React (once an element wakes) and the shop (shop pages) are
    // apart so that a page pays only for what it runs.
    limit: KB(85),
    gzip: true,
  },
  {
    // The same files as the demo server sends them to a browser (brotli, quality 11: the forms
    // scripts/compress.ts writes at the end of the build, as a CDN keeps them).
    name: `the same, as the demo server sends it (brotli): the loader, every module and view of the product page's elements, React`,
    path: wokenProductPage,
    limit: KB(85),
    gzip: false,
    brotli: true,
  },
  {
    name: `stylesheet: ${DIST}/${CSS}`,
    path: built(CSS),
    // Every element's rules in one file the page links: it grows with the elements (dialogs,
    // popovers, forms and galleries), so the budget is per stylesheet, not per element.
    // Fourteen elements and the field renderer: 4 KB; the form block's rules and the gallery's
    // (four designs, captions, controls, the lightbox) bring it near 5; 6 leaves room.
    limit: KB(6),
    gzip: true,
  },
  {
    name: `${DIST}/${ESM} for bundlers: every element and everything it imports`,
    path: importClosure(ESM).map(built),
    // Every element at once: it grows with each element (a bundler's app imports only the ones
    // it uses, from dist/elements/).
    // Each view is a chunk of its own now (an app's bundler loads it when the element first draws).
    // 129 before the script API, the cart across tabs, the flows' stores and the modal shell.
    limit: KB(135),
    gzip: true,
  },
];
