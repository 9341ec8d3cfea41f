import { setupServer } from 'msw/node';
import { act } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadPurchase } from '../stores/add-to-cart';
import { preloadViews } from '../src/runtime/mount';
import { ELEMENTS } from '../elements/registry';
import { $cart } from '../stores/cart';
import { resetCartEdits } from '../stores/cart-edits';
import { setPageContext } from '../stores/page-context';
import { DEFAULT_PAGE_CONTEXT } from '../src/context/page-context';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Console errors nobody expected fail the test that caused them (React's act() warnings among
 * them). A test that expects one spies on console.error itself, which takes the call.
 */
const unexpectedErrors: unknown[][] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args);
  originalError.apply(console, args);
};

/** The mocked platform; tests add handlers with server.use(...). */
export const server = setupServer();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The add-to-cart flow is loaded on first use (a dynamic import): loaded once here, a press
  // runs it within the same act() as the click, as a browser that has it cached would.
  await loadPurchase();
  // Each element's view and React load when it first draws (src/runtime/mount.ts): loaded once
  // here, an element drawn in a test draws in the same act() that put it in the page.
  await preloadViews(ELEMENTS.flatMap((element) => ('spec' in element ? [element.spec] : [])));
});
afterEach(() => {
  const errors = unexpectedErrors.splice(0);
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
afterEach(async () => {
  server.resetHandlers();
  // Inside act: the elements leave (and unmount) and the stores reset, with React told.
  await act(async () => {
    if (typeof document !== 'undefined') {
      document.body.innerHTML = '';
      for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0]?.trim();
        if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      }
    }
    $cart.set(null);
    // The cart's changes under way (an Undo, a popup) and their timers, with them.
    resetCartEdits();
    setPageContext(DEFAULT_PAGE_CONTEXT, false);
    // What the elements tracked (src/analytics/channel.ts) starts empty for every test.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront-elements.channel')];
  });
});
afterAll(() => server.close());
