import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_PLACEMENT } from '../src/dialogs/AddedPopover';
import { ADD_TO_CART_TIMINGS } from '../src/purchase/flow';
import { makeShirt, makeSingleVariant } from './factories/product';
import { addNeverAnswers, cartHandlers } from './mocks/handlers';
import {
  advance,
  click,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  settle,
  useFakeTimers,
  useFakeTimers as fakeTimers,
} from './render';
import { server } from './setup';

afterEach(() => {
  vi.useRealTimers();
});

async function card(product = makeSingleVariant(), pageType = 'plp') {
  const root = await mount(productMarkup(product, '<sq-add-to-cart></sq-add-to-cart>', pageType));
  const element = root.querySelector('sq-add-to-cart')!;
  const button = element.querySelector('button')!;
  const popover = () => element.querySelector<HTMLElement>('.sq-added-popover');
  return { root, element, button, popover };
}

/** A card of the Canvas Tote whose adds succeed, with a session and fake timers. */
async function cardWithCart(pageType = 'plp') {
  await fakeTimers();
  const tote = makeSingleVariant();
  server.use(...cartHandlers({ products: [tote] }));
  givenPageContext();
  givenSessionCookies();
  return card(tote, pageType);
}

describe('on a list page', () => {
  it('names its product after the visible text (label in name)', async () => {
    givenPageContext();
    const { button } = await card(makeShirt());
    expect(button.textContent).toBe('Add To Cart');
    expect(button.getAttribute('aria-label')).toBe('Add To Cart Linen Shirt');
  });

  it('says the "Select Option" flash in the page\'s live region as well as showing it, for 2 s', async () => {
    await useFakeTimers();
    givenPageContext();
    givenSessionCookies();
    const { element, button } = await card(makeShirt());
    await click(button);
    expect(button.textContent).toBe('Select Option');
    expect(document.getElementById('sq-announcer')?.textContent).toBe('Choose the options for Linen Shirt');
    expect(element.querySelector('[role="alert"]')?.textContent).toBe('');
    expect(element.textContent).toBe('Select Option');
    await advance(ADD_TO_CART_TIMINGS.selectOptionFlash);
    expect(button.textContent).toBe('Add To Cart');
  });

  it('shows the popover 1 s after the add and hides it 3 s later: the product, the count, the cart', async () => {
    const { button, popover } = await cardWithCart();
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay - 1);
    expect(popover()).toBeNull();
    await advance(1);
    expect(popover()?.getAttribute('popover')).toBe('manual');
    expect(popover()?.getAttribute('aria-label')).toBe('Added to cart');
    expect(popover()?.querySelector('.sq-added-popover__title')?.textContent).toBe('Canvas Tote');
    expect(popover()?.querySelector('.sq-added-popover__count')?.textContent).toBe('1 item in cart');
    expect(popover()?.querySelector('a')?.getAttribute('href')).toBe('/cart');
    expect(popover()?.querySelector('a')?.textContent).toBe('View Cart');
    expect(popover()?.style.top).toBe(`${POPOVER_PLACEMENT.atTop}px`);
    await advance(ADD_TO_CART_TIMINGS.popoverDuration - 1);
    expect(popover()).not.toBeNull();
    await advance(1);
    expect(popover()).toBeNull();
  });

  it('closes the popover on its button and on Escape', async () => {
    const { button, popover } = await cardWithCart();
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    const close = popover()!.querySelector<HTMLButtonElement>('.sq-added-popover__close')!;
    expect(close.getAttribute('aria-label')).toBe('Close');
    await click(close);
    expect(popover()).toBeNull();
    // Back to idle, then a second add: Escape closes its popover.
    await advance(ADD_TO_CART_TIMINGS.addedDuration);
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    expect(popover()).not.toBeNull();
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(popover()).toBeNull();
  });

  it('gives focus back to the button when the popover goes with focus inside it, on its own or on Escape', async () => {
    const { button, popover } = await cardWithCart();
    await settle(() => button.focus());
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    // A keyboard visitor tabs into the popover; 3 s later it goes on its own.
    await settle(() => popover()!.querySelector<HTMLAnchorElement>('a')!.focus());
    await advance(ADD_TO_CART_TIMINGS.popoverDuration);
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(button);
    await advance(ADD_TO_CART_TIMINGS.addedDuration);
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    await settle(() => popover()!.querySelector<HTMLButtonElement>('.sq-added-popover__close')!.focus());
    await settle(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('moves the popover to 16 px once the page is scrolled, at most every 100 ms', async () => {
    const { button, popover } = await cardWithCart();
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    const scrollTo = (y: number) =>
      settle(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    await scrollTo(300);
    expect(popover()?.style.top).toBe(`${POPOVER_PLACEMENT.scrolled}px`);
    // Within 100 ms of that move, scrolling back waits for the throttle.
    await scrollTo(0);
    expect(popover()?.style.top).toBe(`${POPOVER_PLACEMENT.scrolled}px`);
    await advance(POPOVER_PLACEMENT.scrollThrottle);
    expect(popover()?.style.top).toBe(`${POPOVER_PLACEMENT.atTop}px`);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows no popover on a product page', async () => {
    const { button, popover } = await cardWithCart('pdp');
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.popoverDelay);
    expect(button.textContent).toBe('Added!');
    expect(popover()).toBeNull();
  });
});

describe('as an add-on', () => {
  it('shows a plus, a spinner while adding and a check when added, named by text and product', async () => {
    const { element, button } = await cardWithCart('add-on');
    const icon = () => button.querySelector('svg')?.getAttribute('class');
    expect(icon()).toBe('sq-add-to-cart__icon sq-add-to-cart__icon--plus');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('.sq-add-to-cart__label')).toBeNull();
    expect(button.getAttribute('aria-label')).toBe('Add To Cart Canvas Tote');
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.addedDelay);
    expect(icon()).toBe('sq-add-to-cart__icon sq-add-to-cart__icon--check');
    expect(button.getAttribute('aria-label')).toBe('Added! Canvas Tote');
    expect(document.getElementById('sq-announcer')?.textContent).toBe('Added Canvas Tote to the cart');
    expect(element.textContent).toBe('');
    await advance(ADD_TO_CART_TIMINGS.addedDuration);
    expect(icon()).toBe('sq-add-to-cart__icon sq-add-to-cart__icon--plus');
  });

  it('turns while the add is under way', async () => {
    const tote = makeSingleVariant();
    server.use(addNeverAnswers());
    givenPageContext();
    givenSessionCookies();
    const { button } = await card(tote, 'add-on');
    await click(button);
    expect(button.querySelector('svg')?.getAttribute('class')).toBe(
      'sq-add-to-cart__icon sq-add-to-cart__icon--spinner',
    );
    expect(button.getAttribute('aria-label')).toBe('Adding… Canvas Tote');
  });
});

describe('in a product block', () => {
  it('works like a product page: text, no popover', async () => {
    const { button, popover } = await cardWithCart('product-block');
    expect(button.textContent).toBe('Add To Cart');
    expect(button.hasAttribute('aria-label')).toBe(false);
    await click(button);
    await advance(ADD_TO_CART_TIMINGS.addedDelay);
    expect(button.textContent).toBe('Added!');
    expect(popover()).toBeNull();
  });
});
