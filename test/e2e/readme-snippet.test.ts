/**
 * The README's "Paste this" snippet, exactly as written there, works on the demo server:
 * `playground/index.html` holds it verbatim, `npm start` serves it at /playground/, and a visitor
 * can add the product to the cart from it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLabels, useBrowser, waitForElements, waitForLabels } from './support';

const ROOT = resolve(import.meta.dirname, '../..');

/** The first ```html block under "## Paste this" in the README. */
function readmeSnippet(): string {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Paste this'));
  const match = /```html\n([\s\S]*?)```\n/.exec(section);
  if (!match?.[1]) throw new Error('README.md has no ```html block under "## Paste this"');
  return match[1];
}

const fresh = useBrowser();

describe("the README's snippet", () => {
  it('is what playground/index.html holds, and adds to the cart when served by the demo server', async () => {
    const snippet = readmeSnippet();
    expect(readFileSync(resolve(ROOT, 'playground/index.html'), 'utf8')).toContain(snippet);
    expect(snippet).not.toMatch(/…/);

    const { page, expectNoErrors } = await fresh();
    const response = await page.goto('/playground/');
    expect(response?.status()).toBe(200);
    await waitForElements(page);
    expect(await page.locator('sq-product-price').textContent()).toBe('$18.00');
    await recordLabels(page);
    const added = page.waitForResponse((res) => res.url().includes('/api/commerce/shopping-cart/entries'));
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    expect((await added).status()).toBe(200);
    await waitForLabels(page, ['Adding…', 'Added!']);
    await expect
      .poll(() => page.locator('sq-cart-pill .sq-cart-pill__count').textContent(), { timeout: 8000 })
      .toBe('1');
    expectNoErrors();
  });
});
