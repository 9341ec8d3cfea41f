/**
 * The shop owner's restock sign-ups (`<sq-restock-manager>`) as actions with their phase store:
 * the groups loaded page by page, a variant's sign-ups opened, and a send (one variant, or Send
 * all) asked about, sent, and the counts loaded again. `$restockManager` is changed only by the
 * actions here; the element follows it.
 */
import { atom } from 'nanostores';
import type { ApiError, ApiResult } from '../src/api/client';
import {
  sendAllRestockNotices,
  sendRestockNotices,
  signUpGroupsPage,
  signUpsPage,
  type SignUp,
  type SignUpGroup,
} from '../src/api/restock';
import { formatMessage, messagesFor, resolveMessages } from '../src/messages';
import { CALL_MESSAGES } from '../src/purchase/call-messages';
import { describeAddError } from '../src/purchase/errors';
import { RESTOCK_MANAGER_MESSAGES } from '../src/restock/manager-messages';
import { $pageContext, $sessionStarted } from './page-context';

/**
 * What the status line says: the sign-ups loading (with how many came so far, once a page has
 * another after it), how many notices a send sent (null: the platform did not say), or nothing.
 */
export type RestockStatus =
  | { readonly kind: 'loading'; readonly soFar: number | null }
  | { readonly kind: 'sent'; readonly count: number | null }
  | null;

/** A variant's open list of sign-ups. */
export interface OpenedSignUps {
  /** Every page of them; null while they load. */
  readonly signUps: readonly SignUp[] | null;
  /** Why they could not load ("Could not load sign-ups: …"), or ''. */
  readonly error: string;
}

/** A send being asked about: which groups, whether it is Send all, and how many people wait. */
export interface AskedSend {
  readonly groups: readonly SignUpGroup[];
  readonly all: boolean;
  /** The people waiting, or null when the platform did not count some group's. */
  readonly count: number | null;
}

/** Where the owner's restock sign-ups stand. */
export interface RestockManagerState {
  /** The groups as last loaded; null until a load went through. */
  readonly groups: readonly SignUpGroup[] | null;
  readonly status: RestockStatus;
  /** The failure on screen ("Could not load sign-ups: …", "Could not send notices: …"), or ''. */
  readonly error: string;
  /** The open lists of sign-ups, by `signUpGroupKey`. */
  readonly opened: Readonly<Record<string, OpenedSignUps>>;
  /** The send the confirmation asks about, or null when none is open. */
  readonly asking: AskedSend | null;
  /** Whether the asked send is under way (the confirmation then cannot close). */
  readonly sending: boolean;
}

/** Before anything answered: the sign-ups loading (the server renders the same). */
export const LOADING_SIGN_UPS: RestockManagerState = {
  groups: null,
  status: { kind: 'loading', soFar: null },
  error: '',
  opened: {},
  asking: null,
  sending: false,
};

/** The owner's restock sign-ups (one list per page: every manager on it shows the same). */
export const $restockManager = atom<RestockManagerState>(LOADING_SIGN_UPS);

/** A group's key among the open lists: its product and variant. */
export function signUpGroupKey(group: Pick<SignUpGroup, 'productId' | 'variantId'>): string {
  return `${group.productId}/${group.variantId}`;
}

/**
 * The groups Send all sends: back in stock with someone waiting, or not known otherwise (the
 * platform may not say); a variant still out of stock is left out, as its notice would be wrong.
 */
export function waitingGroups(groups: readonly SignUpGroup[] | null): readonly SignUpGroup[] {
  return (groups ?? []).filter((group) => group.inStock !== false && group.pendingCount !== 0);
}

function update(change: Partial<RestockManagerState>): void {
  $restockManager.set({ ...$restockManager.get(), ...change });
}

/** Which start of the manager the running calls belong to: an answer for an earlier one is dropped. */
let generation = 0;
/** The latest load of the groups: an older one's answer is dropped. */
let latestLoad = 0;

/** A failure as the owner reads it: the template ("Could not send notices: {reason}") with the reason in the page's texts. */
function failure(template: 'restockManagerLoadFailed' | 'restockManagerSendFailed', error: ApiError): string {
  const overrides = $pageContext.get().messages;
  const texts = messagesFor(RESTOCK_MANAGER_MESSAGES, overrides);
  const reason = describeAddError(
    error,
    $sessionStarted.get(),
    { ...messagesFor(CALL_MESSAGES, overrides), checkConnection: resolveMessages(overrides).checkConnection },
    '',
  ).message;
  return formatMessage(texts[template], { reason });
}

/** One page of a list, as the owner's calls answer it. */
interface Page {
  /** Null when the platform does not say: then a cursor means another page. */
  readonly hasNextPage: boolean | null;
  readonly nextPageCursor: string | null;
}

/**
 * Every page of a list, following `nextPageCursor` while `hasNextPage` (or, when a page does not
 * say, while it names a cursor; the first page asks with an empty cursor); `onPage` hears what
 * came so far after each page that has another after it. A page that names no cursor, or one
 * already followed, ends the list (no endless loop).
 */
async function everyPage<P extends Page, T>(
  page: (cursor: string) => Promise<ApiResult<P>>,
  items: (page: P) => readonly T[],
  onPage?: (soFar: readonly T[]) => void,
): Promise<ApiResult<T[]>> {
  const all: T[] = [];
  const followed = new Set<string>();
  for (let cursor = ''; ;) {
    const result = await page(cursor);
    if (!result.ok) return result;
    all.push(...items(result.data));
    const next = result.data.nextPageCursor;
    if (!(result.data.hasNextPage ?? true) || !next || followed.has(next)) return { ok: true, data: all };
    followed.add((cursor = next));
    onPage?.(all);
  }
}

/**
 * Loads every page of groups. The first load (and a retry) shows its progress: how many sign-ups
 * (waiting and told) came so far, then nothing once the list is there. A later load (after a send)
 * leaves the status line to the send. A failure keeps the groups there were.
 */
async function loadGroups(first: boolean): Promise<void> {
  const run = ++latestLoad;
  const result = await everyPage(
    signUpGroupsPage,
    (page) => page.signUpGroups,
    (soFar) => {
      if (!first || run !== latestLoad) return;
      const count = soFar.reduce((sum, group) => sum + (group.pendingCount ?? 0) + group.notifiedCount, 0);
      update({ status: { kind: 'loading', soFar: count } });
    },
  );
  if (run !== latestLoad) return;
  if (first) update({ status: null });
  if (result.ok) update({ groups: result.data, error: '' });
  else update({ error: failure('restockManagerLoadFailed', result.error) });
}

/**
 * Back to the loading state, dropping what an earlier start left running: as a manager comes alive
 * in the browser, before it draws (so it draws what the server rendered).
 */
export function resetRestockManager(): void {
  generation++;
  latestLoad++;
  $restockManager.set(LOADING_SIGN_UPS);
}

/**
 * Loads every page of groups, showing the progress: once a manager is on screen, so the progress
 * shows as the pages come.
 */
export function loadSignUpGroups(): Promise<void> {
  return loadGroups(true);
}

/**
 * Loads the groups again after a first load that failed, showing its progress; the failure stays
 * on screen until the list is there.
 */
export function retryRestockLoad(): Promise<void> {
  update({ status: { kind: 'loading', soFar: null } });
  return loadGroups(true);
}

/** Opens a variant's sign-ups (every page), or loads them again; a list closed meanwhile stays closed. */
async function openSignUps(group: SignUpGroup): Promise<void> {
  const started = generation;
  const key = signUpGroupKey(group);
  const { opened } = $restockManager.get();
  update({ opened: { ...opened, [key]: { signUps: null, error: '' } } });
  const result = await everyPage(
    (cursor) => signUpsPage(group, cursor),
    (page) => page.signUps,
  );
  if (started !== generation) return;
  const done: OpenedSignUps = result.ok
    ? { signUps: result.data, error: '' }
    : { signUps: [], error: failure('restockManagerLoadFailed', result.error) };
  const now = $restockManager.get().opened;
  if (now[key]) update({ opened: { ...now, [key]: done } });
}

/** Opens a variant's list of sign-ups, or closes it when it is open. */
export function toggleSignUps(group: SignUpGroup): Promise<void> {
  const { opened } = $restockManager.get();
  const key = signUpGroupKey(group);
  if (!opened[key]) return openSignUps(group);
  const { [key]: _closed, ...rest } = opened;
  update({ opened: rest });
  return Promise.resolve();
}

/**
 * Asks before sending notices for these groups (Send all: `all`). Nothing is asked when the
 * platform counted no one waiting; without a count from the platform, someone may be waiting:
 * the owner decides.
 */
export function askToSend(groups: readonly SignUpGroup[], all = false): void {
  const counted = groups.every((group) => group.pendingCount !== null);
  const count = groups.reduce((sum, group) => sum + (group.pendingCount ?? 0), 0);
  if (counted && count === 0) return;
  update({ asking: { groups, all, count: counted ? count : null } });
}

/** Asks before Send all: every in-stock variant with people waiting (`waitingGroups`). */
export function askToSendAll(): void {
  askToSend(waitingGroups($restockManager.get().groups), true);
}

/** Closes the confirmation without sending; not while its send is under way. */
export function cancelSend(): void {
  if ($restockManager.get().sending) return;
  update({ asking: null });
}

/**
 * Sends what the confirmation asked about (one variant, or Send all in one call), once: a second
 * press while it is under way does nothing. Then the confirmation closes and the status line says
 * how many notices went out ("Sent 3 notices.", or "Notices sent." without a count), the counts
 * load again and so does each open list of a group that was sent. A failure says what failed
 * ("Could not send notices: …") and keeps the table.
 */
export async function confirmSend(): Promise<void> {
  const { asking, sending } = $restockManager.get();
  if (!asking || sending) return;
  const started = generation;
  update({ sending: true, status: null, error: '' });
  const [group] = asking.groups;
  const result = asking.all || !group ? await sendAllRestockNotices(asking.groups) : await sendRestockNotices(group);
  if (started !== generation) return;
  if (!result.ok) {
    update({ sending: false, asking: null, error: failure('restockManagerSendFailed', result.error) });
    return;
  }
  update({ sending: false, asking: null, status: { kind: 'sent', count: result.data.sent } });
  void loadGroups(false);
  const { opened } = $restockManager.get();
  for (const sent of asking.groups) if (opened[signUpGroupKey(sent)]) void openSignUps(sent);
}
