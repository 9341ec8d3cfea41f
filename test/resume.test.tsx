/**
 * Elements the server rendered resume: they keep the server's markup with no React until a store
 * they show changes what they draw or a visitor reaches for them; then React takes the markup
 * over (hydration, the same nodes) and what the visitor did before takes effect once
 * (src/runtime/resume.ts, mount.ts, hydrate.ts).
 */
import { http, HttpResponse } from 'msw';
import { act, useLayoutEffect, useState } from 'react';
import { hydrateIsland } from '../src/runtime/hydrate';
import { defineElement } from '../src/runtime/element';
import { holdBeforeDefined } from '../src/runtime/hold-early';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElementTag } from '../src/server/render';
import { SERVER_ATTRIBUTE } from '../src/runtime/mount';
import { isAsleep } from '../src/runtime/resume';
import { sameProps } from '../src/runtime/element';
import { renderToString } from 'react-dom/server';
import type { Product } from '../src/product/product';
import { $cart } from '../stores/cart';
import { makeShirt, makeSingleVariant } from './factories/product';
import { cartHandlers } from './mocks/handlers';
import { cartWith } from './mocks/cart';
import { flush, givenPageContext, givenSessionCookies, mount, productMarkup, until } from './render';
import { server } from './setup';

/** The page a server renders: the product's JSON, then each element's server markup. */
function serverPage(product: Product, tags: readonly string[], pageType: 'pdp' | 'plp' = 'pdp'): string {
  const inner = tags.map((tag) => renderElementTag(tag, { product, pageType, lang: 'en' })).join('');
  return productMarkup(product, inner, pageType);
}

/** Records every add the platform receives. */
function recordAdds(...products: Product[]): { itemId: string; sku: string; quantity: number }[] {
  const adds: { itemId: string; sku: string; quantity: number }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/commerce/shopping-cart/entries')
      adds.push(await request.clone().json());
  });
  server.use(...cartHandlers({ products }));
  return adds;
}

/** Lets a wake finish: its task of its own, the hydration and what it hands over. */
async function settleWake(): Promise<void> {
  await flush();
  await flush();
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('server-rendered elements at rest', () => {
  it('keep the server markup, untouched by React, while nothing changes what they draw', async () => {
    const product = makeSingleVariant();
    const html = serverPage(product, ['sq-add-to-cart', 'sq-product-price', 'sq-product-status']);
    const root = await mount(html);
    await settleWake();
    const hosts = [...root.querySelectorAll<HTMLElement>('sq-add-to-cart, sq-product-price, sq-product-status')];
    expect(hosts).toHaveLength(3);
    for (const host of hosts) {
      expect(host.hasAttribute(SERVER_ATTRIBUTE), host.localName).toBe(true);
      expect(isAsleep(host), host.localName).toBe(true);
    }
    // What the server wrote is still what the page holds, byte for byte.
    const written = document.createElement('div');
    written.innerHTML = html;
    expect(root.querySelector('sq-add-to-cart')!.innerHTML).toBe(written.querySelector('sq-add-to-cart')!.innerHTML);
  });

  it('stay asleep when a store they follow changes without changing what they draw', async () => {
    const product = makeSingleVariant();
    const root = await mount(serverPage(product, ['sq-add-to-cart']));
    const host = root.querySelector<HTMLElement>('sq-add-to-cart')!;
    // The cart is not something the button draws; an empty selection change draws the same.
    await act(async () => $cart.set(cartWith(2, 3600)));
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(true);
  });
});

describe('a wake', () => {
  it('takes the markup over without redrawing it when the pointer comes over the element', async () => {
    const product = makeSingleVariant();
    const root = await mount(serverPage(product, ['sq-add-to-cart']));
    const host = root.querySelector<HTMLElement>('sq-add-to-cart')!;
    const button = host.querySelector('button')!;
    const before = host.innerHTML;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(isAsleep(host)).toBe(false);
    // The same nodes, the same markup.
    expect(host.querySelector('button')).toBe(button);
    expect(host.innerHTML).toBe(before);
  });

  it("starts what its first use needs (its spec's reach) when a visitor reaches for it, not when a store change wakes it", async () => {
    const reach = vi.fn();
    function Count({ text }: { text: string }) {
      return <span>{text}</span>;
    }
    await act(async () => $cart.set(null));
    defineElement({
      meta: { tag: 'sq-test-reach', attributes: {} },
      cart: true,
      props: ({ cart }: { cart: { totalQuantity: number } | null }) => ({ text: String(cart?.totalQuantity ?? 0) }),
      view: () => Count,
      reach,
    } as never);
    const markup = renderToString(<Count text="0" />);
    const root = await mount(
      `<sq-test-reach ${SERVER_ATTRIBUTE}="r1-">${markup}</sq-test-reach><sq-test-reach ${SERVER_ATTRIBUTE}="r2-">${markup}</sq-test-reach>`,
    );
    const [reached, changed] = [...root.querySelectorAll<HTMLElement>('sq-test-reach')];
    await settleWake();
    expect(isAsleep(reached!)).toBe(true);
    await act(async () => {
      reached!.querySelector('span')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    // Asked for in the reach's own task, before the wake has drawn anything.
    expect(reach).toHaveBeenCalledTimes(1);
    await settleWake();
    expect(isAsleep(reached!)).toBe(false);
    // The other wakes for the cart's new count: no one reached for it.
    await act(async () => $cart.set(cartWith(2, 3600)));
    await settleWake();
    expect(isAsleep(changed!)).toBe(false);
    expect(changed!.textContent).toBe('2');
    expect(reach).toHaveBeenCalledTimes(1);
  });

  it('wakes only the element reached for', async () => {
    const product = makeSingleVariant();
    const root = await mount(serverPage(product, ['sq-add-to-cart', 'sq-product-price']));
    const host = root.querySelector<HTMLElement>('sq-add-to-cart')!;
    await act(async () => {
      host.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('sq-product-price')!.hasAttribute(SERVER_ATTRIBUTE)).toBe(true);
  });

  it('follows a store change that draws something new: the cart pill shows the count that arrived', async () => {
    const root = await mount(renderElementTag('sq-cart-pill', { lang: 'en' }));
    const host = root.querySelector<HTMLElement>('sq-cart-pill')!;
    const link = host.querySelector('a')!;
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(true);
    await act(async () => $cart.set(cartWith(3, 5400)));
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(host.querySelector('a')).toBe(link);
    expect(host.querySelector('.sq-cart-pill__count')!.textContent).toBe('3');
  });
});

describe('nothing the visitor does before the wake is lost', () => {
  it('a press made before the element woke adds once and shows "Adding…"', async () => {
    givenSessionCookies();
    const product = makeSingleVariant();
    const adds = recordAdds(product);
    const root = await mount(serverPage(product, ['sq-add-to-cart']));
    const host = root.querySelector<HTMLElement>('sq-add-to-cart')!;
    const button = host.querySelector('button')!;
    // A click with no pointer before it (a script, a keyboard's Enter): the element is asleep.
    expect(isAsleep(host)).toBe(true);
    let labelAfterWake = '';
    const seen = new MutationObserver(() => {
      if (!labelAfterWake && button.textContent === 'Adding…') labelAfterWake = button.textContent;
    });
    seen.observe(button, { subtree: true, characterData: true, childList: true });
    await act(async () => button.click());
    await settleWake();
    seen.disconnect();
    expect(labelAfterWake).toBe('Adding…');
    expect(adds).toHaveLength(1);
    expect(adds[0]!.itemId).toBe(product.id);
  });

  it('the option chosen in a server-rendered select before the wake is the one added', async () => {
    givenSessionCookies();
    const product = makeShirt();
    const adds = recordAdds(product);
    const root = await mount(serverPage(product, ['sq-variant-picker', 'sq-add-to-cart']));
    // The picker has its product and sleeps (a choice made before then wakes it as it is defined).
    await flush();
    expect(isAsleep(root.querySelector('sq-variant-picker')!)).toBe(true);
    const selects = [...root.querySelectorAll('select')];
    expect(selects.length).toBeGreaterThan(0);
    // Every option chosen with no React on the page: the DOM alone holds the choice.
    for (const select of selects) {
      const last = select.options[select.options.length - 1]!;
      select.value = last.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const chosen = selects.map((select) => select.value);
    await settleWake();
    expect(root.querySelector('sq-variant-picker')!.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(selects.map((select) => select.value)).toEqual(chosen);
    const button = root.querySelector<HTMLButtonElement>('sq-add-to-cart button')!;
    await act(async () => button.click());
    await settleWake();
    expect(adds).toHaveLength(1);
    const variant = product.structuredContent.variants.find((candidate) =>
      Object.values(candidate.attributes).every((value) => chosen.includes(value)),
    );
    expect(variant).toBeDefined();
    expect(adds[0]!.sku).toBe(variant!.sku);
  });

  it('a quantity typed before the wake stays, focused, and reaches the view', async () => {
    const product = makeSingleVariant();
    const root = await mount(serverPage(product, ['sq-quantity-input']));
    const host = root.querySelector<HTMLElement>('sq-quantity-input')!;
    const input = host.querySelector('input')!;
    // Typed with no React on the page: focus comes first (it wakes), the text before the wake.
    input.focus();
    input.value = '12';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(host.querySelector('input')).toBe(input);
    expect(input.value).toBe('12');
    expect(document.activeElement).toBe(input);
    // The view holds it too: a redraw (an attribute change) keeps it.
    const scope = (host.closest('sq-product') as unknown as { scope: { $selection: { get(): { quantity: string } } } })
      .scope;
    expect(scope.$selection.get().quantity).toBe('12');
  });
});

describe('a form the server rendered', () => {
  it('sends the box ticked, the radio chosen and the text typed before the wake, as they were left', async () => {
    givenPageContext();
    const bodies: { form: string }[] = [];
    server.use(
      http.post('/api/form/FormSubmissionKey', () => HttpResponse.json({ key: 'k1' })),
      http.post('/api/form/SaveFormSubmission', async ({ request }) => {
        bodies.push((await request.json()) as { form: string });
        return HttpResponse.json({});
      }),
    );
    const definition = {
      id: 'survey',
      submitButtonText: 'Send',
      success: { text: 'Thanks!' },
      fields: [
        { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Orders', 'Returns'] },
        { id: 'reply', type: 'radio', title: 'Reply by', options: ['Email', 'Phone'] },
        { id: 'note', type: 'text', title: 'Note' },
      ],
    };
    const root = await mount(renderElementTag('sq-form-block', { json: definition, pageContext: {}, lang: 'en' }));
    const host = root.querySelector<HTMLElement>('sq-form-block')!;
    expect(isAsleep(host)).toBe(true);
    const control = (selector: string) => host.querySelector<HTMLInputElement>(selector)!;
    const returns = control('input[type="checkbox"][value="Returns"]');
    const phone = control('input[type="radio"][value="Phone"]');
    const note = control('input.sq-field__input');
    // With no React on the page: the DOM alone holds what the visitor did (the first act wakes it).
    returns.checked = true;
    returns.dispatchEvent(new Event('change', { bubbles: true }));
    phone.checked = true;
    phone.dispatchEvent(new Event('change', { bubbles: true }));
    note.focus();
    note.value = 'Ring after six';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    // The same nodes, as they were left, and focus where it was.
    expect(control('input[type="checkbox"][value="Returns"]')).toBe(returns);
    expect([returns.checked, phone.checked, note.value]).toEqual([true, true, 'Ring after six']);
    expect(document.activeElement).toBe(note);
    await act(async () => {
      host.querySelector('form')!.requestSubmit();
    });
    await settleWake();
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(bodies[0]!.form)).toMatchObject({
      topics: ['Returns'],
      reply: 'Phone',
      note: 'Ring after six',
    });
  });
});

describe('a link that opens a dialog once its element is awake (the cart pill with drawer)', () => {
  const drawer = () => document.querySelector<HTMLDialogElement>('dialog.sq-cart-drawer');
  const press = (link: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    link.dispatchEvent(event);
    return event;
  };

  /** A server-rendered drawer pill showing the visitor's cart, asleep. */
  async function sleepingPill(drawerAttribute: boolean) {
    givenPageContext();
    const cart = cartWith(2, 3000);
    $cart.set(cart);
    const root = await mount(
      renderElementTag('sq-cart-pill', { lang: 'en', cart, attributes: drawerAttribute ? { drawer: true } : {} }),
    );
    const host = root.querySelector<HTMLElement>('sq-cart-pill')!;
    await settleWake();
    expect(isAsleep(host)).toBe(true);
    return { host, link: host.querySelector('a')! };
  }

  it('holds a plain press while the pill sleeps (the page stays) and opens the drawer once it is awake', async () => {
    const { host, link } = await sleepingPill(true);
    let event: MouseEvent | undefined;
    await act(async () => void (event = press(link)));
    expect(event!.defaultPrevented).toBe(true);
    await until(() => expect(drawer()?.open).toBe(true));
    expect(isAsleep(host)).toBe(false);
    expect(document.querySelectorAll('dialog.sq-cart-drawer')).toHaveLength(1);
  });

  it('leaves a press with a modifier key to the link (its page in a new tab), and a link that opens nothing', async () => {
    const { link } = await sleepingPill(true);
    let withKey: MouseEvent | undefined;
    await act(async () => void (withKey = press(link, { ctrlKey: true })));
    expect(withKey!.defaultPrevented).toBe(false);
    await settleWake();
    expect(drawer()).toBeNull();
    document.body.replaceChildren();

    const plain = await sleepingPill(false);
    let event: MouseEvent | undefined;
    await act(async () => void (event = press(plain.link)));
    expect(event!.defaultPrevented).toBe(false);
  });

  it('goes where the link goes when the element cannot wake (its view did not load)', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement({
      meta: { tag: 'sq-test-dialog-link', attributes: {} },
      props: () => ({}),
      view: () => Promise.reject(new Error('offline')),
    } as never);
    const root = await mount(
      `<sq-test-dialog-link ${SERVER_ATTRIBUTE}="link-"><a href="/cart" aria-haspopup="dialog">Cart</a></sq-test-dialog-link>`,
    );
    const link = root.querySelector('a')!;
    let event: MouseEvent | undefined;
    await act(async () => void (event = press(link)));
    expect(event!.defaultPrevented).toBe(true);
    await until(() => expect(assign).toHaveBeenCalledWith(link.href));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('storefront-elements: could not load an element view', expect.any(Error));
  });
});

describe('a press on an element that cannot wake (its view did not load: offline)', () => {
  it('is not made later, on another reach, and the visitor hears why', async () => {
    givenPageContext();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const presses: number[] = [];
    let loads = 0;
    function Remove() {
      return (
        <button type="button" onClick={() => presses.push(1)}>
          Remove
        </button>
      );
    }
    const markup = renderToString(<Remove />);
    defineElement({
      meta: { tag: 'sq-test-offline', attributes: {} },
      props: () => ({}),
      // Offline at first, back online for the next reach.
      view: () => (loads++ === 0 ? Promise.reject(new Error('offline')) : Remove),
    } as never);
    const root = await mount(`<sq-test-offline ${SERVER_ATTRIBUTE}="off-">${markup}</sq-test-offline>`);
    const host = root.querySelector('sq-test-offline')!;
    await act(async () => root.querySelector('button')!.click());
    await settleWake();
    expect(errors).toHaveBeenCalledWith('storefront-elements: could not load an element view', expect.any(Error));
    expect(document.getElementById('sq-announcer')?.textContent).toBe('Please check your internet connection.');
    expect(presses).toEqual([]);
    // Back online, the visitor only points at it: it wakes, and the old press is not made.
    await act(async () => host.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    await settleWake();
    expect(host.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(presses).toEqual([]);
  });
});

describe('a press before the element is even defined', () => {
  it('is held by the loader and made once the element has woken', async () => {
    const presses: number[] = [];
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => (presses.push(count + 1), setCount(count + 1))}>
          Pressed {count}
        </button>
      );
    }
    const markup = renderToString(<Counter />);
    holdBeforeDefined(window);
    const root = await mount(`<sq-test-early ${SERVER_ATTRIBUTE}="early-">${markup}</sq-test-early>`);
    const button = root.querySelector('button')!;
    // Its module is still loading: the button is the server's, with nothing behind it.
    await act(async () => button.click());
    expect(presses).toEqual([]);
    defineElement({
      meta: { tag: 'sq-test-early', attributes: {} },
      props: () => ({}),
      view: () => Counter as never,
    } as never);
    await settleWake();
    expect(presses).toEqual([1]);
    expect(root.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Pressed 1');
  });
});

describe('a control changed before the element is defined, or put back by the browser on Back', () => {
  it('wakes the element as soon as it is defined and hands the change to its view', async () => {
    const chosen: string[] = [];
    function Picker() {
      const [value, setValue] = useState('a');
      return (
        <select value={value} onChange={(event) => (chosen.push(event.target.value), setValue(event.target.value))}>
          <option value="a">A</option>
          <option value="b">B</option>
        </select>
      );
    }
    const markup = renderToString(<Picker />);
    const root = await mount(
      `<sq-test-restored ${SERVER_ATTRIBUTE}="r-">${markup}</sq-test-restored><sq-test-restored ${SERVER_ATTRIBUTE}="s-">${markup}</sq-test-restored>`,
    );
    const [changed, untouched] = [...root.querySelectorAll('sq-test-restored')];
    // No event: the value a browser puts back into a control when the visitor comes Back.
    changed!.querySelector('select')!.value = 'b';
    defineElement({
      meta: { tag: 'sq-test-restored', attributes: {} },
      props: () => ({}),
      view: () => Picker as never,
    } as never);
    await settleWake();
    expect(changed!.hasAttribute(SERVER_ATTRIBUTE)).toBe(false);
    expect(chosen.at(-1)).toBe('b');
    expect(changed!.querySelector('select')!.value).toBe('b');
    // The other one, as the server wrote it, sleeps on.
    expect(untouched!.hasAttribute(SERVER_ATTRIBUTE)).toBe(true);
    expect(isAsleep(untouched!)).toBe(true);
  });
});

describe("React's hydration, as the wake relies on it (src/runtime/hydrate.ts)", () => {
  /** A server-rendered host of a view that notes its commits, in the page. */
  async function island(label: string) {
    const commits: string[] = [];
    function View({ label: text }: { label: string }) {
      useLayoutEffect(() => void commits.push(text));
      return <button type="button">{text}</button>;
    }
    const root = await mount(`<div ${SERVER_ATTRIBUTE}="probe-">${renderToString(<View label={label} />)}</div>`);
    const host = root.firstElementChild as HTMLElement;
    const props = { label };
    return { host, commits, View: View as never, island: { host, spec: {} as never, props, serverProps: props } };
  }

  it('hydrates inside flushSync before it returns (a test that fails when React changes that)', async () => {
    const { host, commits, View, island: probe } = await island('Server');
    const button = host.querySelector('button');
    await act(async () => {
      void hydrateIsland(probe, View, 'probe-');
      // Nothing awaited: the hydration has committed.
      expect(commits).toEqual(['Server']);
    });
    expect(host.querySelector('button')).toBe(button);
  });

  it('falls back to waiting for the commit where hydration is not synchronous: the current props then', async () => {
    const { host, commits, View, island: probe } = await island('Server');
    const button = host.querySelector('button');
    probe.props = { label: 'Current' };
    let hydrated = false;
    let done!: Promise<unknown>;
    // React's test scheduler runs what the call scheduled when act() ends: no commit inside it.
    await act(async () => {
      done = hydrateIsland(probe, View, 'probe-', (hydrate) => hydrate()).then(() => (hydrated = true));
      expect(commits).toEqual([]);
    });
    await act(async () => {
      await done;
    });
    expect(hydrated).toBe(true);
    expect(commits[0]).toBe('Server');
    expect(host.querySelector('button')).toBe(button);
    expect(button!.textContent).toBe('Current');
  });
});

describe('a server markup that is not its view', () => {
  it('is drawn again by React on wake, with one clear console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const product = makeSingleVariant();
    const html = serverPage(product, ['sq-add-to-cart']).replace('Add To Cart</span>', 'Buy it</span>');
    const root = await mount(html);
    const host = root.querySelector<HTMLElement>('sq-add-to-cart')!;
    await act(async () => {
      host.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    await settleWake();
    expect(host.querySelector('button')!.textContent).toBe('Add To Cart');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("<sq-add-to-cart>'s server markup is not what its view draws"),
      expect.anything(),
    );
  });
});

describe('sameProps', () => {
  it('compares values through objects and arrays, and any two functions as the same', () => {
    expect(sameProps({ a: [1, { b: 'x' }], f: () => 1 }, { a: [1, { b: 'x' }], f: () => 2 })).toBe(true);
    expect(sameProps({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameProps({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameProps([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameProps(null, {})).toBe(false);
  });
});
