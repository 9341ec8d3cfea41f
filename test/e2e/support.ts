/**
 * Shared helpers for the end-to-end tests: one headless Chromium per test file, a fresh
 * browser context (so fresh cookies: a new visitor with a new cart) per test, and a page that
 * records console errors and uncaught page errors so a test can assert there were none.
 */
import { resolve } from 'node:path';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  ConsoleMessage,
  Page,
  Request,
  Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium';

/** axe-core's browser build, injected into pages with `page.addScriptTag({ path })`. */
export const AXE_PATH = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

/** The demo shop's base URL, provided by global-setup.ts (no trailing slash). */
export function baseUrl(): string {
  return inject('baseUrl');
}

/** The e2e shop's owner password (global-setup.ts). */
export function ownerPassword(): string {
  return inject('ownerPassword');
}

/**
 * Signs in as the shop's owner the way a person does: opens `path` (an owner's page), which sends
 * anyone not signed in to the sign-in page, types the password into the labelled field, presses
 * "Sign in" and waits to be back on `path`. The page's context keeps the session cookie.
 */
export async function signInAsOwner(page: Page, path = '/config/restock'): Promise<void> {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/config/sign-in');
  await page.getByLabel('Password', { exact: true }).fill(ownerPassword());
  await Promise.all([
    page.waitForURL((url) => `${url.pathname}${url.search}` === path),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

/** Starts a headless Chromium. */
export function launchBrowser(options?: Parameters<typeof launchChromium>[0]): Promise<Browser> {
  return launchChromium(options);
}

/** A page in a fresh context, plus what went wrong on it. */
export interface TestPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console messages of type `error`, with where they came from. */
  readonly consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  readonly pageErrors: string[];
  /** Fails the test if the page logged a console error or threw (`allow` filters expected ones). */
  expectNoErrors(allow?: RegExp): void;
  close(): Promise<void>;
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/** A phone, for `newPage`: its screen, touch and no pointer to hover with. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * A fresh visitor: a new browser context (no cookies, so the server issues a new cart and
 * crumb on the first page) with one page that records errors. Close it at the end of the test.
 * A desktop window unless `device` says otherwise (`PHONE`).
 */
export async function newPage(browser: Browser, device: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 900 }, ...device });
  // Waits for pages, answers and elements: generous, as the machine may be loaded (test timeout: 60 s).
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(describeConsole(message));
  });
  // A frame's error (a sandboxed one's, say) has an empty stack: its message says what it was.
  page.on('pageerror', (error) => pageErrors.push(error.stack || `${error.name}: ${error.message}`));
  return {
    context,
    page,
    consoleErrors,
    pageErrors,
    expectNoErrors(allow) {
      const keep = (text: string) => !allow || !allow.test(text);
      expect(pageErrors.filter(keep), 'uncaught errors in the page').toEqual([]);
      expect(consoleErrors.filter(keep), 'console errors in the page').toEqual([]);
    },
    close: () => context.close(),
  };
}

/** Waits until the library has rendered: every `<sq-add-to-cart>` on the page holds its button with text. */
export async function waitForElements(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hosts = [...document.querySelectorAll('sq-add-to-cart')];
    // The server renders the same markup before scripts run: an element is live once the loader
    // has defined its tag (it renders in the same task).
    return (
      hosts.length > 0 &&
      [...document.querySelectorAll('*')].every(
        (element) => !element.localName.startsWith('sq-') || element.matches(':defined'),
      ) &&
      // A button says something: its text, or (an add-on's icon button) its accessible name.
      hosts.every((host) => {
        const button = host.querySelector('button');
        return (button?.textContent ?? '').trim() !== '' || Boolean(button?.getAttribute('aria-label'));
      })
    );
  });
}

/** Opens a path on the demo shop and waits for the elements to render. */
export async function openShopPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForElements(page);
}

/**
 * How much shorter than its stated time (ms) one of the library's timers may measure on the page's
 * clock: a timer never fires early, so only the clock's grain and the points measured from (an
 * answer's arrival, an observer's callback) account for it.
 */
export const TIMER_EARLY = 50;

/**
 * How much longer than its stated time `stated` (ms) a timer may measure: a loaded machine runs the
 * page's timers late (other tests, builds and browsers share the cores), so three quarters of the
 * stated time, and at most 2 s. A timer of half or double its stated time still fails.
 */
export function timerLate(stated: number): number {
  return Math.min(stated * 0.75, 2000);
}

/**
 * Expects `measured` (ms, on the page's clock) to be the library's timer of `stated` ms: not
 * shorter by more than TIMER_EARLY, not longer by more than `timerLate(stated)`.
 */
export function expectTimer(measured: number, stated: number, what: string): void {
  const said = `${what}: ${Math.round(measured)} ms, stated ${stated} ms`;
  expect(measured, said).toBeGreaterThanOrEqual(stated - TIMER_EARLY);
  expect(measured, said).toBeLessThanOrEqual(stated + timerLate(stated));
}

/** One input event of the visitor's, on the page's clock. */
export interface PageInput {
  readonly type: string;
  readonly t: number;
}

/** One call the page's code made with `fetch`, on the page's clock. */
export interface PageCall {
  readonly method: string;
  readonly path: string;
  /** When `fetch` was called. */
  readonly sent: number;
  /** When its answer came back to the page's code (undefined until then, or when it failed). */
  readonly answered?: number;
  /**
   * The visitor's input that was being handled when `fetch` was called (its event's task and the
   * microtasks after it, up to the next timer), or null: a call made by that input, not a timer's.
   */
  readonly during: PageInput | null;
}

/**
 * Starts recording, on the page's clock, the visitor's input events (click, keydown, input) and
 * every `fetch` call of the page's code with the input it was made in. Read them with `inputLog`
 * and `callLog`. Calls the page started before this are not recorded; a page load undoes it.
 */
export async function recordCalls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const inputs: { type: string; t: number }[] = [];
    const calls: {
      method: string;
      path: string;
      sent: number;
      answered?: number;
      during: { type: string; t: number } | null;
    }[] = [];
    let current: { type: string; t: number } | null = null;
    for (const type of ['click', 'keydown', 'input']) {
      addEventListener(
        type,
        () => {
          const input = { type, t: performance.now() };
          inputs.push(input);
          current = input;
          // The input's task (and its microtasks) ends before the first timer set in it.
          setTimeout(() => {
            if (current === input) current = null;
          });
        },
        { capture: true },
      );
    }
    const original = window.fetch;
    window.fetch = function (resource: RequestInfo | URL, init?: RequestInit) {
      const url = new URL(resource instanceof Request ? resource.url : String(resource), location.href);
      const method = (init?.method ?? (resource instanceof Request ? resource.method : 'GET')).toUpperCase();
      const call: (typeof calls)[number] = { method, path: url.pathname, sent: performance.now(), during: current };
      calls.push(call);
      const answer = original.call(this, resource, init);
      answer.then(
        () => (call.answered = performance.now()),
        () => {},
      );
      return answer;
    };
    Object.assign(window, { __sqInputs: inputs, __sqCalls: calls });
  });
}

/** The input events recorded since `recordCalls`. */
export function inputLog(page: Page): Promise<PageInput[]> {
  return page.evaluate(() => (window as unknown as { __sqInputs: PageInput[] }).__sqInputs);
}

/** The `fetch` calls recorded since `recordCalls`, with `method` to a path matching `path`. */
export async function callLog(page: Page, method: string, path: RegExp): Promise<PageCall[]> {
  const calls = await page.evaluate(() => (window as unknown as { __sqCalls: PageCall[] }).__sqCalls);
  return calls.filter((call) => call.method === method && path.test(call.path));
}

/** One change of the add button's label, timed on the page's clock (`performance.now()`). */
export interface LabelChange {
  readonly text: string;
  readonly t: number;
}

/**
 * Starts recording every change of the label of the `index`-th `<sq-add-to-cart>` on the page,
 * with a MutationObserver (its callback runs right after the DOM change, so the time is the
 * render's, not a polling interval's). Read the log with `labelLog`.
 */
export async function recordLabels(page: Page, index = 0): Promise<void> {
  await page.evaluate((at) => {
    const host = document.querySelectorAll('sq-add-to-cart')[at];
    if (!host) throw new Error(`no sq-add-to-cart #${at}`);
    const read = () => (host.querySelector('button')?.textContent ?? '').trim();
    const log: { text: string; t: number }[] = [];
    let last = read();
    log.push({ text: last, t: performance.now() });
    new MutationObserver(() => {
      const now = read();
      if (now !== last) {
        last = now;
        log.push({ text: now, t: performance.now() });
      }
    }).observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
    (window as unknown as { __sqLabels: typeof log }).__sqLabels = log;
  }, index);
}

/** The label changes recorded since `recordLabels`. */
export function labelLog(page: Page): Promise<LabelChange[]> {
  return page.evaluate(() => (window as unknown as { __sqLabels: { text: string; t: number }[] }).__sqLabels);
}

/** Waits until the recorded labels, in order, include `texts` (a subsequence), and returns the log. */
export async function waitForLabels(page: Page, texts: readonly string[], timeout = 10_000): Promise<LabelChange[]> {
  await page.waitForFunction(
    (wanted) => {
      const log = (window as unknown as { __sqLabels: { text: string }[] }).__sqLabels;
      let i = 0;
      for (const entry of log) if (entry.text === wanted[i]) i += 1;
      return i >= wanted.length;
    },
    texts,
    { timeout },
  );
  return labelLog(page);
}

/** The first time (page clock) a label was shown after `after`. */
export function firstShown(log: readonly LabelChange[], text: string, after = -Infinity): number {
  const entry = log.find((change) => change.text === text && change.t >= after);
  if (!entry) throw new Error(`label "${text}" never shown; labels: ${JSON.stringify(log)}`);
  return entry.t;
}

/** Opens a fresh visitor's page; `owner()` is the file's signed-in owner, in a context of its own. */
export interface BrowserPages {
  (device?: BrowserContextOptions): Promise<TestPage>;
  /** The shop's owner, signed in through the sign-in page once per file (`signInAsOwner`). */
  owner(): Promise<TestPage>;
}

/**
 * One Chromium for the test file and a fresh visitor (own cookies) per test: registers the hooks
 * and returns the function that opens the visitor's page.
 */
export function useBrowser(): BrowserPages {
  let browser: Browser | undefined;
  let visitor: TestPage | undefined;
  let owner: Promise<TestPage> | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await (await owner)?.close();
    await browser?.close();
  });
  afterEach(async () => {
    await visitor?.close();
    visitor = undefined;
  });
  const started = (): Browser => {
    if (!browser) throw new Error('Chromium did not start');
    return browser;
  };
  const fresh = async (device?: BrowserContextOptions) => {
    visitor = await newPage(started(), device);
    return visitor;
  };
  return Object.assign(fresh, {
    owner: () =>
      (owner ??= (async () => {
        const signedIn = await newPage(started());
        await signInAsOwner(signedIn.page, '/config/outbox');
        return signedIn;
      })()),
  });
}

/** Whether the page itself scrolls now (false while a dialog drawn over it holds it still). */
export const pageScrolls = (page: Page): Promise<boolean> =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden');

/** One layout shift as the page saw it. */
export interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/**
 * Records every layout shift without recent input from the very start of the page, with a
 * description of each shifted node taken when the shift happens (nodes may be replaced later).
 */
export function observeLayoutShifts(): void {
  const shifts: { value: number; startTime: number; sources: string[] }[] = [];
  (window as unknown as { __sqShifts: typeof shifts }).__sqShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!node) return '(node gone)';
    if (!(node instanceof Element))
      return `#text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(node.parentElement)}`;
    const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
    const host = node.closest('sq-product')?.querySelector('h1, h2')?.textContent;
    const heading = node.querySelector('h1, h2')?.textContent;
    const text = (heading ?? (node instanceof HTMLElement ? node.innerText : node.textContent) ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return `<${node.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}${host ? ` [in ${host}]` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map(
          (s) => `${describe(s.node)} moved ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts as a readable message, for a failing assertion. */
export function describeShifts(total: number, shifts: readonly Shift[]): string {
  return (
    `CLS ${total.toFixed(4)} from ${shifts.length} shift(s):` +
    shifts
      .map((s) => `\n  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms\n    ${s.sources.join('\n    ')}`)
      .join('')
  );
}

/** An axe violation, trimmed to what a reader needs. */
export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs axe-core on the whole document and returns its violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: any[] }> } }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node: any) => ({
        target: node.target.join(' '),
        html: node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
  });
}

/** Violations as lines a reader can act on. */
function readable(violations: readonly Violation[]): string {
  return violations
    .map(
      (violation) =>
        `\n[${violation.impact}] ${violation.id}: ${violation.help}` +
        violation.nodes
          .map((node) => `\n  at ${node.target}\n    ${node.html}\n    ${node.summary.replace(/\n/g, '\n    ')}`)
          .join(''),
    )
    .join('\n');
}

/** Fails the test with every axe-core violation on the page, described. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${what}:${readable(violations)}`).toEqual([]);
}

/** What `addThroughApi` puts in the cart. */
export interface ApiAdd {
  /** Default 1. */
  readonly quantity?: number;
  /** The custom form's answers (field id to value), sent as `additionalFields` JSON text; default none. */
  readonly answers?: Readonly<Record<string, unknown>> | null;
}

/**
 * Adds a product (its first variant) to the visitor's cart through the API, the way the library
 * calls it (the `crumb` cookie as `X-CSRF-Token`); a shop page must be open, for the cookies.
 * Fails the test unless the shop answers 200; returns the entry's id. The page's own elements do
 * not hear of it: load a page afterwards to see it.
 */
export async function addThroughApi(
  page: Page,
  slug: string,
  { quantity = 1, answers = null }: ApiAdd = {},
): Promise<string> {
  const { status, body } = await page.evaluate(
    async ({ slug, quantity, answers }) => {
      const json = await (await fetch(`/shop/p/${slug}?format=json`)).json();
      const variant = json.item.structuredContent.variants[0];
      const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify({
          itemId: json.item.id,
          sku: variant.sku,
          quantity,
          additionalFields: answers ? JSON.stringify(answers) : null,
        }),
      });
      return { status: response.status, body: await response.text() };
    },
    { slug, quantity, answers },
  );
  expect(status, `adding ${slug} through the API: ${body}`).toBe(200);
  return (JSON.parse(body) as { newlyAdded: { id: string } }).newlyAdded.id;
}

/**
 * Holds back the page's requests for files matching `pattern` until `release()`; `asked()` says
 * whether the page has asked for one yet.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<{ release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(pattern, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Holds React's chunk back until `release()`. */
export const holdReact = (page: Page) => holdBack(page, /\/dist\/lazy\/react-[\w-]+\.js$/);

/** Requests for the library's lazy modules whose names start with `name` (`send-signup`, say), as they happen. */
export function watchModules(page: Page, name: string): Request[] {
  const seen: Request[] = [];
  const file = new RegExp(`^/dist/lazy/${name}-[\\w-]+\\.js$`);
  page.on('request', (request) => {
    if (file.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}
