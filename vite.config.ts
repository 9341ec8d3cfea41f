import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist/`;

/** What the loader build reads: per tag, the files to load (the element's module first). */
export const LOADER_MAP_FILE = `${dist}loader-map.json`;

// The registry's element modules hold TSX, which the config loader does not read: tsx does.
const registry: typeof import('./elements/registry') = await tsImport('./elements/registry.ts', import.meta.url);
const { folderOf } = registry;
const tags = registry.ELEMENTS.map((element) => element.meta.tag);
const elementModule = (tag: string) => `${root}elements/${folderOf(tag)}/${folderOf(tag)}.element.ts`;
const ENTRY_PREFIX = '\0sq-entry:';
const LAZY_PREFIX = '\0sq-lazy:';

/**
 * The modules every element needs once per page: React and ReactDOM, the stores, the platform
 * client and the element runtime. They form one chunk, `lazy/runtime-<hash>.js`. Every library
 * belongs here but nanostores' `onMount` (nanostores/lifecycle): only the feature flags
 * (src/flags/flags.ts) use it, and only the add-to-cart flow loads them, so it goes to the flow's
 * chunk rather than onto every page.
 */
const RUNTIME =
  /node_modules\/(?!nanostores\/lifecycle\/)|\/src\/(runtime|api\/(client|cart)|context|lib|events|analytics\/channel)|\/stores\/(cart|page-context|product-state)\.ts/;

/**
 * The shop logic several elements share (products, prices, stock, the add flow) and the hook every
 * dialog opens with (the cart pill's drawer is on every page): `lazy/shop-<hash>.js`.
 */
const SHOP =
  /\/src\/(product|format|views)\/|\/src\/dialogs\/modal|\/src\/messages|\/src\/analytics\/commerce-events|\/stores\//;

/**
 * The bundler entry of one element, `dist/elements/sq-<name>.js`: importing it starts the library
 * and defines that element (and no other).
 */
function elementEntries(): Plugin {
  return {
    name: 'storefront-element-entries',
    resolveId: (id) => (id.startsWith(ENTRY_PREFIX) || id.startsWith(LAZY_PREFIX) ? id : null),
    load(id) {
      // What the loader needs of an element's module: its define(), and nothing else.
      if (id.startsWith(LAZY_PREFIX))
        return `export { define } from ${JSON.stringify(elementModule(id.slice(LAZY_PREFIX.length)))};`;
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
 * In the modules the loader loads, `react` and `react-dom` imported by the library's own code
 * resolve to src/runtime/react-bindings.ts: the same functions as direct bindings, so each call
 * is a short name instead of a property of the CommonJS namespace (smaller on every page).
 */
function reactBindings(): Plugin {
  const bindings = resolve(root, 'src/runtime/react-bindings.ts');
  return {
    name: 'storefront-react-bindings',
    enforce: 'pre',
    resolveId(source, importer) {
      if ((source !== 'react' && source !== 'react-dom') || !importer) return null;
      if (/[\\/]node_modules[\\/]/.test(importer) || normalizePath(importer) === normalizePath(bindings)) return null;
      return bindings;
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
      for (const tag of tags) {
        const chunk = chunks.find((candidate) => candidate.isEntry && candidate.name === tag);
        if (!chunk) throw new Error(`no lazy chunk for ${tag}`);
        const files = new Set<string>();
        closure(chunk.fileName, files);
        map[tag] = [...files].map((file) => `lazy/${file}`);
      }
      writeFileSync(LOADER_MAP_FILE, `${JSON.stringify(map, null, 2)}\n`);
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

const terserOptions = {
  module: true,
  ecma: 2020 as const,
  compress: {
    passes: 5,
    hoist_funs: true,
    toplevel: true,
    unsafe_undefined: true,
    unsafe_proto: true,
    unsafe_regexp: true,
    pure_new: true,
    pure_getters: true,
    unsafe: true,
    unsafe_arrows: true,
    unsafe_comps: true,
    unsafe_methods: true,
    keep_fargs: false,
  },
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
          analytics: analyticsFile(),
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
    // The modules the loader loads: one entry per element (its module exports `define`), with
    // content-hashed names, sharing one runtime chunk and one chunk of shop logic.
    const input: Record<string, string> = {};
    for (const tag of tags) input[tag] = `${LAZY_PREFIX}${tag}`;
    return {
      publicDir: false,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // JSX as React.createElement calls: React's CommonJS jsx-runtime would add a module and an
      // interop helper to every page for the same result.
      oxc: {
        jsx: { runtime: 'classic', pragma: '__createElement', pragmaFrag: '__Fragment' },
        jsxInject: "import { createElement as __createElement, Fragment as __Fragment } from 'react'",
      },
      plugins: [reactBindings(), plainDynamicImports(), elementEntries(), loaderMap()],
      build: {
        ...LAZY_BUILD,
        emptyOutDir: true,
        rolldownOptions: {
          input,
          checks,
          preserveEntrySignatures: 'exports-only',
          output: {
            format: 'es',
            // Six characters of hash (64^6 names) tell releases apart; each one more costs every page.
            entryFileNames: '[name]-[hash:6].js',
            chunkFileNames: '[name]-[hash:6].js',
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME, priority: 2 },
                { name: 'shop', test: SHOP, priority: 1 },
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
    plugins: [plainDynamicImports(), elementEntries(), storefrontCss()],
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
