// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, folderOf } from '../elements/registry';
import { buildManifest, describedElements } from '../scripts/manifest';
import { withElementReference } from '../scripts/readme';
import { withServerMarkup } from '../scripts/server-markup';
import { demoProductJson } from '../demo/products';
import { createStorefrontRenderer } from '../src/templates/renderer';

const root = new URL('..', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every file of every element folder and of the shared views, as paths from the root. */
const sourceFiles = [
  ...ELEMENTS.flatMap(({ meta }) => {
    const folder = `elements/${folderOf(meta.tag)}/`;
    return readdirSync(new URL(folder, root)).map((file) => `${folder}${file}`);
  }),
  ...readdirSync(new URL('src/views/', root)).map((file) => `src/views/${file}`),
];

describe('documentation', () => {
  it('keeps the README element reference up to date (npm run docs)', async () => {
    const readme = read('README.md');
    expect(await withElementReference(readme)).toBe(readme);
  });

  it('keeps docs/server-markup.md, the markup of every element in its common states, up to date (npm run docs)', () => {
    const doc = read('docs/server-markup.md');
    expect(withServerMarkup(doc)).toBe(doc);
    for (const { meta } of ELEMENTS.filter(({ meta }) => meta.tag !== 'sq-product'))
      expect(doc).toContain(`## \`<${meta.tag}>\``);
  });

  it('stands alone: the README sends no reader outside the repository, and every file it shows is there', () => {
    const readme = read('README.md');
    expect(readme).not.toMatch(/SPEC\.md|CONTRACT\.md|STYLE\.md|\.\.\/shared/);
    const linked = [...readme.matchAll(/\]\(((?:docs|playground|server)\/[^)#]+)\)/g)].map((match) => match[1]!);
    expect(linked.filter((path) => path.endsWith('.png'))).toHaveLength(6);
    for (const path of linked) expect(existsSync(new URL(path, root)), path).toBe(true);
  });

  it("renders the README's JSON-Template product page and layout without a problem, into live elements", () => {
    const blocks = read('README.md')
      .split('```')
      .filter((_, index) => index % 2 === 1);
    const page = blocks.find((block) => block.includes('{@|add-to-cart-btn}'));
    const layout = blocks.find((block) => block.includes('{squarespace.main-content}'));
    expect(page, 'the product page example').toBeDefined();
    expect(layout, 'the layout example').toBeDefined();
    const renderer = createStorefrontRenderer({ locale: 'en-US' });
    const item = demoProductJson('linen-shirt');
    const content = renderer.render({
      name: 'collections/products.item',
      source: page!,
      json: { item, collection: { title: 'Shop' }, website: { id: 'w1', siteTitle: 'Fieldhouse' } },
    });
    expect(content.problems).toEqual([]);
    const whole = renderer.render({
      name: 'site.region',
      source: layout!,
      json: { item, website: { id: 'w1', siteTitle: 'Fieldhouse' }, squarespace: { 'main-content': content.html } },
    });
    expect(whole.problems).toEqual([]);
    for (const tag of ['sq-product', 'sq-product-price', 'sq-variant-picker', 'sq-add-to-cart'])
      expect(whole.html, tag).toContain(`<${tag}`);
    expect(whole.html).toContain('id="sq-page-context"');
    expect(whole.html).toContain(item.title);
  });

  it('documents every custom property the stylesheets read', async () => {
    const css = sourceFiles.filter((file) => file.endsWith('.css')).map(read);
    expect(css.length).toBeGreaterThan(ELEMENTS.length / 2);
    const used = new Set(css.join('\n').match(/--sq-[a-z-]+/g));
    const elements = await describedElements();
    const documented = new Set<string>(
      elements.flatMap(({ docs }) => docs.cssProperties.map((property) => property.name)),
    );
    expect([...used].filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !used.has(name))).toEqual([]);
  });

  it('documents every class the views render', async () => {
    const sources = sourceFiles.filter((file) => file.endsWith('.tsx')).map(read);
    expect(sources.length).toBeGreaterThan(ELEMENTS.length / 2);
    const used = new Set([...sources.join('\n').matchAll(/className="(sq-[a-z_-]+)"/g)].map((match) => match[1]));
    const elements = await describedElements();
    const documented = new Set<string>(
      elements.flatMap(({ docs }) => docs.cssClasses.map((cssClass) => cssClass.name)),
    );
    expect([...used].filter((name) => !documented.has(name!))).toEqual([]);
  });

  it('describes every element of the registry in the manifest, with its attributes, properties and events', async () => {
    const manifest = await buildManifest();
    const declared = manifest.modules.map((module) => module.declarations[0]!.tagName);
    expect(declared).toEqual(ELEMENTS.map(({ meta }) => meta.tag));
    expect(manifest.modules.map((module) => module.path)).toEqual(
      ELEMENTS.map(({ meta }) => `elements/${folderOf(meta.tag)}/${folderOf(meta.tag)}.element.ts`),
    );
    const byTag = (tag: string) =>
      manifest.modules.find((module) => module.declarations[0]!.tagName === tag)!.declarations[0]!;
    expect(byTag('sq-add-to-cart').events.map((event) => event.name)).toEqual([
      'sq-add-to-cart',
      'sq-add-to-cart-error',
    ]);
    expect(byTag('sq-variant-picker').attributes).toEqual([
      expect.objectContaining({ name: 'display', fieldName: 'display', default: '"dropdown"' }),
    ]);
    expect(byTag('sq-product').members).toEqual([
      expect.objectContaining({ kind: 'field', name: 'pageType', attribute: 'page-type', reflects: true }),
      expect.objectContaining({ kind: 'field', name: 'shared', attribute: 'shared', reflects: true }),
      expect.objectContaining({ kind: 'field', name: 'product', readonly: true }),
      expect.objectContaining({ kind: 'field', name: 'scope', readonly: true }),
    ]);
  });
});
