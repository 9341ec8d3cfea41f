/**
 * No layout shift while a list renders in the browser (cards with product JSON and empty
 * `<sq-product-status>`, `<sq-product-price>`, `<sq-add-to-cart>`): CLS exactly 0 on the README's
 * head (the stylesheet's link, then the deferred loader) whatever text and paragraph styles
 * surround the cards, and under 0.1 on a page that pastes only the loader (which links the
 * stylesheet itself; here it arrives 300 ms late, as from a slow CDN). CLS is summed on the page's
 * clock from layout-shift entries without recent input, from the start of the page until the
 * elements have rendered and two animation frames have passed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, describeShifts, observeLayoutShifts, useBrowser, waitForElements, type Shift } from './support';
import { repeatedProducts } from '../../demo/products';
import { escapeHtml, jsonForScript } from '../../server/html';
import { pageContext, PAGE_TYPE } from '../../server/page-context';
import { productJson } from '../../server/product-json';
import type { ShopProduct } from '../../server/products';

const fresh = useBrowser();

/** The demo catalogue repeated to `count` products with ids of their own. */
const products = (count: number): ShopProduct[] => repeatedProducts(count, 'cls');

/** One card, rendered by the client: its JSON and empty elements. */
function card(product: ShopProduct): string {
  return `<sq-product page-type="plp"><script type="application/json">${jsonForScript(productJson(product))}</script>
<h2 class="card__title">${escapeHtml(product.title)}</h2>
<sq-product-status></sq-product-status>
<sq-product-price></sq-product-price>
<sq-add-to-cart></sq-add-to-cart>
</sq-product>`;
}

/** The README's head ("Paste this"): the stylesheet first, then the deferred loader. */
const README_HEAD = `<link rel="stylesheet" href="/dist/storefront.css">
<script src="/dist/storefront.iife.js" defer></script>`;
const LOADER_ONLY = `<script src="/dist/storefront.iife.js" defer></script>`;

/** A page's own styles for its text, as a site's theme writes them (paragraphs with margins). */
const TEXT_STYLES = `body { margin: 0; padding: 1rem; font: 16px/1.6 Georgia, serif; }
p { margin: 0 0 1em; line-height: 1.7; }
.card__title { margin: 0 0 .25rem; font-size: 1.1rem; }`;

function page(head: string, body: string, count: number, style: string): string {
  return `<!doctype html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>${count} products</title>
<link rel="icon" href="data:,">
${head}
<style>${style}</style>
</head>
<body>
<script type="application/json" id="sq-page-context">${jsonForScript(
    pageContext({ pageType: PAGE_TYPE.collection, products: products(count) }),
  )}</script>
${body}
</body>
</html>
`;
}

/** `count` cards with a paragraph of text before the list and after every card. */
function cardsWithText(head: string, count: number): string {
  const body = products(count)
    .map(
      (product) =>
        `<section class="item">${card(product)}
<p>${escapeHtml(product.title)}: ${escapeHtml(product.description ?? '')} Lorem ipsum dolor sit amet, consectetur
adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p></section>`,
    )
    .join('\n');
  return page(head, `<h1>Our products</h1>\n<p>Everything we make, in one list.</p>\n${body}`, count, TEXT_STYLES);
}

/** `count` cards in a grid (the bench's list page). */
function cardGrid(head: string, count: number): string {
  const body = `<ul class="grid">${products(count)
    .map((product) => `<li class="card">${card(product)}</li>`)
    .join('\n')}</ul>`;
  return page(
    head,
    body,
    count,
    `body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; list-style: none; margin: 0; padding: 0; }
.card__title { font-size: 1rem; margin: 0 0 .25rem; }`,
  );
}

/** Serves `html` at `path` on the demo shop's origin (so `/dist/` is same-origin). */
async function serve(page: Page, path: string, html: string): Promise<string> {
  const url = `${baseUrl()}${path}`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  return url;
}

/**
 * Opens `html`, waits until every element has rendered (each status with its state too) and two
 * animation frames have passed, and returns the page's CLS and its shifts.
 */
async function cls(page: Page, path: string, html: string): Promise<{ total: number; shifts: Shift[] }> {
  const url = await serve(page, path, html);
  await page.addInitScript(observeLayoutShifts);
  await page.goto(url);
  await waitForElements(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('sq-product-status, sq-product-price')].every((host) =>
      host.hasAttribute('data-state'),
    ),
  );
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const shifts = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

describe('layout shift while a list renders in the browser', () => {
  it("is exactly 0 for 60 cards with styled paragraphs around them, on the README's head", async () => {
    const { page, expectNoErrors } = await fresh();
    const { total, shifts } = await cls(page, '/cls-text-60', cardsWithText(README_HEAD, 60));
    expect(await page.locator('sq-add-to-cart button').count()).toBe(60);
    expect(total, describeShifts(total, shifts)).toBe(0);
    expectNoErrors();
  });

  it("is exactly 0 for 200 cards in a grid, on the README's head", async () => {
    const { page, expectNoErrors } = await fresh();
    const { total, shifts } = await cls(page, '/cls-grid-200', cardGrid(README_HEAD, 200));
    expect(await page.locator('sq-add-to-cart button').count()).toBe(200);
    expect(total, describeShifts(total, shifts)).toBe(0);
    expectNoErrors();
  });

  it('is under 0.1 for 60 cards with text when only the loader is pasted and the stylesheet it links comes late', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.route(/\/dist\/storefront\.css$/, async (route) => {
      await new Promise((done) => setTimeout(done, 300));
      await route.continue();
    });
    const { total, shifts } = await cls(page, '/cls-loader-only', cardsWithText(LOADER_ONLY, 60));
    expect(await page.locator('sq-add-to-cart button').count()).toBe(60);
    expect(total, describeShifts(total, shifts)).toBeLessThan(0.1);
    // The loader linked the stylesheet, and the page is shown again.
    expect(await page.locator('link#sq-styles').count()).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe('visible');
    expectNoErrors();
  });
});
