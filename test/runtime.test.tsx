import { useEffect, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booleanAttributeValue, parseAttribute, type AttributeMeta } from '../src/lib/element-meta';
import { defineElement } from '../src/runtime/element';
import { listenerMode } from '../src/runtime/root';
import type { ProductScope } from '../stores/product';
import { makeShirt, makeSingleVariant } from './factories/product';
import { givenPageContext, mount, productMarkup, settle } from './render';

const flag: AttributeMeta = { name: 'open', type: 'boolean' };
const count: AttributeMeta = { name: 'count', type: 'number', default: 5, min: 1, max: 10 };
const mode: AttributeMeta = { name: 'mode', type: 'string', values: ['a', 'b'], default: 'a' };

/** A test element: a spec whose view shows its props. */
function defineProbe<P extends object>(
  tag: string,
  attributes: Record<string, AttributeMeta>,
  View: (props: P) => React.ReactNode,
  props: (state: never) => P,
) {
  return defineElement({
    meta: { tag, attributes },
    props: props as never,
    view: () => View as never,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('attributes', () => {
  it('treats a bare boolean attribute as true and a missing one as false', () => {
    expect(parseAttribute(flag, '')).toBe(true);
    expect(parseAttribute(flag, 'false')).toBe(true);
    expect(parseAttribute(flag, null)).toBe(false);
  });

  it('reads a boolean that is on by default as off only with "false", as booleanAttributeValue writes it', () => {
    const onByDefault: AttributeMeta = { name: 'auto-play', type: 'boolean', default: true };
    expect(parseAttribute(onByDefault, null)).toBe(true);
    expect(parseAttribute(onByDefault, '')).toBe(true);
    expect(parseAttribute(onByDefault, booleanAttributeValue(onByDefault, false))).toBe(false);
    expect(parseAttribute(onByDefault, ' False ')).toBe(false);
    expect(booleanAttributeValue(flag, false)).toBeNull();
    expect(booleanAttributeValue(flag, true)).toBe('');
  });

  it('clamps numbers and falls back to the default for junk', () => {
    expect(parseAttribute(count, '7')).toBe(7);
    expect(parseAttribute(count, '700')).toBe(10);
    expect(parseAttribute(count, '-3')).toBe(1);
    expect(parseAttribute(count, 'seven')).toBe(5);
    expect(parseAttribute(count, '')).toBe(5);
    expect(parseAttribute(count, null)).toBe(5);
  });

  it('accepts only listed values of an enumerated attribute', () => {
    expect(parseAttribute(mode, 'b')).toBe('b');
    expect(parseAttribute(mode, 'c')).toBe('a');
  });
});

describe('defineElement', () => {
  it('re-renders when a boolean attribute is added and removed, by HTML rules', async () => {
    defineProbe(
      'sq-test-flag',
      { open: flag },
      ({ open }: { open: boolean }) => <span>{open ? 'open' : 'closed'}</span>,
      (state: { attributes: { open: boolean } }) => ({ open: state.attributes.open }),
    );
    const root = await mount('<sq-test-flag open></sq-test-flag>');
    const element = root.querySelector('sq-test-flag')!;
    expect(element.textContent).toBe('open');
    await settle(() => element.removeAttribute('open'));
    expect(element.textContent).toBe('closed');
    await settle(() => ((element as unknown as { open: boolean }).open = true));
    expect(element.hasAttribute('open')).toBe(true);
    expect(element.textContent).toBe('open');
  });

  it('keeps its state when moved within the page, and unmounts once removed', async () => {
    const events: string[] = [];
    function Probe() {
      const [clicks, setClicks] = useState(0);
      useEffect(() => {
        events.push('mount');
        return () => {
          events.push('unmount');
        };
      }, []);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {clicks}
        </button>
      );
    }
    defineProbe('sq-test-probe', {}, Probe, () => ({}));
    const root = await mount('<div id="a"><sq-test-probe></sq-test-probe></div><div id="b"></div>');
    const probe = root.querySelector('sq-test-probe')!;
    await settle(() => probe.querySelector('button')!.click());
    await settle(() => root.querySelector('#b')!.append(probe));
    expect(events).toEqual(['mount']);
    expect(probe.textContent).toBe('1');
    await settle(() => probe.querySelector('button')!.click());
    expect(probe.textContent).toBe('2');
    await settle(() => probe.remove());
    expect(events).toEqual(['mount', 'unmount']);
    expect(probe.childElementCount).toBe(0);
  });

  it('renders every element upgraded in one task in one pass, before the task after it', async () => {
    const passes: number[] = [];
    let tick = 0;
    function Probe() {
      useLayoutEffect(() => {
        passes.push(tick);
      }, []);
      return <i>on</i>;
    }
    defineProbe('sq-test-pass', {}, Probe, () => ({}));
    await settle(async () => {
      const container = document.createElement('div');
      container.innerHTML = '<sq-test-pass></sq-test-pass>'.repeat(5);
      document.body.append(container);
      expect(container.querySelectorAll('i')).toHaveLength(0);
      await Promise.resolve();
      tick = 1;
      expect(container.querySelectorAll('i')).toHaveLength(5);
    });
    expect(passes).toEqual([0, 0, 0, 0, 0]);
  });

  it('replaces the server copy of its markup instead of adding to it', async () => {
    defineProbe(
      'sq-test-server',
      {},
      () => <b>live</b>,
      () => ({}),
    );
    const root = await mount('<sq-test-server><b>live</b></sq-test-server>');
    expect(root.querySelector('sq-test-server')!.innerHTML).toBe('<b>live</b>');
  });

  it('does not throw when a tag is defined twice, and keeps the first definition', () => {
    const first = defineProbe(
      'sq-test-twice',
      {},
      () => null,
      () => ({}),
    );
    const define = vi.spyOn(customElements, 'define');
    expect(() =>
      defineProbe(
        'sq-test-twice',
        {},
        () => <b>second</b>,
        () => ({}),
      ),
    ).not.toThrow();
    expect(
      defineProbe(
        'sq-test-twice',
        {},
        () => null,
        () => ({}),
      ),
    ).toBe(first);
    expect(define).not.toHaveBeenCalled();
  });

  it('loads the whole bundle twice without throwing', async () => {
    await import('../elements/index');
    vi.resetModules();
    await expect(import('../elements/index')).resolves.toBeDefined();
  });
});

describe('event handling', () => {
  it('installs no listener on an element nobody has touched, and handles the first event aimed at it', async () => {
    expect(listenerMode()).toBe('lazy');
    givenPageContext();
    const root = await mount(
      productMarkup(makeShirt(), '<sq-variant-picker></sq-variant-picker><sq-variant-picker></sq-variant-picker>'),
    );
    const [used, idle] = [...root.querySelectorAll('sq-variant-picker')] as HTMLElement[];
    const listens = (element: HTMLElement) => vi.spyOn(element, 'addEventListener');
    const [usedSpy, idleSpy] = [listens(used!), listens(idle!)];
    const select = used!.querySelector('select')!;
    await settle(() => {
      select.value = 'M';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(usedSpy.mock.calls.length).toBeGreaterThan(50);
    expect(idleSpy).not.toHaveBeenCalled();
    expect(idle!.querySelector('select')!.value).toBe('M');
  });
});

describe('elements rendered from the runtime (no hook of their own in React)', () => {
  /** The listeners on a product's stores (nanostores counts them as `lc`). */
  const listeners = (element: Element) => {
    const scope = (element.closest('sq-product') as unknown as { scope: ProductScope }).scope;
    return [scope.$product, scope.$selection, scope.$pageType, scope.$purchase].map(
      (store) => (store as unknown as { lc: number }).lc,
    );
  };

  it('follow their stores while in the page, and stop when removed', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    const product = root.querySelector('sq-product')!;
    const element = product.querySelector('sq-add-to-cart')!;
    // <sq-add-to-cart> follows all four; <sq-product> itself listens to none.
    expect(listeners(element)).toEqual([1, 1, 1, 1]);
    await settle(() => element.remove());
    expect(listeners(product)).toEqual([0, 0, 0, 0]);
    await settle(() => product.append(element));
    expect(listeners(element)).toEqual([1, 1, 1, 1]);
    const scope = (product as unknown as { scope: ProductScope }).scope;
    await settle(() => scope.$purchase.set({ ...scope.$purchase.get(), phase: 'adding' }));
    expect(element.querySelector('button')?.textContent).toBe('Adding…');
    expect(element.getAttribute('data-state')).toBe('adding');
  });

  it('work out their view once as they connect inside their product, and once per move', async () => {
    givenPageContext();
    const computed = vi.fn((state: { product: { title: string } | null }) => ({ title: state.product?.title ?? '' }));
    defineElement({
      meta: { tag: 'sq-test-once', attributes: {} },
      product: true,
      props: computed as never,
      view: () => (({ title }: { title: string }) => <span>{title}</span>) as never,
    });
    const root = await mount(productMarkup(makeSingleVariant(), ''));
    const element = document.createElement('sq-test-once');
    // Its product answers at once: the connection renders it, the answer does not again.
    await settle(() => root.querySelector('sq-product')!.append(element));
    expect(element.querySelector('span')?.textContent).toBe(makeSingleVariant().title);
    expect(computed).toHaveBeenCalledTimes(1);
    computed.mockClear();
    await settle(() => root.append(element));
    expect(computed).toHaveBeenCalledTimes(1);
    expect(element.querySelector('span')?.textContent).toBe('');
  });

  it('render again when the page context changes', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    await settle(() => givenPageContext({ messages: { addToCart: 'In den Warenkorb' } }));
    expect(root.querySelector('sq-add-to-cart button')?.textContent).toBe('In den Warenkorb');
  });

  it("rewrite their host's data-state only when it changes", async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    const element = root.querySelector('sq-add-to-cart')!;
    const scope = (root.querySelector('sq-product') as unknown as { scope: ProductScope }).scope;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((found) => records.push(...found));
    observer.observe(element, { attributes: true, attributeOldValue: true });
    // A change that leaves its state as it was (a flash on another element's behalf, say).
    await settle(() => scope.$selection.set({ ...scope.$selection.get(), flagged: [] }));
    await settle(() => scope.$purchase.set({ ...scope.$purchase.get(), phase: 'adding' }));
    observer.disconnect();
    expect(records.map((record) => [record.attributeName, record.oldValue])).toEqual([['data-state', 'idle']]);
    expect(element.getAttribute('data-state')).toBe('adding');
  });
});

describe('<sq-product> scope', () => {
  it('reaches an element inserted into it later', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), ''));
    await settle(() =>
      root.querySelector('sq-product')!.insertAdjacentHTML('beforeend', '<sq-add-to-cart></sq-add-to-cart>'),
    );
    expect(root.querySelector('sq-add-to-cart button')?.textContent).toBe('Add To Cart');
  });

  it('follows the <sq-product> it is moved into', async () => {
    givenPageContext();
    const preorder = makeSingleVariant({
      structuredContent: { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' },
    });
    const root = await mount(
      productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>') + productMarkup(preorder, ''),
    );
    const [first, second] = [...root.querySelectorAll('sq-product')];
    const element = first!.querySelector('sq-add-to-cart')!;
    expect(element.querySelector('button')?.textContent).toBe('Add To Cart');
    await settle(() => second!.append(element));
    expect(element.querySelector('button')?.textContent).toBe('Pre-order');
  });

  it('follows product JSON that changes after load', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    const script = root.querySelector('sq-product > script')!;
    const custom = makeSingleVariant({
      structuredContent: { useCustomAddButtonText: true, customAddButtonText: 'Pre-order' },
    });
    await settle(() => (script.textContent = JSON.stringify(custom)));
    expect(root.querySelector('sq-add-to-cart button')?.textContent).toBe('Pre-order');
  });

  it('follows a script put in place of its own, and no longer the one it replaced', async () => {
    givenPageContext();
    const root = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    const labelled = (text: string) =>
      JSON.stringify(
        makeSingleVariant({ structuredContent: { useCustomAddButtonText: true, customAddButtonText: text } }),
      );
    const old = root.querySelector('sq-product > script')!;
    const replacement = document.createElement('script');
    replacement.type = 'application/json';
    replacement.textContent = labelled('Pre-order');
    await settle(() => old.replaceWith(replacement));
    const label = () => root.querySelector('sq-add-to-cart button')?.textContent;
    expect(label()).toBe('Pre-order');
    await settle(() => (old.textContent = labelled('Gone')));
    expect(label()).toBe('Pre-order');
    await settle(() => (replacement.textContent = labelled('Reserve')));
    expect(label()).toBe('Reserve');
    // Two products on the page, one observer: a change in one leaves the other as it is.
    const other = await mount(productMarkup(makeSingleVariant(), '<sq-add-to-cart></sq-add-to-cart>'));
    await settle(() => (other.querySelector('sq-product > script')!.textContent = labelled('Other')));
    expect(other.querySelector('sq-add-to-cart button')?.textContent).toBe('Other');
    expect(label()).toBe('Reserve');
  });

  it('answers elements that asked before it was connected', async () => {
    givenPageContext();
    const product = makeSingleVariant();
    const root = await mount(
      `<div>${productMarkup(product, '<sq-add-to-cart></sq-add-to-cart>').replace('<sq-product page-type="pdp">', '<x-later>').replace('</sq-product>', '</x-later>')}</div>`,
    );
    expect(root.querySelector<HTMLButtonElement>('sq-add-to-cart button')?.disabled).toBe(true);
    await settle(() => {
      const later = root.querySelector('x-later')!;
      const element = document.createElement('sq-product');
      element.append(...later.childNodes);
      later.replaceWith(element);
    });
    expect(root.querySelector<HTMLButtonElement>('sq-add-to-cart button')?.disabled).toBe(false);
  });
});
