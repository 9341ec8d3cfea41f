/**
 * Release gates in a real browser: no axe-core violations on the demo pages (also with the
 * alert dialog open), and no layout shift while the elements start (CLS exactly 0).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AXE_PATH, openShopPage, recordLabels, useBrowser, waitForLabels } from './support';

const fresh = useBrowser();

/** An axe violation, trimmed to what a reader needs. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs axe-core on the whole document and returns its violations. */
async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: any[] }> } }).axe;
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

function readable(violations: readonly Violation[]): string {
  return violations
    .map(
      (violation) =>
        `\n[${violation.impact}] ${violation.id}: ${violation.help}` +
        violation.nodes.map((node) => `\n  at ${node.target}\n    ${node.html}\n    ${node.summary.replace(/\n/g, '\n    ')}`).join(''),
    )
    .join('\n');
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe violations on ${what}:${readable(violations)}`).toEqual([]);
}

/** Adds a product to the visitor's cart through the API (the page must be open, for the cookies). */
async function addThroughApi(page: Page, slug: string, quantity = 1): Promise<void> {
  const status = await page.evaluate(
    async ({ slug, quantity }) => {
      const json = await (await fetch(`/shop/p/${slug}?format=json`)).json();
      const variant = json.item.structuredContent.variants.find((v: { unlimited: boolean; qtyInStock: number }) => v.unlimited || v.qtyInStock > 0);
      const crumb = /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
        body: JSON.stringify({ itemId: json.item.id, sku: variant.sku, quantity, additionalFields: null }),
      });
      return response.status;
    },
    { slug, quantity },
  );
  expect(status).toBe(200);
}

describe('accessibility (axe-core)', () => {
  it('finds no violations on the product list', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/');
    await expectNoViolations(page, '/');
    expectNoErrors();
  });

  it('finds no violations on a product page', async () => {
    const { page, expectNoErrors } = await fresh();
    await openShopPage(page, '/shop/p/linen-shirt');
    await expectNoViolations(page, '/shop/p/linen-shirt');
    expectNoErrors();
  });

  it('finds no violations on the cart page (with an item, so the pill shows)', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/');
    await addThroughApi(page, 'canvas-tote', 2);
    await page.goto('/cart');
    await page.waitForFunction(() => document.querySelector('sq-cart-pill .sq-cart-pill__count')?.textContent === '2');
    await expectNoViolations(page, '/cart');
    expectNoErrors();
  });

  it('finds no violations with the "Unable to Add Item" dialog open', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/');
    await addThroughApi(page, 'limited-edition-print');
    await openShopPage(page, '/shop/p/limited-edition-print');
    await recordLabels(page);
    await page.locator('sq-add-to-cart button').click();
    await page.getByRole('alertdialog', { name: 'Unable to Add Item' }).waitFor({ state: 'visible' });
    await expectNoViolations(page, '/shop/p/limited-edition-print with the alert dialog open');
    await waitForLabels(page, ['Adding…', 'Add To Cart']);
    expectNoErrors(/status of 409/);
  });
});

/** One layout shift as the page saw it. */
interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/**
 * Records every layout shift without recent input from the very start of the page, with a
 * description of each shifted node taken when the shift happens (nodes may be replaced later).
 */
function observeLayoutShifts(): void {
  const shifts: { value: number; startTime: number; sources: string[] }[] = [];
  (window as unknown as { __sqShifts: typeof shifts }).__sqShifts = shifts;
  const describe = (node: Node | null): string => {
    if (!node) return '(node gone)';
    if (!(node instanceof Element)) return `#text "${(node.textContent ?? '').trim().slice(0, 40)}" in ${describe(node.parentElement)}`;
    const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
    const host = node.closest('sq-product')?.querySelector('h1, h2')?.textContent;
    const heading = node.querySelector('h1, h2')?.textContent;
    const text = (heading ?? (node instanceof HTMLElement ? node.innerText : node.textContent) ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${node.tagName.toLowerCase()}${classes}>${text ? ` "${text}"` : ''}${host ? ` [in ${host}]` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
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
        sources: (entry.sources ?? []).map((s) => `${describe(s.node)} moved ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measureShifts(page: Page, path: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.addInitScript(observeLayoutShifts);
  await openShopPage(page, path);
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { __sqShifts: Shift[] }).__sqShifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

function describeShifts(total: number, shifts: readonly Shift[]): string {
  return (
    `CLS ${total.toFixed(4)} from ${shifts.length} shift(s):` +
    shifts.map((s) => `\n  ${s.value.toFixed(4)} at ${Math.round(s.startTime)} ms\n    ${s.sources.join('\n    ')}`).join('')
  );
}

describe('layout shift while the elements start', () => {
  for (const path of ['/shop/p/linen-shirt', '/']) {
    it(`is exactly 0 on ${path}`, async () => {
      const { page, expectNoErrors } = await fresh();
      const { total, shifts } = await measureShifts(page, path);
      console.info(`layout shift on ${path}: ${describeShifts(total, shifts)}`);
      expect(total, describeShifts(total, shifts)).toBe(0);
      expectNoErrors();
    });
  }
});
