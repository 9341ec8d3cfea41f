/**
 * Size budgets (`npm run size`, after `npm run build`), gzip, generated from the registry
 * (elements/registry.ts) and what the build wrote: dist/loader-map.json lists, per tag, the
 * element's lazy module first and then every chunk it imports, transitively.
 *
 * Rows: the loader; the shared runtime chunk (React and ReactDOM included); each element's own
 * code (its lazy module and the chunks no other element loads); everything a product page loads;
 * the stylesheet; and dist/storefront.js (every element, for bundlers) with all it imports.
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

/** The elements a product page holds: the loader starts each of them. */
const PRODUCT_PAGE = [
  'sq-product',
  'sq-product-price',
  'sq-product-status',
  'sq-variant-picker',
  'sq-quantity-input',
  'sq-add-to-cart',
  'sq-cart-pill',
  'sq-restock-form',
  'sq-afterpay-badge',
];

const KB = (n) => `${n} KB`;

/** Each element's own code gets 4 KB, but for these, which are a whole part of a page. */
const OWN_LIMITS = {
  // The cart page's contents: entries, quantities, Remove and Undo, answers and their edit,
  // totals, the minimum, Checkout and its failure popups (the form dialog loads when opened).
  'sq-cart': 5,
  // A whole block: four designs, 24 settings read with their ranges and warnings, the image JSON
  // checked (colours of 3 to 6 hex digits), srcset and captions (the lightbox loads on first use,
  // below). To trim toward 4.
  'sq-gallery': 6.6,
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

/** dist/storefront.js and every module it imports statically, transitively (relative to dist/). */
function importClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    built(file);
    seen.add(file);
    const code = readFileSync(join(root, DIST, file), 'utf8');
    // Minified ES output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"`.
    for (const match of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
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
for (const tag of PRODUCT_PAGE) {
  if (!tags.includes(tag))
    throw new Error(`.size-limit.js: the product page row names ${tag}, which the registry does not have.`);
}

if (!existsSync(join(root, DIST, 'lazy'))) fail(`${DIST}/lazy/ is missing.`);
const runtimeChunks = readdirSync(join(root, DIST, 'lazy')).filter((file) => /^runtime-[\w-]+\.js$/.test(file));
if (runtimeChunks.length !== 1) {
  fail(
    `Expected one ${DIST}/lazy/runtime-*.js, found ${runtimeChunks.length === 0 ? 'none' : runtimeChunks.join(', ')}.`,
  );
}
const runtime = `lazy/${runtimeChunks[0]}`;

/**
 * The code an element loads on first use, `dist/lazy/<name>-<hash>.js`: the add-to-cart flow (on a
 * first reach for a button) and a custom product form's dialog and fields (when one first opens).
 */
const ON_USE = [
  {
    name: 'flow',
    what: 'the add-to-cart flow and its purchase paths, loaded when a visitor first reaches for a button',
    limit: 5,
  },
  {
    name: 'product-form',
    what: 'a custom product form: its dialog, field renderer and calls, loaded when one first opens',
    limit: 5,
  },
  { name: 'captcha', what: 'the captcha module, loaded when a form that needs one is first sent', limit: 2 },
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
  const files = readdirSync(join(root, DIST, 'lazy')).filter((file) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file));
  if (files.length !== 1)
    fail(`Expected one ${DIST}/lazy/${name}-*.js, found ${files.length === 0 ? 'none' : files.join(', ')}.`);
  return `lazy/${files[0]}`;
}

/** The files of one tag that no other tag loads: its lazy module and the chunks only it uses. */
function ownFiles(tag) {
  const others = new Set(tags.filter((other) => other !== tag).flatMap((other) => loaderMap[other]));
  const own = loaderMap[tag].filter((file) => file !== runtime && !others.has(file));
  if (own.length === 0) fail(`${DIST}/${LOADER_MAP} gives ${tag} no module of its own.`);
  return own;
}

export default [
  {
    name: `loader: ${DIST}/${LOADER}, the one script a site pastes`,
    path: built(LOADER),
    limit: KB(3),
    gzip: true,
  },
  {
    name: `shared runtime chunk (${DIST}/lazy/runtime-*.js): React, ReactDOM, stores, platform client, element runtime`,
    path: built(runtime),
    limit: KB(75),
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
    name: `everything a product page loads: the loader and every module of ${PRODUCT_PAGE.map((tag) => `<${tag}>`).join(', ')}`,
    path: [built(LOADER), ...unique(PRODUCT_PAGE.flatMap((tag) => loaderMap[tag])).map(built)],
    limit: KB(85),
    gzip: true,
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
    limit: KB(125),
    gzip: true,
  },
];
