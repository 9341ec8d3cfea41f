import { fireEvent } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddToCartErrorDetail, ProductFormDetail } from '../src/events';
import type { FormDefinition } from '../src/forms/definition';
import { closeProductForm, navigation, press, saveProductForm, stockAllowsForm } from '../src/purchase/flow';
import { createProductScope } from '../stores/product';
import type { Product } from '../src/product/product';
import { loadPurchase } from '../stores/add-to-cart';
import { makeProduct, makeSingleVariant, makeVariant } from './factories/product';
import { addLine, emptyCart } from './mocks/cart';
import {
  advance,
  click,
  flush,
  givenPageContext,
  givenSessionCookies,
  mount,
  productMarkup,
  typeInto,
  trackedMessages,
  useFakeTimers,
} from './render';
import { server } from './setup';

/** An engraving form: a required text, an optional choice, a required survey row and a section. */
const ENGRAVING: FormDefinition = {
  id: 'form-engraving',
  captcha: false,
  disableValidation: false,
  fields: [
    field({ id: 'intro', type: 'section', title: 'Your engraving' }),
    field({ id: 'text', type: 'text', title: 'Engraving text', required: true }),
    field({ id: 'font', type: 'select', title: 'Font', options: ['Serif', 'Script'] }),
    field({ id: 'ref', type: 'hidden', name: 'ref', defaultValue: 'direct' }),
  ],
};

function field(overrides: Partial<FormDefinition['fields'][number]>): FormDefinition['fields'][number] {
  return { id: 'f', type: 'text', title: '', required: false, options: [], questions: [], ...overrides };
}

/** A mug whose add asks for the engraving form. */
function makeMug(overrides: Partial<Product['structuredContent']> = {}): Product {
  const mug = makeSingleVariant({ title: 'Camp Mug' });
  return makeProduct({
    ...mug,
    structuredContent: { ...mug.structuredContent, additionalFieldsFormId: 'form-engraving', ...overrides },
  });
}

interface Calls {
  order: string[];
  validated: unknown[];
  adds: { additionalFields: string | null }[];
}

/** The platform: stock, the form, its server check (errors from `check`), and the cart. */
function platform(
  product: Product,
  options: {
    stock?: { qtyInStock: number; unlimited: boolean };
    form?: () => Response;
    check?: (answers: Record<string, unknown>) => Record<string, string>;
    /** The server's check answers once this settles (the test holds it to see "Saving…"). */
    validateHeld?: Promise<void>;
    /** The status the server gives errors with (400, or 200 as some platforms do). */
    errorStatus?: number;
  } = {},
): Calls {
  const calls: Calls = { order: [], validated: [], adds: [] };
  let cart = emptyCart();
  server.use(
    http.get('/api/commerce/shopping-cart', () => HttpResponse.json(cart)),
    http.get('/api/commerce/inventory/stock/', ({ request }) => {
      calls.order.push(`stock ${new URL(request.url).searchParams.get('itemId')}`);
      const sku = product.structuredContent.variants[0]?.sku;
      return HttpResponse.json({ results: [{ sku, ...(options.stock ?? { qtyInStock: 5, unlimited: false }) }] });
    }),
    http.get('/api/template/GetTemplateSchema', ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.order.push(`form type=${query.get('type')} formId=${query.get('formId')}`);
      return options.form?.() ?? HttpResponse.json(ENGRAVING);
    }),
    http.post('/api/rest/forms/validate/:formId', async ({ request }) => {
      const answers = (await request.json()) as Record<string, unknown>;
      calls.validated.push(answers);
      await options.validateHeld;
      const errors = options.check?.(answers) ?? {};
      return Object.keys(errors).length > 0
        ? HttpResponse.json({ errors }, { status: options.errorStatus ?? 400 })
        : HttpResponse.json({ errors: {} });
    }),
    http.post('/api/commerce/shopping-cart/entries', async ({ request }) => {
      const body = (await request.json()) as { sku: string; quantity: number; additionalFields: string | null };
      calls.adds.push(body);
      const added = addLine(cart, product, body.sku, body.quantity);
      cart = added.cart;
      return HttpResponse.json({ shoppingCart: cart, newlyAdded: added.entry });
    }),
  );
  return calls;
}

async function shop(product: Product) {
  const root = await mount(productMarkup(product, '<sq-add-to-cart></sq-add-to-cart>'));
  const element = root.querySelector('sq-add-to-cart')!;
  const errors: AddToCartErrorDetail[] = [];
  const events: string[] = [];
  element.addEventListener('sq-add-to-cart-error', (event) => errors.push(event.detail));
  const record = (event: CustomEvent<ProductFormDetail>) => events.push(`${event.type} ${event.detail.formId}`);
  element.addEventListener('sq-product-form-open', record);
  element.addEventListener('sq-product-form-save', record);
  const dialog = () => element.querySelector<HTMLDialogElement>('dialog.sq-form-dialog');
  const input = (label: string) =>
    [...(dialog()?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? [])].find(
      (control) => control.labels?.[0]?.textContent?.includes(label) || control.getAttribute('aria-label') === label,
    );
  return { root, element, button: element.querySelector('button')!, errors, events, dialog, input };
}

async function submit(dialog: HTMLDialogElement | null) {
  await act(async () => {
    fireEvent.submit(dialog!.querySelector('form')!);
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

// The flow and the form's code are fetched on first use; here they are ready before the first press.
beforeAll(async () => {
  await loadPurchase();
  await import('../src/forms/product-form');
});

beforeEach(() => {
  vi.spyOn(navigation, 'go').mockImplementation(() => {});
  givenPageContext();
  givenSessionCookies();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a product with a custom form', () => {
  it('checks the stock first, then opens its form in a modal dialog with focus on the first field', async () => {
    const mug = makeMug();
    const calls = platform(mug);
    const { button, dialog, events, input } = await shop(mug);
    await click(button);
    expect(calls.order).toEqual([`stock ${mug.id}`, 'form type=9 formId=form-engraving']);
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('.sq-form-dialog__title')?.textContent).toBe('Camp Mug');
    expect(document.activeElement).toBe(input('Engraving text'));
    expect(dialog()?.querySelector('.sq-form-dialog__submit')?.textContent).toBe('Add To Cart');
    expect(events).toEqual(['sq-product-form-open form-engraving']);
    expect(calls.adds).toEqual([]);
  });

  it('uses the form the product carries, without asking for it', async () => {
    const mug = makeMug({ additionalFieldsForm: { ...ENGRAVING } });
    const calls = platform(mug);
    const { button, dialog } = await shop(mug);
    await click(button);
    expect(calls.order).toEqual([`stock ${mug.id}`]);
    expect(dialog()?.open).toBe(true);
  });

  it('does not open when the cart already holds all the stock: CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK', async () => {
    const mug = makeMug();
    const calls = platform(mug, { stock: { qtyInStock: 0, unlimited: false } });
    const { button, dialog, errors, element } = await shop(mug);
    await click(button);
    expect(dialog()).toBeNull();
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(
      'Sorry, we do not have enough of that item available.',
    );
    expect(errors.map((error) => error.type)).toEqual(['CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK']);
    expect(calls.order).toEqual([`stock ${mug.id}`]);
  });

  it('opens when some stock record is unlimited or holds more than the cart has, whichever variant it names', () => {
    const record = (sku: string, qtyInStock: number, unlimited = false) => ({
      sku,
      variantId: null,
      qtyInStock,
      unlimited,
    });
    expect(stockAllowsForm([record('A', 0), record('B', 3)], 2)).toBe(true);
    expect(stockAllowsForm([record('A', 2), record('B', 1)], 2)).toBe(false);
    expect(stockAllowsForm([record('A', 0, true)], 40)).toBe(true);
    expect(stockAllowsForm([], 0)).toBe(false);
  });

  it('opens for unlimited stock', async () => {
    const mug = makeMug();
    platform(mug, { stock: { qtyInStock: 0, unlimited: true } });
    const { button, dialog } = await shop(mug);
    await click(button);
    expect(dialog()?.open).toBe(true);
  });

  it('says "Unable to open form" when the form cannot be loaded: CUSTOM_FORM_RENDER_ERROR', async () => {
    const mug = makeMug();
    platform(mug, { form: () => HttpResponse.json({ message: 'Not here' }, { status: 404 }) });
    const { button, dialog, errors, element } = await shop(mug);
    await click(button);
    expect(dialog()).toBeNull();
    const alert = element.querySelector('[role="alertdialog"]');
    expect(alert?.querySelector('.sq-alert-dialog__title')?.textContent).toBe('Unable to Add Item');
    expect(alert?.querySelector('.sq-alert-dialog__message')?.textContent).toBe('Unable to open form');
    expect(errors.map((error) => error.type)).toEqual(['CUSTOM_FORM_RENDER_ERROR']);
  });

  it('says "Please check your internet connection." when the form call never arrives', async () => {
    const mug = makeMug();
    platform(mug, { form: () => HttpResponse.error() });
    const { button, element } = await shop(mug);
    await click(button);
    expect(element.querySelector('.sq-alert-dialog__message')?.textContent).toBe(
      'Please check your internet connection.',
    );
  });

  it('marks an empty required field "Required", moves focus to it and asks the server nothing', async () => {
    const mug = makeMug();
    const calls = platform(mug);
    const { button, dialog, input } = await shop(mug);
    await click(button);
    await submit(dialog());
    const text = input('Engraving text')!;
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const described = text.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = described.map((id) => document.getElementById(id)).find((el) => el?.textContent === 'Required');
    expect(error).toBeTruthy();
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(document.activeElement).toBe(text);
    expect(calls.validated).toEqual([]);
  });

  it('says "Survey is not valid. Missing a required question." for a required survey with a row unanswered', async () => {
    const mug = makeMug();
    const survey: FormDefinition = {
      ...ENGRAVING,
      fields: [field({ id: 'rate', type: 'likert', title: 'Rate us', required: true, questions: ['Speed', 'Care'] })],
    };
    platform(mug, { form: () => HttpResponse.json(survey) });
    const { button, dialog } = await shop(mug);
    await click(button);
    await submit(dialog());
    expect(dialog()?.querySelector('.sq-field__error')?.textContent).toBe(
      'Survey is not valid. Missing a required question.',
    );
  });

  it('shows "Saving…" while the server checks, then each server error at its field, keeping every answer', async () => {
    const mug = makeMug();
    let answerCheck = () => {};
    const calls = platform(mug, {
      validateHeld: new Promise<void>((done) => (answerCheck = done)),
      check: (answers): Record<string, string> =>
        String(answers.text).includes('<') ? { text: 'Letters and numbers only.' } : {},
    });
    const { button, dialog, input } = await shop(mug);
    await click(button);
    await typeInto(input('Engraving text')!, 'A <3 B');
    await act(async () => {
      fireEvent.submit(dialog()!.querySelector('form')!);
      await vi.waitFor(() => expect(calls.validated).toHaveLength(1), { timeout: 5000 });
    });
    expect(dialog()?.querySelector('.sq-form-dialog__submit')?.textContent).toBe('Saving…');
    answerCheck();
    await flush();
    expect(dialog()?.querySelector('.sq-form-dialog__submit')?.textContent).toBe('Add To Cart');
    expect(input('Engraving text')?.value).toBe('A <3 B');
    expect(input('Engraving text')?.getAttribute('aria-invalid')).toBe('true');
    expect(dialog()?.querySelector('.sq-field__error')?.textContent).toBe('Letters and numbers only.');
    expect(calls.validated).toEqual([{ text: 'A <3 B', font: '', ref: 'direct' }]);
    expect(calls.adds).toEqual([]);
  });

  it('takes errors the server check answers with a 200 as errors too, and adds nothing', async () => {
    const mug = makeMug();
    const calls = platform(mug, { errorStatus: 200, check: () => ({ text: 'Too long for this mug.' }) });
    const { button, dialog, input } = await shop(mug);
    await click(button);
    await typeInto(input('Engraving text')!, 'For Sam');
    await submit(dialog());
    expect(dialog()?.querySelector('.sq-field__error')?.textContent).toBe('Too long for this mug.');
    expect(input('Engraving text')?.value).toBe('For Sam');
    expect(calls.adds).toEqual([]);
  });

  it('adds with the answers as the additionalFields JSON, closes, and says "Added!" a second later', async () => {
    await useFakeTimers();
    const mug = makeMug();
    const calls = platform(mug);
    const { button, dialog, input, events } = await shop(mug);
    const tracked = trackedMessages();
    await click(button);
    await typeInto(input('Engraving text')!, 'For Sam');
    await submit(dialog());
    // The analytics module hears of the form's opening and saving (with its id), then of the add.
    expect(
      tracked.flatMap((message) =>
        message.type === 'event' ? [[message.name, message.content.formId ?? null, message.content.productId]] : [],
      ),
    ).toEqual([
      ['product_form_open', 'form-engraving', mug.id],
      ['product_form_save', 'form-engraving', mug.id],
      ['add_to_cart', null, mug.id],
    ]);
    expect(calls.adds.map((add) => JSON.parse(add.additionalFields ?? 'null'))).toEqual([
      { text: 'For Sam', font: '', ref: 'direct' },
    ]);
    expect(dialog()).toBeNull();
    expect(events).toEqual(['sq-product-form-open form-engraving', 'sq-product-form-save form-engraving']);
    await advance(1000);
    expect(button.textContent).toBe('Added!');
  });

  it('keeps the dialog and every answer when the add fails, with the server message in it', async () => {
    const mug = makeMug();
    platform(mug);
    server.use(
      http.post('/api/commerce/shopping-cart/entries', () =>
        HttpResponse.json({ message: 'Only 2 left.' }, { status: 409 }),
      ),
    );
    const { button, dialog, input, errors } = await shop(mug);
    await click(button);
    await typeInto(input('Engraving text')!, 'For Sam');
    await submit(dialog());
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('.sq-form-dialog__message')?.textContent).toBe('Only 2 left.');
    expect(input('Engraving text')?.value).toBe('For Sam');
    expect(errors.map((error) => error.type)).toEqual(['API_FAILURE']);
  });

  it("shows the server's message above the form when a refused add gives it with per-field errors", async () => {
    const mug = makeMug();
    platform(mug);
    server.use(
      http.post('/api/commerce/shopping-cart/entries', () =>
        HttpResponse.json({ message: 'Engraving is closed today.', errors: {} }, { status: 400 }),
      ),
    );
    const { button, dialog, input } = await shop(mug);
    await click(button);
    await typeInto(input('Engraving text')!, 'For Sam');
    await submit(dialog());
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('.sq-form-dialog__message')?.textContent).toBe('Engraving is closed today.');
    expect(input('Engraving text')?.value).toBe('For Sam');
  });

  it('closes on Cancel and on Escape without adding, focus back on the button', async () => {
    const mug = makeMug();
    const calls = platform(mug);
    const { button, dialog } = await shop(mug);
    await act(async () => button.focus());
    await click(button);
    await act(async () => dialog()!.querySelector<HTMLButtonElement>('.sq-form-dialog__cancel')!.click());
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(button);
    await click(button);
    await act(async () => {
      dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog()).toBeNull();
    expect(calls.adds).toEqual([]);
  });

  it('fills a hidden field from the same-named URL query parameter', async () => {
    const mug = makeMug();
    const calls = platform(mug);
    history.replaceState(null, '', '?ref=newsletter');
    try {
      const { button, dialog, input } = await shop(mug);
      await click(button);
      await typeInto(input('Engraving text')!, 'Hi');
      await submit(dialog());
      expect(calls.validated).toEqual([{ text: 'Hi', font: '', ref: 'newsletter' }]);
    } finally {
      history.replaceState(null, '', location.pathname);
    }
  });

  it("holds the open form as plain data in $purchase, and saves and closes it through the flow's actions", async () => {
    const mug = makeMug();
    const calls = platform(mug);
    const scope = createProductScope(mug, 'pdp');
    const events: string[] = [];
    await press(scope, (name) => {
      events.push(name);
      return true;
    });
    const form = scope.$purchase.get().form;
    expect(form).toMatchObject({ formId: 'form-engraving', heading: 'Camp Mug', submitText: 'Add To Cart' });
    // Data only: it survives a trip through JSON unchanged (no closures held in the store).
    expect(JSON.parse(JSON.stringify(form))).toEqual(form);
    expect(await saveProductForm(scope, { text: 'Sam', ref: 'direct' })).toEqual({ ok: true });
    expect(calls.adds).toHaveLength(1);
    expect(scope.$purchase.get().form).toBeNull();
    expect(events).toEqual(['sq-add-to-cart', 'sq-product-form-open', 'sq-product-form-save']);
  });

  it('closes the open form through its action, the answers not sent', async () => {
    const mug = makeMug();
    const calls = platform(mug);
    const scope = createProductScope(mug, 'pdp');
    await press(scope, () => true);
    expect(scope.$purchase.get().form).not.toBeNull();
    closeProductForm(scope);
    expect(scope.$purchase.get().form).toBeNull();
    expect(calls.validated).toEqual([]);
    expect(calls.adds).toEqual([]);
  });
});

describe('a subscription with a custom form', () => {
  const coffee = () =>
    makeProduct({
      title: 'Coffee',
      structuredContent: {
        isSubscribable: true,
        additionalFieldsFormId: 'form-engraving',
        subscriptionPlan: { billingPeriod: { unit: 'MONTH', value: 1 }, numBillingCycles: 0 },
        variants: [makeVariant({ sku: 'COFFEE-1' })],
      },
    });

  it('posts the subscription with the answers', async () => {
    const product = coffee();
    platform(product);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/3/commerce/cart/subscription', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ cartToken: 't1' });
      }),
    );
    const { button, dialog, input } = await shop(product);
    await click(button);
    await typeInto(input('Engraving text')!, 'Beans');
    await submit(dialog());
    expect(bodies).toEqual([
      expect.objectContaining({
        sku: 'COFFEE-1',
        additionalFields: JSON.stringify({ text: 'Beans', font: '', ref: 'direct' }),
      }),
    ]);
    expect(navigation.go).toHaveBeenCalledWith('/checkout/subscribe?cartToken=t1');
  });

  it('reports a refused subscription with answers as SUB_WITH_FORM_FAILURE, keeping them', async () => {
    const product = coffee();
    platform(product);
    server.use(
      http.post('/api/3/commerce/cart/subscription', () =>
        HttpResponse.json({ message: 'Plans are paused.' }, { status: 409 }),
      ),
    );
    const { button, dialog, input, errors } = await shop(product);
    await click(button);
    await typeInto(input('Engraving text')!, 'Beans');
    await submit(dialog());
    expect(errors.map((error) => error.type)).toEqual(['SUB_WITH_FORM_FAILURE']);
    expect(dialog()?.querySelector('.sq-form-dialog__message')?.textContent).toBe('Plans are paused.');
    expect(input('Engraving text')?.value).toBe('Beans');
  });
});
