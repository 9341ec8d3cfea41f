/**
 * `npm run screenshots`: the demo shop's list, product and cart pages at 1280 and 390 px wide,
 * into docs/screenshots/ (the README shows them). Starts the dev server on a fresh database in a
 * temporary folder, on the current build (run `npm run build` first), and adds two items to the
 * cart in the browser so the cart page and the pill have something to show.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium';
import { createApp } from '../server/app';

const OUT = resolve(import.meta.dirname, '..', 'docs', 'screenshots');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const dir = mkdtempSync(join(tmpdir(), 'sq-screenshots-'));
const app = createApp({ dbPath: join(dir, 'shop.sqlite'), quiet: true });
await new Promise<void>((done) => app.server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const browser = await launchChromium();
mkdirSync(OUT, { recursive: true });

try {
  for (const { name, width, height } of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, baseURL: base });
    const page = await context.newPage();
    const settle = async () => {
      await page.waitForLoadState('networkidle');
      // The images in view are decoded (lazy ones further down never load in a screenshot).
      await page.evaluate(() =>
        Promise.all(
          [...document.images]
            .filter((image) => image.getBoundingClientRect().top < innerHeight)
            .map((image) => image.decode().catch(() => undefined)),
        ),
      );
    };

    await page.goto('/');
    await settle();
    await page.screenshot({ path: join(OUT, `list-${name}.png`) });

    await page.goto('/shop/p/linen-shirt');
    await settle();
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Colour').selectOption('Sand');
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await page.getByRole('button', { name: 'Added!', exact: true }).waitFor();
    await page.screenshot({ path: join(OUT, `product-${name}.png`) });

    await page.goto('/shop/p/canvas-tote');
    await page.getByRole('button', { name: 'Add To Cart', exact: true }).click();
    await page.getByRole('button', { name: 'Added!', exact: true }).waitFor();
    await page.goto('/cart');
    await settle();
    await page.screenshot({ path: join(OUT, `cart-${name}.png`) });
    await context.close();
  }
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
