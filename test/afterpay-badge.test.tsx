import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../src/server/render';
import {
  changeVariants,
  makeDemoProduct,
  makeDigital,
  makeProduct,
  makeService,
  makeSingleVariant,
} from './factories/product';
import { click, flush, givenPageContext, mount, productMarkup, selectValue, settle } from './render';
import { server } from './setup';

afterEach(() => {
  vi.restoreAllMocks();
  delete (globalThis as { hacked?: unknown }).hacked;
});

const usd = (value: string) => ({ value, currency: 'USD' });

/** A US store's PDP context with instalments on, 1.00 to 2,000.00 (`more` replaces fields). */
function pdp(more: Record<string, unknown> = {}) {
  return {
    pdp: {
      afterPayAvailable: true,
      afterPayMin: usd('1.00'),
      afterPayMax: usd('2000.00'),
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
      ...more,
    },
  };
}

/** The provider's modal pages, as its static host answers them; `requests` collects the addresses asked for. */
function modalPages(requests: string[] = [], html = '<h1>Pay in 4</h1>') {
  return http.get('https://static.afterpay.com/modal/:file', ({ request }) => {
    requests.push(request.url);
    return new HttpResponse(html, {
      headers: { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' },
    });
  });
}

/** The Canvas Tote at `price` (USD unless said). */
const toteAt = (value: string, currency = 'USD') =>
  changeVariants(makeSingleVariant(), () => ({ priceMoney: { value, currency }, price: undefined }));

async function badge(product = makeSingleVariant(), inner = '') {
  const root = await mount(productMarkup(product, `${inner}<sq-afterpay-badge></sq-afterpay-badge>`));
  const host = root.querySelector<HTMLElement>('sq-afterpay-badge')!;
  return {
    root,
    host,
    message: () => host.querySelector('.sq-afterpay-badge__message')?.textContent ?? null,
    logo: () => host.querySelector<HTMLButtonElement>('.sq-afterpay-badge__logo')!,
    info: () => host.querySelector<HTMLButtonElement>('.sq-afterpay-badge__info')!,
    dialog: () => host.querySelector<HTMLDialogElement>('.sq-afterpay-badge__dialog'),
  };
}

/** Expects the host to be empty and hidden. */
function expectHidden(host: HTMLElement) {
  expect(host.childElementCount).toBe(0);
  expect(host.hidden).toBe(true);
  expect(host.getAttribute('data-state')).toBe('none');
}

// The modal's code is fetched when a visitor first opens it; here it is ready before the first press.
beforeAll(async () => {
  await import('../elements/afterpay-badge/afterpay-modal');
});

describe('<sq-afterpay-badge>', () => {
  it('says "or 4 interest-free payments of $4.50 with Afterpay", with a logo button and an info button', async () => {
    givenPageContext(pdp());
    const { host, message, logo, info, dialog } = await badge();
    expect(message()).toBe('or 4 interest-free payments of $4.50 with Afterpay ');
    expect(host.querySelector('.sq-afterpay-badge__amount')?.textContent).toBe('$4.50');
    expect(logo().textContent).toBe('Afterpay');
    expect(logo().getAttribute('aria-haspopup')).toBe('dialog');
    expect(info().getAttribute('aria-label')).toBe('Learn more about Afterpay');
    expect(info().getAttribute('aria-haspopup')).toBe('dialog');
    expect(host.hidden).toBe(false);
    expect(host.getAttribute('data-state')).toBe('shown');
    expect(dialog()).toBeNull();
  });

  it.each([
    ['10.02', '$2.50'],
    ['10.06', '$2.52'],
    ['10.03', '$2.51'],
    ['10.01', '$2.50'],
    ['1999.99', '$500.00'],
  ])(
    'splits %s into instalments of %s (rounded half to even to the cent, as the provider does)',
    async (price, amount) => {
      givenPageContext(pdp());
      const { host } = await badge(toteAt(price));
      expect(host.querySelector('.sq-afterpay-badge__amount')?.textContent).toBe(amount);
    },
  );

  it('splits the sale price of a product on sale', async () => {
    givenPageContext(pdp());
    // The demo Wool Beanie: 32.00, on sale at 24.00.
    const { host } = await badge(makeDemoProduct('wool-beanie'));
    expect(host.querySelector('.sq-afterpay-badge__amount')?.textContent).toBe('$6.00');
  });

  it('follows the chosen variant: the lowest price before a choice, then the chosen one, hidden above the maximum', async () => {
    givenPageContext(pdp({ afterPayMax: usd('20.00') }));
    // The demo Stoneware Bowl: Small 18.00, Large 26.00.
    const { host, message } = await badge(makeDemoProduct('stoneware-bowl'), '<sq-variant-picker></sq-variant-picker>');
    const root = host.parentElement!;
    expect(message()).toContain('$4.50');
    await selectValue(root.querySelector('select')!, 'Large');
    expectHidden(host);
    await selectValue(root.querySelector('select')!, 'Small');
    expect(message()).toContain('$4.50');
    expect(host.hidden).toBe(false);
  });

  it.each([
    ['without a country (the US)', pdp({ stripeAccountCountry: null })],
    ['without a maximum (no upper limit)', pdp({ afterPayMax: null })],
  ])('shows the offer %s: physical, no subscription, price within the limits', async (_name, context) => {
    givenPageContext(context);
    const { host, message } = await badge();
    expect(host.hidden).toBe(false);
    expect(message()).toContain('$4.50');
  });

  it('shows the price at exactly the maximum', async () => {
    givenPageContext(pdp({ afterPayMax: usd('18.00') }));
    expect((await badge()).message()).toContain('$4.50');
  });

  it.each([
    ['above the maximum', pdp({ afterPayMax: usd('17.99') })],
    ['at the minimum', pdp({ afterPayMin: usd('18.00') })],
    ['below the minimum', pdp({ afterPayMin: usd('20.00') })],
    ['when instalments are off for the site', pdp({ afterPayAvailable: false })],
    ['in a country the provider does not serve', pdp({ stripeAccountCountry: 'FR' })],
    ['when the limits are in another currency', pdp({ afterPayMax: { value: '2000.00', currency: 'GBP' } })],
    ['without a PDP context', {}],
  ])('renders nothing, hidden, %s', async (_name, context) => {
    givenPageContext(context);
    expectHidden((await badge()).host);
  });

  it.each([
    ['a digital product', makeDigital()],
    ['a service', makeService()],
    ['a subscription', makeProduct({ structuredContent: { isSubscribable: true } })],
    ['a gift card', makeProduct({ structuredContent: { productType: 4 } })],
  ])('renders nothing, hidden, for %s', async (_name, product) => {
    givenPageContext(pdp());
    expectHidden((await badge(product)).host);
  });

  it('renders nothing outside an <sq-product>', async () => {
    givenPageContext(pdp());
    const root = await mount('<sq-afterpay-badge></sq-afterpay-badge>');
    expectHidden(root.querySelector<HTMLElement>('sq-afterpay-badge')!);
  });

  it('is Clearpay in GB, in pounds, with the en_GB modal', async () => {
    const requests: string[] = [];
    server.use(modalPages(requests));
    givenPageContext({
      storeSettings: { selectedCurrency: 'GBP' },
      ...pdp({
        stripeAccountCountry: 'GB',
        shopperLanguage: 'en-GB',
        afterPayMin: { value: '1.00', currency: 'GBP' },
        afterPayMax: { value: '1200.00', currency: 'GBP' },
      }),
    });
    const { message, logo, info } = await badge(toteAt('18.00', 'GBP'));
    expect(message()).toBe('or 4 interest-free payments of £4.50 with Clearpay ');
    expect(info().getAttribute('aria-label')).toBe('Learn more about Clearpay');
    await click(logo());
    expect(requests).toEqual(['https://static.afterpay.com/modal/en_GB.html']);
  });

  it.each([
    ['fr-CA', 'CA', 'fr_CA'],
    ['fr', 'CA', 'fr_CA'],
    ['en-CA', 'CA', 'en_CA'],
    ['fr-FR', 'US', 'en_US'],
    ['en-AU', 'AU', 'en_AU'],
    ['en-NZ', 'NZ', 'en_NZ'],
  ])('loads the modal of a %s shopper in %s as %s', async (language, country, locale) => {
    const requests: string[] = [];
    server.use(modalPages(requests));
    givenPageContext(pdp({ shopperLanguage: language, stripeAccountCountry: country }));
    const { logo } = await badge();
    await click(logo());
    expect(requests).toEqual([`https://static.afterpay.com/modal/${locale}.html`]);
  });

  it("loads the page's own modal address, {locale} replaced", async () => {
    const requests: string[] = [];
    server.use(
      http.get('/instalments/:file', ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.text('<p>Ours</p>');
      }),
    );
    givenPageContext(pdp({ afterPayModalUrl: '/instalments/{locale}.html' }));
    const { logo, dialog } = await badge();
    await click(logo());
    expect(requests).toEqual(['/instalments/en_US.html']);
    expect(dialog()?.querySelector('iframe')?.getAttribute('srcdoc')).toContain('<p>Ours</p>');
  });

  it('opens a modal dialog from the logo button, loading the page only then and only once', async () => {
    const requests: string[] = [];
    server.use(modalPages(requests));
    givenPageContext(pdp());
    const { logo, dialog } = await badge();
    await flush();
    expect(requests).toEqual([]);
    await click(logo());
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.getAttribute('aria-label')).toBe('Learn more about Afterpay');
    expect(document.activeElement).toBe(dialog()?.querySelector('.sq-afterpay-badge__close'));
    const frame = dialog()?.querySelector<HTMLIFrameElement>('iframe.sq-afterpay-badge__frame');
    expect(frame?.getAttribute('title')).toBe('Learn more about Afterpay');
    expect(frame?.getAttribute('srcdoc')).toContain('<h1>Pay in 4</h1>');
    expect(frame?.getAttribute('srcdoc')).toContain('<base href="https://static.afterpay.com/modal/en_US.html"');
    await click(dialog()!.querySelector('.sq-afterpay-badge__close')!);
    await click(logo());
    expect(dialog()?.open).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('opens it from the info button too', async () => {
    server.use(modalPages());
    givenPageContext(pdp());
    const { info, dialog } = await badge();
    await click(info());
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('iframe')).not.toBeNull();
  });

  it('closes on its close button, Escape and a click outside, giving focus back to the button that opened it', async () => {
    server.use(modalPages());
    givenPageContext(pdp());
    const { logo, info, dialog } = await badge();
    await click(logo());
    await click(dialog()!.querySelector('.sq-afterpay-badge__close')!);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(logo());
    await click(info());
    await settle(() => dialog()!.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(info());
    await click(logo());
    // A click on the dialog element itself is a click on its backdrop.
    await click(dialog()!);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(logo());
  });

  it("never runs the page's scripts: they are removed, and the frame allows none", async () => {
    server.use(
      modalPages(
        [],
        [
          '<script>parent.hacked = "script"</script>',
          '<img src="x" onerror="parent.hacked = \'onerror\'">',
          '<a href=" java\tscript:parent.hacked = 1">Terms</a>',
          '<iframe src="javascript:parent.hacked = 2"></iframe>',
          '<object data="x"></object><embed src="x">',
          '<p onclick="parent.hacked = 3">Pay in 4</p>',
        ].join(''),
      ),
    );
    givenPageContext(pdp());
    const { logo, dialog } = await badge();
    await click(logo());
    await flush();
    const frame = dialog()!.querySelector('iframe')!;
    const html = frame.getAttribute('srcdoc')!;
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|onerror|onclick|javascript/i);
    expect(html).toContain('<a>Terms</a>');
    expect(html).toContain('<p>Pay in 4</p>');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">`,
    );
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
    ]);
    expect((globalThis as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('shows a built-in summary when the page cannot be loaded, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('https://static.afterpay.com/modal/:file', () => HttpResponse.error()));
    givenPageContext(pdp());
    const { logo, dialog } = await badge();
    await click(logo());
    await flush();
    expect(dialog()?.querySelector('iframe')).toBeNull();
    expect(dialog()?.querySelector('.sq-afterpay-badge__title')?.textContent).toBe('Pay in 4 interest-free payments');
    expect(dialog()?.querySelector('.sq-afterpay-badge__summary')?.textContent).toBe(
      'Split your purchase into 4 payments, one every 2 weeks. No interest, and no fees when you pay on time. Choose Afterpay at checkout; eligibility criteria apply.',
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('https://static.afterpay.com/modal/en_US.html');
  });

  it('shows the summary for an error answer too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('https://static.afterpay.com/modal/:file', () => new HttpResponse(null, { status: 404 })));
    givenPageContext(pdp());
    const { info, dialog } = await badge();
    await click(info());
    await flush();
    expect(dialog()?.querySelector('.sq-afterpay-badge__title')).not.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('says "Loading…" while the page loads', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.get('https://static.afterpay.com/modal/:file', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    givenPageContext(pdp());
    const { logo, dialog } = await badge();
    await click(logo());
    expect(dialog()?.querySelector('.sq-afterpay-badge__status')?.textContent).toBe('Loading…');
    expect(dialog()?.getAttribute('aria-busy')).toBe('true');
    await settle(() => answer(new HttpResponse('<p>Done</p>', { headers: { 'Access-Control-Allow-Origin': '*' } })));
    await flush();
    expect(dialog()?.querySelector('.sq-afterpay-badge__status')).toBeNull();
    expect(dialog()?.querySelector('iframe')?.getAttribute('srcdoc')).toContain('<p>Done</p>');
  });

  it("uses the page's own texts", async () => {
    givenPageContext({
      ...pdp(),
      messages: { afterpayBrand: 'Cash App Afterpay', afterpayMessage: 'Pay {amount} four times with {brand}' },
    });
    const { message, info } = await badge();
    expect(message()).toBe('Pay $4.50 four times with Cash App Afterpay ');
    expect(info().getAttribute('aria-label')).toBe('Learn more about Cash App Afterpay');
  });

  it("uses the page's own texts in the modal too (they come with the modal's code)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('https://static.afterpay.com/modal/:file', () => HttpResponse.error()));
    givenPageContext({
      storeSettings: { selectedCurrency: 'GBP' },
      ...pdp({
        stripeAccountCountry: 'GB',
        afterPayMin: { value: '1.00', currency: 'GBP' },
        afterPayMax: { value: '1200.00', currency: 'GBP' },
      }),
      messages: {
        afterpayClose: 'Schließen',
        afterpaySummaryTitle: 'In 4 Raten zahlen',
        afterpaySummary: 'Wähle {brand} an der Kasse.',
      },
    });
    const { logo, dialog } = await badge(toteAt('18.00', 'GBP'));
    await click(logo());
    await flush();
    expect(dialog()?.querySelector('.sq-afterpay-badge__close')?.getAttribute('aria-label')).toBe('Schließen');
    expect(dialog()?.querySelector('.sq-afterpay-badge__title')?.textContent).toBe('In 4 Raten zahlen');
    expect(dialog()?.querySelector('.sq-afterpay-badge__summary')?.textContent).toBe('Wähle Clearpay an der Kasse.');
  });

  it('puts the logo button at the end of a text without {brand}', async () => {
    givenPageContext({ ...pdp(), messages: { afterpayMessage: '4 payments of {amount}, {amount} each time' } });
    const { message, logo } = await badge();
    expect(message()).toBe('4 payments of $4.50, $4.50 each time Afterpay ');
    expect(logo().textContent).toBe('Afterpay');
  });

  it('renders on the server as in the browser: hidden when there is nothing to offer', () => {
    const product = makeSingleVariant();
    const shown = renderElement('sq-afterpay-badge', { product, pageContext: pdp() });
    expect(shown.hostAttributes).toEqual({
      'data-state': 'shown',
      'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/),
    });
    expect(shown.html).toContain(
      'or 4 interest-free payments of <strong class="sq-afterpay-badge__amount">$4.50</strong>',
    );
    const hidden = renderElement('sq-afterpay-badge', { product, pageContext: pdp({ afterPayMax: usd('10.00') }) });
    expect(hidden).toEqual({
      html: '',
      hostAttributes: { 'data-state': 'none', hidden: true, 'data-sq-server': expect.stringMatching(/^sq[0-9a-z]+-$/) },
    });
  });
});
