// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from '../scripts/new-element';

const registryFile = fileURLToPath(new URL('../elements/registry.ts', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));

/** The registry's element imports and ELEMENTS entries. */
function parseRegistry(text: string) {
  const imports = [...text.matchAll(/^import \* as (\w+) from '\.\/([a-z0-9-]+)\/\2\.element';$/gm)].map(
    (match) => match[0],
  );
  const list = /export const ELEMENTS = \[([^\]]*)\] as const;/.exec(text)?.[1] ?? '';
  const entries = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { imports, entries };
}

describe('npm run new-element', () => {
  let root: string;
  const registry = () => readFileSync(join(root, 'elements/registry.ts'), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sq-new-element-'));
    cpSync(registryFile, join(root, 'elements/registry.ts'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes the element folder, a story and a test, named after the tag', () => {
    const written = createElement(root, 'sq-example-note');
    const files = [
      'elements/example-note/example-note.meta.ts',
      'elements/example-note/example-note.element.ts',
      'elements/example-note/ExampleNoteView.tsx',
      'elements/example-note/example-note.css',
      'stories/example-note.stories.tsx',
      'stories/example-note.checks.ts',
      'test/example-note.test.tsx',
    ];
    expect(written.sort()).toEqual([...files, 'elements/registry.ts'].sort());
    for (const file of files) expect(existsSync(join(root, file)), file).toBe(true);
    const meta = readFileSync(join(root, 'elements/example-note/example-note.meta.ts'), 'utf8');
    expect(meta).toContain("tag: 'sq-example-note'");
    expect(meta).toContain("className: 'SqExampleNoteElement'");
    expect(readFileSync(join(root, 'test/example-note.test.tsx'), 'utf8')).toContain("describe('<sq-example-note>'");
  });

  it('adds exactly one import and one entry, at the end, to the registry', () => {
    const before = parseRegistry(registry());
    createElement(root, 'sq-example-note');
    const after = parseRegistry(registry());
    expect(after.imports).toEqual([
      ...before.imports,
      "import * as exampleNote from './example-note/example-note.element';",
    ]);
    expect(after.entries).toEqual([...before.entries, 'exampleNote']);
  });

  it.each([
    'example-note',
    'sq-',
    'sq-Gift-Note',
    'sq-gift--note',
    'sq-gift_note',
    'sq-example-note-',
    'sq-1gift',
    'x-sq-gift',
  ])('refuses the tag %s, writing nothing', (tag) => {
    const before = registry();
    expect(() => createElement(root, tag)).toThrow(
      /not a valid tag: use sq- followed by lowercase words joined by single hyphens/,
    );
    expect(registry()).toBe(before);
    expect(existsSync(join(root, 'stories'))).toBe(false);
  });

  it('refuses a tag the registry has, writing nothing', () => {
    const before = registry();
    const folder = /from '\.\/([a-z0-9-]+)\//.exec(before)![1]!;
    expect(() => createElement(root, `sq-${folder}`)).toThrow(`<sq-${folder}> exists already`);
    expect(registry()).toBe(before);
    expect(existsSync(join(root, `elements/${folder}`))).toBe(false);
  });

  it('refuses to create the same element twice', () => {
    createElement(root, 'sq-example-note');
    const before = registry();
    expect(() => createElement(root, 'sq-example-note')).toThrow('<sq-example-note> exists already');
    expect(registry()).toBe(before);
  });

  it('refuses a tag whose files exist already, without touching them', () => {
    cpSync(registryFile, join(root, 'stories/example-note.stories.tsx'));
    const before = registry();
    expect(() => createElement(root, 'sq-example-note')).toThrow(
      /exists already: stories\/example-note\.stories\.tsx is there/,
    );
    expect(registry()).toBe(before);
    expect(existsSync(join(root, 'elements/example-note'))).toBe(false);
  });

  it('names the import otherwise when the element is named after a reserved word', () => {
    createElement(root, 'sq-new');
    expect(parseRegistry(registry()).entries.at(-1)).toBe('newElement');
  });
});

/** What a copy of the repository leaves out: the installed packages (linked instead) and what is built or run. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'data', 'test-results', '.scratch']);

describe('npm run new-element, in a copy of the repository', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sq-new-element-repo-'));
    cpSync(repository, root, {
      recursive: true,
      filter: (source) => source === repository || !NOT_COPIED.has(basename(source)) || !source.startsWith(repository),
    });
    symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'), 'dir');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Runs a Node script in the copy, as its own process (no variable of this test run leaks into it). */
  const run = (script: string, ...args: string[]) => {
    const env = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'),
    );
    const result = spawnSync(process.execPath, [script, ...args], { cwd: root, env, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };
  const bin = (name: string) => createRequire(join(repository, 'package.json')).resolve(name);

  // A new element needs no edit elsewhere: its stories carry their own checks, the server markup
  // and the element reference are generated for it, and the type check passes.
  it('writes an element that the stories, messages, docs and type checks pass without a hand edit', () => {
    // A tag the repository does not have yet (an element generated by hand may already be there).
    const name = ['sample-note', ...[2, 3, 4, 5].map((n) => `sample-note${n}`)].find(
      (candidate) => !existsSync(join(root, 'elements', candidate)),
    )!;
    const created = run(bin('tsx/cli'), 'scripts/new-element.ts', `sq-${name}`);
    expect(created.status, created.output).toBe(0);
    expect(readFileSync(join(root, 'docs/server-markup.md'), 'utf8')).toContain(`## \`<sq-${name}>\``);

    const tests = run(
      join(repository, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'unit',
      'test/stories.test.tsx',
      'test/messages.test.tsx',
      'test/docs.test.ts',
      `test/${name}.test.tsx`,
    );
    expect(tests.status, tests.output).toBe(0);
    // The stories test found the new stories' checks in the element's own checks file.
    expect(existsSync(join(root, `stories/${name}.checks.ts`))).toBe(true);

    const types = run(join(repository, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit');
    expect(types.status, types.output).toBe(0);
  }, 120_000);
});
