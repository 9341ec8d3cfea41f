import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { $cart } from '../stores/cart';
import { setPageContext } from '../stores/page-context';
import { DEFAULT_PAGE_CONTEXT } from '../src/context/page-context';

declare global {
  // eslint-disable-next-line no-var
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The mocked platform; tests add handlers with server.use(...). */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  if (typeof document !== 'undefined') {
    document.body.innerHTML = '';
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
  $cart.set(null);
  setPageContext(DEFAULT_PAGE_CONTEXT, false);
});
afterAll(() => server.close());
