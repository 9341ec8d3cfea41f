import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const componentsDir = `${root}src/components/`;

/** Emits dist/storefront.css: the same sheets, in the same order, as src/styles.ts injects. */
function storefrontCss(): Plugin {
  return {
    name: 'storefront-css',
    generateBundle() {
      const css = readdirSync(componentsDir)
        .filter((file) => file.endsWith('.css'))
        .map((file) => `./components/${file}`)
        .sort()
        .map((key) => readFileSync(`${root}src/${key.slice(2)}`, 'utf8'))
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'storefront.css', source: css });
    },
  };
}

/**
 * Drops `/* @__PURE__ *\/` marks from bundled output: they help a bundler that tree-shakes this
 * file again, which nothing does with an already-bundled script (IIFE) or the size measurement.
 */
function stripPureMarks(): Plugin {
  return {
    name: 'strip-pure-marks',
    renderChunk(code) {
      return { code: code.replace(/\/\* @__PURE__ \*\/\s*/g, ''), map: null };
    },
  };
}

/**
 * Three library builds from one entry:
 * - default: dist/storefront.js (ES module) and dist/storefront.css;
 * - `--mode iife`: dist/storefront.iife.js, one classic script for pasting;
 * - `--mode size`: dist/size/storefront.own.js, React and ReactDOM left out, so size-limit can
 *   measure the library's own code on top of them.
 */
export default defineConfig(({ mode }) => {
  const iife = mode === 'iife';
  const size = mode === 'size';
  return {
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      // A classic script has no import.meta; it finds itself through document.currentScript.
      ...(iife ? { 'import.meta.url': 'undefined' } : {}),
    },
    plugins: iife || size ? [stripPureMarks()] : [storefrontCss()],
    build: {
      outDir: size ? 'dist/size' : 'dist',
      emptyOutDir: !iife && !size,
      // terser squeezes about 6% more than the default minifier out of the library's own code.
      minify: 'terser',
      terserOptions: {
        module: true,
        ecma: 2020,
        compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true, toplevel: true },
        mangle: { toplevel: true },
        format: { comments: false },
      },
      sourcemap: true,
      target: 'es2022',
      lib: {
        entry: `${root}elements/index.ts`,
        formats: [iife ? 'iife' : 'es'],
        name: 'StorefrontElements',
        fileName: () => (iife ? 'storefront.iife.js' : size ? 'storefront.own.js' : 'storefront.js'),
      },
      rolldownOptions: {
        external: size ? [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/] : [],
      },
    },
  };
});
