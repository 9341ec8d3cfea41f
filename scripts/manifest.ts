/**
 * Writes dist/custom-elements.json (a custom elements manifest, schema 2.1) from the element
 * descriptions in src/components/*.meta.ts. r2wc builds each element class at run time, so no
 * analyzer can read them from the source; the descriptions are the one place their public
 * surface is written down, and the elements themselves run on the same attribute definitions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ELEMENTS } from '../src/components/elements-docs';
import type { AttributeMeta } from '../src/lib/element-meta';

/** The manifest, as a plain object. */
export function buildManifest() {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: ELEMENTS.map(({ meta, docs, reflects, fields }) => {
      const path = `elements/${meta.tag}.ts`;
      const attributes = Object.entries(meta.attributes as Readonly<Record<string, AttributeMeta>>).map(([prop, attribute]) => ({
        name: attribute.name,
        type: { text: attribute.values ? attribute.values.map((value) => `'${value}'`).join(' | ') : attribute.type },
        ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
        description: docs.attributes[prop as keyof typeof docs.attributes] ?? '',
        ...(reflects ? { fieldName: prop } : {}),
      }));
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: meta.className,
            tagName: meta.tag,
            customElement: true,
            summary: docs.summary,
            superclass: { name: 'HTMLElement' },
            attributes,
            members: [
              ...(reflects
                ? attributes.map((attribute) => ({
                    kind: 'field',
                    name: attribute.fieldName,
                    type: attribute.type,
                    attribute: attribute.name,
                    reflects: true,
                    description: attribute.description,
                  }))
                : []),
              ...fields.map((field) => ({ kind: 'field', ...field })),
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
            dataStates: 'states' in docs ? [...docs.states] : [],
          },
        ],
        exports: [
          { kind: 'js', name: meta.className, declaration: { name: meta.className, module: path } },
          { kind: 'custom-element-definition', name: meta.tag, declaration: { name: meta.className, module: path } },
        ],
      };
    }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/custom-elements.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(buildManifest(), null, 2)}\n`);
  console.log(`wrote ${out}`);
}
