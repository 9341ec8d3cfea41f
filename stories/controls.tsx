/**
 * Storybook's Controls and Docs pages for the elements, generated from each element's description
 * (`elements/<name>/<name>.meta.ts`: its `meta`, tag and attributes, and its `docs`): every
 * attribute and CSS custom property becomes a control, and the summary, events, classes,
 * `data-state` values and custom properties make the Docs page's text. A new attribute or custom
 * property shows up in Storybook without touching a story.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import type { ElementAttributeMap } from '../elements/types';
import { ELEMENTS, folderOf, type ElementTag } from '../elements/registry';
import type { AttributeMeta, ElementDocs, ElementMeta } from '../src/lib/element-meta';

/** An element's public description, as its `*.meta.ts` exports it. */
export interface DescribedElement {
  readonly meta: ElementMeta;
  readonly docs: ElementDocs;
}

/** The args of an element's stories: attributes by their name in markup, custom properties by theirs (`--sq-…`). */
export type ElementArgs = Record<string, string | number | boolean | undefined>;

/** One control of the Controls panel and row of the Docs page's table (Storybook's `InputType`). */
export interface ElementArgType {
  readonly name: string;
  readonly description: string;
  readonly control:
    | false
    | {
        readonly type: 'select' | 'boolean' | 'number' | 'text' | 'color';
        readonly min?: number;
        readonly max?: number;
      };
  readonly options?: readonly string[];
  readonly table: {
    readonly category: string;
    readonly type?: { readonly summary: string };
    readonly defaultValue?: { readonly summary: string };
  };
}

/** Categories of the controls table. */
export const CATEGORY = {
  attributes: 'attributes',
  customProperties: 'CSS custom properties',
  events: 'events',
} as const;

const descriptions = import.meta.glob<Partial<DescribedElement>>('../elements/*/*.meta.ts', { eager: true });

/** The description of every element of the registry, in its order, by tag. */
const DESCRIBED: ReadonlyMap<string, DescribedElement> = new Map(
  ELEMENTS.map(({ meta: { tag } }) => {
    const file = `../elements/${folderOf(tag)}/${folderOf(tag)}.meta.ts`;
    const { meta, docs } = descriptions[file] ?? {};
    if (!meta || !docs || meta.tag !== tag)
      throw new Error(`${file.slice(3)} must export the \`meta\` and \`docs\` of <${tag}>`);
    return [tag, { meta, docs }];
  }),
);

/** The description of one element of the registry. */
export function describedElement(tag: ElementTag): DescribedElement {
  const element = DESCRIBED.get(tag);
  if (!element) throw new Error(`no element <${tag}> in the registry`);
  return element;
}

/** Text for Storybook's Markdown: tags as code (`<sq-product>`), so they show instead of being read as HTML. */
export function markdownText(text: string): string {
  return text.replace(/`?(<\/?[a-z][^<>]*>)`?/gi, '`$1`').replace(/\|/g, '\\|');
}

/** A CSS colour Storybook's colour picker can edit: hex, rgb(), hsl() and their relatives. */
export function isColourValue(value: string): boolean {
  return (
    /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
    /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i.test(value)
  );
}

/** Whether a custom property holds a colour: its default is one, or its name says so (`--sq-…-color: auto`). */
export function isColourProperty(property: { readonly name: string; readonly default: string }): boolean {
  return isColourValue(property.default) || property.name.endsWith('-color');
}

/** The control of one attribute: a select for enumerated values, a switch, a number box or a text box. */
export function attributeArgType(attribute: AttributeMeta, description = ''): ElementArgType {
  const values = attribute.values;
  const control: ElementArgType['control'] =
    attribute.type === 'boolean'
      ? { type: 'boolean' }
      : attribute.type === 'number'
        ? {
            type: 'number',
            ...(attribute.min === undefined ? {} : { min: attribute.min }),
            ...(attribute.max === undefined ? {} : { max: attribute.max }),
          }
        : { type: values ? 'select' : 'text' };
  return {
    name: attribute.name,
    description: markdownText(description),
    control,
    ...(values && attribute.type === 'string' ? { options: [...values] } : {}),
    table: {
      category: CATEGORY.attributes,
      type: { summary: values ? values.map((value) => `'${value}'`).join(' | ') : attribute.type },
      ...(attribute.default === undefined ? {} : { defaultValue: { summary: String(attribute.default) } }),
    },
  };
}

/** The control of one CSS custom property: a colour picker for colours, else a text box. */
export function customPropertyArgType(
  property: ElementDocs['cssProperties'][number],
  category: string = CATEGORY.customProperties,
): ElementArgType {
  const colour = isColourProperty(property);
  return {
    name: property.name,
    description: markdownText(property.description),
    control: { type: colour ? 'color' : 'text' },
    table: { category, type: { summary: colour ? 'color' : 'CSS value' }, defaultValue: { summary: property.default } },
  };
}

/**
 * The controls of an element: its attributes (args named as in markup, applied with
 * `attributeProps`) and its custom properties (applied to a wrapper by `customPropertiesDecorator`),
 * plus a row per event (documentation only: events are listened for, not set).
 */
export function elementArgTypes({ meta, docs }: DescribedElement): Record<string, ElementArgType> {
  const argTypes: Record<string, ElementArgType> = {};
  for (const [prop, attribute] of Object.entries(meta.attributes)) {
    argTypes[attribute.name] = attributeArgType(attribute, docs.attributes[prop]);
  }
  for (const property of docs.cssProperties) argTypes[property.name] = customPropertyArgType(property);
  for (const event of docs.events) {
    argTypes[event.name] = {
      name: event.name,
      description: markdownText(event.description),
      control: false,
      table: { category: CATEGORY.events, type: { summary: `CustomEvent<${event.detail}>` } },
    };
  }
  return argTypes;
}

/** The subtitle of an element's Docs page (plain text): its summary. */
export function elementSubtitle({ docs }: DescribedElement): string {
  return docs.summary.replace(/`/g, '');
}

/**
 * The text of an element's Docs page below its subtitle (Markdown): its tag and class, events,
 * `data-state` values, classes and custom properties.
 */
export function elementDescription({ meta, docs }: DescribedElement): string {
  const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
  const sections = [`**Tag** \`<${meta.tag}>\`, **class** \`${docs.className}\``];
  if (docs.events.length > 0) {
    sections.push(
      '**Events** (bubbling, composed)',
      table(
        ['event', 'detail', 'when'],
        docs.events.map((event) => [`\`${event.name}\``, `\`${event.detail}\``, markdownText(event.description)]),
      ),
    );
  }
  if (docs.states?.length)
    sections.push(`**\`data-state\`**: ${docs.states.map((state) => `\`${state}\``).join(', ')}`);
  if (docs.cssClasses.length > 0) {
    sections.push(
      '**Classes**',
      table(
        ['class', 'part'],
        docs.cssClasses.map((cssClass) => [`\`.${cssClass.name}\``, markdownText(cssClass.description)]),
      ),
    );
  }
  if (docs.cssProperties.length > 0) {
    sections.push(
      '**Custom properties** (set on the element or any ancestor; the controls above try them out)',
      table(
        ['custom property', 'default', 'what'],
        docs.cssProperties.map((property) => [
          `\`${property.name}\``,
          `\`${property.default}\``,
          markdownText(property.description),
        ]),
      ),
    );
  }
  return sections.join('\n\n');
}

/** The attributes among a story's args, as markup writes them, for the element `tag`: `<sq-cart-pill {...attributeProps('sq-cart-pill', args)} />`. */
export function attributeProps<Tag extends ElementTag>(tag: Tag, args: ElementArgs): ElementAttributeMap[Tag] {
  const props: Record<string, string | number | boolean> = {};
  for (const attribute of Object.values(describedElement(tag).meta.attributes)) {
    const value = args[attribute.name];
    if (value !== undefined && value !== '') props[attribute.name] = value;
  }
  return props as ElementAttributeMap[Tag];
}

/** The custom properties among a story's args, as inline style. */
export function customPropertyStyle(args: ElementArgs): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (name.startsWith('--') && value !== undefined && value !== '') style[name] = String(value);
  }
  return style as CSSProperties;
}

/** Sets the story's custom properties on a wrapper the elements inherit them from (it takes no box of its own). */
export const customPropertiesDecorator: Decorator<ElementArgs> = (Story, { args }) => (
  <div className="sq-story-custom-properties" style={{ display: 'contents', ...customPropertyStyle(args) }}>
    <Story />
  </div>
);

/** Options of `elementControls`. */
export interface ElementControlsOptions {
  /** Other elements whose custom properties the stories also offer (for stories that show them all). */
  readonly customPropertiesOf?: readonly ElementTag[];
}

/**
 * The controls and Docs text of the stories of `tag`, to spread into the default export of
 * `stories/<name>.stories.tsx` after its `title` (`Elements/<tag>`) and `tags` (`['autodocs']`),
 * which Storybook reads from the file itself. `meta` adds to them (parameters are merged).
 */
export function elementControls(tag: ElementTag, meta: Meta<ElementArgs> = {}, options: ElementControlsOptions = {}) {
  const element = describedElement(tag);
  const argTypes = elementArgTypes(element);
  for (const other of options.customPropertiesOf ?? []) {
    for (const property of describedElement(other).docs.cssProperties) {
      argTypes[property.name] ??= customPropertyArgType(property, `${CATEGORY.customProperties} of <${other}>`);
    }
  }
  return {
    ...meta,
    argTypes: { ...argTypes, ...meta.argTypes },
    decorators: [customPropertiesDecorator, ...[meta.decorators ?? []].flat()],
    parameters: {
      ...meta.parameters,
      docs: {
        ...meta.parameters?.docs,
        subtitle: elementSubtitle(element),
        description: { component: elementDescription(element) },
      },
    },
  } satisfies Meta<ElementArgs>;
}
