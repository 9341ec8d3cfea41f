/**
 * Render benchmark: how long the library takes to bring 200 product cards to life, against a
 * page that builds the same final DOM with plain DOM calls. Run after a build:
 * `npm run bench` (or `npx tsx bench/render.ts`).
 *
 * Page A: 200 `<sq-product page-type="plp">` cards (product JSON + empty `<sq-product-status>`,
 * `<sq-product-price>`, `<sq-add-to-cart>`) and a page context, then dist/storefront.iife.js as
 * a classic script at the end of <body>. Page B: the same markup, then an inline script that
 * reads the same JSON and builds the same elements, classes, texts and data-state attributes.
 *
 * Both measure from an inline `performance.now()` immediately before the script under test to
 * the first moment every card is rendered (200 buttons with text, 200 prices with text, 200
 * statuses with data-state), checked by a MutationObserver installed in that same inline script.
 * For A the served bundle is wrapped in two one-line markers, so the run splits into fetch,
 * parse/compile (until the bundle's first statement), execution, and rendering after it.
 * Each run is a fresh browser context (no HTTP or code cache); A and B alternate.
 */
import { readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../scripts/chromium';
import { catalogue, type ProductSeed } from '../server/catalogue';
import { escapeHtml, jsonForScript } from '../server/html';
import { pageContext, PAGE_TYPE } from '../server/page-context';
import { productJson } from '../server/product-json';
import type { ShopProduct } from '../server/products';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const CARDS = 200;
const RUNS = 7;

// ---------------------------------------------------------------------------------------------
// The products: the demo catalogue (sale, "from" prices, sold out, multi-variant, digital,
// service, custom button text) repeated to 200 cards with distinct ids and titles.

function shopProduct(seed: ProductSeed, index: number): ShopProduct {
  return {
    id: `bench${String(index).padStart(4, '0')}`,
    slug: `${seed.slug}-${index}`,
    title: `${seed.title} #${index + 1}`,
    description: seed.description,
    productType: seed.productType,
    optionOrdering: seed.optionOrdering,
    pickerDisplay: seed.pickerDisplay,
    perOrderLimit: seed.perOrderLimit ?? null,
    customAddButtonText: seed.customAddButtonText ?? null,
    variants: seed.variants.map((variant, v) => ({
      id: `bench${index}-${v}`,
      sku: `${variant.sku}-${index}`,
      attributes: variant.attributes,
      priceCents: variant.priceCents,
      salePriceCents: variant.salePriceCents ?? null,
      unlimited: variant.stock === 'unlimited',
      qtyInStock: variant.stock === 'unlimited' ? 0 : variant.stock,
    })),
  };
}

const products: ShopProduct[] = Array.from({ length: CARDS }, (_, i) => shopProduct(catalogue[i % catalogue.length]!, i));

function card(product: ShopProduct): string {
  return `<li class="card"><sq-product page-type="plp"><script type="application/json">${jsonForScript(productJson(product))}</script>
<h2 class="card__title">${escapeHtml(product.title)}</h2>
<sq-product-status></sq-product-status>
<sq-product-price></sq-product-price>
<sq-add-to-cart></sq-add-to-cart>
</sq-product></li>`;
}

const CONTEXT = jsonForScript(pageContext({ pageType: PAGE_TYPE.collection, products }));

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

/** Page B's builder: the same final DOM as the library renders on a PLP, with plain DOM calls. */
const PLAIN_DOM = `
(function () {
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
  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  var cards = document.querySelectorAll('sq-product');
  for (var i = 0; i < cards.length; i++) {
    var scope = cards[i];
    var product = JSON.parse(scope.querySelector('script[type="application/json"]').textContent);
    var out = soldOut(product);
    var badge = out ? 'sold-out' : onSale(product) ? 'sale' : null;

    var status = scope.querySelector('sq-product-status');
    status.setAttribute('data-state', badge || 'none');
    if (badge) {
      var span = el('span', 'sq-product-status__badge', badge === 'sold-out' ? 'sold out' : 'sale');
      span.setAttribute('data-status', badge);
      status.appendChild(span);
    }

    var priceHost = scope.querySelector('sq-product-price');
    var view = priceView(product);
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

    var c = product.structuredContent;
    var label = out ? 'Sold Out'
      : c.useCustomAddButtonText && c.customAddButtonText && c.customAddButtonText.trim() ? c.customAddButtonText
      : c.isSubscribable ? 'Subscribe' : 'Add To Cart';
    var add = scope.querySelector('sq-add-to-cart');
    add.setAttribute('data-state', out ? 'sold-out' : 'idle');
    var button = el('button', null, null);
    button.setAttribute('type', 'button');
    button.className = 'sq-add-to-cart__button';
    if (out) button.disabled = true;
    button.appendChild(el('span', 'sq-add-to-cart__label', label));
    add.appendChild(button);
    var live = el('span', 'sq-visually-hidden', null);
    live.setAttribute('role', 'status');
    add.appendChild(live);
    var alert = el('p', 'sq-add-to-cart__message', null);
    alert.setAttribute('role', 'alert');
    add.appendChild(alert);
  }
})();
`;

function page(kind: 'A' | 'B'): string {
  const underTest =
    kind === 'A'
      ? `<script>${START_AND_WATCH}</script>\n<script src="/dist/storefront.iife.js"></script>`
      : `<script>${START_AND_WATCH}</script>\n<script>${PLAIN_DOM}</script>`;
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Render bench ${kind}</title>
<link rel="icon" href="data:,">
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
// A tiny static server.

function startServer(): Promise<{ server: Server; base: string }> {
  const bundle =
    'window.__bench && (window.__bench.evalStart = performance.now());\n' +
    readFileSync(join(DIST, 'storefront.iife.js'), 'utf8') +
    '\n;window.__bench && (window.__bench.evalEnd = performance.now());\n';
  const css = readFileSync(join(DIST, 'storefront.css'), 'utf8');
  const pages = { '/a': page('A'), '/b': page('B') } as Record<string, string>;
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const html = pages[path];
    if (html) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
    } else if (path === '/dist/storefront.iife.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(bundle);
    } else if (path === '/dist/storefront.css') {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }).end(css);
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

// ---------------------------------------------------------------------------------------------
// One run.

interface Run {
  kind: 'A' | 'B';
  /** t0 → every card rendered (ms). */
  total: number;
  /** t0 → forced style + layout of the final DOM done (ms). */
  laidOut: number;
  /** A only: t0 → bundle fetched (0 when the preload scanner had it before t0). */
  fetch?: number;
  /** A only: bundle fetched → its first statement runs (parse + compile of the top level). */
  parse?: number;
  /** A only: the bundle's top-level execution (defining elements, upgrades, boot). */
  execute?: number;
  /** A only: end of the bundle's execution → every card rendered (React's scheduled renders). */
  render?: number;
  /** Completion checks the observer ran (each is a few querySelectorAll calls). */
  checks: number;
  /** Time spent inside those checks (ms), included in `total`. */
  checkMs: number;
  /** JS heap used after the render and a forced GC (bytes). */
  heap: number;
  /** The rendered elements, serialised, to compare A and B. */
  dom: string;
}

const SERIALISE = `Array.from(document.querySelectorAll('sq-product-status, sq-product-price, sq-add-to-cart'), function (e) { return e.outerHTML; }).join('\\n')`;

async function run(browser: Browser, base: string, kind: 'A' | 'B'): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await tab.goto(`${base}/${kind.toLowerCase()}`);
    await tab.waitForFunction('window.__bench && window.__bench.laidOut !== null', undefined, { timeout: 20_000 });
    const bench = (await tab.evaluate(`(function () {
      var b = window.__bench;
      var entry = performance.getEntriesByType('resource').filter(function (e) { return e.name.indexOf('storefront.iife.js') >= 0; })[0];
      return { t0: b.t0, done: b.done, laidOut: b.laidOut, checks: b.checks, checkMs: b.checkMs, evalStart: b.evalStart, evalEnd: b.evalEnd,
        fetched: entry ? entry.responseEnd : null };
    })()`)) as {
      t0: number;
      done: number;
      laidOut: number;
      checks: number;
      checkMs: number;
      evalStart?: number;
      evalEnd?: number;
      fetched: number | null;
    };
    if (errors.length > 0) throw new Error(`page ${kind} reported errors:\n${errors.join('\n')}`);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const dom = (await tab.evaluate(SERIALISE)) as string;
    const result: Run = {
      kind,
      total: bench.done - bench.t0,
      laidOut: bench.laidOut - bench.t0,
      checks: bench.checks,
      checkMs: bench.checkMs,
      heap: usedSize,
      dom,
    };
    if (kind === 'A' && bench.evalStart !== undefined && bench.evalEnd !== undefined && bench.fetched !== null) {
      const fetched = Math.max(bench.fetched, bench.t0);
      result.fetch = fetched - bench.t0;
      result.parse = bench.evalStart - fetched;
      result.execute = bench.evalEnd - bench.evalStart;
      result.render = bench.done - bench.evalEnd;
    }
    return result;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const ms = (value: number | undefined) => (value === undefined ? '     -' : value.toFixed(1).padStart(6));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  for (let i = 0; i < Math.max(la.length, lb.length); i += 1) {
    if (la[i] !== lb[i]) return `element ${i}:\n  A: ${la[i] ?? '(none)'}\n  B: ${lb[i] ?? '(none)'}`;
  }
  return '(none)';
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'storefront.iife.js'))) {
    console.error('dist/storefront.iife.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const { server, base } = await startServer();
  const browser = await launchChromium();
  try {
    const cpu = cpus();
    console.log(
      `Render bench: ${CARDS} PLP cards, ${RUNS} runs each, fresh context per run, A/B alternating.\n` +
        `Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${mb(totalmem())} RAM, ` +
        `${(await browser.version()).trim()} headless, no CPU throttling; load average at start ${loadavg().map((l) => l.toFixed(1)).join(' ')}.\n` +
        `Bundle: dist/storefront.iife.js, ${(readFileSync(join(DIST, 'storefront.iife.js')).length / 1024).toFixed(0)} kB.\n`,
    );
    // One discarded run each, so the browser and server are warm for the first measured run.
    await run(browser, base, 'A');
    await run(browser, base, 'B');

    const runs: Run[] = [];
    console.log('run  page   total  laid-out | fetch  parse   exec  render | checks (ms)  heap');
    for (let i = 0; i < RUNS; i += 1) {
      for (const kind of i % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const)) {
        const r = await run(browser, base, kind);
        runs.push(r);
        console.log(
          `${String(i + 1).padStart(3)}  ${kind}    ${ms(r.total)}  ${ms(r.laidOut)}   | ${ms(r.fetch)} ${ms(r.parse)} ${ms(r.execute)} ${ms(r.render)} | ${String(r.checks).padStart(6)} ${ms(r.checkMs)}  ${mb(r.heap)}`,
        );
      }
    }
    const of = (kind: 'A' | 'B') => runs.filter((r) => r.kind === kind);
    const a = of('A');
    const b = of('B');
    const med = (list: Run[], key: keyof Run) => median(list.map((r) => r[key] as number));
    console.log('\nMedians (ms)              A (library)   B (plain DOM)');
    console.log(`  t0 → all rendered       ${ms(med(a, 'total'))}        ${ms(med(b, 'total'))}`);
    console.log(`  t0 → laid out           ${ms(med(a, 'laidOut'))}        ${ms(med(b, 'laidOut'))}`);
    console.log(`  A: fetch                ${ms(med(a, 'fetch'))}`);
    console.log(`  A: parse/compile        ${ms(med(a, 'parse'))}   (t0 → first statement: ${ms(med(a, 'fetch') + med(a, 'parse'))})`);
    console.log(`  A: top-level execution  ${ms(med(a, 'execute'))}`);
    console.log(`  A: render after exec    ${ms(med(a, 'render'))}`);
    console.log(`  observer checks         ${ms(med(a, 'checkMs'))}        ${ms(med(b, 'checkMs'))}   (inside the totals)`);
    console.log(`  JS heap after GC        ${mb(med(a, 'heap')).padStart(8)}      ${mb(med(b, 'heap')).padStart(8)}`);
    console.log(`\nRatio A/B (all rendered): ${(med(a, 'total') / med(b, 'total')).toFixed(1)}×`);
    console.log(`Ratio A/B (laid out):     ${(med(a, 'laidOut') / med(b, 'laidOut')).toFixed(1)}×`);
    console.log(`Load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (other work on these ${cpus().length} cores skews the figures).`);
    const same = a[0]!.dom === b[0]!.dom;
    console.log(
      `Same final DOM (outerHTML of all ${CARDS * 3} elements): ${same ? 'yes' : `NO, first difference at ${firstDifference(a[0]!.dom, b[0]!.dom)}`}`,
    );
    console.log(
      '\nNotes: "checks" counts the completion checks the MutationObserver ran, "(ms)" their cost; both are inside the totals.\n' +
        'A\'s fetch is 0 when the preload scanner fetched the bundle before t0; parse is then the wait until its first statement.',
    );
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
