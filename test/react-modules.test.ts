/**
 * React's production files as ES modules (scripts/react-modules.ts): the installed React converts
 * (this fails when a release changes the files' shape: the build then falls back to CommonJS, 3 KB
 * gzip larger), every export survives, a file of another shape is left to CommonJS, and a bundle
 * made either way renders and updates.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { commonJsToModule, REACT_FILES, reactFile, reactModules } from '../scripts/react-modules';

const require = createRequire(import.meta.url);

/** The names a module's text exports, from its one `export { … }` list. */
function exportedNames(module: string): string[] {
  const list = /\nexport \{ ([^}]*) \};\n$/.exec(module)?.[1] ?? '';
  return list
    .split(', ')
    .map((entry) => entry.split(' as ')[1] ?? '')
    .sort();
}

describe("React's production files", () => {
  it.each(Object.keys(REACT_FILES))('%s converts, with every export the CommonJS file has', (source) => {
    const file = reactFile(source) as string;
    const module = commonJsToModule(readFileSync(file, 'utf8'));
    expect(module, `${file} changed shape: update scripts/react-modules.ts`).not.toBeNull();
    expect(exportedNames(module as string)).toEqual(Object.keys(require(file) as object).sort());
    // Line for line: a stack trace through React's chunk points where the source map says.
    expect((module as string).split('\n').length).toBe(readFileSync(file, 'utf8').split('\n').length + 2);
  });

  it('resolves only the bare imports it converts', () => {
    expect(reactFile('react')).toMatch(/react[\\/]cjs[\\/]react\.production\.js$/);
    expect(reactFile('react-dom/client')).toMatch(/react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/);
    expect(reactFile('react/jsx-runtime')).toBeNull();
    expect(reactFile('react-dom/server')).toBeNull();
  });
});

describe('commonJsToModule', () => {
  it('writes the requires as imports and each export once, a reassigned one as a live binding', () => {
    const module = commonJsToModule(
      [
        '"use strict";',
        'var A = require("a"),',
        '  B = require("b");',
        'exports.now = void 0;',
        'if (A.fast) exports.now = function () { return 1; };',
        'else exports.now = function () { return 2; };',
        'exports.twice = function () { return exports.now() * 2 + B.one; };',
        'exports.version = "1";',
      ].join('\n'),
    );
    expect(module).toBe(
      [
        'let __export_now; "use strict";',
        'import * as A from "a";',
        'import * as B from "b";',
        '__export_now = void 0;',
        'if (A.fast) __export_now = function () { return 1; };',
        'else __export_now = function () { return 2; };',
        'const __export_twice = function () { return __export_now() * 2 + B.one; };',
        'const __export_version = "1";',
        'export { __export_now as now, __export_twice as twice, __export_version as version };',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['module.exports', "'use strict';\nmodule.exports = require('./cjs/react.production.js');"],
    ['a require inside a function', 'exports.load = function () { return require("x"); };'],
    ['the exports object itself', 'Object.defineProperty(exports, "__esModule", { value: true });\nexports.a = 1;'],
    ['a computed export', 'var key = "a";\nexports[key] = 1;'],
    ['a require beside another value', 'var a = require("a"), b = 2;\nexports.b = b;'],
    ['no export', 'var a = 1;'],
    ['text that does not parse', 'exports.a = ;'],
  ])('leaves a file to CommonJS: %s', (_what, code) => {
    expect(commonJsToModule(code)).toBeNull();
  });

  it('reads keys named like CommonJS as keys', () => {
    const module = commonJsToModule('var o = { module: 1, require: 2 };\nexports.a = o.module + o.exports;');
    expect(module).toContain('const __export_a = o.module + o.exports;');
  });
});

describe('reactModules', () => {
  const folder = mkdtempSync(join(tmpdir(), 'react-modules-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A bundle of a tiny app (React, ReactDOM's client and `flushSync`) made with the plugin. */
  async function bundle(plugin: ReturnType<typeof reactModules>): Promise<string> {
    const entry = join(folder, 'app.js');
    writeFileSync(
      entry,
      [
        "import { createElement, useState } from 'react';",
        "import { flushSync } from 'react-dom';",
        "import { createRoot } from 'react-dom/client';",
        'function Counter() {',
        '  const [count, setCount] = useState(0);',
        "  return createElement('button', { onClick: () => setCount(count + 1) }, `Pressed ${count}`);",
        '}',
        'export function mount(host) {',
        '  const root = createRoot(host);',
        '  flushSync(() => root.render(createElement(Counter)));',
        '  return root;',
        '}',
        'export { flushSync };',
      ].join('\n'),
    );
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: folder,
      plugins: [plugin],
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'app' },
        rolldownOptions: { output: { codeSplitting: false } },
      },
    })) as Rolldown.RolldownOutput[];
    const [chunk] = output[0]?.output ?? [];
    if (chunk?.type !== 'chunk') throw new Error('no chunk');
    return chunk.code;
  }

  /** Runs the bundle in this page: the button it draws counts presses. */
  async function runs(code: string): Promise<void> {
    const app = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
      mount: (host: Element) => { unmount: () => void };
      flushSync: (run: () => void) => void;
    };
    const host = document.createElement('div');
    document.body.append(host);
    const root = app.mount(host);
    expect(host.innerHTML).toBe('<button>Pressed 0</button>');
    app.flushSync(() => host.querySelector('button')?.click());
    expect(host.textContent).toBe('Pressed 1');
    root.unmount();
    host.remove();
  }

  it('bundles React as modules: only what the app uses, and it works', async () => {
    const code = await bundle(reactModules());
    expect(code).not.toMatch(/__commonJS|require_react/);
    expect(code).not.toContain('cloneElement');
    expect(code).not.toContain('useFormStatus');
    await runs(code);
  });

  it('falls back to CommonJS, with a warning, when a file has another shape, and still works', async () => {
    const warn = vi.fn();
    const plugin = reactModules({ convert: () => null, warn });
    const code = await bundle(plugin);
    expect(code).toContain('cloneElement');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/react\.production\.js is not of the shape .* CommonJS/));
    await runs(code);
  });
});
