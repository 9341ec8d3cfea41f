import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { renderElement } from '../src/server/render';
import {
  demoRestock,
  restockGroupsFail,
  restockNeverAnswers,
  restockPlatform,
  restockSendFails,
  shirtNavy,
  shirtSand,
  tote,
  type RestockEntry,
} from './mocks/restock';
import { click, flush, givenPageContext, givenSessionCookies, mount, settle } from './render';
import { server } from './setup';

const PATH = '*/api/site-users/account/notifications/restock';

/** Lets the platform's answers and React's renders finish until `done` holds (or 40 rounds pass). */
async function until(done: () => boolean) {
  for (let round = 0; round < 40 && !done(); round++) await flush();
}

/** The platform over `entries` (the demo shop's by default), installed; what it saw. */
function platform(entries?: RestockEntry[], options?: Parameters<typeof restockPlatform>[1]) {
  const { state, handlers } = restockPlatform(entries, options);
  server.use(...handlers);
  return state;
}

/** The element on the page, and ways to read it. */
async function showManager({ wait = true }: { wait?: boolean } = {}) {
  const root = await mount('<sq-restock-manager></sq-restock-manager>');
  const host = root.querySelector('sq-restock-manager')!;
  const rows = () => [...host.querySelectorAll('.sq-restock-manager__group')];
  const cells = () =>
    rows().map((row) => [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => cell.textContent));
  const button = (label: string) => host.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const status = () => host.querySelector('.sq-restock-manager__status')?.textContent;
  const alert = () => host.querySelector('[role="alert"]')?.textContent ?? null;
  const dialog = () => host.querySelector<HTMLDialogElement>('dialog');
  const dialogButton = (text: string) =>
    [...(dialog()?.querySelectorAll('button') ?? [])].find((candidate) => candidate.textContent === text)!;
  if (wait)
    await until(
      () => rows().length > 0 || alert() !== null || host.querySelector('.sq-restock-manager__empty') !== null,
    );
  return { host, rows, cells, button, status, alert, dialog, dialogButton };
}

describe('<sq-restock-manager>', () => {
  it('has no accessibility violations axe-core can find: the table, an open list and the question', async () => {
    givenPageContext();
    platform();
    const { default: axe } = await import('axe-core');
    const { host, button } = await showManager();
    await click(button('View sign-ups for Linen Shirt (M, Sand)'));
    await until(() => host.querySelector('.sq-restock-manager__sign-ups') !== null);
    await click(button('Send notices for Linen Shirt (M, Sand)'));
    // Layout-bound rules (contrast, target size) need a real browser: the end-to-end tests run those.
    const { violations } = await axe.run(host, {
      resultTypes: ['violations'],
      rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    });
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });

  it('loads every page of groups, following the cursor, and says how many sign-ups came so far', async () => {
    givenPageContext();
    const state = platform();
    const gates = new Map<string, () => void>();
    const held = (cursor: string) => new Promise<void>((resolve) => gates.set(cursor, resolve));
    const first = held('');
    const third = held('from-4');
    server.use(
      http.get(`${PATH}/groups`, async ({ request }) => {
        // The first and third pages wait; answering nothing lets the platform's handler answer after.
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (cursor === '') await first;
        if (cursor === 'from-4') await third;
      }),
    );
    const { host, rows, status } = await showManager({ wait: false });
    expect(status()).toBe('Loading sign-ups…');
    expect(host.querySelector('.sq-restock-manager__status')?.getAttribute('role')).toBe('status');
    await settle(gates.get(''));
    await until(() => state.calls.length === 3);
    await flush();
    expect(status()).toBe('Loading sign-ups… (13 so far)');
    expect(rows()).toHaveLength(0);
    await settle(gates.get('from-4'));
    await until(() => rows().length > 0);
    expect(state.calls).toEqual(['GET groups cursor=', 'GET groups cursor=from-2', 'GET groups cursor=from-4']);
    expect(rows()).toHaveLength(5);
    expect(status()).toBe('');
  });

  it('stops at a page that names no next cursor, or one it followed already', async () => {
    givenPageContext();
    const [one, two] = demoRestock().map(({ group }) => ({ ...group, pendingCount: 1, notifiedCount: 0 }));
    const calls: string[] = [];
    server.use(
      http.get(`${PATH}/groups`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
        calls.push(cursor);
        // Always "more", always the same cursor: the element must not loop.
        return HttpResponse.json({ signUpGroups: [cursor ? two : one], hasNextPage: true, nextPageCursor: 'again' });
      }),
    );
    const { rows } = await showManager();
    expect(calls).toEqual(['', 'again']);
    expect(rows()).toHaveLength(2);
  });

  it('shows each product and variant with its counts and stock, in a table with a caption and headers', async () => {
    givenPageContext();
    platform();
    const { host, cells, button } = await showManager();
    expect(host.querySelector('table caption')?.textContent).toBe('Restock sign-ups');
    expect(
      [...host.querySelectorAll('thead th')].map((cell) => [cell.textContent, cell.getAttribute('scope')]),
    ).toEqual([
      ['Product', 'col'],
      ['Variant', 'col'],
      ['Waiting', 'col'],
      ['Notified', 'col'],
      ['Stock', 'col'],
      ['Actions', 'col'],
    ]);
    expect(cells()).toEqual([
      ['Linen Shirt', 'M, Sand', '3', '1', 'In stock'],
      ['Linen Shirt', 'M, Navy', '2', '0', 'Out of stock'],
      ['Ceramic Mug', 'White', '4', '0', 'Out of stock'],
      ['Canvas Tote', '', '1', '2', 'In stock'],
      ['Linen Shirt', 'S, Navy', '0', '3', 'In stock'],
    ]);
    expect(host.querySelector('tbody th')?.getAttribute('scope')).toBe('row');
    const view = button('View sign-ups for Linen Shirt (M, Sand)');
    expect(view.textContent).toBe('View sign-ups');
    expect(view.getAttribute('aria-expanded')).toBe('false');
    expect(button('Send notices for Linen Shirt (M, Sand)').textContent).toBe('Send notices');
    expect(button('Send notices for Canvas Tote').hasAttribute('aria-disabled')).toBe(false);
    // No one waiting: nothing to send.
    expect(button('Send notices for Linen Shirt (S, Navy)').getAttribute('aria-disabled')).toBe('true');
    expect(host.querySelector('.sq-restock-manager__send-all')?.textContent).toBe('Send all');
  });

  it("opens a variant's sign-ups, following every page, with dates in the page's language, and closes them", async () => {
    givenPageContext();
    const state = platform();
    const { host, button } = await showManager();
    const sand = shirtSand().group;
    const view = button('View sign-ups for Linen Shirt (M, Sand)');
    await click(view);
    await until(() => host.querySelector('.sq-restock-manager__sign-ups') !== null);
    expect(state.calls.slice(3)).toEqual([
      `GET sign-ups ${sand.productId} ${sand.variantId} cursor=`,
      `GET sign-ups ${sand.productId} ${sand.variantId} cursor=from-2`,
    ]);
    expect(view.getAttribute('aria-expanded')).toBe('true');
    const list = host.querySelector('.sq-restock-manager__sign-ups')!;
    expect(list.closest('td')?.id).toBe(view.getAttribute('aria-controls'));
    expect(list.querySelector('caption')?.textContent).toBe('Sign-ups for Linen Shirt (M, Sand)');
    expect([...list.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual([
      'Email',
      'Signed up',
      'Mailing list',
      'Status',
    ]);
    expect(
      [...list.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['ada@example.com', 'Mar 3, 2025', 'Yes', 'Notified Mar 20, 2025'],
      ['grace@example.com', 'Mar 4, 2025', 'No', 'Waiting'],
      ['alan@example.com', 'Mar 5, 2025', 'Yes', 'Waiting'],
      ['edsger@example.com', 'Mar 6, 2025', 'No', 'Waiting'],
    ]);
    await click(view);
    expect(host.querySelector('.sq-restock-manager__sign-ups')).toBeNull();
    expect(view.getAttribute('aria-expanded')).toBe('false');
    expect(view.hasAttribute('aria-controls')).toBe(false);
  });

  it('writes dates in the shopper language of the page', async () => {
    givenPageContext({ pdp: { shopperLanguage: 'fr-FR' } });
    platform([tote()]);
    const { host, button } = await showManager();
    await click(button('View sign-ups for Canvas Tote'));
    await until(() => host.querySelector('.sq-restock-manager__sign-ups') !== null);
    expect(host.querySelector('.sq-restock-manager__sign-ups tbody td:nth-child(2)')?.textContent).toBe('3 mars 2025');
  });

  it('asks first in a modal dialog, then sends the one variant, says how many were sent and loads the counts again', async () => {
    givenPageContext();
    givenSessionCookies();
    const state = platform();
    const headers: (string | null)[] = [];
    server.use(
      http.post(`${PATH}/send`, ({ request }) => {
        headers.push(request.headers.get('X-CSRF-Token'));
      }),
    );
    const { host, button, cells, dialog, dialogButton, status } = await showManager();
    const send = button('Send notices for Linen Shirt (M, Sand)');
    await settle(() => send.focus());
    await click(send);
    const open = dialog()!;
    expect(open.open).toBe(true);
    expect(open.getAttribute('role')).toBe('alertdialog');
    expect(open.querySelector('h2')?.textContent).toBe('Send restock notices?');
    expect(open.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send restock notices to 3 people for Linen Shirt (M, Sand)?',
    );
    expect(document.getElementById(open.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Send restock notices to 3 people for Linen Shirt (M, Sand)?',
    );
    expect([...open.querySelectorAll('button')].map((candidate) => candidate.textContent)).toEqual(['Send', 'Cancel']);
    // Notices cannot be taken back: focus starts on Cancel.
    expect(document.activeElement).toBe(dialogButton('Cancel'));
    expect(state.calls).toHaveLength(3);

    await click(dialogButton('Send'));
    await until(() => status() === 'Sent 3 notices.' && state.calls.length === 7);
    const sand = shirtSand().group;
    expect(state.calls.slice(3)).toEqual([
      'POST send',
      'GET groups cursor=',
      'GET groups cursor=from-2',
      'GET groups cursor=from-4',
    ]);
    expect(state.bodies).toEqual([{ productId: sand.productId, variantId: sand.variantId }]);
    expect(headers).toEqual(['crumb-token']);
    expect(status()).toBe('Sent 3 notices.');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(send);
    expect(cells()[0]).toEqual(['Linen Shirt', 'M, Sand', '0', '4', 'In stock']);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(host.querySelector('[role="alert"]')).toBeNull();
  });

  it('works with groups that name only their ids, and a send answered with no count (the platform leaves both open)', async () => {
    givenPageContext();
    givenSessionCookies();
    const bodies: unknown[] = [];
    server.use(
      // Two pages, neither saying hasNextPage: the cursor leads on.
      http.get(`${PATH}/groups`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('cursor')
            ? { signUpGroups: [{ productId: 'p2', variantId: 'v2', productTitle: 'Tote' }] }
            : { signUpGroups: [{ productId: 'p1', variantId: 'v1' }], nextPageCursor: 'page-2' },
        ),
      ),
      http.post(`${PATH}/send`, async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${PATH}/send/all`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const { host, cells, button, dialog, dialogButton, status } = await showManager();
    // No title: named by the product id; no counts or stock: blank, and sending is allowed.
    expect(cells()).toEqual([
      ['p1', '', '', '0', ''],
      ['Tote', '', '', '0', ''],
    ]);
    await click(button('Send notices for p1'));
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send restock notices to everyone waiting for p1?',
    );
    await click(dialogButton('Send'));
    await until(() => status() === 'Notices sent.');
    expect(bodies).toEqual([{ productId: 'p1', variantId: 'v1' }]);
    expect(host.querySelector('[role="alert"]')).toBeNull();
    await click(host.querySelector<HTMLButtonElement>('.sq-restock-manager__send-all')!);
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send restock notices to everyone waiting for an in-stock product?',
    );
    await click(dialogButton('Send'));
    await until(() => bodies.length === 2);
    expect(bodies[1]).toEqual({
      sendRequests: [
        { productId: 'p1', variantId: 'v1' },
        { productId: 'p2', variantId: 'v2' },
      ],
    });
  });

  it('says "1 person" and "1 notice" for one, and warns when the variant is still out of stock', async () => {
    givenPageContext();
    platform([tote(), shirtNavy()]);
    const { button, dialog, dialogButton, status } = await showManager();
    await click(button('Send notices for Canvas Tote'));
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send a restock notice to 1 person for Canvas Tote?',
    );
    await click(dialogButton('Send'));
    await until(() => status() === 'Sent 1 notice.');
    expect(status()).toBe('Sent 1 notice.');
    await click(button('Send notices for Linen Shirt (M, Navy)'));
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send restock notices to 2 people for Linen Shirt (M, Navy)? This variant is still out of stock.',
    );
  });

  it('sends nothing when the question is cancelled, by its button or by Escape', async () => {
    givenPageContext();
    const state = platform();
    const { button, dialog, dialogButton } = await showManager();
    const send = button('Send notices for Ceramic Mug (White)');
    await settle(() => send.focus());
    await click(send);
    await click(dialogButton('Cancel'));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(send);
    await click(send);
    await settle(() => dialog()!.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(send);
    await flush();
    expect(state.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('sends nothing for a variant no one is waiting for', async () => {
    givenPageContext();
    const state = platform();
    const { button, dialog } = await showManager();
    await click(button('Send notices for Linen Shirt (S, Navy)'));
    expect(dialog()).toBeNull();
    expect(state.bodies).toEqual([]);
  });

  it('Send all sends every in-stock variant with people waiting, in one call', async () => {
    givenPageContext();
    const state = platform();
    const { host, dialog, dialogButton, status, cells } = await showManager();
    const all = host.querySelector<HTMLButtonElement>('.sq-restock-manager__send-all')!;
    await click(all);
    expect(dialog()?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Send restock notices to 4 people waiting for in-stock products?',
    );
    await click(dialogButton('Send'));
    await until(() => status() === 'Sent 4 notices.' && state.calls.length === 7);
    const [sand, , , bag] = demoRestock().map(({ group }) => group);
    expect(state.calls[3]).toBe('POST send/all');
    expect(state.bodies).toEqual([
      {
        sendRequests: [
          { productId: sand!.productId, variantId: sand!.variantId },
          { productId: bag!.productId, variantId: bag!.variantId },
        ],
      },
    ]);
    expect(cells().map((row) => row[2])).toEqual(['0', '2', '4', '0', '0']);
    expect(all.getAttribute('aria-disabled')).toBe('true');
  });

  it('loads an open list of sign-ups again after its variant was sent', async () => {
    givenPageContext();
    platform();
    const { host, button, dialogButton, status } = await showManager();
    await click(button('View sign-ups for Linen Shirt (M, Sand)'));
    await until(() => host.querySelector('.sq-restock-manager__sign-ups') !== null);
    await click(button('Send notices for Linen Shirt (M, Sand)'));
    await click(dialogButton('Send'));
    await until(() => status() === 'Sent 3 notices.');
    await flush();
    const statuses = [...host.querySelectorAll('.sq-restock-manager__sign-ups tbody td:last-child')].map(
      (cell) => cell.textContent,
    );
    expect(statuses).toEqual([
      'Notified Mar 20, 2025',
      'Notified Apr 1, 2025',
      'Notified Apr 1, 2025',
      'Notified Apr 1, 2025',
    ]);
  });

  it('keeps the table and says what failed when a send fails', async () => {
    givenPageContext();
    const state = platform();
    server.use(restockSendFails(500, 'The mail service is down.'));
    const { rows, button, dialog, dialogButton, alert, status } = await showManager();
    const send = button('Send notices for Linen Shirt (M, Sand)');
    await settle(() => send.focus());
    await click(send);
    await click(dialogButton('Send'));
    await until(() => alert() !== null);
    expect(alert()).toBe('Could not send notices: The mail service is down.');
    expect(status()).toBe('');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(send);
    expect(rows()).toHaveLength(5);
    expect(state.calls).toHaveLength(3);
  });

  it('names the reason of a failed send: no connection, an expired session', async () => {
    givenPageContext();
    platform();
    server.use(http.post(`${PATH}/send`, () => HttpResponse.error()));
    const { button, dialogButton, alert } = await showManager();
    await click(button('Send notices for Linen Shirt (M, Sand)'));
    await click(dialogButton('Send'));
    await until(() => alert() !== null);
    expect(alert()).toBe('Could not send notices: Please check your internet connection.');
    server.use(http.post(`${PATH}/send`, () => HttpResponse.json({ crumbFail: true }, { status: 403 })));
    await click(button('Send notices for Linen Shirt (M, Sand)'));
    await click(dialogButton('Send'));
    await until(() => alert() !== 'Could not send notices: Please check your internet connection.');
    expect(alert()).toBe('Could not send notices: Your session has expired. Please reload the page and try again.');
  });

  it('keeps the table and says what failed when loading the counts again fails', async () => {
    givenPageContext();
    platform();
    const { rows, cells, button, dialogButton, alert, status } = await showManager();
    server.use(restockGroupsFail(503, 'The list is unavailable right now.'));
    await click(button('Send notices for Linen Shirt (M, Sand)'));
    await click(dialogButton('Send'));
    await until(() => alert() !== null);
    expect(status()).toBe('Sent 3 notices.');
    expect(alert()).toBe('Could not load sign-ups: The list is unavailable right now.');
    expect(rows()).toHaveLength(5);
    // The counts it had.
    expect(cells()[0]).toEqual(['Linen Shirt', 'M, Sand', '3', '1', 'In stock']);
  });

  it('says what failed when the first load fails, and loads again on Try again', async () => {
    givenPageContext();
    platform();
    server.use(http.get(`${PATH}/groups`, () => HttpResponse.error(), { once: true }));
    const { host, rows, alert, status } = await showManager();
    expect(alert()).toBe('Could not load sign-ups: Please check your internet connection.');
    expect(status()).toBe('');
    const retry = host.querySelector<HTMLButtonElement>('.sq-restock-manager__retry')!;
    expect(retry.textContent).toBe('Try again');
    await settle(() => retry.focus());
    await click(retry);
    await until(() => rows().length > 0);
    expect(rows()).toHaveLength(5);
    expect(alert()).toBeNull();
    expect(host.querySelector('.sq-restock-manager__retry')).toBeNull();
    // Try again is gone: focus is on the element, not lost.
    expect(document.activeElement).toBe(host.querySelector('.sq-restock-manager__body'));
  });

  it("says what failed when a variant's sign-ups cannot load, and keeps the table", async () => {
    givenPageContext();
    platform();
    server.use(http.get(PATH, () => HttpResponse.json({ message: 'Not allowed.' }, { status: 403 })));
    const { host, rows, button, alert } = await showManager();
    await click(button('View sign-ups for Ceramic Mug (White)'));
    await until(() => alert() !== null);
    expect(alert()).toBe('Could not load sign-ups: Not allowed.');
    expect(host.querySelector('.sq-restock-manager__sign-ups-row [role="alert"]')).not.toBeNull();
    expect(rows()).toHaveLength(5);
  });

  it('says so when no one has signed up', async () => {
    givenPageContext();
    platform([]);
    const { host } = await showManager();
    expect(host.querySelector('.sq-restock-manager__empty')?.textContent).toBe(
      'No one has asked to hear about a restock yet.',
    );
    expect(host.querySelector('table')).toBeNull();
    expect(host.querySelector('.sq-restock-manager__send-all')).toBeNull();
  });

  it('offers Send all only when an in-stock variant has people waiting', async () => {
    givenPageContext();
    const state = platform([shirtNavy()]);
    const { host, dialog } = await showManager();
    const all = host.querySelector<HTMLButtonElement>('.sq-restock-manager__send-all')!;
    expect(all.getAttribute('aria-disabled')).toBe('true');
    await click(all);
    expect(dialog()).toBeNull();
    expect(state.bodies).toEqual([]);
  });

  it("takes the page's replacements for its texts", async () => {
    givenPageContext({ messages: { restockManagerEmpty: 'Nobody is waiting.' } });
    platform([]);
    const { host } = await showManager();
    expect(host.querySelector('.sq-restock-manager__empty')?.textContent).toBe('Nobody is waiting.');
  });

  it('renders its loading state on the server, the markup of its first render in the browser', async () => {
    givenPageContext();
    server.use(restockNeverAnswers());
    const { host } = await showManager({ wait: false });
    const { html, hostAttributes } = renderElement('sq-restock-manager');
    expect(html).toBe(
      '<div class="sq-restock-manager__body" tabindex="-1"><p class="sq-restock-manager__status" role="status">Loading sign-ups…</p></div>',
    );
    expect(host.innerHTML).toBe(html);
    expect(hostAttributes).toEqual({ 'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/) });
    await act(async () => host.remove());
  });
});
