// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, folderOf } from '../elements/registry';
import { buildManifest, describedElements } from '../scripts/manifest';
import { elementPage, generatedDocs } from '../scripts/readme';
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

/** Every file under a folder of the repository, as paths from the root (none under node_modules). */
function filesUnder(folder: string): string[] {
  if (!existsSync(new URL(folder, root))) return [];
  return readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((path) => !path.includes('node_modules/') && statSync(new URL(path, root)).isFile());
}

/** The text files of a folder: sources, styles, pages and data. */
function textFilesUnder(folder: string): string[] {
  return filesUnder(folder).filter((path) => /\.(?:ts|tsx|js|css|md|json|html)$/.test(path));
}

/** The README and every page under docs/. */
const markdownFiles = ['README.md', ...filesUnder('docs').filter((path) => path.endsWith('.md'))];

/** The folders whose files must explain themselves rather than cite a document that is not in the repository. */
const citingFolders = ['docs', 'src', 'stores', 'elements', 'server', 'scripts', 'test', 'demo', 'stories'];

/** A citation of a section of the specification or the contract (written so this file does not match it). */
const citation = /SPEC\.md[ \u00a0]+(?:section|\u00a7)|SPEC\.md[ \u00a0]*\u00a7|CONTRACT(?:\.md)?[ \u00a0]+section/i;

/** The folders and files at the repository's root that a page may name. */
const REPOSITORY_ROOTS =
  /^(?:bench|demo|docs|elements|playground|scripts|server|src|stores|stories|test|theme)\/|^(?:package\.json|README\.md|CHANGELOG\.md|\.size-limit\.js|eslint\.config\.js|tsconfig[\w.-]*\.json|vite(?:st)?[\w.-]*\.config\.ts)$/;

/**
 * The repository paths a page names in backticks (links are checked on their own): those starting
 * with one of the repository's folders, or a file at its root. Placeholders (`elements/<name>/`),
 * patterns (`test/*.test-d.ts`) and templates (`{id}`) are left out.
 */
function repositoryPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  const paths = spans.map((span) => span.replace(/:\d+$/, '')).filter((span) => REPOSITORY_ROOTS.test(span));
  return paths.filter((path) => !/[<>{}*…]/.test(path));
}

/** The anchors of a page's headings, as GitHub makes them. */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  return new Set(
    headings.map((heading) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

describe('documentation', () => {
  it("keeps the generated parts up to date: the README's list of elements, each element's page and the visitor texts (npm run docs)", async () => {
    const generated = await generatedDocs((path) => (existsSync(new URL(path, root)) ? read(path) : undefined));
    for (const { meta } of ELEMENTS) expect(Object.keys(generated)).toContain(elementPage(meta.tag));
    for (const [path, text] of Object.entries(generated)) {
      expect(existsSync(new URL(path, root)), `${path} exists`).toBe(true);
      expect(read(path), path).toBe(text);
    }
  });

  it('keeps docs/server-markup.md, the markup of every element in its common states, up to date (npm run docs)', () => {
    const doc = read('docs/server-markup.md');
    expect(withServerMarkup(doc)).toBe(doc);
    for (const { meta } of ELEMENTS.filter(({ meta }) => meta.tag !== 'sq-product'))
      expect(doc).toContain(`## \`<${meta.tag}>\``);
  });

  it('stands alone: the README and docs/ send no reader outside the repository', () => {
    for (const path of markdownFiles)
      expect(read(path), path).not.toMatch(/SPEC\.md|CONTRACT\.md|STYLE\.md|\.\.\/shared/);
    const readme = read('README.md');
    const linked = [...readme.matchAll(/\]\((docs\/[^)#]+\.png)\)/g)].map((match) => match[1]!);
    expect(linked, 'the six screenshots').toHaveLength(6);
  });

  it('names only files that exist: every repository path in backticks, in the README and docs/', () => {
    const missing: string[] = [];
    let named = 0;
    for (const file of markdownFiles) {
      for (const path of repositoryPaths(read(file))) {
        named += 1;
        if (!existsSync(new URL(path, root))) missing.push(`${file}: ${path}`);
      }
    }
    expect(named, 'paths found (the pattern still finds them)').toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('resolves every relative link of the README and docs/, and every #anchor to a heading of its page', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of markdownFiles) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        links += 1;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
        if (resolved.startsWith('..') || !existsSync(new URL(resolved, root))) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(links, 'links found').toBeGreaterThan(50);
    expect(broken).toEqual([]);
  });

  it('cites no section of a document outside the repository: the code, tests and docs state the rules themselves', () => {
    const citations = [...citingFolders.flatMap((folder) => textFilesUnder(folder)), 'README.md']
      .filter((path) => citation.test(read(path)))
      .map((path) => `${path}: ${citation.exec(read(path))![0]}`);
    expect(citations).toEqual([]);
    // The pattern still finds a citation, however it is written (built here so this file holds none).
    for (const cited of [
      ['as SPEC.md', 'section 4'],
      ['CONTRACT', 'section 8'],
      ['SPEC.md', '\u00a7 9'],
    ])
      expect(citation.test(cited.join(' ')), cited.join(' ')).toBe(true);
  });

  it("renders docs/templates.md's JSON-Template product page and layout without a problem, into live elements", () => {
    const blocks = read('docs/templates.md')
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
