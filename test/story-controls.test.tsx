// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ELEMENTS, folderOf, type ElementTag } from '../elements/registry';
import { describedElements } from '../scripts/manifest';
import type { AttributeMeta } from '../src/lib/element-meta';
import {
  attributeArgType,
  attributeProps,
  CATEGORY,
  customPropertiesDecorator,
  customPropertyStyle,
  describedElement,
  elementArgTypes,
  elementDescription,
  elementSubtitle,
  markdownText,
  type DescribedElement,
  type ElementArgs,
} from '../stories/controls';

/** Every stories file's default export, by file name (`add-to-cart`). */
const metas = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../stories/*.stories.tsx', { eager: true, import: 'default' }),
  ).map(([path, meta]) => [/([^/]+)\.stories\.tsx$/.exec(path)![1], meta]),
);

/** What the manifest (scripts/manifest.ts) reads of each element: the source the controls must agree with. */
const manifestElements = await describedElements();

/** The control an attribute must get: a select of its values, a switch, a number box or a text box. */
function expectedControl(attribute: AttributeMeta) {
  if (attribute.type === 'boolean') return { type: 'boolean' };
  if (attribute.type === 'number') return expect.objectContaining({ type: 'number' });
  return { type: attribute.values ? 'select' : 'text' };
}

describe('story controls', () => {
  describe.each(manifestElements.map((element) => [element.meta.tag, element] as const))(
    '<%s>',
    (tag, { meta, docs }) => {
      const argTypes = elementArgTypes(describedElement(tag as ElementTag));

      it('reads the same description as the manifest', () => {
        expect(describedElement(tag as ElementTag)).toEqual({ meta, docs });
      });

      it('has a control for every attribute, named as markup writes it, of the kind its type asks for', () => {
        for (const [prop, attribute] of Object.entries(meta.attributes)) {
          const argType = argTypes[attribute.name];
          expect(argType, attribute.name).toBeDefined();
          expect(argType?.control).toEqual(expectedControl(attribute));
          expect(argType?.options).toEqual(
            attribute.values && attribute.type === 'string' ? [...attribute.values] : undefined,
          );
          expect(argType?.table.category).toBe(CATEGORY.attributes);
          expect(argType?.table.defaultValue?.summary).toBe(
            attribute.default === undefined ? undefined : String(attribute.default),
          );
          expect(argType?.description).toBe(markdownText(docs.attributes[prop] ?? ''));
        }
      });

      it('has a control for every CSS custom property: a colour picker for colours, a text box for the rest', () => {
        for (const property of docs.cssProperties) {
          const argType = argTypes[property.name];
          expect(argType, property.name).toBeDefined();
          const colour = property.default.startsWith('#') || property.name.endsWith('-color');
          expect(argType?.control, property.name).toEqual({ type: colour ? 'color' : 'text' });
          expect(argType?.table).toMatchObject({
            category: CATEGORY.customProperties,
            defaultValue: { summary: property.default },
          });
        }
      });

      it('lists every event, without a control, and nothing else', () => {
        for (const event of docs.events) {
          expect(argTypes[event.name]).toMatchObject({ control: false, table: { category: CATEGORY.events } });
        }
        expect(Object.keys(argTypes).sort()).toEqual(
          [
            ...Object.values(meta.attributes).map((attribute) => attribute.name),
            ...docs.cssProperties.map((property) => property.name),
            ...docs.events.map((event) => event.name),
          ].sort(),
        );
      });

      it('writes its Docs page text: the summary, then events, states, classes and custom properties', () => {
        const element = describedElement(tag as ElementTag);
        expect(elementSubtitle(element)).toBe(docs.summary.replace(/`/g, ''));
        const text = elementDescription(element);
        expect(text).toContain(`\`<${tag}>\``);
        expect(text).toContain(docs.className);
        for (const event of docs.events) expect(text).toContain(`\`${event.name}\``);
        for (const state of docs.states ?? []) expect(text).toContain(`\`${state}\``);
        for (const cssClass of docs.cssClasses) expect(text).toContain(`\`.${cssClass.name}\``);
        for (const property of docs.cssProperties)
          expect(text).toContain(`| \`${property.name}\` | \`${property.default}\` |`);
      });

      it(`gives stories/${folderOf(tag)}.stories.tsx its title, Docs page and controls`, () => {
        const fileMeta = metas[folderOf(tag)] as
          | {
              title?: string;
              tags?: string[];
              argTypes?: Record<string, unknown>;
              parameters?: { docs?: Record<string, unknown> };
            }
          | undefined;
        expect(fileMeta, `no stories/${folderOf(tag)}.stories.tsx`).toBeDefined();
        expect(fileMeta?.title).toBe(`Elements/${tag}`);
        expect(fileMeta?.tags).toContain('autodocs');
        expect(fileMeta?.argTypes).toMatchObject(argTypes);
        expect(fileMeta?.parameters?.docs).toMatchObject({
          subtitle: elementSubtitle(describedElement(tag as ElementTag)),
          description: { component: elementDescription(describedElement(tag as ElementTag)) },
        });
      });
    },
  );

  it('covers every element of the registry', () => {
    expect(manifestElements.map(({ meta }) => meta.tag)).toEqual(ELEMENTS.map(({ meta }) => meta.tag));
  });

  it('offers every element’s custom properties on the product stories, which show them all', () => {
    const argTypes = (metas.product as { argTypes: Record<string, { control: unknown }> }).argTypes;
    for (const { docs } of manifestElements) {
      for (const property of docs.cssProperties) expect(argTypes[property.name], property.name).toBeDefined();
    }
  });

  it('makes a switch of a boolean attribute, a bounded number box of a number, a text box of free text', () => {
    expect(attributeArgType({ name: 'open', type: 'boolean' }).control).toEqual({ type: 'boolean' });
    expect(attributeArgType({ name: 'max-items', type: 'number', min: 1, max: 99, default: 3 })).toMatchObject({
      control: { type: 'number', min: 1, max: 99 },
      table: { type: { summary: 'number' }, defaultValue: { summary: '3' } },
    });
    expect(attributeArgType({ name: 'label', type: 'string' }).control).toEqual({ type: 'text' });
    expect(attributeArgType({ name: 'size', type: 'string', values: ['s', 'l'], default: 's' })).toMatchObject({
      control: { type: 'select' },
      options: ['s', 'l'],
      table: { type: { summary: "'s' | 'l'" }, defaultValue: { summary: 's' } },
    });
  });

  it('describes an element with every kind of attribute', () => {
    const element: DescribedElement = {
      meta: {
        tag: 'sq-example',
        attributes: {
          open: { name: 'open', type: 'boolean' },
          maxItems: { name: 'max-items', type: 'number', min: 1 },
          tone: { name: 'tone', type: 'string', values: ['calm', 'loud'], default: 'calm' },
        },
      },
      docs: {
        className: 'SqExampleElement',
        summary: 'An example inside <sq-product>.',
        attributes: { open: 'Whether it is open.', maxItems: 'How many.', tone: 'Its tone.' },
        events: [{ name: 'sq-example-change', detail: 'ExampleDetail', description: 'It changed.' }],
        cssClasses: [{ name: 'sq-example__part', description: 'A <span>.' }],
        cssProperties: [
          { name: '--sq-example-color', default: 'rgb(0 0 0)', description: 'Text colour.' },
          { name: '--sq-example-gap', default: '1em', description: 'Gap.' },
        ],
      },
    };
    const argTypes = elementArgTypes(element);
    expect(Object.fromEntries(Object.entries(argTypes).map(([name, argType]) => [name, argType.control]))).toEqual({
      open: { type: 'boolean' },
      'max-items': { type: 'number', min: 1 },
      tone: { type: 'select' },
      '--sq-example-color': { type: 'color' },
      '--sq-example-gap': { type: 'text' },
      'sq-example-change': false,
    });
    expect(elementDescription(element)).toContain('| `.sq-example__part` | A `<span>`. |');
  });

  it('writes tags in Markdown as code, so they show', () => {
    expect(markdownText('inside <sq-product> or a `<select>`; a | b')).toBe(
      'inside `<sq-product>` or a `<select>`; a \\| b',
    );
  });

  it('applies attribute args to the element and custom property args to a wrapper', () => {
    const args: ElementArgs = {
      variant: 'floating',
      '--sq-cart-pill-background': '#ff0000',
      '--sq-cart-pill-radius': '',
      other: 'x',
    };
    expect(attributeProps('sq-cart-pill', args)).toEqual({ variant: 'floating' });
    expect(attributeProps('sq-cart-pill', {})).toEqual({});
    expect(customPropertyStyle(args)).toEqual({ '--sq-cart-pill-background': '#ff0000' });
    const decorate = customPropertiesDecorator as unknown as (
      story: () => ReactElement,
      context: { args: ElementArgs },
    ) => ReactElement;
    const markup = renderToStaticMarkup(
      decorate(() => <sq-cart-pill {...attributeProps('sq-cart-pill', args)} />, { args }),
    );
    expect(markup).toBe(
      '<div class="sq-story-custom-properties" style="display:contents;--sq-cart-pill-background:#ff0000"><sq-cart-pill variant="floating"></sq-cart-pill></div>',
    );
  });
});
