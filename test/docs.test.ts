// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../scripts/manifest';
import { withElementReference } from '../scripts/readme';
import { ELEMENTS } from '../src/components/elements-docs';

const root = new URL('..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const componentFiles = readdirSync(new URL('src/components/', root));

describe('documentation', () => {
  it('keeps the README element reference up to date (npm run docs)', () => {
    const readme = read('README.md');
    expect(withElementReference(readme)).toBe(readme);
  });

  it('documents every custom property the stylesheet reads', () => {
    const css = componentFiles.filter((file) => file.endsWith('.css')).map((file) => read(`src/components/${file}`));
    const used = new Set(css.join('\n').match(/--sq-[a-z-]+/g));
    const documented = new Set<string>(ELEMENTS.flatMap(({ docs }) => docs.cssProperties.map((property) => property.name)));
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !used.has(name))).toEqual([]);
  });

  it('documents every class the components render', () => {
    const sources = componentFiles.filter((file) => file.endsWith('.tsx')).map((file) => read(`src/components/${file}`));
    const used = new Set([...sources.join('\n').matchAll(/className="(sq-[a-z_-]+)"/g)].map((match) => match[1]));
    const documented = new Set<string>(ELEMENTS.flatMap(({ docs }) => docs.cssClasses.map((cssClass) => cssClass.name)));
    expect([...used].filter((name) => !documented.has(name!))).toEqual([]);
  });

  it('describes every element of the bundle in the manifest, with its attributes and events', () => {
    const manifest = buildManifest();
    const entry = read('elements/index.ts');
    const tags = [...entry.matchAll(/from '\.\/(sq-[a-z-]+)'/g)].map((match) => match[1]);
    const declared = manifest.modules.map((module) => module.declarations[0]!.tagName);
    expect(declared.sort()).toEqual([...tags].sort());
    const addToCart = manifest.modules.find((module) => module.declarations[0]!.tagName === 'sq-add-to-cart')!;
    expect(addToCart.declarations[0]!.events.map((event) => event.name)).toEqual(['sq-add-to-cart', 'sq-add-to-cart-error']);
    const picker = manifest.modules.find((module) => module.declarations[0]!.tagName === 'sq-variant-picker')!;
    expect(picker.declarations[0]!.attributes).toEqual([
      expect.objectContaining({ name: 'display', fieldName: 'display', default: '"dropdown"' }),
    ]);
  });
});
