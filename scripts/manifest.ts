/**
 * Writes dist/custom-elements.json (a custom elements manifest, schema 2.1) from the registry
 * (elements/registry.ts) and each element's description, `elements/<name>/<name>.meta.ts`. The
 * element classes are built at run time, so no analyzer can read them from the source; the
 * descriptions are the one place their public surface is written down, and the elements
 * themselves run on the same attribute definitions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENTS, folderOf } from '../elements/registry';
import type { AttributeMeta, ElementDocs, ElementMeta } from '../src/lib/element-meta';

/** One element's public description, as its `*.meta.ts` exports it. */
export interface DescribedElement {
  readonly meta: ElementMeta;
  readonly docs: ElementDocs;
  /** Its module, relative to the package root: `elements/<name>/<name>.element.ts`. */
  readonly path: string;
  /** Whether that module exports the class by name (`<sq-product>`'s does; the others define theirs at run time). */
  readonly exportsClass: boolean;
}

/** Every element of the registry, in its order, with the description from `elements/<name>/<name>.meta.ts`. */
export async function describedElements(): Promise<DescribedElement[]> {
  return Promise.all(
    ELEMENTS.map(async (module) => {
      const { meta } = module;
      const folder = folderOf(meta.tag);
      const file = `elements/${folder}/${folder}.meta.ts`;
      const described = (await import(new URL(`../${file}`, import.meta.url).href)) as Partial<DescribedElement>;
      if (!described.meta || !described.docs) throw new Error(`${file} must export \`meta\` and \`docs\``);
      if (described.meta.tag !== meta.tag) {
        throw new Error(`${file} describes <${described.meta.tag}>, but the registry's module is <${meta.tag}>`);
      }
      return {
        meta: described.meta,
        docs: described.docs,
        path: `elements/${folder}/${folder}.element.ts`,
        exportsClass: described.docs.className in module,
      };
    }),
  );
}

/** The manifest, as a plain object. */
export async function buildManifest() {
  const elements = await describedElements();
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map(({ meta, docs, path, exportsClass }) => {
      const attributes = Object.entries(meta.attributes as Readonly<Record<string, AttributeMeta>>).map(
        ([prop, attribute]) => ({
          name: attribute.name,
          type: { text: attribute.values ? attribute.values.map((value) => `'${value}'`).join(' | ') : attribute.type },
          ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
          description: docs.attributes[prop] ?? '',
          // Every attribute has a property of the same camelCase name that reflects it.
          fieldName: prop,
        }),
      );
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: docs.className,
            tagName: meta.tag,
            customElement: true,
            summary: docs.summary,
            superclass: { name: 'HTMLElement' },
            attributes,
            members: [
              ...attributes.map((attribute) => ({
                kind: 'field',
                name: attribute.fieldName,
                type: attribute.type,
                attribute: attribute.name,
                reflects: true,
                description: attribute.description,
              })),
              ...(docs.fields ?? []).map((field) => ({ kind: 'field', ...field })),
            ],
            events: docs.events.map((event) => ({
              name: event.name,
              type: { text: `CustomEvent<${event.detail}>` },
              description: event.description,
            })),
            cssProperties: docs.cssProperties.map((property) => ({ ...property })),
            cssParts: [],
            slots: [],
            // Not in the schema: light-DOM class names and data-state values, for theme authors.
            cssClasses: docs.cssClasses.map((cssClass) => ({ ...cssClass })),
            dataStates: [...(docs.states ?? [])],
          },
        ],
        exports: [
          ...(exportsClass
            ? [{ kind: 'js', name: docs.className, declaration: { name: docs.className, module: path } }]
            : []),
          { kind: 'custom-element-definition', name: meta.tag, declaration: { name: docs.className, module: path } },
        ],
      };
    }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/custom-elements.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(await buildManifest(), null, 2)}\n`);
  console.log(`wrote ${out}`);
}
