/**
 * The bench's themed section (bench/render.ts runs it; see its doc comment): the dev server's
 * themed list page (`/`) and the Canvas Tote's product page, each at normal speed and with the
 * CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`, set before navigation), on three servings:
 *
 * - current: this checkout's server (createApp, in process, temp DB) serving this checkout's dist/;
 * - baseline: another checkout's server (`BENCH_BASELINE=<path>`: its `server/main.ts` run with its
 *   own tsx as a child process, on a free port and a temp DB), killed at the end;
 * - hand-written: the current server's page with the library's loader tag swapped (Playwright
 *   route) for bench/hand-written.js inlined as a `<script type="module">`.
 *
 * Per page load, a fresh browser context. Three loads per serving, page and speed in each run:
 * one with no interaction (long tasks and scripts fetched in the first 3 s), and two where the
 * Tote's Add To Cart is pressed with Playwright's mouse (moved over it, then clicked at once) at
 * 0.2 s and at 1.5 s on the page's clock. The cart add call never answers, so "Adding…" stays.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { createApp } from '../server/app';

const ADDING = 'Adding…';
const VIEWPORT = { width: 1280, height: 900 };
/** Long tasks and scripts are counted in this window after navigation start, with no interaction (ms). */
const WINDOW_MS = 3000;
/** When the presses happen, after navigation start (page clock, ms). */
const PRESS_TIMES = [200, 1500] as const;
/** "Adding…" not painted this long after the click: the press was lost (ms). */
const LOST_AFTER_MS = 5000;
/** The single-variant, in-stock product pressed (demo/catalogue.ts). */
const TOTE_SLUG = 'canvas-tote';
/** The library's add-entry call (src/api/cart.ts postCartEntry): routed to a promise that never resolves. */
const ADD_ENTRY = '**/api/commerce/shopping-cart/entries';
/** The library's loader tag(s) in the themed pages (theme/site.region). */
const LOADER_TAG = /<script\b[^>]*\bstorefront\.iife\.js\b[^>]*>\s*<\/script>/g;

export type Serving = 'current' | 'baseline' | 'hand-written';
export type ThemedPage = 'list' | 'product';
export const SERVINGS: readonly Serving[] = ['current', 'baseline', 'hand-written'];
const PAGES: Readonly<Record<ThemedPage, string>> = { list: '/', product: `/shop/p/${TOTE_SLUG}` };
const RATES = [1, 4] as const;

/** One load with no interaction. */
interface IdleRun {
  /** Total blocking time: the sum over long tasks started in the window of (duration − 50 ms). */
  tbt: number;
  longTasks: number;
  longest: number;
  /** Scripts requested in the window, gzip bytes (and the inline hand-written module's). */
  jsGzip: number;
  /** The same scripts' bytes as the server sent them (its compression, if any; the inline module gzipped). */
  jsServed: number;
  scripts: string[];
}

/** One press: click timeStamp → "Adding…" painted (ms), or null when lost. */
interface PressRun {
  ms: number | null;
  /** When the mouse went down, on the page's clock (the press waits for the button to exist). */
  pressedAt: number;
  /** Why it was lost, when it was. */
  lost?: string;
}

interface Cell {
  idle: IdleRun[];
  press: Record<(typeof PRESS_TIMES)[number], PressRun[]>;
}

const key = (serving: Serving, page: ThemedPage, rate: number) => `${page} ${rate}x ${serving}`;

// ---------------------------------------------------------------------------------------------
// In the page, before its own scripts.

/**
 * Long tasks (buffered), the click's timeStamp (capture listener on window) and the first frame
 * after the Tote's button says "Adding…" (MutationObserver, then rAF → MessageChannel task);
 * with a press time, a signal to the bench (`__tbPress`) once the page's clock reaches it and the
 * button exists. A string, so tsx's helpers stay out of the page.
 */
function initScript(page: ThemedPage, pressAt: number | null): string {
  const find =
    page === 'list'
      ? // The first button after the Tote's link in the document: its card's. (Not the first button of
        // the nearest ancestor that holds one: while the page streams, the link may be parsed and its
        // button not yet, and that ancestor is the grid, whose first button is another card's.)
        `var link = document.querySelector('a[href="/shop/p/${TOTE_SLUG}"]');
    var buttons = link ? document.querySelectorAll('sq-add-to-cart button') : [];
    for (var i = 0; i < buttons.length; i++)
      if (link.compareDocumentPosition(buttons[i]) & Node.DOCUMENT_POSITION_FOLLOWING) return buttons[i];
    return null;`
      : `return document.querySelector('sq-product[page-type="pdp"] sq-add-to-cart button') || document.querySelector('sq-add-to-cart button');`;
  return `(function () {
  var b = window.__tb = { tasks: [], observer: null, clickAt: null, hit: null, defined: null, down: null, up: null, addingAt: null, paintAt: null, pressedAt: null };
  try {
    var o = new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { b.tasks.push([e.startTime, e.duration]); }); });
    o.observe({ type: 'longtask', buffered: true });
    b.observer = o;
  } catch (e) { b.tasks = null; }
  function target() {
    ${find}
  }
  var waiters = [];
  function settle() { waiters.splice(0).forEach(function (done) { done(); }); }
  // Where the press went down and up: a click needs both on one element (one replaced in
  // between, as an element's first render may do, makes no click).
  window.addEventListener('pointerdown', function (event) { if (b.down === null) { b.down = describe(event.target); b.downEl = event.target; } }, true);
  window.addEventListener('pointerup', function (event) { if (b.up === null) b.up = describe(event.target); }, true);
  function describe(t) {
    var button = target();
    var where = t && t.nodeName ? t.nodeName.toLowerCase() + (t.className && typeof t.className === 'string' ? '.' + t.className.split(' ')[0] : '') : String(t);
    return where + (button && button.contains(t) ? ' (in the button)' : '');
  }
  window.addEventListener('click', function (event) {
    if (b.clickAt !== null) return;
    b.clickAt = event.timeStamp;
    var button = target();
    b.hit = !!(button && button.contains(event.target));
    if (!b.hit) {
      var r = button && button.getBoundingClientRect();
      b.missed = describe(event.target) + ' at ' + event.clientX + ',' + event.clientY + (r ? '; the button at ' + [r.left, r.top, r.width, r.height].map(Math.round).join(',') : '; no button') + ', scrollY ' + scrollY;
    }
    var host = button && button.closest('sq-add-to-cart');
    b.defined = !!(host && host.matches(':defined'));
    if (!host) return;
    function check() {
      var now = host.querySelector('button');
      if (b.addingAt !== null || !now || now.textContent.indexOf('${ADDING}') < 0) return;
      b.addingAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(function () {
        var c = new MessageChannel();
        c.port1.onmessage = function () { b.paintAt = performance.now(); settle(); };
        c.port2.postMessage(0);
      });
    }
    var observer = new MutationObserver(check);
    observer.observe(host, { subtree: true, childList: true, characterData: true });
    setTimeout(settle, ${LOST_AFTER_MS});
  }, true);
  /** Resolves once "Adding…" has been painted, or ${LOST_AFTER_MS} ms after the click. */
  window.__tbSettled = function () {
    return new Promise(function (done) {
      if (b.paintAt !== null || (b.clickAt !== null && performance.now() - b.clickAt >= ${LOST_AFTER_MS})) done();
      else waiters.push(done);
    });
  };
  var PRESS_AT = ${pressAt === null ? 'null' : String(pressAt)};
  if (PRESS_AT !== null) {
    var signal = function () {
      var button = target();
      // The button, laid out with the page's stylesheets (before them, it is elsewhere).
      var sheets = document.querySelectorAll('link[rel="stylesheet"]');
      var styled = Array.prototype.every.call(sheets, function (link) { return link.sheet !== null; });
      if (!button || !styled) { setTimeout(signal, 5); return; }
      var box = button.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) { button.scrollIntoView({ block: 'center' }); box = button.getBoundingClientRect(); }
      b.pressedAt = performance.now();
      b.pressScrollY = scrollY;
      window.__tbPress({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    };
    setTimeout(signal, Math.max(0, PRESS_AT - performance.now()));
  }
})();`;
}

// ---------------------------------------------------------------------------------------------
// Servers.

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

/** Another checkout's dev server, as a child process in its own process group. */
interface Baseline {
  base: string;
  stop(): Promise<void>;
}

async function startBaseline(path: string): Promise<Baseline> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'sq-bench-baseline-'));
  let output = '';
  const child: ChildProcess = spawn(join(path, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: path,
    env: {
      ...process.env,
      PORT: String(port),
      SQ_DB_PATH: join(dir, 'shop.sqlite'),
      // The current server's generous API budget: the runs come from one address in quick succession.
      SQ_RATE_LIMIT: '10000/10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.once('exit', () => (exited = true));
  const kill = (signal: NodeJS.Signals) => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal); // the group: tsx and the node it starts
    } catch {
      // already gone
    }
  };
  // Killed however the bench ends (an error, Ctrl-C).
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (!exited) {
      const gone = new Promise<void>((done) => child.once('exit', () => done()));
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the baseline server (${path}) exited before answering:\n${output}`);
    }
    const ok = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { base, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the baseline server (${path}) did not answer within 60 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** A checkout's commit, with "+changes" when its tracked files differ from it (null outside git). */
function commitOf(path: string): string | null {
  const head = spawnSync('git', ['-C', path, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) return null;
  const dirty = spawnSync('git', ['-C', path, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '+changes' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// One load.

const handWritten = readFileSync(join(import.meta.dirname, 'hand-written.js'), 'utf8');
const HAND_TAG = `<script type="module">\n${handWritten}</script>`;
if (/<\/script/i.test(handWritten)) throw new Error('bench/hand-written.js may not contain "</script".');
/** The inline module's own gzip bytes: JS the hand-written page fetches inside its HTML. */
const HAND_GZIP = gzipSync(handWritten).length;

function rewrite(html: string): string {
  let first = true;
  const out = html.replace(LOADER_TAG, () => {
    const tag = first ? HAND_TAG : '';
    first = false;
    return tag;
  });
  if (first) throw new Error('the themed page has no <script src=…storefront.iife.js> tag to replace');
  return out;
}

/**
 * gzip bytes of each script, by URL (the files do not change during the bench): its body fetched
 * again here and gzipped with zlib's default level, whatever the server sent (the dev server sends
 * brotli; a baseline's server may send nothing compressed), so every serving is counted alike.
 */
const gzipCache = new Map<string, Promise<number>>();
function gzipBytes(url: string): Promise<number> {
  let bytes = gzipCache.get(url);
  if (!bytes) {
    bytes = fetch(url)
      .then((response) => response.arrayBuffer())
      .then((body) => gzipSync(Buffer.from(body)).length);
    gzipCache.set(url, bytes);
  }
  return bytes;
}

interface Load {
  context: BrowserContext;
  tab: Page;
  errors: string[];
  /** The bench's press signal: the button's centre, once the page's clock reached the press time. */
  press: Promise<{ x: number; y: number }>;
}

async function open(
  browser: Browser,
  base: string,
  serving: Serving,
  page: ThemedPage,
  rate: number,
  pressAt: number | null,
): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  let pressed!: (point: { x: number; y: number }) => void;
  const press = new Promise<{ x: number; y: number }>((done) => (pressed = done));
  await context.exposeBinding('__tbPress', (_source, point: { x: number; y: number }) => pressed(point));
  await context.addInitScript(initScript(page, pressAt));
  // The add call never answers: "Adding…" stays on the button.
  await context.route(ADD_ENTRY, () => {});
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  // The document goes through the bench for every serving alike (the same interception cost);
  // only the hand-written one's is rewritten.
  const url = `${base}${PAGES[page]}`;
  await tab.route(url, async (route) => {
    if (!route.request().isNavigationRequest()) return route.fallback();
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: serving === 'hand-written' ? rewrite(body) : body });
  });
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await tab.goto(url, { waitUntil: 'commit' });
  return { context, tab, errors, press };
}

export async function idleRun(browser: Browser, base: string, serving: Serving, page: ThemedPage, rate: number) {
  const load = await open(browser, base, serving, page, rate, null);
  try {
    const r = (await load.tab.evaluate(`(async function () {
      await new Promise(function (done) { setTimeout(done, Math.max(0, ${WINDOW_MS} - performance.now())); });
      // One more frame and task, so a long task that ran up to the window's end has been reported.
      await new Promise(function (done) { requestAnimationFrame(function () { setTimeout(done, 0); }); });
      var b = window.__tb;
      if (b.observer) b.observer.takeRecords().forEach(function (e) { b.tasks.push([e.startTime, e.duration]); });
      var scripts = performance.getEntriesByType('resource').filter(function (e) {
        return e.startTime < ${WINDOW_MS} && (e.initiatorType === 'script' || /\\.m?js([?#]|$)/.test(e.name));
      }).map(function (e) { return [e.name, e.encodedBodySize, e.decodedBodySize]; });
      return { tasks: b.tasks, scripts: scripts, cookie: document.cookie.indexOf('crumb=') >= 0 };
    })()`)) as { tasks: [number, number][] | null; scripts: [string, number, number][]; cookie: boolean };
    if (r.tasks === null) throw new Error('this Chromium reports no long tasks');
    if (!r.cookie) throw new Error(`${key(serving, page, rate)}: the page has no crumb cookie`);
    const tasks = r.tasks.filter(([start]) => start < WINDOW_MS);
    const bytes = await Promise.all(r.scripts.map(([name]) => gzipBytes(name)));
    const inline = serving === 'hand-written' ? HAND_GZIP : 0;
    const run: IdleRun = {
      tbt: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longTasks: tasks.length,
      longest: tasks.reduce((max, [, duration]) => Math.max(max, duration), 0),
      jsGzip: bytes.reduce((sum, n) => sum + n, 0) + inline,
      jsServed: r.scripts.reduce((sum, [, encoded]) => sum + encoded, 0) + inline,
      scripts: r.scripts.map(([name]) => new URL(name).pathname),
    };
    if (load.errors.length > 0)
      throw new Error(`${key(serving, page, rate)} reported errors:\n${load.errors.join('\n')}`);
    return run;
  } finally {
    await load.context.close();
  }
}

export async function pressRun(
  browser: Browser,
  base: string,
  serving: Serving,
  page: ThemedPage,
  rate: number,
  at: number,
): Promise<PressRun> {
  const load = await open(browser, base, serving, page, rate, at);
  try {
    const point = await Promise.race([
      load.press,
      new Promise<never>((_, fail) =>
        setTimeout(() => fail(new Error(`${key(serving, page, rate)}: the Add To Cart button never appeared`)), 30_000),
      ),
    ]);
    await load.tab.mouse.move(point.x, point.y);
    await load.tab.mouse.down();
    await load.tab.mouse.up();
    // On the page's clock, "Adding…" painted or LOST_AFTER_MS since the click; a click the page
    // never saw times out here instead.
    const navigated = new Promise<'navigated'>((done) =>
      load.tab.on('framenavigated', (frame) => frame === load.tab.mainFrame() && done('navigated')),
    );
    const settled = await Promise.race([
      load.tab.evaluate('window.__tbSettled()').then(
        () => true,
        () => 'navigated' as const,
      ),
      navigated,
      new Promise<false>((done) => setTimeout(() => done(false), LOST_AFTER_MS * 3)),
    ]);
    // A click that followed the card's link (it landed off the button): no figure to read.
    if (settled === 'navigated') return { ms: null, pressedAt: at, lost: 'the click navigated away' };
    const r = (await load.tab.evaluate(
      `({ clickAt: __tb.clickAt, hit: __tb.hit, defined: __tb.defined, missed: __tb.missed, down: __tb.down && __tb.down + (__tb.downEl.isConnected ? '' : ', since removed from the page'), up: __tb.up, paintAt: __tb.paintAt, pressedAt: __tb.pressedAt })`,
    )) as {
      clickAt: number | null;
      hit: boolean | null;
      missed?: string;
      down: string | null;
      up: string | null;
      defined: boolean | null;
      paintAt: number | null;
      pressedAt: number;
    };
    if (load.errors.length > 0)
      throw new Error(`${key(serving, page, rate)} reported errors:\n${load.errors.join('\n')}`);
    if (r.clickAt === null)
      return {
        ms: null,
        pressedAt: r.pressedAt,
        lost: `no click event (pointerdown on ${r.down ?? 'nothing'}, pointerup on ${r.up ?? 'nothing'})`,
      };
    if (!r.hit) return { ms: null, pressedAt: r.pressedAt, lost: `the click missed the button: ${r.missed}` };
    if (!settled || r.paintAt === null)
      return {
        ms: null,
        pressedAt: r.pressedAt,
        lost: `no "${ADDING}"${r.defined === false && serving !== 'hand-written' ? ', sq-add-to-cart not yet defined at the click' : ''}`,
      };
    return { ms: r.paintAt - r.clickAt, pressedAt: r.pressedAt };
  } finally {
    await load.context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The section.

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The median press: a lost press counts as slower than any answered one, so the median is LOST
 * when half or more of the runs were.
 */
function pressMedian(runs: readonly PressRun[]): number | 'LOST' | null {
  if (runs.length === 0) return null;
  const values = runs.map((r) => r.ms ?? Number.POSITIVE_INFINITY);
  const m = median(values)!;
  return Number.isFinite(m) ? m : 'LOST';
}

export interface ThemedFigures {
  tbtMs: number | null;
  longTasks: number | null;
  longestMs: number | null;
  jsGzipKb: number | null;
  jsServedKb: number | null;
  press200Ms: number | 'LOST' | null;
  press1500Ms: number | 'LOST' | null;
  /** Every run's figures, in order. */
  runs: {
    idle: IdleRun[];
    press200: PressRun[];
    press1500: PressRun[];
  };
}

export interface ThemedResult {
  runs: number;
  baseline: string | null;
  /** The checkouts' commits ("+changes" when their tracked files differ from it). */
  commits: { current: string | null; baseline: string | null };
  /** figures[page][`${rate}x`][serving] */
  figures: Record<ThemedPage, Record<string, Partial<Record<Serving, ThemedFigures>>>>;
}

const pad = (text: string, width: number) => text.padStart(width);
const num = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '-' : value.toFixed(digits);
const press = (value: number | 'LOST' | null | undefined) =>
  value === 'LOST' ? 'LOST' : value === null || value === undefined ? '-' : value.toFixed(1);

export async function themedBench(options: {
  runs: number;
  distDir: string;
  baseline: string | null;
}): Promise<ThemedResult> {
  const { runs } = options;
  const servings = SERVINGS.filter((s) => s !== 'baseline' || options.baseline !== null);
  const dbDir = mkdtempSync(join(tmpdir(), 'sq-bench-themed-'));
  const app = createApp({
    dbPath: join(dbDir, 'shop.sqlite'),
    distDir: options.distDir,
    quiet: true,
    rateLimit: { max: 10_000, windowMs: 10_000 },
  });
  let baseline: Baseline | null = null;
  let browser: Browser | null = null;
  try {
    const current = await new Promise<string>((done, fail) => {
      app.server.once('error', fail);
      app.server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`));
    });
    if (options.baseline !== null) baseline = await startBaseline(options.baseline);
    browser = await launchChromium();
    const bases: Record<Serving, string> = { current, baseline: baseline?.base ?? '', 'hand-written': current };
    const cells = new Map<string, Cell>();
    const cell = (serving: Serving, page: ThemedPage, rate: number) => {
      const k = key(serving, page, rate);
      let c = cells.get(k);
      if (!c) cells.set(k, (c = { idle: [], press: { 200: [], 1500: [] } }));
      return c;
    };

    const commits = {
      current: commitOf(join(options.distDir, '..')),
      baseline: options.baseline === null ? null : commitOf(options.baseline),
    };
    console.log(
      `\nThemed pages of the dev server: list / and product ${PAGES.product}, ${runs} runs, a fresh browser context per load; ` +
        `current ${current} (${commits.current ?? 'no git'})` +
        (options.baseline
          ? `, baseline ${options.baseline} (${commits.baseline ?? 'no git'}) at ${baseline!.base}`
          : ' (no BENCH_BASELINE: no baseline)') +
        ', hand-written = current with bench/hand-written.js instead of the loader.',
    );
    // One discarded load of each, so the browser and the servers are warm.
    for (const page of ['list', 'product'] as const)
      for (const serving of servings) await idleRun(browser, bases[serving], serving, page, 1);

    console.log('run page    cpu serving       |    TBT tasks longest  JS gzip | press@0.2s (at)  press@1.5s (at)');
    for (let i = 0; i < runs; i += 1) {
      // current and baseline alternate which goes first.
      const order = i % 2 === 0 ? servings : [...servings].reverse();
      for (const page of ['list', 'product'] as const) {
        for (const rate of RATES) {
          for (const serving of order) {
            const c = cell(serving, page, rate);
            const idle = await idleRun(browser, bases[serving], serving, page, rate);
            c.idle.push(idle);
            const presses: PressRun[] = [];
            for (const at of PRESS_TIMES) {
              const p = await pressRun(browser, bases[serving], serving, page, rate, at);
              c.press[at].push(p);
              presses.push(p);
            }
            console.log(
              `${pad(String(i + 1), 3)} ${page.padEnd(7)} ${pad(`${rate}x`, 3)} ${serving.padEnd(13)} | ` +
                `${pad(num(idle.tbt), 6)} ${pad(String(idle.longTasks), 5)} ${pad(num(idle.longest), 7)} ${pad(`${(idle.jsGzip / 1024).toFixed(1)} KB`, 8)} | ` +
                presses
                  .map((p) => `${pad(p.ms === null ? `LOST` : p.ms.toFixed(1), 10)} (${pad(num(p.pressedAt, 0), 4)})`)
                  .join(' ') +
                presses
                  .filter((p) => p.lost)
                  .map((p) => `  [lost: ${p.lost}]`)
                  .join(''),
            );
          }
        }
      }
    }

    const result: ThemedResult = { runs, baseline: options.baseline, commits, figures: { list: {}, product: {} } };
    for (const page of ['list', 'product'] as const) {
      for (const rate of RATES) {
        const row: Partial<Record<Serving, ThemedFigures>> = {};
        for (const serving of servings) {
          const c = cell(serving, page, rate);
          const jsKb = median(c.idle.map((r) => r.jsGzip / 1024));
          const servedKb = median(c.idle.map((r) => r.jsServed / 1024));
          row[serving] = {
            tbtMs: median(c.idle.map((r) => r.tbt)),
            longTasks: median(c.idle.map((r) => r.longTasks)),
            longestMs: median(c.idle.map((r) => r.longest)),
            jsGzipKb: jsKb === null ? null : Math.round(jsKb * 10) / 10,
            jsServedKb: servedKb === null ? null : Math.round(servedKb * 10) / 10,
            press200Ms: pressMedian(c.press[200]),
            press1500Ms: pressMedian(c.press[1500]),
            runs: { idle: c.idle, press200: c.press[200], press1500: c.press[1500] },
          };
        }
        result.figures[page][`${rate}x`] = row;
      }
    }
    printSummary(result, servings);
    console.log(`\nScripts requested in the first ${WINDOW_MS / 1000} s (any run, either page):`);
    for (const serving of servings) {
      const names = new Set(
        [...cells.entries()]
          .filter(([k]) => k.endsWith(` ${serving}`))
          .flatMap(([, c]) => c.idle.flatMap((r) => r.scripts.map((path) => path.replace(/^\/dist\//, '')))),
      );
      console.log(`  ${serving}: ${names.size === 0 ? '(none but its inline module)' : [...names].sort().join(', ')}`);
    }
    return result;
  } finally {
    await browser?.close();
    await baseline?.stop();
    await app.close();
    rmSync(dbDir, { recursive: true, force: true });
  }
}

function printSummary(result: ThemedResult, servings: readonly Serving[]): void {
  const col = 14;
  console.log(
    `\nThemed pages: medians of ${result.runs} runs (first ${WINDOW_MS / 1000} s, no interaction; press = click timeStamp → "${ADDING}" painted; ` +
      `JS gzip: scripts requested in the first ${WINDOW_MS / 1000} s, gzipped here, hand-written's inline module included; ` +
      `JS as served: the same scripts' bytes as their server sent them, brotli from this checkout's)`,
  );
  for (const page of ['list', 'product'] as const) {
    for (const rate of RATES) {
      const row = result.figures[page][`${rate}x`]!;
      const get = (s: Serving) => row[s];
      console.log(
        `${page === 'list' ? 'List page /' : `Product page ${PAGES.product}`}, ${rate === 1 ? 'normal speed' : `CPU slowed ${rate}×`}`,
      );
      console.log(`  ${''.padEnd(26)}${servings.map((s) => pad(s, col)).join('')}`);
      const line = (label: string, pick: (f: ThemedFigures) => string) =>
        console.log(`  ${label.padEnd(26)}${servings.map((s) => pad(get(s) ? pick(get(s)!) : '-', col)).join('')}`);
      line('TBT (ms)', (f) => num(f.tbtMs));
      line('long tasks (count, longest)', (f) => `${num(f.longTasks, f.longTasks! % 1 ? 1 : 0)}, ${num(f.longestMs)}`);
      line('JS gzip (KB)', (f) => num(f.jsGzipKb));
      line('JS as served (KB)', (f) => num(f.jsServedKb));
      const lost = (runs: readonly PressRun[]) => runs.filter((r) => r.ms === null).length;
      const pressedAt = (runs: readonly PressRun[]) => num(median(runs.map((r) => r.pressedAt)), 0);
      line('press@0.2s (ms)', (f) => press(f.press200Ms));
      line(
        '  lost / pressed at (ms)',
        (f) => `${lost(f.runs.press200)}/${f.runs.press200.length} @${pressedAt(f.runs.press200)}`,
      );
      line('press@1.5s (ms)', (f) => press(f.press1500Ms));
      line(
        '  lost / pressed at (ms)',
        (f) => `${lost(f.runs.press1500)}/${f.runs.press1500.length} @${pressedAt(f.runs.press1500)}`,
      );
      const cur = get('current')?.tbtMs;
      const hand = get('hand-written')?.tbtMs;
      console.log(
        `  TBT current/hand-written  ${cur === null || cur === undefined || hand === null || hand === undefined ? '-' : hand === 0 ? (cur === 0 ? '1.00× (both 0)' : '∞ (hand-written 0)') : `${(cur / hand).toFixed(2)}×`}`,
      );
    }
  }
}
