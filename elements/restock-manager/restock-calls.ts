/**
 * The shop owner's restock calls (list the sign-ups, send the notices), each through the platform
 * client (CSRF header, typed errors) and each answer checked with the shared schemas.
 */
import { request, type ApiResult } from '../../src/api/client';
import {
  RestockSendResultSchema,
  SignUpGroupsPageSchema,
  SignUpsPageSchema,
  type RestockSendAllRequest,
  type RestockSendRequest,
  type SignUp,
  type SignUpGroup,
} from '../../src/api/restock';

const PATH = '/api/site-users/account/notifications/restock';

interface Page {
  /** Null when the platform does not say: then a cursor means another page. */
  readonly hasNextPage: boolean | null;
  readonly nextPageCursor: string | null;
}

/**
 * Every page of a list, following `nextPageCursor` while `hasNextPage` (or, when a page does not
 * say, while it names a cursor; the first page asks with an empty cursor); `onPage` hears what came so far after each page that has another after it.
 * A page that names no cursor, or one already followed, ends the list (no endless loop).
 */
async function allPages<P extends Page, T>(
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

/** Only the two ids: the platform is sent nothing else of a group. */
const ids = ({ productId, variantId }: RestockSendRequest): RestockSendRequest => ({ productId, variantId });

/** What `<sq-restock-manager>` asks of the platform. */
export const RESTOCK_CALLS = {
  /** `GET …/restock/groups?cursor=`, every page. */
  groups: (onPage?: (soFar: readonly SignUpGroup[]) => void) =>
    allPages(
      (cursor) => request(`${PATH}/groups`, { query: { cursor }, schema: SignUpGroupsPageSchema }),
      (page) => page.signUpGroups,
      onPage,
    ),
  /** `GET …/restock?productId&variantId&cursor`, every page. */
  signUps: (group: RestockSendRequest): Promise<ApiResult<SignUp[]>> =>
    allPages(
      (cursor) => request(PATH, { query: { ...ids(group), cursor }, schema: SignUpsPageSchema }),
      (page) => page.signUps,
    ),
  /** `POST …/restock/send` for one product and variant; `POST …/restock/send/all` for several. */
  send: (groups: readonly RestockSendRequest[], all: boolean) =>
    request(all ? `${PATH}/send/all` : `${PATH}/send`, {
      method: 'POST',
      json: all ? ({ sendRequests: groups.map(ids) } satisfies RestockSendAllRequest) : ids(groups[0]!),
      schema: RestockSendResultSchema,
    }),
};

/** The calls, as the view takes them (absent on the server). */
export type RestockCalls = typeof RESTOCK_CALLS;
