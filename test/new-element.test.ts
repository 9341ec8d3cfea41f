// @vitest-environment node
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createElement } from '../scripts/new-element';

const registryFile = fileURLToPath(new URL('../elements/registry.ts', import.meta.url));

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
