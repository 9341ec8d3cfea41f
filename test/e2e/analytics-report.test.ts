/**
 * The owner's analytics report (`/config/analytics`) in a real browser: data recorded through the
 * API the way the library sends it (a page view by beacon, commerce events and error reports with
 * the CSRF header, performance records as text, an express checkout reached), then the report
 * draws its five plots with Chart.js (every canvas has a chart with data, and pixels on it), the
 * hostile texts recorded stay text, and axe-core finds no violations, with the tables open too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoViolations, ownerPassword, signInAsOwner, useBrowser } from './support';

const fresh = useBrowser();

const HOSTILE = '<img src=x onerror="window.__pwned = true">';

/** Records a little of everything through the API from an open shop page (for its cookies). */
async function seed(page: Page): Promise<void> {
  const statuses = await page.evaluate(async (hostile) => {
    const crumb = decodeURIComponent(/(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const json = (path: string, body: unknown, csrf: boolean, type = 'application/json') =>
      fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': type, ...(csrf ? { 'X-CSRF-Token': crumb } : {}) },
        body: JSON.stringify(body),
      }).then((response) => response.status);
    const hit = (path: string, title: string, visitor: string) =>
      fetch('/api/census/RecordHit', {
        method: 'POST',
        body: new URLSearchParams({
          event: 'View',
          ss_cvr: `${visitor}|1700000000000|1700000000000|1700000000000|1`,
          data: JSON.stringify({
            websiteId: 'demo-site',
            templateId: 'fieldhouse',
            website_locale: 'en-US',
            userAgent: navigator.userAgent,
            clientDate: Date.now(),
            viewportInnerWidth: innerWidth,
            viewportInnerHeight: innerHeight,
            screenWidth: screen.width,
            screenHeight: screen.height,
            url: new URL(path, location.href).href,
            title,
            itemId: '',
            recordType: null,
            collectionId: '',
            localStorageSupported: true,
            queryString: '',
            referrer: '',
          }),
        }),
      }).then((response) => response.status);
    const vitals: [string, number][] = [
      ['FCP', 900],
      ['LCP', 2700],
      ['CLS', 0.3],
      ['INP', 120],
      ['TTFB', 300],
      ['FID', 20],
      ['LCP', 1900],
    ];
    const results = [
      await hit('/', 'Shop · Fieldhouse', 'e2e-a'),
      await hit('/shop/p/linen-shirt', hostile, 'e2e-a'),
      await hit('/shop/p/linen-shirt', 'Linen Shirt · Fieldhouse', 'e2e-b'),
      await json('/api/census/events', { eventName: 'pdp_visit', eventContent: { productId: 'p1' } }, true),
      await json('/api/census/events', { eventName: 'add_to_cart', eventContent: { productId: 'p1' } }, true),
      await json(
        '/api/1/performance/records',
        {
          websiteId: 'demo-site',
          pagePath: '/',
          pageType: 1,
          records: vitals.map(([name, value], index) => ({
            kind: 'vital',
            name,
            value,
            rating: 'good',
            id: `e2e-${index}`,
            navigationType: 'navigate',
          })),
        },
        false,
        'text/plain;charset=UTF-8',
      ),
      await json(
        '/api/events/RecordJavascriptErrors',
        [
          { event: 'reported', data: { message: hostile, pagePath: '/' }, timestamp: Date.now() },
          { event: 'uncaught-error', data: { message: 'Plain failure', pagePath: '/' }, timestamp: Date.now() },
        ],
        true,
      ),
      (await fetch('/commerce/goto-checkout')).status,
    ];
    return results;
  }, HOSTILE);
  expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 204, 200]);
}

/** What each canvas on the page holds: its plot, whether Chart.js made a chart with data, and whether it drew. */
function canvases(page: Page) {
  return page.evaluate(() => {
    const Chart = (window as unknown as { Chart: { getChart(canvas: HTMLCanvasElement): any } }).Chart;
    return [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]')].map((canvas) => {
      const chart = Chart.getChart(canvas);
      const { width, height } = canvas;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
      let painted = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) painted += 1;
      return {
        figure: canvas.closest('figure')?.id ?? '',
        label: canvas.getAttribute('aria-label') ?? '',
        role: canvas.getAttribute('role'),
        chart: Boolean(chart),
        points: chart ? chart.data.datasets.reduce((sum: number, set: any) => sum + set.data.length, 0) : 0,
        width,
        height,
        painted,
      };
    });
  });
}

describe('/config/analytics', () => {
  it('draws its five plots from recorded data, keeps hostile texts as text, and passes axe', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/');
    await seed(page);

    await signInAsOwner(page, '/config/analytics');
    await page.waitForFunction(() => {
      const Chart = (window as unknown as { Chart?: { getChart(canvas: HTMLCanvasElement): unknown } }).Chart;
      const all = [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]')];
      return Chart !== undefined && all.length > 0 && all.every((canvas) => Chart.getChart(canvas) !== undefined);
    });

    expect(await page.locator('figure').count()).toBe(5);
    expect(await page.locator('figure > figcaption').count()).toBe(5);
    const drawn = await canvases(page);
    const figures = new Set(drawn.map((canvas) => canvas.figure));
    expect([...figures].sort()).toEqual(
      ['figure-daily', 'figure-errors', 'figure-funnel', 'figure-pages', 'figure-vitals'].sort(),
    );
    // The daily, pages, funnel and errors plots, and one small plot per web vital.
    expect(drawn).toHaveLength(10);
    for (const canvas of drawn) {
      expect(canvas.role, canvas.figure).toBe('img');
      expect(canvas.label.length, canvas.figure).toBeGreaterThan(20);
      expect(canvas.chart, canvas.figure).toBe(true);
      expect(canvas.points, canvas.figure).toBeGreaterThan(0);
      expect(canvas.width * canvas.height, canvas.figure).toBeGreaterThan(0);
      expect(canvas.painted, `${canvas.figure}: pixels drawn`).toBeGreaterThan(100);
    }
    expect(await page.getByText('No data yet').count()).toBe(0);

    // The hostile title and error message are text in the tables, never markup.
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('cell', { name: HOSTILE }).count()).toBeGreaterThan(0);

    await expectNoViolations(page, '/config/analytics');
    for (const summary of await page.locator('details.report-numbers > summary').all()) await summary.click();
    await expectNoViolations(page, '/config/analytics with every table open');
    expectNoErrors();
  });
});

describe('the owner sign-in', () => {
  it('sends a visitor to sign in, announces a wrong password at the field, and leads back once signed in', async () => {
    const { page, expectNoErrors } = await fresh();
    await page.goto('/config/analytics');
    expect(new URL(page.url()).pathname).toBe('/config/sign-in');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Owner sign-in');
    expect(await page.locator('figure').count()).toBe(0);
    const password = page.getByLabel('Password', { exact: true });
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);

    await password.fill('not the password');
    await Promise.all([page.waitForLoadState('load'), password.press('Enter')]);
    const alert = page.getByRole('alert');
    expect(await alert.textContent()).toBe('That password is not the owner password. Please try again.');
    await expect.poll(() => password.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await password.getAttribute('aria-describedby')).toBe('sign-in-error');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await expectNoViolations(page, '/config/sign-in after a wrong password');

    await password.fill(ownerPassword());
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/config/analytics'),
      page.getByRole('button', { name: 'Sign in' }).click(),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Analytics');

    // Sign out: back to the sign-in page, and the report is closed again.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/config/sign-in'),
      page.getByRole('button', { name: 'Sign out' }).click(),
    ]);
    expect(await page.getByRole('status').filter({ hasText: 'You have signed out.' }).count()).toBe(1);
    await page.goto('/config/analytics');
    expect(new URL(page.url()).pathname).toBe('/config/sign-in');
    // The refused password's page is a 401, which Chromium logs.
    expectNoErrors(/status of 401/);
  });
});
