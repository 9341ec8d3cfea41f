/**
 * Page C of the render bench: React alone drawing the 200 cards' final DOM, the floor under any
 * design whose views are React components. It reads the same card data as page B
 * (`window.__cardData`, defined by the page) and renders it through one root, a portal into each
 * element, with no stores, no validation, no element runtime and no custom element definitions:
 * only what React itself costs (loading, evaluating, rendering, committing). bench/render.ts builds
 * it with Vite into one minified script, React included.
 */
import { createElement as h, Fragment, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

type PriceView =
  | { readonly kind: 'single' | 'from'; readonly text: string }
  | { readonly kind: 'sale'; readonly sale: string; readonly original: string }
  | null;

interface CardData {
  readonly status: { readonly host: HTMLElement; readonly badge: 'sale' | 'sold-out' | null; readonly text: string };
  readonly price: { readonly host: HTMLElement; readonly view: PriceView };
  readonly add: {
    readonly host: HTMLElement;
    readonly soldOut: boolean;
    readonly label: string;
    readonly name: string;
  };
}

declare global {
  interface Window {
    __cardData: () => CardData[];
  }
}

function Status({ badge, text }: CardData['status']): ReactNode {
  return badge ? h('span', { className: 'sq-product-status__badge', 'data-status': badge }, text) : null;
}

function Price({ view }: CardData['price']): ReactNode {
  if (!view) return null;
  if (view.kind !== 'sale') {
    return h(
      'span',
      { className: view.kind === 'single' ? 'sq-product-price__amount' : 'sq-product-price__from' },
      view.text,
    );
  }
  return h(
    Fragment,
    null,
    h('span', { className: 'sq-visually-hidden' }, 'Sale Price:'),
    h('span', { className: 'sq-product-price__sale' }, view.sale),
    ' ',
    h('span', { className: 'sq-visually-hidden' }, 'Original Price:'),
    h('del', { className: 'sq-product-price__original' }, view.original),
  );
}

function Add({ soldOut, label, name }: CardData['add']): ReactNode {
  return h(
    Fragment,
    null,
    h(
      'button',
      { type: 'button', className: 'sq-add-to-cart__button', disabled: soldOut, 'aria-label': name },
      h('span', { className: 'sq-add-to-cart__label' }, label),
    ),
    h('p', { className: 'sq-add-to-cart__message', role: 'alert' }),
  );
}

function Cards({ cards }: { readonly cards: readonly CardData[] }): ReactNode {
  return cards.map((card, i) =>
    h(
      Fragment,
      { key: i },
      createPortal(h(Status, card.status), card.status.host),
      createPortal(h(Price, card.price), card.price.host),
      createPortal(h(Add, card.add), card.add.host),
    ),
  );
}

const cards = window.__cardData();
for (const card of cards) {
  card.status.host.setAttribute('data-state', card.status.badge ?? 'none');
  card.price.host.setAttribute('data-state', card.price.view ? card.price.view.kind : 'unavailable');
  card.add.host.setAttribute('data-state', card.add.soldOut ? 'sold-out' : 'idle');
}
const region = document.createElement('div');
region.className = 'sq-visually-hidden';
region.id = 'sq-announcer';
region.setAttribute('role', 'status');
region.setAttribute('aria-atomic', 'true');
document.body.appendChild(region);
const container = document.createElement('div');
document.body.appendChild(container);
const root = createRoot(container);
flushSync(() => root.render(h(Cards, { cards })));
