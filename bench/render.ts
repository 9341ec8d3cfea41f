/**
 * Render benchmark (`npm run bench`, i.e. `tsx bench/render.ts`). Every figure is taken with the
 * page's own clock (performance.now(), event.timeStamp, PerformanceObserver entries); nothing is
 * timed by polling from outside the page.
 *
 * 1. 200 cards rendered on the client. Page A: 200 `<sq-product page-type="plp">` cards (product
 *    JSON + empty `<sq-product-status>`, `<sq-product-price>`, `<sq-add-to-cart>`), a page
 *    context, then dist/storefront.iife.js, the loader, which imports the element modules from
 *    dist/lazy/ (served by this file's own server) and defines them. Page B: the
 *    same markup, then an inline script that builds the same final DOM by hand. Page C: the same
 *    markup and card data as B, drawn by React alone (bench/react-floor.tsx, one root and a portal
 *    per element, no stores, validation or element runtime; built here with Vite, React
 *    included): the floor under any design whose views are React components. All link
 *    dist/storefront.css. Each measures from an inline `performance.now()` right before the
 *    script under test to the first moment all 600 elements are rendered (buttons with text,
 *    prices with text, statuses with data-state), decided by a MutationObserver in the page.
 *    Then: JS heap after a forced GC (CDP), CLS (layout-shift entries without recent input), and
 *    on A, click to "Adding…" painted on a single-variant, in-stock card whose cart call never
 *    answers: once with a real mouse (hovered first, timed from the click event's timeStamp) and
 *    once with `button.click()` as the very first event the card sees (so it includes the
 *    runtime's first-use listener set-up). Fresh browser context per run; A and B alternate.
 * 2. The server-rendered demo list page (`/` of server/app.ts, a card per listed product): long tasks during
 *    start-up until the elements are live, and the time from navigation start until the first
 *    click on the Canvas Tote's Add To Cart answers ("Adding…"), clicking once per animation
 *    frame from inside the page from the moment the button exists.
 * 3. The dev server's themed pages (bench/themed.ts): the list page `/` and the Canvas Tote's product
 *    page, at normal speed and with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate, set before
 *    navigation), a fresh browser context per page load. Served three ways: "current" (this
 *    checkout's server, in process, and its dist/), "baseline" (BENCH_BASELINE's checkout's
 *    server/main.ts as a child process, alternating with current) and "hand-written" (current's page
 *    with the loader tag swapped for bench/hand-written.js, inlined: the same contract by hand,
 *    without React). Per serving, page and speed in each run: total blocking time, long tasks
 *    (count, longest) started in the first 3 s with no interaction; gzip bytes of the scripts
 *    requested in those 3 s; and, on two more loads, the Tote's Add To Cart pressed with the mouse
 *    at 0.2 s and at 1.5 s: the click's timeStamp → "Adding…" painted, or LOST after 5 s (its cart
 *    call never answers). Medians per cell, and TBT current/hand-written.
 *
 * Builds (`npm run build`) only when dist/ is missing or older than src/, elements/, stores/.
 * Env: BENCH_ONLY=cards (sections 1 and 2) or themed (section 3), default all three; BENCH_RUNS
 * (default 7 for sections 1 and 2, 5 for section 3); BENCH_BASELINE=<path of another checkout with
 * dist/ built and node_modules> for section 3's baseline column; BENCH_JSON=<file> writes every
 * median (and section 3's every run) as JSON; BENCH_STRICT=1 to exit non-zero when a bar fails,
 * BENCH_PROFILE=<file.cpuprofile> for one run of page A with a CPU profile instead (and with
 * BENCH_HEAP=<file.heapsnapshot>, a heap snapshot after it; with BENCH_TRACE=<file.json>, a Chromium
 * trace of the same run) and the files it fetched, on the page's clock; BENCH_TRACE alone for the
 * trace without the profiler's overhead (BENCH_TRACE_CATEGORIES: its comma-separated categories, default
 * devtools.timeline,v8,blink). BENCH_SERVE=1 only serves pages A, B and C (for a browser).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { createApp } from '../server/app';
import { themedBench } from './themed';
import { catalogue, listedSeeds, type ProductSeed } from '../demo/catalogue';
import { repeatedProducts } from '../demo/products';
import { escapeHtml, jsonForScript } from '../server/html';
import { pageContext, PAGE_TYPE } from '../server/page-context';
import { productJson } from '../server/product-json';
import type { ShopProduct } from '../server/products';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const CARDS = 200;
const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 7);
const STRICT = process.env.BENCH_STRICT === '1';
const ADDING = 'Adding…';
const VIEWPORT = { width: 1280, height: 900 };

/** The bar the library must clear. */
const BAR = { ratio: 3, heapRatio: 2.5, cls: 0, clickMs: 50 } as const;

// ---------------------------------------------------------------------------------------------
// Build only when needed.

function newerThan(dir: string, time: number): string | null {
  if (!existsSync(dir)) return null;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = newerThan(path, time);
      if (found) return found;
    } else if (entry.isFile() && statSync(path).mtimeMs > time) {
      return path;
    }
  }
  return null;
}

function ensureBuilt(): void {
  const loader = join(DIST, 'storefront.iife.js');
  let reason: string | null = null;
  const missing = ['storefront.iife.js', 'loader-map.json', 'storefront.css'].filter(
    (file) => !existsSync(join(DIST, file)),
  );
  if (missing.length > 0) {
    reason = `missing ${missing.map((file) => `dist/${file}`).join(', ')}`;
  } else {
    const built = statSync(loader).mtimeMs;
    for (const dir of ['src', 'elements', 'stores']) {
      const newer = newerThan(join(ROOT, dir), built);
      if (newer) {
        reason = `${relative(ROOT, newer)} is newer than dist/storefront.iife.js`;
        break;
      }
    }
  }
  if (!reason) {
    console.log('dist/ is up to date with src/, elements/ and stores/: not building.');
    return;
  }
  console.log(`Building (${reason}): npm run build`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm run build failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

// ---------------------------------------------------------------------------------------------
// The products: the demo catalogue (sale, "from" prices, sold out, multi-variant, digital,
// service, custom button text, a gift card) repeated to 200 cards with distinct ids and titles.
// Subscriptions are left out: page B's hand-built DOM writes one-time prices only.

const seeds = catalogue.filter((seed) => !seed.subscription);

const products: ShopProduct[] = repeatedProducts(CARDS, 'bench');

/** A press on these goes straight to the cart call: one variant, in stock, no limit to trip over. */
function pressesStraightThrough(seed: ProductSeed): boolean {
  const only = seed.variants.length === 1 ? seed.variants[0]! : null;
  return only !== null && (only.stock === 'unlimited' || only.stock > 1) && seed.perOrderLimit == null;
}

/** The demo's Canvas Tote (single variant, 50 in stock), or the first product like it. */
const TOTE_INDEX = (() => {
  const tote = seeds.findIndex((seed) => seed.slug === 'canvas-tote' && pressesStraightThrough(seed));
  const index = tote >= 0 ? tote : seeds.findIndex(pressesStraightThrough);
  if (index < 0) throw new Error('The catalogue has no single-variant, in-stock product to press.');
  return index;
})();
const TOTE_SLUG = seeds[TOTE_INDEX]!.slug;
/** Page A's cards of that product: the first (top row) for the mouse, the next one for `button.click()`. */
const MOUSE_CARD = TOTE_INDEX;
const SCRIPT_CARD = TOTE_INDEX + seeds.length;

function card(product: ShopProduct): string {
  return `<li class="card"><sq-product page-type="plp"><script type="application/json">${jsonForScript(productJson(product))}</script>
<h2 class="card__title">${escapeHtml(product.title)}</h2>
<sq-product-status></sq-product-status>
<sq-product-price></sq-product-price>
<sq-add-to-cart></sq-add-to-cart>
</sq-product></li>`;
}

const CONTEXT = jsonForScript(pageContext({ pageType: PAGE_TYPE.collection, products }));

/** In <head> of every page: sums layout shifts without recent input (CLS of the page's life so far). */
const LAYOUT_SHIFTS = `
window.__cls = { value: 0, shifts: 0, observer: null };
(function () {
  function add(list) {
    list.forEach(function (e) { if (!e.hadRecentInput) { window.__cls.value += e.value; window.__cls.shifts++; } });
  }
  try {
    var observer = new PerformanceObserver(function (list) { add(list.getEntries()); });
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__cls.observer = observer;
    window.__cls.flush = function () { add(observer.takeRecords()); return window.__cls.value; };
  } catch (e) { window.__cls.value = null; window.__cls.flush = function () { return null; }; }
  /** Resolves after the next frame has been produced (rAF, then a task after that frame). */
  window.__afterPaint = function () {
    return new Promise(function (done) {
      requestAnimationFrame(function () { var c = new MessageChannel(); c.port1.onmessage = function () { done(performance.now()); }; c.port2.postMessage(0); });
    });
  };
})();
`;

/** Records the start and watches for "every card rendered"; runs right before the script under test. */
const START_AND_WATCH = `
window.__bench = { t0: performance.now(), done: null, laidOut: null, checks: 0, checkMs: 0 };
(function () {
  var N = ${CARDS};
  function complete() {
    window.__bench.checks++;
    var buttons = document.querySelectorAll('sq-add-to-cart > button');
    if (buttons.length < N) return false;
    for (var i = 0; i < buttons.length; i++) if (!buttons[i].textContent) return false;
    var prices = document.querySelectorAll('sq-product-price');
    for (var j = 0; j < prices.length; j++) if (!prices[j].textContent) return false;
    return document.querySelectorAll('sq-product-status[data-state]').length >= N;
  }
  var observer = new MutationObserver(function () {
    if (window.__bench.done !== null) return;
    var started = performance.now();
    var finished = complete();
    window.__bench.checkMs += performance.now() - started;
    if (!finished) return;
    window.__bench.done = performance.now();
    observer.disconnect();
    document.body.getBoundingClientRect(); // force style and layout of the final DOM
    window.__bench.laidOut = performance.now();
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})();
`;

/**
 * What each card shows, worked out from its product JSON and the page context exactly as the
 * library's views decide it (ProductStatusView, ProductPriceView, AddToCartView on a PLP): pages B
 * and C both run it inside their timed part, then draw it, B with DOM calls and C with React.
 */
const CARD_DATA = `
window.__cardData = function () {
  var context = JSON.parse(document.getElementById('sq-page-context').textContent);
  var currency = (context.storeSettings && context.storeSettings.selectedCurrency) || 'USD';
  var format = new Intl.NumberFormat(document.documentElement.lang || 'en-US', { style: 'currency', currency: currency });
  function money(json) { return json && json.value !== undefined ? Number(json.value) : null; }
  function prices(v) {
    var price = money(v.priceMoney), sale = money(v.salePriceMoney);
    var onSale = !!v.onSale && sale !== null;
    return { price: price, sale: sale, onSale: onSale, effective: onSale ? sale : price };
  }
  function priceView(product) {
    var variants = product.structuredContent.variants.map(prices);
    var first = variants[0];
    if (!first) return null;
    var same = variants.every(function (p) { return p.effective === first.effective; });
    if (variants.length > 1 && !same) {
      var lowest = Math.min.apply(null, variants.map(function (p) { return p.effective; }));
      return { kind: 'from', text: 'from ' + format.format(lowest) };
    }
    var allSale = variants.every(function (p) { return p.onSale && p.price === first.price && p.sale === first.sale; });
    if (first.onSale && allSale) return { kind: 'sale', sale: format.format(first.sale), original: format.format(first.price) };
    return { kind: 'single', text: format.format(first.effective) };
  }
  function soldOut(product) {
    var c = product.structuredContent;
    if (c.productType === 1 || c.productType === 3) return !c.variants.some(function (v) { return v.unlimited || v.qtyInStock > 0; });
    return c.productType !== 2 && c.productType !== 4;
  }
  function onSale(product) {
    var c = product.structuredContent;
    if (c.productType === 1 || c.productType === 3) return c.variants.some(function (v) { return v.onSale; });
    return c.productType === 2 ? !!c.onSale : false;
  }
  function soldOutText(product) {
    var m = context.merchandising && context.merchandising[product.id];
    var custom = m && m.customSoldOutText && m.customSoldOutText.trim();
    return custom || 'sold out';
  }
  var cards = document.querySelectorAll('sq-product');
  var out = [];
  for (var i = 0; i < cards.length; i++) {
    var scope = cards[i];
    var product = JSON.parse(scope.querySelector('script[type="application/json"]').textContent);
    var sold = soldOut(product);
    var badge = sold ? 'sold-out' : onSale(product) ? 'sale' : null;
    var c = product.structuredContent;
    var label = sold ? 'Sold Out'
      : c.useCustomAddButtonText && c.customAddButtonText && c.customAddButtonText.trim() ? c.customAddButtonText
      : c.isSubscribable ? 'Subscribe' : 'Add To Cart';
    out.push({
      status: { host: scope.querySelector('sq-product-status'), badge: badge, text: badge === 'sold-out' ? soldOutText(product) : 'sale' },
      price: { host: scope.querySelector('sq-product-price'), view: priceView(product) },
      // On a list page each button is named for its product after its text (label in name).
      add: { host: scope.querySelector('sq-add-to-cart'), soldOut: sold, label: label, name: label + ' ' + product.title },
    });
  }
  return out;
};
`;

/**
 * Page B's builder: the same final DOM as the library renders on a PLP (ProductStatusView,
 * ProductPriceView, AddToCartView and the hosts' data-state), with plain DOM calls.
 */
const PLAIN_DOM = `
(function () {
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  window.__cardData().forEach(function (card) {
    var status = card.status.host;
    status.setAttribute('data-state', card.status.badge || 'none');
    if (card.status.badge) {
      var span = el('span', 'sq-product-status__badge', card.status.text);
      span.setAttribute('data-status', card.status.badge);
      status.appendChild(span);
    }

    var priceHost = card.price.host;
    var view = card.price.view;
    priceHost.setAttribute('data-state', view ? view.kind : 'unavailable');
    if (view && view.kind === 'single') priceHost.appendChild(el('span', 'sq-product-price__amount', view.text));
    else if (view && view.kind === 'from') priceHost.appendChild(el('span', 'sq-product-price__from', view.text));
    else if (view && view.kind === 'sale') {
      priceHost.appendChild(el('span', 'sq-visually-hidden', 'Sale Price:'));
      priceHost.appendChild(el('span', 'sq-product-price__sale', view.sale));
      priceHost.appendChild(document.createTextNode(' '));
      priceHost.appendChild(el('span', 'sq-visually-hidden', 'Original Price:'));
      priceHost.appendChild(el('del', 'sq-product-price__original', view.original));
    }

    var add = card.add.host;
    add.setAttribute('data-state', card.add.soldOut ? 'sold-out' : 'idle');
    var button = el('button', null, null);
    button.setAttribute('type', 'button');
    button.className = 'sq-add-to-cart__button';
    if (card.add.soldOut) button.disabled = true;
    button.setAttribute('aria-label', card.add.name);
    button.appendChild(el('span', 'sq-add-to-cart__label', card.add.label));
    add.appendChild(button);
    var alert = el('p', 'sq-add-to-cart__message', null);
    alert.setAttribute('role', 'alert');
    add.appendChild(alert);
  });
  // The page's one live region (src/lib/announce.ts), where the buttons' progress is said.
  var region = el('div', 'sq-visually-hidden', null);
  region.id = 'sq-announcer';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-atomic', 'true');
  document.body.appendChild(region);
})();
`;

/** A: the library; B: the hand-built DOM; C: React alone drawing B's DOM (bench/react-floor.tsx). */
type CardsPage = 'A' | 'B' | 'C';

/** Where page C's script is served from (built by floorScript()). */
const FLOOR_PATH = '/floor/react-floor.js';

function page(kind: CardsPage): string {
  const underTest =
    kind === 'A'
      ? `<script>${START_AND_WATCH}</script>\n<script src="/dist/storefront.iife.js"></script>`
      : kind === 'B'
        ? `<script>${START_AND_WATCH}</script>\n<script>${CARD_DATA}</script>\n<script>${PLAIN_DOM}</script>`
        : `<script>${START_AND_WATCH}</script>\n<script>${CARD_DATA}</script>\n<script src="${FLOOR_PATH}"></script>`;
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Render bench ${kind}</title>
<link rel="icon" href="data:,">
<script>${LAYOUT_SHIFTS}</script>
<link rel="stylesheet" href="/dist/storefront.css">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1rem}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:1rem;list-style:none;margin:0;padding:0}.card__title{font-size:1rem;margin:0 0 .25rem}</style>
</head>
<body>
<ul class="grid">
${products.map(card).join('\n')}
</ul>
<script type="application/json" id="sq-page-context">${CONTEXT}</script>
${underTest}
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// The bench's own tiny server: pages A and B, and the whole dist/ folder.

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function listen(server: Server): Promise<string> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', fail);
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * Page C's script: bench/react-floor.tsx and React, built by Vite into one minified IIFE with
 * React's production build (as the library's chunks are).
 */
async function floorScript(): Promise<string> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'sq-bench-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      minify: 'terser',
      target: 'es2022',
      lib: {
        entry: join(ROOT, 'bench/react-floor.tsx'),
        formats: ['iife'],
        name: 'reactFloor',
        fileName: () => 'react-floor.js',
      },
    },
  });
  const script = readFileSync(join(outDir, 'react-floor.js'), 'utf8');
  rmSync(outDir, { recursive: true, force: true });
  return script;
}

async function startBenchServer(): Promise<{ server: Server; base: string; floorKb: number }> {
  const pages: Record<string, string> = { '/a': page('A'), '/b': page('B'), '/c': page('C') };
  const floor = await floorScript();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const html = pages[path];
    if (html) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
      return;
    }
    if (path === FLOOR_PATH) {
      res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.js']!, 'Cache-Control': 'no-store' }).end(floor);
      return;
    }
    if (path.startsWith('/dist/')) {
      let file: string;
      try {
        file = resolve(DIST, decodeURIComponent(path.slice('/dist/'.length)));
      } catch {
        file = '';
      }
      const type = CONTENT_TYPES[extname(file)];
      if (file.startsWith(DIST + sep) && type && existsSync(file) && statSync(file).isFile()) {
        let body: string | Buffer = readFileSync(file);
        if (path === '/dist/storefront.iife.js') {
          // One-line markers around the loader: when it starts and finishes its top level.
          body =
            'window.__bench && (window.__bench.evalStart = performance.now());\n' +
            body.toString('utf8') +
            '\n;window.__bench && (window.__bench.evalEnd = performance.now());\n';
        }
        res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
        return;
      }
    }
    if (path.startsWith('/api/')) {
      // The analytics module's calls (page view, vitals, flags, the site's experiment context)
      // after load: taken, not kept.
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"experimentContext":{}}');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  return { server, base: await listen(server), floorKb: gzipSync(floor).length / 1024 };
}

// ---------------------------------------------------------------------------------------------
// Page A and B runs.

interface CardsRun {
  kind: CardsPage;
  /** t0 → every card rendered (ms). */
  total: number;
  /** t0 → forced style + layout of the final DOM done (ms). */
  laidOut: number;
  /** A only: t0 → the loader's top level has run. */
  loader?: number;
  /** A only: t0 → the last element module has arrived. */
  modules?: number;
  /** A only: last module arrived → every card rendered (module evaluation, define, render). */
  afterModules?: number;
  /** Completion checks the observer ran, and their cost (ms, inside `total`). */
  checks: number;
  checkMs: number;
  /** JS heap used after the render and a forced GC (bytes). */
  heap: number;
  /** Cumulative layout shift after the render has been painted. */
  cls: number | null;
  /** t0 → first paint (ms): before `total`, the empty cards were on screen first. */
  firstPaint?: number;
  /** A only: real mouse click (hovered first) → "Adding…" painted (ms), and → label changed. */
  mouseClick?: number;
  mouseLabel?: number;
  /** A only: `button.click()` as the card's first event → "Adding…" painted (ms). */
  scriptClick?: number;
  /** The rendered elements, serialised, to compare A and B. */
  dom: string;
}

const SERIALISE = `Array.from(document.querySelectorAll('sq-product-status, sq-product-price, sq-add-to-cart'), function (e) { return e.outerHTML; }).join('\\n')`;

/**
 * Installs, in the page, the watch for one card's label turning "Adding…" and the next paint
 * after it; returns the button's centre. (A string, so tsx's name helpers stay out of the page.)
 */
const WATCH_CLICK = `(function (index) {
  var host = document.querySelectorAll('sq-product')[index].querySelector('sq-add-to-cart');
  var button = host.querySelector('button');
  button.scrollIntoView({ block: 'center' });
  function label() { var s = host.querySelector('.sq-add-to-cart__label'); return s ? s.textContent : ''; }
  if (label() === '${ADDING}') throw new Error('the card is already adding');
  var record = window.__click = { clickAt: null, labelAt: null, paintAt: null };
  window.addEventListener('click', function (event) {
    if (record.clickAt === null && host.contains(event.target)) record.clickAt = event.timeStamp;
  }, { capture: true });
  var observer = new MutationObserver(function () {
    if (record.labelAt !== null || label() !== '${ADDING}') return;
    record.labelAt = performance.now();
    observer.disconnect();
    window.__afterPaint().then(function (at) { record.paintAt = at; });
  });
  observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  var box = button.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
})`;

function watchClick(tab: Page, index: number): Promise<{ x: number; y: number }> {
  return tab.evaluate(`${WATCH_CLICK}(${index})`) as Promise<{ x: number; y: number }>;
}

async function clickResult(tab: Page): Promise<{ paint: number; label: number }> {
  await tab.waitForFunction('window.__click && window.__click.paintAt !== null', undefined, { timeout: 10_000 });
  const r = (await tab.evaluate('window.__click')) as { clickAt: number | null; labelAt: number; paintAt: number };
  if (r.clickAt === null) throw new Error('the click was not seen');
  return { paint: r.paintAt - r.clickAt, label: r.labelAt - r.clickAt };
}

function collectErrors(tab: Page): string[] {
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function heapAfterGc(context: BrowserContext, tab: Page): Promise<number> {
  const cdp = await context.newCDPSession(tab);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

async function runCards(browser: Browser, base: string, kind: CardsPage): Promise<CardsRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const tab = await context.newPage();
  const errors = collectErrors(tab);
  try {
    await tab.goto(`${base}/${kind.toLowerCase()}`);
    await tab.waitForFunction('window.__bench && window.__bench.laidOut !== null', undefined, { timeout: 20_000 });
    // Let the final DOM paint, so its layout shifts (if any) are reported, then read CLS.
    const bench = (await tab.evaluate(`(async function () {
      await window.__afterPaint();
      await window.__afterPaint();
      var b = window.__bench;
      var modules = performance.getEntriesByType('resource')
        .filter(function (e) { return /\\/dist\\/(lazy|chunks)\\//.test(e.name) && !/\\/analytics-/.test(e.name); })
        .map(function (e) { return e.responseEnd; });
      return { t0: b.t0, done: b.done, laidOut: b.laidOut, checks: b.checks, checkMs: b.checkMs,
        evalEnd: b.evalEnd === undefined ? null : b.evalEnd,
        modulesIn: modules.length ? Math.max.apply(null, modules) : null,
        cls: window.__cls.flush(),
        firstPaint: (performance.getEntriesByName('first-paint')[0] || { startTime: null }).startTime };
    })()`)) as {
      t0: number;
      done: number;
      laidOut: number;
      checks: number;
      checkMs: number;
      evalEnd: number | null;
      modulesIn: number | null;
      cls: number | null;
      firstPaint: number | null;
    };
    const dom = (await tab.evaluate(SERIALISE)) as string;
    const heap = await heapAfterGc(context, tab);
    const result: CardsRun = {
      kind,
      total: bench.done - bench.t0,
      laidOut: bench.laidOut - bench.t0,
      checks: bench.checks,
      checkMs: bench.checkMs,
      heap,
      cls: bench.cls,
      firstPaint: bench.firstPaint === null ? undefined : bench.firstPaint - bench.t0,
      dom,
    };
    if (kind === 'A') {
      if (bench.evalEnd !== null) result.loader = bench.evalEnd - bench.t0;
      if (bench.modulesIn !== null) {
        result.modules = bench.modulesIn - bench.t0;
        result.afterModules = bench.done - bench.modulesIn;
      }
      // The cart call never answers, so the card stays on "Adding…"; cookies let the flow reach it.
      await tab.route('**/api/commerce/shopping-cart/entries', () => {});
      await context.addCookies([
        { name: 'CART', value: 'x', url: base },
        { name: 'crumb', value: 'y', url: base },
      ]);
      // A real mouse: hover, a pause a person would take, then press and release.
      const point = await watchClick(tab, MOUSE_CARD);
      await tab.mouse.move(point.x, point.y);
      await tab.waitForTimeout(100);
      await tab.mouse.down();
      await tab.mouse.up();
      const mouse = await clickResult(tab);
      result.mouseClick = mouse.paint;
      result.mouseLabel = mouse.label;
      // `button.click()` from inside the page, the first event that card ever sees.
      await watchClick(tab, SCRIPT_CARD);
      await tab.evaluate(
        `document.querySelectorAll('sq-product')[${SCRIPT_CARD}].querySelector('sq-add-to-cart button').click()`,
      );
      result.scriptClick = (await clickResult(tab)).paint;
    }
    if (errors.length > 0) throw new Error(`page ${kind} reported errors:\n${errors.join('\n')}`);
    return result;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The server-rendered demo list page.

interface ListRun {
  /** Navigation start → the analytics module's start (after load, when idle); its tasks' total and longest (ms). */
  analyticsAt: number;
  analyticsMs: number;
  analyticsLongestMs: number;
  /** How many tasks the start ran in. */
  analyticsTasks: number;
  /** Long tasks overlapping the analytics module's start. */
  analyticsLongTasks: number;
  /** Navigation start → DOMContentLoaded (ms). */
  dcl: number;
  /** Navigation start → every element on the page defined, add-to-cart hosts with data-state (ms). */
  live: number;
  /** Long tasks that started before the elements were live: count, total and longest (ms). */
  longTasks: number;
  longTaskMs: number;
  longestMs: number;
  /** Navigation start → the first click that turned the tote's label into "Adding…" (ms). */
  answer: number;
  /** Clicks tried (one per frame) until then. */
  clicks: number;
  cls: number | null;
}

/** Installed before the demo page's own scripts: long tasks, layout shifts, "live", and the click loop. */
/** The analytics module's start-up measures (src/analytics/start.ts START_MEASURE), one per task. */
const ANALYTICS_MEASURE = 'storefront-elements: analytics start';
/** src/analytics/start.ts STARTED_MARK: every start task has run. */
const ANALYTICS_STARTED = 'storefront-elements: analytics started';

const LIST_INIT = `
(function () {
  ${LAYOUT_SHIFTS}
  var live = window.__live = { tasks: [], taskObserver: null, liveAt: null, answerAt: null, clicks: 0, dcl: null };
  try {
    var tasks = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) { live.tasks.push([e.startTime, e.duration]); });
    });
    tasks.observe({ type: 'longtask', buffered: true });
    live.taskObserver = tasks;
  } catch (e) { live.tasks = null; }
  document.addEventListener('DOMContentLoaded', function () { live.dcl = performance.now(); });
  var TAGS = ['sq-add-to-cart', 'sq-product-price', 'sq-product-status', 'sq-product'];
  function isLive() {
    if (document.readyState === 'loading' || !document.querySelector('sq-add-to-cart')) return false;
    return document.querySelector(TAGS.map(function (t) { return t + ':not(:defined)'; }).join(', ') +
      ', sq-add-to-cart:not([data-state])') === null;
  }
  function checkLive() { if (live.liveAt === null && isLive()) live.liveAt = performance.now(); }
  Promise.all(TAGS.map(function (t) { return customElements.whenDefined(t); })).then(checkLive);
  function tote() {
    var link = document.querySelector('a[href="/shop/p/${TOTE_SLUG}"]');
    // The card: the nearest box around the link that holds an add-to-cart (a theme's card may put
    // its link and each formatter's shared <sq-product> side by side).
    var scope = link;
    while (scope && !scope.querySelector('sq-add-to-cart')) scope = scope.parentElement;
    return scope && scope.querySelector('sq-add-to-cart');
  }
  function answered(host) {
    var label = host.querySelector('.sq-add-to-cart__label');
    if (live.answerAt === null && label && label.textContent === '${ADDING}') live.answerAt = performance.now();
    return live.answerAt !== null;
  }
  function tick() {
    checkLive();
    var host = tote();
    var button = host && host.querySelector('button');
    if (button && live.answerAt === null) {
      live.clicks++;
      button.click();
      if (!answered(host)) Promise.resolve().then(function () { answered(host); });
    }
    if (live.answerAt === null || live.liveAt === null) requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})();
`;

async function runList(browser: Browser, base: string): Promise<ListRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(LIST_INIT);
  const tab = await context.newPage();
  const errors = collectErrors(tab);
  try {
    await tab.goto(`${base}/`);
    await tab.waitForFunction(
      `window.__live && window.__live.liveAt !== null && window.__live.answerAt !== null && performance.getEntriesByName(${JSON.stringify(ANALYTICS_STARTED)}).length > 0`,
      undefined,
      {
        timeout: 20_000,
      },
    );
    const r = (await tab.evaluate(`(async function () {
      await window.__afterPaint();
      await window.__afterPaint();
      await new Promise(function (done) { setTimeout(done, 50); });
      var live = window.__live;
      if (live.taskObserver) live.taskObserver.takeRecords().forEach(function (e) { live.tasks.push([e.startTime, e.duration]); });
      var analytics = performance.getEntriesByName(${JSON.stringify(ANALYTICS_MEASURE)}).map(function (e) { return [e.startTime, e.duration]; });
      return { dcl: live.dcl, liveAt: live.liveAt, answerAt: live.answerAt, clicks: live.clicks, tasks: live.tasks, cls: window.__cls.flush(),
        analytics: analytics };
    })()`)) as {
      analytics: [number, number][];
      dcl: number;
      liveAt: number;
      answerAt: number;
      clicks: number;
      tasks: [number, number][] | null;
      cls: number | null;
    };
    if (errors.length > 0) throw new Error(`the demo list page reported errors:\n${errors.join('\n')}`);
    const startup = (r.tasks ?? []).filter(([start]) => start < r.liveAt);
    const overlaps = ([start, duration]: [number, number]) =>
      r.analytics.some(([at, ms]) => start < at + ms && start + duration > at);
    return {
      analyticsAt: r.analytics[0]?.[0] ?? Number.NaN,
      analyticsMs: r.analytics.reduce((sum, [, ms]) => sum + ms, 0),
      analyticsTasks: r.analytics.length,
      analyticsLongestMs: r.analytics.reduce((max, [, ms]) => Math.max(max, ms), 0),
      // Long tasks the analytics module's start ran in (overlapping one of its measures).
      analyticsLongTasks: r.tasks === null ? Number.NaN : r.tasks.filter(overlaps).length,
      dcl: r.dcl,
      live: r.liveAt,
      longTasks: r.tasks === null ? Number.NaN : startup.length,
      longTaskMs: startup.reduce((sum, [, duration]) => sum + duration, 0),
      longestMs: startup.reduce((max, [, duration]) => Math.max(max, duration), 0),
      answer: r.answerAt,
      clicks: r.clicks,
      cls: r.cls,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

/** The analytics module's size (dist/lazy/analytics-*.js), gzip. */
function analyticsKb(): string {
  const file = readdirSync(join(DIST, 'lazy')).find((name) => /^analytics-[\w-]+\.js$/.test(name));
  return file ? `${(gzipSync(readFileSync(join(DIST, 'lazy', file))).length / 1024).toFixed(1)} KB` : 'missing';
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (value: number | undefined, width = 7) =>
  value === undefined ? '-'.padStart(width) : value.toFixed(1).padStart(width);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const clsText = (value: number | null | undefined) =>
  value === null || value === undefined ? 'n/a' : value.toFixed(4);

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i += 1) {
    if (la[i] !== lb[i]) return `element ${i}:\n  A: ${la[i] ?? '(none)'}\n  B: ${lb[i] ?? '(none)'}`;
  }
  return '(none)';
}

function cardModulesKb(): string {
  const map = JSON.parse(readFileSync(join(DIST, 'loader-map.json'), 'utf8')) as Record<string, string[]>;
  const files = new Set(
    ['sq-product', 'sq-product-status', 'sq-product-price', 'sq-add-to-cart'].flatMap((tag) => map[tag] ?? []),
  );
  const bytes = [...files].reduce(
    (sum, file) => sum + (existsSync(join(DIST, file)) ? statSync(join(DIST, file)).size : 0),
    0,
  );
  return `${files.size} files, ${(bytes / 1024).toFixed(0)} kB`;
}

/** Sections 1 and 2: the 200 cards and the demo list page's start-up; returns their medians. */
async function cardsBench(): Promise<Record<string, unknown>> {
  const bench = await startBenchServer();
  const dbDir = mkdtempSync(join(tmpdir(), 'sq-bench-'));
  // A generous API budget: the runs come from one visitor address in quick succession.
  const app = createApp({
    dbPath: join(dbDir, 'shop.sqlite'),
    distDir: DIST,
    quiet: true,
    rateLimit: { max: 10_000, windowMs: 10_000 },
  });
  const demoBase = await listen(app.server);
  const browser = await launchChromium();
  try {
    const cpu = cpus();
    console.log(
      `\nRender bench: ${CARDS} PLP cards, ${RUNS} runs each, fresh browser context per run, pages A, B and C in turn (C: React alone drawing B's DOM, ${bench.floorKb.toFixed(1)} kB gzip).\n` +
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${mb(totalmem())} RAM, ` +
        `Chromium ${(await browser.version()).trim()} headless, no CPU throttling; load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}.\n` +
        `Loader: dist/storefront.iife.js, ${(statSync(join(DIST, 'storefront.iife.js')).size / 1024).toFixed(1)} kB; ` +
        `the card elements' modules: ${cardModulesKb()}.\n` +
        `Click target: "${seeds[TOTE_INDEX]!.title}" (single variant, in stock), cards ${MOUSE_CARD + 1} (mouse) and ${SCRIPT_CARD + 1} (button.click()); its cart call never answers.\n`,
    );
    // One discarded run of each, so the browser and the servers are warm.
    await runCards(browser, bench.base, 'A');
    await runCards(browser, bench.base, 'B');
    await runCards(browser, bench.base, 'C');
    await runList(browser, demoBase);

    const cards: CardsRun[] = [];
    const lists: ListRun[] = [];
    console.log(
      '200 cards rendered on the client (ms from t0, the inline performance.now() before the script under test)',
    );
    console.log(
      'run page rendered laid-out | loader modules  after | checks    (ms) | 1st paint    heap     CLS | click→Adding painted: mouse (label) button.click()',
    );
    for (let i = 0; i < RUNS; i += 1) {
      const order: CardsPage[] = ['A', 'B', 'C'];
      for (const kind of [...order.slice(i % 3), ...order.slice(0, i % 3)]) {
        const r = await runCards(browser, bench.base, kind);
        cards.push(r);
        console.log(
          `${String(i + 1).padStart(3)}  ${kind}  ${ms(r.total, 8)} ${ms(r.laidOut, 8)} | ${ms(r.loader, 6)} ${ms(r.modules)} ${ms(r.afterModules, 6)} | ${String(r.checks).padStart(6)} ${ms(r.checkMs)} | ${ms(r.firstPaint, 9)} ${mb(r.heap).padStart(8)} ${clsText(r.cls).padStart(7)} |` +
            (kind === 'A' ? ` ${ms(r.mouseClick, 26)} (${ms(r.mouseLabel, 5)}) ${ms(r.scriptClick, 14)}` : ''),
        );
      }
      lists.push(await runList(browser, demoBase));
    }
    console.log('\nServer-rendered demo list page / (ms from navigation start)');
    console.log(
      'run    DCL    live | long tasks until live: count  total longest | first click answers (tries)    CLS',
    );
    lists.forEach((r, i) =>
      console.log(
        `${String(i + 1).padStart(3)} ${ms(r.dcl, 6)} ${ms(r.live)} | ${String(r.longTasks).padStart(27)} ${ms(r.longTaskMs, 6)} ${ms(r.longestMs, 7)} | ${ms(r.answer, 19)} (${String(r.clicks).padStart(5)}) ${clsText(r.cls).padStart(7)}`,
      ),
    );

    const a = cards.filter((r) => r.kind === 'A');
    const b = cards.filter((r) => r.kind === 'B');
    const c = cards.filter((r) => r.kind === 'C');
    const med = <T>(list: T[], pick: (r: T) => number | null | undefined) =>
      median(list.map(pick).filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)));
    const total = { a: med(a, (r) => r.total), b: med(b, (r) => r.total), c: med(c, (r) => r.total) };
    const laid = { a: med(a, (r) => r.laidOut), b: med(b, (r) => r.laidOut), c: med(c, (r) => r.laidOut) };
    const heap = { a: med(a, (r) => r.heap), b: med(b, (r) => r.heap), c: med(c, (r) => r.heap) };
    const clsValues = a.map((r) => r.cls);
    const clsKnown = clsValues.every((v) => v !== null);
    const clsMax = clsKnown ? Math.max(...(clsValues as number[])) : null;
    const clsMed = clsKnown ? median(clsValues as number[]) : null;
    const clsB = b.every((r) => r.cls !== null) ? Math.max(...b.map((r) => r.cls as number)) : null;
    const mouse = med(a, (r) => r.mouseClick);
    const mouseLabel = med(a, (r) => r.mouseLabel);
    const script = med(a, (r) => r.scriptClick);
    const ratio = total.a / total.b;
    const heapRatio = heap.a / heap.b;

    console.log(`\nSummary: medians of ${RUNS} runs`);
    console.log(
      '200 cards rendered on the client           A library   B hand-built      A/B   C React alone      C/B',
    );
    const floorCell = (value: string, times: number) => `   ${value.padStart(12)}  ${times.toFixed(2).padStart(6)}×`;
    console.log(
      `  t0 → all 600 elements rendered (ms)   ${ms(total.a, 11)}  ${ms(total.b, 13)}  ${ratio.toFixed(2).padStart(6)}×` +
        floorCell(ms(total.c), total.c / total.b),
    );
    console.log(
      `  t0 → laid out (ms)                    ${ms(laid.a, 11)}  ${ms(laid.b, 13)}  ${(laid.a / laid.b).toFixed(2).padStart(6)}×` +
        floorCell(ms(laid.c), laid.c / laid.b),
    );
    console.log(
      `  JS heap after GC                      ${mb(heap.a).padStart(11)}  ${mb(heap.b).padStart(13)}  ${heapRatio.toFixed(2).padStart(6)}×` +
        floorCell(mb(heap.c), heap.c / heap.b),
    );
    console.log(
      `  CLS (median / worst run)              ${`${clsText(clsMed)} / ${clsText(clsMax)}`.padStart(11)}  ${`worst ${clsText(clsB)}`.padStart(13)}`,
    );
    console.log(
      `  A: t0 → loader ran / modules in (ms)  ${ms(
        med(a, (r) => r.loader),
        5,
      )} / ${ms(
        med(a, (r) => r.modules),
        5,
      )}   then ${ms(
        med(a, (r) => r.afterModules),
        5,
      )} to rendered`,
    );
    console.log(
      `  click → "Adding…" painted (ms)        ${ms(mouse, 11)}  real mouse, hovered first (label changed after ${ms(mouseLabel, 4).trim()})`,
    );
    console.log(`                                        ${ms(script, 11)}  button.click() as the card's first event`);
    console.log(`Server-rendered demo list page / (${listedSeeds().length} cards)`);
    console.log(
      `  long tasks until the elements are live   ${med(lists, (r) => r.longTasks)} (total ${ms(
        med(lists, (r) => r.longTaskMs),
        1,
      ).trim()} ms, longest ${ms(
        med(lists, (r) => r.longestMs),
        1,
      ).trim()} ms)`,
    );
    console.log(
      `  elements live at (ms)                    ${ms(
        med(lists, (r) => r.live),
        1,
      ).trim()}   (DOMContentLoaded ${ms(
        med(lists, (r) => r.dcl),
        1,
      ).trim()})`,
    );
    console.log(
      `  first Add To Cart click answers at (ms)  ${ms(
        med(lists, (r) => r.answer),
        1,
      ).trim()}   (clicking once per frame from the moment the button exists; ${med(lists, (r) => r.clicks)} tries)`,
    );
    console.log(`  CLS (worst run)                          ${clsText(Math.max(...lists.map((r) => r.cls ?? 0)))}`);
    console.log(
      `  analytics module (${analyticsKb()} gzip): starts at ${ms(
        med(lists, (r) => r.analyticsAt),
        1,
      ).trim()} ms, start-up ${ms(
        med(lists, (r) => r.analyticsMs),
        1,
      ).trim()} ms in ${med(lists, (r) => r.analyticsTasks)} tasks (longest ${ms(
        med(lists, (r) => r.analyticsLongestMs),
        1,
      ).trim()} ms), long tasks during it ${Math.max(...lists.map((r) => r.analyticsLongTasks))} (worst run)`,
    );

    const same = a[0]!.dom === b[0]!.dom;
    const sameFloor = c[0]!.dom === b[0]!.dom;
    console.log(
      `\nSame final DOM on A and B (outerHTML of all ${CARDS * 3} elements): ${same ? 'yes' : `NO, first difference at ${firstDifference(a[0]!.dom, b[0]!.dom)}`}; ` +
        `on C and B: ${sameFloor ? 'yes' : `NO, first difference at ${firstDifference(c[0]!.dom, b[0]!.dom)}`}.`,
    );
    console.log(
      `Observer checks inside the totals: A ${ms(
        med(a, (r) => r.checkMs),
        1,
      ).trim()} ms, B ${ms(
        med(b, (r) => r.checkMs),
        1,
      ).trim()} ms.`,
    );
    console.log(
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other work on these ${cpus().length} cores skews the figures).`,
    );

    const clickWorst = Math.max(mouse, script);
    const checks: [boolean, string][] = [
      [ratio <= BAR.ratio, `render ratio A/B ${ratio.toFixed(2)}× ≤ ${BAR.ratio}×`],
      [
        lists.every((r) => r.analyticsLongTasks === 0),
        "no long task during the analytics module's start (every run of the demo list page)",
      ],
      [heapRatio <= BAR.heapRatio, `JS heap A/B ${heapRatio.toFixed(2)}× ≤ ${BAR.heapRatio}×`],
      [clsMax !== null && clsMax <= BAR.cls, `CLS ${clsText(clsMax)} (worst of ${a.length} runs of A) = ${BAR.cls}`],
      [
        clickWorst <= BAR.clickMs,
        `click → "Adding…" painted ${clickWorst.toFixed(1)} ms (worse of mouse and button.click()) ≤ ${BAR.clickMs} ms`,
      ],
    ];
    console.log('\nBar:');
    for (const [ok, text] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    if (STRICT && checks.some(([ok]) => !ok)) process.exitCode = 1;
    return {
      runs: RUNS,
      cards: {
        renderedMs: total,
        laidOutMs: laid,
        heapBytes: heap,
        ratio,
        heapRatio,
        floorRatio: total.c / total.b,
        floorHeapRatio: heap.c / heap.b,
        sameFloorDom: sameFloor,
        clsMedian: clsMed,
        clsWorst: clsMax,
        clickMouseMs: mouse,
        clickMouseLabelMs: mouseLabel,
        clickScriptMs: script,
        sameDom: same,
      },
      list: {
        longTasks: med(lists, (r) => r.longTasks),
        longTaskMs: med(lists, (r) => r.longTaskMs),
        longestMs: med(lists, (r) => r.longestMs),
        liveMs: med(lists, (r) => r.live),
        dclMs: med(lists, (r) => r.dcl),
        firstClickAnswersMs: med(lists, (r) => r.answer),
      },
      bar: checks.map(([ok, text]) => ({ ok, text })),
    };
  } finally {
    await browser.close();
    bench.server.close();
    await app.close();
    rmSync(dbDir, { recursive: true, force: true });
  }
}

/**
 * `BENCH_PROFILE=<file.cpuprofile>` and/or `BENCH_TRACE=<file.json>`: instead of the bench, one run
 * of page A with a CPU profile and/or a Chromium trace (open either in Chrome DevTools).
 */
async function profile(out: string | undefined): Promise<void> {
  ensureBuilt();
  const { server, base } = await startBenchServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    if (out) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    if (process.env.BENCH_TRACE)
      await browser.startTracing(tab, {
        categories: (process.env.BENCH_TRACE_CATEGORIES ?? 'devtools.timeline,v8,blink').split(','),
      });
    await tab.goto(`${base}/a`);
    await tab.waitForFunction('window.__bench && window.__bench.done !== null', undefined, { timeout: 30_000 });
    if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, await browser.stopTracing());
    if (out) {
      const { profile: data } = await cdp.send('Profiler.stop');
      writeFileSync(out, JSON.stringify(data));
    }
    if (process.env.BENCH_HEAP) {
      await cdp.send('HeapProfiler.collectGarbage');
      const chunks: string[] = [];
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      writeFileSync(process.env.BENCH_HEAP, chunks.join(''));
    }
    console.log(
      `rendered in ${await tab.evaluate('window.__bench.done - window.__bench.t0')} ms` +
        (out ? `; profile in ${out}` : '') +
        (process.env.BENCH_TRACE ? `; trace in ${process.env.BENCH_TRACE}` : ''),
    );
    // The files the loader fetched, on the same clock (ms after t0): asked, first byte, in.
    const files = (await tab.evaluate(`performance.getEntriesByType('resource').map(function (e) {
      var t0 = window.__bench.t0;
      return [e.name.split('/').pop(), e.startTime - t0, e.responseStart - t0, e.responseEnd - t0, e.encodedBodySize];
    })`)) as [string, number, number, number, number][];
    for (const [name, start, first, end, bytes] of files)
      console.log(
        `  ${name.padEnd(28)} asked ${start.toFixed(1).padStart(7)}  first byte ${first.toFixed(1).padStart(7)}  in ${end.toFixed(1).padStart(7)}  ${bytes} B`,
      );
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const only = process.env.BENCH_ONLY ?? '';
  if (only !== '' && only !== 'themed' && only !== 'cards') {
    console.error(`BENCH_ONLY must be "themed" or "cards" (or unset for both); got "${only}".`);
    process.exit(1);
  }
  ensureBuilt();
  const figures: Record<string, unknown> = {};
  if (only !== 'themed') figures.cards = await cardsBench();
  if (only !== 'cards') {
    figures.themed = await themedBench({
      // Fewer runs by default: each run is 36 page loads.
      runs: Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? '', 10) || 5),
      distDir: DIST,
      baseline: process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null,
    });
  }
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nFigures written to ${process.env.BENCH_JSON}.`);
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

if (process.env.BENCH_SERVE) {
  // Serves pages A (/a) and B (/b) and dist/ until stopped, for trying them in a browser.
  ensureBuilt();
  console.log(`Serving pages A and B at ${(await startBenchServer()).base}/a and /b`);
} else if (process.env.BENCH_PROFILE || process.env.BENCH_TRACE) await profile(process.env.BENCH_PROFILE);
else await main();
