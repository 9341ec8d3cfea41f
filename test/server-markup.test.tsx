/**
 * Server markup is the client's: every element, in every state of its stories, rendered on both
 * sides. Each story is rendered and played as in test/stories.test.tsx; then for every element in
 * its canvas (not `<sq-product>`, which keeps the page's content) the state the client holds is
 * collected (product JSON, page type, selection and purchase from the closest `<sq-product>`'s
 * scope; page context and cart from the stores; the host's attributes; the page's lang), the
 * server renders the element from it (renderElement), and both markups must be the same, as must
 * the host's `data-state` and `hidden`.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import '../elements/index';
import type { SqProductElement } from '../elements/product/product.element';
import { ELEMENTS } from '../elements/registry';
import { initialState, renderElement, type RenderInput } from '../src/server/render';
import type { AnyElementSpec } from '../src/runtime/element';
import { SERVER_ATTRIBUTE } from '../src/runtime/mount';
import { $cart } from '../stores/cart';
import { $pageContext } from '../stores/page-context';
import { storefrontAnnotations } from '../stories/support';
import { composeStoryFiles, renderStory, type ComposedStory, type StoriesModule } from '../stories/testing';
import { server } from './setup';

const annotations = setProjectAnnotations([storefrontAnnotations]);

beforeAll(async () => {
  await annotations.beforeAll?.();
});

const files = composeStoryFiles(import.meta.glob<StoriesModule>('../stories/*.stories.tsx', { eager: true }));

/** Every tag the server renders (every element with a spec: not `<sq-product>`). */
const RENDERED = new Set<string>(ELEMENTS.filter((element) => 'spec' in element).map((element) => element.meta.tag));

/**
 * The rendered elements a story's markup holds: how many of each tag, in order of first
 * appearance. Read from the story's own markup (its render function and decorators, as static
 * HTML) so that each story × element pair can be a test of its own; each test then checks the
 * live canvas holds the same elements.
 */
function elementsOf(Story: ComposedStory): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, tag] of renderToStaticMarkup(<Story />).matchAll(/<(sq-[a-z0-9-]+)/g)) {
    if (tag && RENDERED.has(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return counts;
}

/** The rendered elements in a canvas, by tag. */
function elementsIn(canvas: HTMLElement): Map<string, HTMLElement[]> {
  const found = new Map<string, HTMLElement[]>();
  for (const element of canvas.querySelectorAll<HTMLElement>('*')) {
    const tag = element.localName;
    if (!RENDERED.has(tag)) continue;
    found.set(tag, [...(found.get(tag) ?? []), element]);
  }
  return found;
}

/** What the page holds around `host` right now, as the server takes it. */
function clientInput(host: HTMLElement): RenderInput {
  const product = host.closest<SqProductElement>('sq-product');
  const scope = product?.scope;
  const script = product?.querySelector(':scope > script[type="application/json"]');
  const attributes: Record<string, string> = {};
  for (const { name, value } of host.attributes) {
    if (name !== 'data-state' && name !== 'hidden') attributes[name] = value;
  }
  // The JSON an element writes into its own markup (a form block's definition), as the page holds it.
  const own = host.querySelector('script[type="application/json"]')?.textContent;
  return {
    json: own ? (JSON.parse(own) as unknown) : undefined,
    product: script?.textContent ? (JSON.parse(script.textContent) as unknown) : undefined,
    pageType: scope?.$pageType.get(),
    selection: scope?.$selection.get(),
    purchase: scope?.$purchase.get(),
    // Already parsed: initialState serialises it and parses it again, which leaves it as it is.
    pageContext: $pageContext.get(),
    cart: $cart.get(),
    attributes,
    lang: host.ownerDocument.documentElement.lang,
  };
}

/** The host's `data-state` and `hidden`, in renderElement's shape. */
function hostAttributesOf(host: HTMLElement): Record<string, string | true> {
  const attributes: Record<string, string | true> = {};
  const state = host.getAttribute('data-state');
  if (state !== null) attributes['data-state'] = state;
  if (host.hasAttribute('hidden')) attributes.hidden = true;
  return attributes;
}

/**
 * The host attributes the server writes for what the client holds. An element whose `hidden`
 * says "as the page has it" (undefined) is hidden in server markup, while a story's host, rendered
 * without server markup, keeps the space it had: that one difference is by design.
 */
function serverHostAttributes(
  tag: string,
  input: RenderInput,
  server: Record<string, string | true>,
): Record<string, string | true> {
  const spec = (
    ELEMENTS.find((module) => module.meta.tag === tag && 'spec' in module) as { spec?: AnyElementSpec } | undefined
  )?.spec;
  // `data-sq-server` says the markup is the server's (the element resumes from it): a client host has none.
  const { [SERVER_ATTRIBUTE]: prefix, ...written } = server;
  expect(prefix, 'the id prefix the browser hydrates with').toMatch(/^sq[0-9a-z]+-$/);
  const asThePageHasIt = spec?.hidden?.(spec.props(initialState(tag, input), null)) === undefined;
  if (!asThePageHasIt) return written;
  const { hidden: _hidden, ...rest } = written;
  return rest;
}

/*
 * Normalisation. Only what the browser holds as live state rather than as markup, nothing else:
 *
 * - ids from useId: the client's (`_r_1_`) and the server's (`_R_…_`) differ by design; each
 *   distinct id, in order of first appearance, becomes `id-1`, `id-2`… in each markup, wherever it
 *   is used (`id`, `for`, `aria-*` references, radio `name`s derived from it);
 * - form state the DOM holds in properties: the client copy gets, as attributes, what its live
 *   controls hold (`selected` from option.selected, `checked` from a radio's or checkbox's
 *   checked, `value` from an input's value where the attribute differs), which is what
 *   renderToStaticMarkup writes for the same state (`selected=""` on the chosen option…);
 * - `open` on `<dialog>`: showModal() sets it on the client when the dialog mounts;
 * - a `style` attribute, written as the browser writes its declarations (React's server writes
 *   `top:33px`, the DOM `top: 33px;`);
 * - the comments React's server writes between adjacent texts (`<!-- -->`), which only keep the
 *   texts apart for hydration.
 *
 * Both markups are then parsed into a <template> and serialised again, so attribute quoting and
 * character references are written the same way, with each element's attributes in name order:
 * attribute order carries no meaning in HTML, and React's client sets an input's `type`, `name`
 * and `value` after its other attributes where the server writes every attribute in props order.
 */

/** An id from useId: React's `_R_…_`, or `_sq<n>-R_…_` with the server renderer's prefix. */
const REACT_ID = /_(sq[0-9a-z]+-)?[rR]_[0-9a-zA-Z]*_/g;

function normaliseIds(html: string): string {
  const ids = new Map<string, string>();
  return html.replace(REACT_ID, (id) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size + 1}`);
    return ids.get(id) as string;
  });
}

/** The host's inner HTML with its controls' live state written as attributes. */
function clientMarkup(host: HTMLElement): string {
  const copy = host.cloneNode(true) as HTMLElement;
  const live = [...host.querySelectorAll<HTMLOptionElement | HTMLInputElement>('option, input')];
  const copied = [...copy.querySelectorAll<HTMLOptionElement | HTMLInputElement>('option, input')];
  live.forEach((control, index) => {
    const target = copied[index] as HTMLElement;
    if (control instanceof HTMLOptionElement) {
      target.toggleAttribute('selected', control.selected);
    } else if (control.type === 'radio' || control.type === 'checkbox') {
      target.toggleAttribute('checked', control.checked);
    } else if (control.getAttribute('value') !== control.value) {
      target.setAttribute('value', control.value);
    }
  });
  return copy.innerHTML;
}

function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = normaliseIds(html);
  for (const dialog of template.content.querySelectorAll('dialog')) dialog.removeAttribute('open');
  // The server's comments between adjacent texts (`<!-- -->`) only keep them apart for hydration.
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  template.content.normalize();
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes]
      // A style attribute as declarations ("top:33px" and "top: 33px;" say the same).
      .map(({ name, value }) => [name, name === 'style' ? (element as HTMLElement).style.cssText : value] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return template.innerHTML;
}

/** A markup cut before each tag, for a readable diff (joined, it is the markup again). */
const lines = (html: string) => html.split(/(?=<)/);

/**
 * Every story × rendered element pair, but for stories whose played state lives in an element's
 * own UI state (`parameters.serverMarkup: false`: an open quick view), which no server renders;
 * the same element's closed state is compared in its other stories.
 */
const cases = Object.values(files).flatMap((stories) =>
  Object.values(stories).flatMap((Story) => {
    if ((Story.parameters as { serverMarkup?: boolean }).serverMarkup === false) return [];
    const counts = elementsOf(Story);
    return [...counts.keys()].map((tag) => ({ id: Story.id, tag, Story, counts }));
  }),
);

describe('server markup matches the client', () => {
  it('compares every element the server renders, in some story', () => {
    expect([...new Set(cases.map(({ tag }) => tag))].sort()).toEqual([...RENDERED].sort());
  });

  it.each(cases.map((pair) => [`${pair.id} ${pair.tag}`, pair] as const))(
    '%s',
    async (_name, { tag, Story, counts }) => {
      const { canvas, unmount } = await renderStory(Story, (...handlers) => server.use(...handlers));
      try {
        const inCanvas = elementsIn(canvas);
        const live = new Map([...inCanvas].map(([name, hosts]) => [name, hosts.length]));
        expect(Object.fromEntries(live), 'the elements in the canvas').toEqual(Object.fromEntries(counts));
        const hosts = inCanvas.get(tag) ?? [];
        // Every state is read at one moment, before anything else can run (timers, answers).
        const compared = hosts.map((host) => {
          const input = clientInput(host);
          const client = { html: canonical(clientMarkup(host)), hostAttributes: hostAttributesOf(host) };
          return { input, client };
        });
        // In a failure's diff, "Expected" is the client's and "Received" the server's.
        compared.forEach(({ input, client }, index) => {
          const fromServer = renderElement(tag, input);
          const where = `<${tag}> #${index + 1} of ${hosts.length}`;
          expect(lines(canonical(fromServer.html)), `${where}: markup`).toEqual(lines(client.html));
          expect(
            serverHostAttributes(tag, input, fromServer.hostAttributes),
            `${where}: data-state and hidden`,
          ).toEqual(client.hostAttributes);
        });
      } finally {
        await unmount();
      }
    },
  );
});

describe('elements rendered one by one into one page', () => {
  it('never repeat an id, so every label still names its own control', () => {
    const product = {
      id: 'p1',
      structuredContent: {
        variants: [
          { id: 'v1', sku: 'A', attributes: { Size: 'S' }, qtyInStock: 2, price: 100 },
          { id: 'v2', sku: 'B', attributes: { Size: 'M' }, qtyInStock: 2, price: 100 },
        ],
      },
    };
    const page = ['sq-variant-picker', 'sq-quantity-input', 'sq-variant-picker']
      .map((tag) => renderElement(tag, { product }).html)
      .join('');
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, target] of page.matchAll(/ for="([^"]+)"/g)) expect(ids).toContain(target);
  });
});
