/**
 * The platform's restock calls for the shop owner (`<sq-restock-manager>`), in memory, over the
 * demo shop's products: groups and sign-ups paged by cursor, sends that tell the waiting people
 * and answer how many. Shared by the tests and the stories.
 */
import { delay, http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { demoProduct, seedOf } from '../../demo/products';
import {
  RestockSendAllRequestSchema,
  RestockSendRequestSchema,
  type SignUp,
  type SignUpGroup,
} from '../../src/api/restock';

const PATH = '*/api/site-users/account/notifications/restock';

/** One product and variant visitors asked about, and who asked. */
export interface RestockEntry {
  readonly group: Omit<SignUpGroup, 'pendingCount' | 'notifiedCount'>;
  readonly signUps: readonly SignUp[];
}

const PEOPLE = ['ada', 'grace', 'alan', 'edsger', 'barbara', 'ken', 'margaret', 'linus', 'radia', 'tim', 'frances'];
/** Noon UTC, so a date reads the same in any time zone from UTC−11 to UTC+11. */
const DAY = (day: number) => Date.UTC(2025, 2, day, 12);

/**
 * The demo product `slug`'s variant with these option values (none for a product without
 * options): `waiting` people not told yet and `notified` told on 20 March 2025, signed up from
 * 3 March 2025 on, one day apart, every other one joining the mailing list.
 */
export function restockEntry(
  slug: string,
  values: readonly string[],
  { inStock = true, waiting = 0, notified = 0 }: { inStock?: boolean; waiting?: number; notified?: number },
): RestockEntry {
  const product = demoProduct(seedOf(slug));
  const variant = product.variants.find((candidate) =>
    values.every((value, index) => Object.values(candidate.attributes)[index] === value),
  );
  if (!variant) throw new Error(`${slug} has no variant ${values.join(', ')}`);
  const signUps = Array.from({ length: waiting + notified }, (_, index): SignUp => {
    const person = PEOPLE[index % PEOPLE.length]!;
    return {
      id: `signup-${variant.id}-${index + 1}`,
      email: `${person}@example.com`,
      createdOn: DAY(3 + index),
      isJoinMailingList: index % 2 === 0,
      notifiedOn: index < notified ? DAY(20) : null,
    };
  });
  return {
    group: {
      productId: product.id,
      variantId: variant.id,
      productTitle: product.title,
      variantLabel: values.join(', '),
      inStock,
    },
    signUps,
  };
}

/** Linen Shirt (M, Sand): back in stock, 3 waiting, 1 told. */
export const shirtSand = () => restockEntry('linen-shirt', ['M', 'Sand'], { waiting: 3, notified: 1 });
/** Linen Shirt (M, Navy): still out of stock, 2 waiting. */
export const shirtNavy = () => restockEntry('linen-shirt', ['M', 'Navy'], { inStock: false, waiting: 2 });
/** Ceramic Mug (White): out of stock, 4 waiting. */
export const mugWhite = () => restockEntry('ceramic-mug', ['White'], { inStock: false, waiting: 4 });
/** Canvas Tote (no options): in stock, 1 waiting, 2 told. */
export const tote = () => restockEntry('canvas-tote', [], { waiting: 1, notified: 2 });
/** Linen Shirt (S, Navy): in stock, everyone told (3). */
export const shirtSmallNavy = () => restockEntry('linen-shirt', ['S', 'Navy'], { notified: 3 });

/** The demo shop's sign-ups: five groups, two of them in stock with people waiting (4 people). */
export function demoRestock(): RestockEntry[] {
  return [shirtSand(), shirtNavy(), mugWhite(), tote(), shirtSmallNavy()];
}

/** A group as the platform answers it: counts from its sign-ups. */
function groupOf({ group, signUps }: RestockEntry): SignUpGroup {
  const pendingCount = signUps.filter((signUp) => signUp.notifiedOn === null).length;
  return { ...group, pendingCount, notifiedCount: signUps.length - pendingCount };
}

/** One page of `items` from `cursor` (`"from-4"`, or '' for the first). */
function page<T>(items: readonly T[], cursor: string | null, size: number) {
  const from = Number(/^from-(\d+)$/.exec(cursor ?? '')?.[1] ?? 0);
  const hasNextPage = from + size < items.length;
  return {
    items: items.slice(from, from + size),
    hasNextPage,
    nextPageCursor: hasNextPage ? `from-${from + size}` : null,
  };
}

/** What the platform saw: each call (`GET groups from-2`, `POST send`…) and each POST body. */
export interface RestockCalls {
  readonly calls: string[];
  readonly bodies: unknown[];
}

/**
 * The restock calls over `entries` (the demo shop's by default), `pageSize` groups and
 * `signUpPageSize` sign-ups a page. A send tells everyone waiting for the variants it names (at
 * 1 April 2025) and answers how many it told.
 */
export function restockPlatform(
  entries: RestockEntry[] = demoRestock(),
  { pageSize = 2, signUpPageSize = 2 }: { pageSize?: number; signUpPageSize?: number } = {},
) {
  const state: RestockCalls = { calls: [], bodies: [] };
  const initial = [...entries];
  const find = (productId: string, variantId: string) =>
    entries.findIndex(({ group }) => group.productId === productId && group.variantId === variantId);
  const tell = (productId: string, variantId: string) => {
    const index = find(productId, variantId);
    const entry = entries[index];
    if (!entry) return 0;
    const sent = entry.signUps.filter((signUp) => signUp.notifiedOn === null).length;
    entries[index] = {
      ...entry,
      signUps: entry.signUps.map((signUp) => ({
        ...signUp,
        notifiedOn: signUp.notifiedOn ?? Date.UTC(2025, 3, 1, 12),
      })),
    };
    return sent;
  };
  const handlers = [
    http.get(`${PATH}/groups`, ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      state.calls.push(`GET groups cursor=${cursor ?? '(none)'}`);
      const { items, ...rest } = page(entries.map(groupOf), cursor, pageSize);
      return HttpResponse.json({ signUpGroups: items, ...rest });
    }),
    http.get(PATH, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const cursor = query.get('cursor');
      state.calls.push(`GET sign-ups ${query.get('productId')} ${query.get('variantId')} cursor=${cursor ?? '(none)'}`);
      const entry = entries[find(query.get('productId') ?? '', query.get('variantId') ?? '')];
      if (!entry) return HttpResponse.json({ message: 'No such product and variant.' }, { status: 404 });
      const { items, ...rest } = page(entry.signUps, cursor, signUpPageSize);
      return HttpResponse.json({ signUps: items, ...rest });
    }),
    http.post(`${PATH}/send`, async ({ request }) => {
      const body: unknown = await request.json();
      state.calls.push('POST send');
      state.bodies.push(body);
      const parsed = v.safeParse(RestockSendRequestSchema, body);
      if (!parsed.success) return HttpResponse.json({ message: 'Bad request.' }, { status: 400 });
      return HttpResponse.json({ sent: tell(parsed.output.productId, parsed.output.variantId) });
    }),
    http.post(`${PATH}/send/all`, async ({ request }) => {
      const body: unknown = await request.json();
      state.calls.push('POST send/all');
      state.bodies.push(body);
      const parsed = v.safeParse(RestockSendAllRequestSchema, body);
      if (!parsed.success) return HttpResponse.json({ message: 'Bad request.' }, { status: 400 });
      const sent = parsed.output.sendRequests.reduce(
        (sum, { productId, variantId }) => sum + tell(productId, variantId),
        0,
      );
      return HttpResponse.json({ sent });
    }),
  ];
  /** Back to the sign-ups it started with, nothing seen (a story played again starts afresh). */
  const reset = () => {
    entries.splice(0, entries.length, ...initial);
    state.calls.length = 0;
    state.bodies.length = 0;
  };
  return { state, handlers, reset };
}

/** The groups call never answers (the element stays "Loading sign-ups…"). */
export function restockNeverAnswers() {
  return http.get(`${PATH}/groups`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The groups call fails with this status and message. */
export function restockGroupsFail(status: number, message: string) {
  return http.get(`${PATH}/groups`, () => HttpResponse.json({ message }, { status }));
}

/** The calls over no sign-ups at all. */
export function noRestockSignUps() {
  return restockPlatform([]).handlers;
}

/** The one-variant send fails with this status and message. */
export function restockSendFails(status: number, message: string) {
  return http.post(`${PATH}/send`, () => HttpResponse.json({ message }, { status }));
}
