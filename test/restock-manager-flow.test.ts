import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  $restockManager,
  askToSend,
  askToSendAll,
  cancelSend,
  confirmSend,
  loadSignUpGroups,
  LOADING_SIGN_UPS,
  resetRestockManager,
  retryRestockLoad,
  signUpGroupKey,
  toggleSignUps,
  type RestockStatus,
} from '../stores/restock-manager';
import { demoRestock, restockPlatform, restockSendFails, shirtSand, shirtSmallNavy, tote } from './mocks/restock';
import { givenPageContext, givenSessionCookies } from './render';
import { server } from './setup';

const PATH = '*/api/site-users/account/notifications/restock';

/** The platform over the demo shop's sign-ups (or `entries`), installed; what it saw. */
function platform(entries = demoRestock()) {
  const { state, handlers } = restockPlatform(entries);
  server.use(...handlers);
  return state;
}

const state = () => $restockManager.get();
/** What a manager does as it comes alive and is drawn: from the loading state, every page of groups. */
function startRestockManager(): Promise<void> {
  resetRestockManager();
  return loadSignUpGroups();
}

/** The group of an entry as the manager holds it after a load. */
const held = (entry: { group: { productId: string; variantId: string } }) =>
  state().groups?.find((group) => signUpGroupKey(group) === signUpGroupKey(entry.group));

describe('restock manager flow (stores/restock-manager.ts)', () => {
  it('loads every page of groups, following the cursor and saying how many sign-ups came so far', async () => {
    givenPageContext();
    const seen = platform();
    const statuses: RestockStatus[] = [];
    const stop = $restockManager.listen(({ status }) => {
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    const loaded = startRestockManager();
    expect(state()).toEqual(LOADING_SIGN_UPS);
    await loaded;
    stop();
    expect(seen.calls).toEqual(['GET groups cursor=', 'GET groups cursor=from-2', 'GET groups cursor=from-4']);
    // After the first page (Linen Shirt M Sand: 3 + 1, M Navy: 2) and the second (+ Mug 4, Tote 1 + 2).
    expect(statuses).toEqual([{ kind: 'loading', soFar: 6 }, { kind: 'loading', soFar: 13 }, null]);
    expect(state().groups?.map((group) => [group.productTitle, group.variantLabel, group.pendingCount])).toEqual([
      ['Linen Shirt', 'M, Sand', 3],
      ['Linen Shirt', 'M, Navy', 2],
      ['Ceramic Mug', 'White', 4],
      ['Canvas Tote', '', 1],
      ['Linen Shirt', 'S, Navy', 0],
    ]);
    expect(state().error).toBe('');
  });

  it('drops the answer of a load an earlier start made', async () => {
    givenPageContext();
    platform([tote()]);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        `${PATH}/groups`,
        async () => {
          await gate;
          return HttpResponse.json({ signUpGroups: [{ productId: 'old', variantId: 'old' }] });
        },
        { once: true },
      ),
    );
    const earlier = startRestockManager();
    await startRestockManager();
    release();
    await earlier;
    expect(state().groups?.map((group) => group.productTitle)).toEqual(['Canvas Tote']);
  });

  it("opens a variant's sign-ups (every page), and closes them", async () => {
    givenPageContext();
    const seen = platform();
    await startRestockManager();
    const sand = held(shirtSand())!;
    const key = signUpGroupKey(sand);
    const opening = toggleSignUps(sand);
    expect(state().opened[key]).toEqual({ signUps: null, error: '' });
    await opening;
    expect(seen.calls.slice(3)).toEqual([
      `GET sign-ups ${sand.productId} ${sand.variantId} cursor=`,
      `GET sign-ups ${sand.productId} ${sand.variantId} cursor=from-2`,
    ]);
    expect(state().opened[key]?.signUps?.map((signUp) => signUp.email)).toEqual([
      'ada@example.com',
      'grace@example.com',
      'alan@example.com',
      'edsger@example.com',
    ]);
    await toggleSignUps(sand);
    expect(state().opened).toEqual({});
  });

  it("keeps the failure of a variant's sign-ups in its list", async () => {
    givenPageContext();
    platform();
    await startRestockManager();
    server.use(http.get(PATH, () => HttpResponse.json({ message: 'Not allowed.' }, { status: 403 })));
    const sand = held(shirtSand())!;
    await toggleSignUps(sand);
    expect(state().opened[signUpGroupKey(sand)]).toEqual({
      signUps: [],
      error: 'Could not load sign-ups: Not allowed.',
    });
    expect(state().error).toBe('');
  });

  it('asks before a send, sends the one variant, says how many were sent and loads the counts again', async () => {
    givenPageContext();
    givenSessionCookies();
    const seen = platform();
    await startRestockManager();
    const sand = held(shirtSand())!;
    askToSend([sand]);
    expect(state().asking).toEqual({ groups: [sand], all: false, count: 3 });
    expect(seen.calls).toHaveLength(3);
    const sending = confirmSend();
    expect(state()).toMatchObject({ sending: true, status: null, error: '' });
    await sending;
    expect(state()).toMatchObject({ sending: false, asking: null, status: { kind: 'sent', count: 3 } });
    expect(seen.bodies).toEqual([{ productId: sand.productId, variantId: sand.variantId }]);
    await vi.waitFor(() => expect(held(shirtSand())?.pendingCount).toBe(0));
    expect(seen.calls.slice(3)).toEqual([
      'POST send',
      'GET groups cursor=',
      'GET groups cursor=from-2',
      'GET groups cursor=from-4',
    ]);
    expect(held(shirtSand())?.notifiedCount).toBe(4);
    // The count stays on the status line through the load after a send.
    expect(state().status).toEqual({ kind: 'sent', count: 3 });
  });

  it('asks nothing for a variant no one is waiting for, and sends nothing when cancelled', async () => {
    givenPageContext();
    const seen = platform();
    await startRestockManager();
    askToSend([held(shirtSmallNavy())!]);
    expect(state().asking).toBeNull();
    askToSend([held(tote())!]);
    expect(state().asking).not.toBeNull();
    cancelSend();
    expect(state().asking).toBeNull();
    await confirmSend();
    expect(seen.bodies).toEqual([]);
  });

  it('Send all sends every in-stock variant with people waiting in one call, once however often it is confirmed', async () => {
    givenPageContext();
    const seen = platform();
    await startRestockManager();
    askToSendAll();
    const [sand, , , bag] = demoRestock().map(({ group }) => group);
    expect(state().asking?.all).toBe(true);
    expect(state().asking?.groups.map(signUpGroupKey)).toEqual([signUpGroupKey(sand!), signUpGroupKey(bag!)]);
    // A second press while the first is under way sends nothing more, and nothing closes the question.
    const first = confirmSend();
    const second = confirmSend();
    cancelSend();
    expect(state().asking).not.toBeNull();
    await Promise.all([first, second]);
    expect(seen.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST send/all']);
    expect(seen.bodies).toEqual([
      {
        sendRequests: [
          { productId: sand!.productId, variantId: sand!.variantId },
          { productId: bag!.productId, variantId: bag!.variantId },
        ],
      },
    ]);
    expect(state().status).toEqual({ kind: 'sent', count: 4 });
    // The counts load again: no one in stock is waiting any more.
    await vi.waitFor(() => expect(seen.calls).toHaveLength(7));
    await vi.waitFor(() => expect(state().groups?.map((group) => group.pendingCount)).toEqual([0, 2, 4, 0, 0]));
  });

  it('says what failed when a send fails, and keeps the groups', async () => {
    givenPageContext();
    const seen = platform();
    await startRestockManager();
    server.use(restockSendFails(500, 'The mail service is down.'));
    const groups = state().groups;
    askToSend([held(shirtSand())!]);
    await confirmSend();
    expect(state()).toMatchObject({
      error: 'Could not send notices: The mail service is down.',
      status: null,
      asking: null,
      sending: false,
    });
    expect(state().groups).toBe(groups);
    // Nothing loads again after a failed send.
    expect(seen.calls).toHaveLength(3);
  });

  it("names the reason of a failure in the page's texts: an expired session, no connection", async () => {
    givenPageContext({}, true);
    platform();
    await startRestockManager();
    server.use(http.post(`${PATH}/send`, () => HttpResponse.json({ crumbFail: true }, { status: 403 })));
    askToSend([held(shirtSand())!]);
    await confirmSend();
    expect(state().error).toBe(
      'Could not send notices: Your session has expired. Please reload the page and try again.',
    );
    givenPageContext({ messages: { checkConnection: 'Offline?', restockManagerSendFailed: 'Not sent ({reason})' } });
    server.use(http.post(`${PATH}/send`, () => HttpResponse.error()));
    askToSend([held(shirtSand())!]);
    await confirmSend();
    expect(state().error).toBe('Not sent (Offline?)');
  });

  it('says what failed when the first load fails, and loads again on a retry', async () => {
    givenPageContext();
    platform();
    server.use(http.get(`${PATH}/groups`, () => HttpResponse.error(), { once: true }));
    await startRestockManager();
    expect(state()).toMatchObject({
      groups: null,
      status: null,
      error: 'Could not load sign-ups: Please check your internet connection.',
    });
    const retried = retryRestockLoad();
    // The failure stays until the list is there.
    expect(state().status).toEqual({ kind: 'loading', soFar: null });
    expect(state().error).toBe('Could not load sign-ups: Please check your internet connection.');
    await retried;
    expect(state().groups).toHaveLength(5);
    expect(state()).toMatchObject({ status: null, error: '' });
  });
});
