/**
 * `npm run new-element sq-name`: writes the skeleton of a new element, modelled on
 * `<sq-product-status>`, and adds it to the registry (elements/registry.ts), the one list of
 * elements:
 *
 * - elements/<name>/<name>.meta.ts, <name>.element.ts, <Name>View.tsx, <name>.css;
 * - stories/<name>.stories.tsx, what each story shows (stories/<name>.checks.ts, which the stories
 *   test runs) and test/<name>.test.tsx;
 * - an import line and an entry at the end of `ELEMENTS` in elements/registry.ts.
 *
 * Then it regenerates the documentation (`npm run docs`: the element reference, the server markup)
 * so the documentation checks pass. `SQ_ROOT` names another root directory to write into (default: this package).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `sq-` and one or more lowercase words (letters, then letters or digits) joined by single hyphens. */
const TAG = /^sq-[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;

const REGISTRY = 'elements/registry.ts';

/** Words that cannot name the registry's import of the element. */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally ' +
    'for function if implements import in instanceof interface let new null package private protected public return ' +
    'static super switch this throw true try typeof var void while with yield'
  ).split(' '),
);

/** The names one tag gives its files and identifiers. */
export interface ElementNames {
  /** `sq-gift-note` */
  readonly tag: string;
  /** `gift-note`: the folder and the file names. */
  readonly name: string;
  /** `GiftNote`: the view's name. */
  readonly pascal: string;
  /** `giftNote`: the prefix of the meta's and props function's names. */
  readonly camel: string;
  /** `SqGiftNoteElement` */
  readonly className: string;
}

/** The names for a tag; throws when the tag is not `sq-` plus lowercase words joined by hyphens. */
export function elementNames(tag: string): ElementNames {
  if (!TAG.test(tag)) {
    throw new Error(
      `"${tag}" is not a valid tag: use sq- followed by lowercase words joined by single hyphens, e.g. sq-gift-note.`,
    );
  }
  const name = tag.slice('sq-'.length);
  const pascal = name
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return { tag, name, pascal, camel: pascal[0]!.toLowerCase() + pascal.slice(1), className: `Sq${pascal}Element` };
}

/** The files of a new element, relative to the root, with their text. */
export function elementFiles({ tag, name, pascal, camel, className }: ElementNames): Record<string, string> {
  const metaName = `${camel}Meta`;
  const view = `${pascal}View`;
  return {
    [`elements/${name}/${name}.meta.ts`]: `import type { ElementDocs, ElementMeta } from '../../src/lib/element-meta';

/** Public description of \`<${tag}>\`. */
export const meta = {
  tag: '${tag}',
  attributes: {},
} as const satisfies ElementMeta;

/** Documentation of \`<${tag}>\` for the manifest and README (not in the bundle; \`npm run docs\` after a change). */
export const docs = {
  className: '${className}',
  summary: 'TODO: what <${tag}> shows. For now: the title of the surrounding <sq-product>.',
  attributes: {},
  events: [],
  cssClasses: [{ name: 'sq-${name}__text', description: 'The text.' }],
  cssProperties: [{ name: '--sq-${name}-color', default: 'inherit', description: 'Text colour.' }],
  states: ['filled', 'empty'],
} as const satisfies ElementDocs;
`,
    [`elements/${name}/${name}.element.ts`]: `import { defineElement, type ElementSpec, type ElementState } from '../../src/runtime/element';
import { meta as ${metaName} } from './${name}.meta';
import type { ${view}Props } from './${view}';

type State = ElementState<typeof ${metaName}>;

/** The view's props for a state (the server renders the same): for now, the product's title. */
export function ${camel}Props({ product }: State): ${view}Props {
  return { text: product?.title ?? null };
}

/** \`<${tag}>\`. */
export const spec: ElementSpec<typeof ${metaName}, ${view}Props> = {
  meta: ${metaName},
  product: true,
  props: ${camel}Props,
  view: () => import('./${view}').then((module) => module.${view}),
  hostState: ({ text }) => (text ? 'filled' : 'empty'),
};

/** Defines \`<${tag}>\`. */
export const define = () => defineElement(spec);

/** The element's tag and attributes. */
export { ${metaName} as meta };
`,
    [`elements/${name}/${view}.tsx`]: `/** Props of \`<${tag}>\`'s view. */
export interface ${view}Props {
  /** What it shows; nothing when null. */
  readonly text: string | null;
}

/** The markup of \`<${tag}>\`. */
export function ${view}({ text }: ${view}Props) {
  if (!text) return null;
  return <span className="sq-${name}__text">{text}</span>;
}
`,
    [`elements/${name}/${name}.css`]: `:where(${tag}) {
  display: block;
}
:where(.sq-${name}__text) {
  color: var(--sq-${name}-color, inherit);
}
`,
    [`stories/${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSingleVariant } from '../test/factories/product';
import type { Product } from '../src/product/product';
import { elementControls, type ElementArgs } from './controls';
import { ProductMarkup } from './support';

function ${pascal}({ product }: { readonly product: Product }) {
  return (
    <ProductMarkup product={product}>
      <${tag} />
    </ProductMarkup>
  );
}

const meta = {
  title: 'Elements/${tag}',
  tags: ['autodocs'],
  ...elementControls('${tag}'),
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  render: () => <${pascal} product={makeSingleVariant()} />,
};

export const Empty: Story = {
  name: 'Empty (outside a product, renders nothing)',
  render: () => <${tag} />,
};
`,
    [`stories/${name}.checks.ts`]: `import { expect } from 'vitest';
import { makeSingleVariant } from '../test/factories/product';
import type { StoryChecks } from './testing';

const host = (canvas: HTMLElement) => canvas.querySelector('${tag}');

/** What each \`<${tag}>\` story shows once rendered (test/stories.test.tsx runs them). */
export const checks: StoryChecks = {
  Filled: (canvas) => {
    expect(canvas.querySelector('.sq-${name}__text')?.textContent).toBe(makeSingleVariant().title);
    expect(host(canvas)?.getAttribute('data-state')).toBe('filled');
  },
  Empty: (canvas) => {
    expect(host(canvas)).not.toBeNull();
    expect(host(canvas)?.childElementCount).toBe(0);
    expect(host(canvas)?.getAttribute('data-state')).toBe('empty');
  },
};
`,
    [`test/${name}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { makeSingleVariant } from './factories/product';
import { givenPageContext, mount, productMarkup } from './render';

describe('<${tag}>', () => {
  it('shows the title of the surrounding product', async () => {
    givenPageContext();
    const product = makeSingleVariant();
    const root = await mount(productMarkup(product, '<${tag}></${tag}>'));
    expect(root.querySelector('.sq-${name}__text')?.textContent).toBe(product.title);
    expect(root.querySelector('${tag}')?.getAttribute('data-state')).toBe('filled');
  });

  it('renders nothing outside an <sq-product>', async () => {
    givenPageContext();
    const root = await mount('<${tag}></${tag}>');
    expect(root.querySelector('${tag}')?.childElementCount).toBe(0);
    expect(root.querySelector('${tag}')?.getAttribute('data-state')).toBe('empty');
  });
});
`,
  };
}

const IMPORT_LINE = /^import \* as ([\w$]+) from '\.\/([a-z0-9-]+)\/\2\.element';$/gm;
const ELEMENTS_LIST = /(export const ELEMENTS = \[)([^\]]*)(\] as const;)/;

/** The registry's text with one more element: its import after the last element import, its entry at the end of ELEMENTS. */
export function addToRegistry(registry: string, { name, camel }: ElementNames): string {
  const imports = [...registry.matchAll(IMPORT_LINE)];
  if (imports.length === 0 || !ELEMENTS_LIST.test(registry)) {
    throw new Error(
      `${REGISTRY} does not have the expected shape (\`import * as x from './x/x.element';\` lines and \`export const ELEMENTS = [...] as const;\`).`,
    );
  }
  // The import is named after the element, unless that name is taken or reserved.
  const identifier = RESERVED.has(camel) || new RegExp(`\\b${camel}\\b`).test(registry) ? `${camel}Element` : camel;
  if (new RegExp(`\\b${identifier}\\b`).test(registry)) {
    throw new Error(`${REGISTRY} already uses the name ${identifier}; add <sq-${name}> by hand.`);
  }
  const line = `import * as ${identifier} from './${name}/${name}.element';`;
  const last = imports.at(-1)!;
  const afterImports = last.index + last[0].length;
  const withImport = `${registry.slice(0, afterImports)}\n${line}${registry.slice(afterImports)}`;

  // The entry goes last (parents before children), in the list's own layout: one line, or one entry a line.
  const [whole, open, entries, close] = ELEMENTS_LIST.exec(withImport)!;
  const names = [
    ...entries!
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    identifier,
  ];
  const list = entries!.includes('\n')
    ? `${open}\n${names.map((entry) => `  ${entry},\n`).join('')}${close}`
    : `${open}${names.join(', ')}${close}`;
  return withImport.replace(whole, () => list);
}

/**
 * Writes a new element's files under `root` and adds it to `root`/elements/registry.ts. Throws,
 * having written nothing, when the tag is invalid or the element (or one of its files) exists.
 * Returns the files written, relative to root.
 */
export function createElement(root: string, tag: string): string[] {
  const names = elementNames(tag);
  const registryPath = join(root, REGISTRY);
  if (!existsSync(registryPath)) throw new Error(`No ${REGISTRY} under ${root}.`);
  const registry = readFileSync(registryPath, 'utf8');
  const registered = [...registry.matchAll(IMPORT_LINE)].some((match) => match[2] === names.name);
  if (registered)
    throw new Error(`<${tag}> exists already: ${REGISTRY} imports ./${names.name}/${names.name}.element.`);
  const files = elementFiles(names);
  const existing = [`elements/${names.name}`, ...Object.keys(files)].filter((file) => existsSync(join(root, file)));
  if (existing.length > 0)
    throw new Error(`<${tag}> exists already: ${existing.join(', ')} ${existing.length === 1 ? 'is' : 'are'} there.`);
  const updated = addToRegistry(registry, names);

  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text, { flag: 'wx' });
  }
  writeFileSync(registryPath, updated);
  return [...Object.keys(files), REGISTRY];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.env.SQ_ROOT ?? fileURLToPath(new URL('..', import.meta.url)));
  const tag = process.argv[2];
  if (!tag || process.argv.length > 3) {
    console.error('Usage: npm run new-element sq-name   (sq- followed by lowercase words joined by hyphens)');
    process.exit(1);
  }
  let written: string[];
  try {
    written = createElement(root, tag);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  for (const file of written) console.log(`${file === REGISTRY ? 'updated' : 'wrote'} ${file}`);
  // In the house style from the start, so `npm run lint` passes before anything else is written.
  const prettier = join(root, 'node_modules', '.bin', 'prettier');
  if (existsSync(prettier)) {
    const result = spawnSync(prettier, ['--write', ...written], { cwd: root, stdio: 'ignore' });
    if (result.status !== 0) console.error('Could not format the new files: run `npm run format`.');
  }
  // The generated documentation (the element reference, the server markup) now lacks the new
  // element: regenerate it with the package's own \`npm run docs\`, wherever that writes.
  const packageJson = join(root, 'package.json');
  const scripts = existsSync(packageJson)
    ? (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts?: Record<string, string> }).scripts
    : undefined;
  if (scripts?.docs) {
    const result = spawnSync('npm', ['run', '--silent', 'docs'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) console.error('Could not update the generated documentation: run `npm run docs`.');
  }
  const { name } = elementNames(tag);
  console.log(
    `\nNext: write <${tag}>'s docs in elements/${name}/${name}.meta.ts and its view, then \`npm run docs\`;` +
      ` say what each new story shows in stories/${name}.checks.ts.`,
  );
}
