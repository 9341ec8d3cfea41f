import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist/`;

/** What the loader build reads: per tag, the files to load (the element's module first). */
export const LOADER_MAP_FILE = `${dist}loader-map.json`;

/**
 * Per tag (`tags`), the files its view needs beyond its module (the view's chunk, React's chunk):
 * what it loads when it first draws; and (`root`) the files of the page's root, which elements
 * drawn in the browser load too. For the loader (it preloads them) and the size budgets.
 */
export const LOADER_VIEWS_FILE = `${dist}loader-views.json`;

// The registry's element modules hold TSX, which the config loader does not read: tsx does.
const registry: typeof import('./elements/registry') = await tsImport('./elements/registry.ts', import.meta.url);
const { folderOf } = registry;
/** React and ReactDOM as ES modules in the browser builds (what it keeps and why: scripts/react-modules.ts). */
const { reactModules }: typeof import('./scripts/react-modules') = await tsImport(
  './scripts/react-modules.ts',
  import.meta.url,
);
const tags = registry.ELEMENTS.map((element) => element.meta.tag);
const elementModule = (tag: string) => `${root}elements/${folderOf(tag)}/${folderOf(tag)}.element.ts`;
const ENTRY_PREFIX = '\0sq-entry:';
const LAZY_PREFIX = '\0sq-lazy:';

/**
 * The elements of shop pages (a product page, a card, the header's cart pill): their modules are
 * one lazy module, `lazy/shop-<hash>.js`, with the shop logic they share, exporting each
 * element's `define` under its tag. A product page holds all ten and a card five: a file each cost
 * such a page a request per element and each file's own compression (2 KB gzip on a product page).
 * The elements few pages hold (quick view, subscriptions, and whole parts of a page:
 * cart, forms, gallery, the owner's restock manager) keep a module of their own.
 */
const SHOP_TAGS = new Set([
  'sq-product',
  'sq-add-to-cart',
  'sq-variant-picker',
  'sq-quantity-input',
  'sq-product-price',
  'sq-product-status',
  'sq-cart-pill',
  'sq-scarcity',
  'sq-restock-form',
  'sq-afterpay-badge',
]);
const SHOP_ENTRY = '\0sq-lazy-shop';
/** The modules of those elements (their spec, texts and metadata; not their views). */
const SHOP_ELEMENT = new RegExp(
  `/elements/(${[...SHOP_TAGS].map((tag) => tag.slice(3)).join('|')})/[\\w-]+\\.(element|meta|messages)\\.ts$`,
);

/**
 * What the loader build reads: the file of the script API's module (`window.sqStorefront`), in
 * dist/lazy/. Its chunks come with it (the runtime is most often there already): naming them in
 * the loader would cost every page their names.
 */
export const LOADER_SCRIPT_API_FILE = `${dist}loader-script-api.json`;

/** The script API's module: loaded by the loader's stand-in on a theme script's first call. */
const SCRIPT_API = `${root}src/script-api/script-api.ts`;

/**
 * React, ReactDOM, the hydration of islands (src/runtime/hydrate.ts) and the views' React helpers
 * (a store's hook, a dialog loaded on first use): one chunk,
 * `lazy/react-<hash>.js`, imported only when an element must first draw (src/runtime/mount.ts):
 * a page whose elements the server rendered runs none of it at rest. The page's root for elements
 * drawn in the browser (src/runtime/root.ts) is a chunk of its own, which such pages never load.
 */
const REACT =
  /node_modules\/(react|react-dom|scheduler)\/|\/src\/runtime\/(hydrate|use-store|use-focus-kept)\.ts$|\/src\/dialogs\/use-dialog-code\.ts$/;

/**
 * The views of those shop elements: one chunk, `lazy/views-<hash>.js`, loaded with React when one
 * of them first draws (a file each would cost every product page nine requests and their gzip
 * overhead). The views of the other elements are chunks of their own, and so is the dialog shell
 * (src/dialogs/ModalDialog.tsx), which comes with the first dialog opened (the cart drawer, the
 * instalment modal, a quick view, the lightbox, a product form).
 */
const VIEWS =
  /\/elements\/(add-to-cart|product-price|product-status|variant-picker|quantity-input|cart-pill|scarcity|restock-form|afterpay-badge)\/\w+View\.tsx$/;

/**
 * The dialog shell and the alert dialog: one chunk, `lazy/dialogs-<hash>.js`, loaded with the
 * first dialog a page opens (the cart drawer, a quick view, the instalment modal, a product form,
 * the lightbox) or with the add-to-cart flow, whose failures show the alert: the flow then loads
 * one file more, not two in a row.
 */
const DIALOGS = /\/src\/dialogs\/(modal\.ts|ModalDialog\.tsx|AlertDialog\.tsx)$/;

/**
 * The modules every element needs once per page, without React: the stores, the platform client,
 * the element runtime (definition, sleep and wake) and the libraries they use (nanostores, valibot,
 * r2wc). They form one chunk, `lazy/runtime-<hash>.js`. Every library belongs here but nanostores'
 * `onMount` (nanostores/lifecycle): only the feature flags (src/flags/flags.ts) use it, and only
 * the add-to-cart flow loads them, so it goes to the flow's chunk rather than onto every page.
 */
const RUNTIME =
  /node_modules\/(?!nanostores\/lifecycle\/|react\/|react-dom\/|scheduler\/)|\/src\/runtime\/(?!root|hydrate|use-store|use-focus-kept)|\/src\/(api\/(client|cart)\.ts|context|lib|events|messages\.ts|analytics\/channel)|\/stores\/(cart|page-context|product-state)\.ts/;

/**
 * The shop logic several elements share (products, prices, stock, the add flow), in the shop
 * elements' module `lazy/shop-<hash>.js`. Only the stores of the product and its add are shop
 * logic, with the phase of a dialog's load (which the quick view and the instalment modal share):
 * a store one element or dialog uses (the restock signup's and manager's flows, the cart page's
 * edits, a form's submission) stays with the element or module that loads it, so a page without
 * that element never loads its flow.
 */
const SHOP = /\/src\/(product|format)\/|\/src\/analytics\/commerce-events|\/stores\/(product|add-to-cart|load)\.ts$/;

/**
 * The bundler entry of one element, `dist/elements/sq-<name>.js`: importing it starts the library
 * and defines that element (and no other).
 */
function elementEntries(): Plugin {
  return {
    name: 'storefront-element-entries',
    resolveId: (id) => (id.startsWith(ENTRY_PREFIX) || id.startsWith(LAZY_PREFIX) || id === SHOP_ENTRY ? id : null),
    load(id) {
      // What the loader needs of an element's module: its define(), named by its tag, and nothing else.
      const defines = (tag: string) =>
        `export { define as ${JSON.stringify(tag)} } from ${JSON.stringify(elementModule(tag))};`;
      if (id.startsWith(LAZY_PREFIX)) return defines(id.slice(LAZY_PREFIX.length));
      if (id === SHOP_ENTRY) return [...SHOP_TAGS].map(defines).join('\n');
      if (!id.startsWith(ENTRY_PREFIX)) return null;
      const tag = id.slice(ENTRY_PREFIX.length);
      return [
        `import { linkStylesheet } from ${JSON.stringify(`${root}src/runtime/styles.ts`)};`,
        `import { define } from ${JSON.stringify(elementModule(tag))};`,
        `linkStylesheet(document, new URL(/* @vite-ignore */ '../storefront.js', import.meta.url).href);`,
        `define();`,
      ].join('\n');
    },
  };
}

/** The id under which Vite 8 serves its preload helper to the modules that import lazily. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * The import the classic JSX calls need, in the files that hold JSX (.tsx) and no others: Vite's
 * `jsxInject` puts it in every TypeScript module, which would make each of them run React.
 */
function reactForJsx(): Plugin {
  return {
    name: 'storefront-react-for-jsx',
    enforce: 'pre',
    transform: {
      filter: { id: /\.tsx$/ },
      handler: (code) => ({
        code: `import { createElement as __createElement, Fragment as __Fragment } from 'react';${code}`,
        map: null,
      }),
    },
  };
}

/**
 * Vite's preload helper as a plain call. Vite wraps every dynamic `import()` in it even with
 * `modulePreload: false` (vitejs/vite#18551, #13952): it then preloads nothing, but still ships its
 * `modulepreload` detection, the CSP nonce lookup and the `vite:preloadError` event on the host
 * page's window, about 0.7 KB gzip on every page. A failed import still rejects, and the elements
 * handle that. (The helper would also load CSS a lazy module imports: none does, every rule is in
 * dist/storefront.css.) The id is Vite's internal one: the end-to-end tests check the built modules for the
 * helper (test/e2e/runtime.test.ts), so an update that renames it fails there, not on a site.
 */
function plainDynamicImports(): Plugin {
  return {
    name: 'storefront-plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/** Emits dist/storefront.css: the shared rules, then each element's, in registry order. */
function storefrontCss(): Plugin {
  return {
    name: 'storefront-css',
    generateBundle() {
      const sheets = [
        ...registry.SHARED_STYLESHEETS.map((file) => `${root}${file}`),
        ...tags.map((tag) => `${root}elements/${folderOf(tag)}/${folderOf(tag)}.css`),
      ];
      const css = sheets
        .map((file) => {
          try {
            return readFileSync(file, 'utf8');
          } catch {
            return '';
          }
        })
        .filter(Boolean)
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'storefront.css', source: css });
    },
  };
}

/** Writes dist/loader-map.json: per tag, its lazy module and every chunk it imports, for the loader and the size budgets. */
function loaderMap(): Plugin {
  return {
    name: 'storefront-loader-map',
    writeBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
      };
      const map: Record<string, string[]> = {};
      const views: Record<string, string[]> = {};
      for (const tag of tags) {
        const entry = SHOP_TAGS.has(tag) ? 'shop' : tag;
        const chunk = chunks.find((candidate) => candidate.isEntry && candidate.name === entry);
        if (!chunk) throw new Error(`no lazy chunk for ${tag}`);
        const files = new Set<string>();
        closure(chunk.fileName, files);
        map[tag] = [...files].map((file) => `lazy/${file}`);
        // Its view and what the view imports (React among them): loaded when it first draws.
        const drawn = new Set<string>();
        for (const id of this.getModuleInfo(elementModule(tag))?.dynamicallyImportedIds ?? []) {
          if (!/View\.tsx$/.test(id)) continue;
          const holder = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (holder) closure(holder.fileName, drawn);
        }
        views[tag] = [...drawn].filter((file) => !files.has(file)).map((file) => `lazy/${file}`);
      }
      writeFileSync(LOADER_MAP_FILE, `${JSON.stringify(map, null, 2)}\n`);
      // The page's root, beyond what the views load: for elements drawn in the browser.
      const rootChunk = chunks.find((candidate) =>
        candidate.moduleIds.some((id) => /src\/runtime\/root\.ts$/.test(id)),
      );
      if (!rootChunk) throw new Error('no lazy chunk for src/runtime/root.ts');
      const rootFiles = new Set<string>();
      closure(rootChunk.fileName, rootFiles);
      const root = [...rootFiles].map((file) => `lazy/${file}`);
      writeFileSync(LOADER_VIEWS_FILE, `${JSON.stringify({ root, tags: views }, null, 2)}\n`);
      const scriptApi = chunks.find((candidate) => candidate.isEntry && candidate.name === 'script-api');
      if (!scriptApi) throw new Error('no lazy chunk for the script API');
      writeFileSync(LOADER_SCRIPT_API_FILE, `${JSON.stringify(scriptApi.fileName)}\n`);
    },
  };
}

/**
 * The loader's copy of the map: the files every tag loads (the runtime) once, then per tag its
 * own files, all relative to dist/lazy/.
 */
function compactMap(map: Record<string, string[]>): { shared: string[]; tags: Record<string, string[]> } {
  const lists = Object.values(map).map((files) => files.map((file) => file.replace(/^lazy\//, '')));
  const shared = (lists[0] ?? []).filter((file) => lists.every((files) => files.includes(file)));
  const tags: Record<string, string[]> = {};
  for (const [tag, files] of Object.entries(map)) {
    // `<tag>-<hash>.js`, the element's own module, is written as its hash alone.
    tags[tag] = files
      .map((file) => file.replace(/^lazy\//, ''))
      .filter((file) => !shared.includes(file))
      .map((file) => (file.startsWith(`${tag}-`) && file.endsWith('.js') ? file.slice(tag.length + 1, -3) : file));
  }
  return { shared, tags };
}

/** The loader's copy of the views (relative to dist/lazy/): per tag, the files its view loads; the root's. */
function compactViews(views: { root: string[]; tags: Record<string, string[]> }): {
  root: string[];
  tags: Record<string, string[]>;
} {
  const relative = (files: string[]) => files.map((file) => file.replace(/^lazy\//, ''));
  return {
    root: relative(views.root),
    tags: Object.fromEntries(Object.entries(views.tags).map(([tag, files]) => [tag, relative(files)])),
  };
}

/** The analytics module's file in dist/lazy/ (written by `--mode analytics`). */
function analyticsFile(): string {
  const files = readdirSync(`${dist}lazy`).filter((file) => /^analytics-[\w-]+\.js$/.test(file));
  if (files.length !== 1) throw new Error(`expected one dist/lazy/analytics-*.js, found ${files.join(', ') || 'none'}`);
  return files[0] as string;
}

/**
 * Rolldown's warning that a plugin takes most of the build time: terser does, by choice (its
 * output is the smaller one, and the size budgets are tight), so the warning tells nothing.
 */
const checks = { pluginTimings: false } as const;

/**
 * Terser with its safe passes only. Its `unsafe*`, `pure_getters` and `keep_fargs: false` passes
 * (which assume no getter has side effects and nothing reads a function's length or arguments)
 * saved 0.2 KB gzip per page once React left the start-up path: not worth code whose meaning a
 * minifier may change.
 */
const terserOptions = {
  module: true,
  ecma: 2020 as const,
  compress: { passes: 2, toplevel: true },
  mangle: { toplevel: true },
  format: { comments: false },
};

/**
 * What the content-hashed modules of dist/lazy/ (the elements' and the analytics module) are built
 * with. The flow and the dialog are imported when first used, from beside the module that asks:
 * nothing to preload, so no `<link rel="modulepreload">` and no map of dependencies. (That alone
 * leaves Vite's preload helper in the build: plainDynamicImports() replaces it.) Maps go beside the
 * files, without a sourceMappingURL line in each: error trackers read them.
 */
const LAZY_BUILD = {
  outDir: 'dist/lazy',
  modulePreload: false,
  minify: 'terser',
  terserOptions,
  sourcemap: 'hidden',
  target: 'es2022',
} as const;

/**
 * dist/templates.js imports the server renderer from dist/server.js beside it instead of carrying
 * a second copy: one module keeps the ids of elements rendered into one page apart.
 */
function sameServerModule(): Plugin {
  const renderer = resolve(root, 'src/server/render.tsx');
  return {
    name: 'storefront-same-server-module',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('/server/render')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved?.id === renderer ? { id: './server.js', external: true } : null;
    },
  };
}

/** A Node module of one file in dist/, unminified (dist/server.js, dist/templates.js). */
function nodeBuild(entry: string, file: string, plugins: Plugin[] = []) {
  return {
    publicDir: false as const,
    plugins,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      ssr: `${root}${entry}`,
      target: 'node20',
      minify: false,
      rolldownOptions: { output: { entryFileNames: file, codeSplitting: false } },
    },
  };
}

/**
 * Six builds:
 * - default: the ES modules for bundlers: dist/storefront.js (every element), dist/elements/sq-*.js
 *   (one each), their chunks (dist/chunks/), and dist/storefront.css;
 * - `--mode lazy`: the content-hashed modules the loader loads (dist/lazy/) and dist/loader-map.json;
 * - `--mode analytics`: dist/lazy/analytics-<hash>.js, the self-contained analytics module;
 * - `--mode loader`: dist/storefront.iife.js, the small classic script a site owner pastes;
 * - `--mode server`: dist/server.js, server rendering for Node;
 * - `--mode templates`: dist/templates.js, JSON-Template themes for Node, on dist/server.js.
 */
export default defineConfig(({ mode }) => {
  if (mode === 'loader') {
    return {
      publicDir: false,
      define: {
        __SQ_LOADER_MAP__: JSON.stringify({
          ...compactMap(JSON.parse(readFileSync(LOADER_MAP_FILE, 'utf8'))),
          views: compactViews(JSON.parse(readFileSync(LOADER_VIEWS_FILE, 'utf8'))),
          analytics: analyticsFile(),
          scriptApi: JSON.parse(readFileSync(LOADER_SCRIPT_API_FILE, 'utf8')),
        }),
      },
      build: {
        outDir: 'dist',
        emptyOutDir: false,
        minify: 'terser',
        terserOptions,
        target: 'es2022',
        lib: {
          entry: `${root}src/loader/loader.ts`,
          formats: ['iife'],
          name: 'StorefrontLoader',
          fileName: () => 'storefront.iife.js',
        },
        rolldownOptions: { checks },
      },
    };
  }
  if (mode === 'analytics') {
    // The analytics module, dist/lazy/analytics-<hash>.js: one self-contained file (web-vitals and
    // the few valibot checks it needs inside), so a page without elements never loads React for
    // it. It meets the elements through a shared object on the window (src/analytics/channel.ts).
    return {
      publicDir: false,
      build: {
        ...LAZY_BUILD,
        emptyOutDir: false,
        rolldownOptions: {
          input: { analytics: `${root}src/analytics/start.ts` },
          checks,
          preserveEntrySignatures: 'exports-only',
          output: { format: 'es', entryFileNames: '[name]-[hash:6].js', codeSplitting: false },
        },
      },
    };
  }
  if (mode === 'server') {
    // One file: the purchase flow the elements import when a visitor first reaches for a button
    // never runs on a server, but it must not become a second file beside server.js.
    return nodeBuild('src/server/render.tsx', 'server.js');
  }
  if (mode === 'templates') return nodeBuild('src/templates/index.ts', 'templates.js', [sameServerModule()]);
  if (mode === 'lazy') {
    // The modules the loader loads: the shop elements' one module and one entry per other element
    // (each exporting its `define` under its tag), with content-hashed names, sharing one runtime chunk.
    const input: Record<string, string> = {};
    for (const tag of tags) if (!SHOP_TAGS.has(tag)) input[tag] = `${LAZY_PREFIX}${tag}`;
    input.shop = SHOP_ENTRY;
    input['script-api'] = SCRIPT_API;
    return {
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // JSX as React.createElement calls: React's CommonJS jsx-runtime would add a module and an
      // interop helper to every page for the same result.
      oxc: { jsx: { runtime: 'classic', pragma: '__createElement', pragmaFrag: '__Fragment' } },
      plugins: [reactForJsx(), reactModules(), plainDynamicImports(), elementEntries(), loaderMap()],
      build: {
        ...LAZY_BUILD,
        emptyOutDir: true,
        rolldownOptions: {
          input,
          checks,
          // An entry's chunk may export more than its module (what other chunks import from it):
          // the shop group is the shop entry's own chunk then, not a second file it re-exports.
          preserveEntrySignatures: 'allow-extension',
          output: {
            format: 'es',
            // Six characters of hash (64^6 names) tell releases apart; each one more costs every page.
            entryFileNames: '[name]-[hash:6].js',
            chunkFileNames: '[name]-[hash:6].js',
            codeSplitting: {
              groups: [
                // In this order, each taking what it imports that no group before it took: the
                // runtime and the shop never take React's modules or a view, and React never takes
                // shop logic a view imports.
                { name: 'runtime', test: RUNTIME, priority: 5 },
                {
                  name: 'shop',
                  test: (id: string) => SHOP.test(id) || id === SHOP_ENTRY || SHOP_ELEMENT.test(id),
                  priority: 4,
                },
                { name: 'react', test: REACT, priority: 3 },
                { name: 'views', test: VIEWS, priority: 2 },
                { name: 'dialogs', test: DIALOGS, priority: 1 },
              ],
            },
          },
        },
      },
    };
  }
  // The modules for bundlers: dist/storefront.js (every element) and dist/elements/sq-*.js.
  const input: Record<string, string> = { storefront: `${root}elements/index.ts` };
  for (const tag of tags) input[`elements/${tag}`] = `${ENTRY_PREFIX}${tag}`;
  return {
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [reactModules(), plainDynamicImports(), elementEntries(), storefrontCss()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      modulePreload: false,
      minify: 'terser',
      terserOptions,
      sourcemap: true,
      target: 'es2022',
      rolldownOptions: {
        input,
        checks,
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
});
