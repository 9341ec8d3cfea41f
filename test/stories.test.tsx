import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../elements/index';
import { ELEMENTS, folderOf } from '../elements/registry';
import { storefrontAnnotations } from '../stories/support';
import {
  checksFileName,
  composeStoryFiles,
  renderStory,
  type StoriesModule,
  type StoryChecks,
} from '../stories/testing';
import { server } from './setup';

// Storybook's own preview (.storybook/preview.ts) adds msw-storybook-addon's loader; here the
// story's handlers go to the shared msw server instead, and everything else is the same.
const annotations = setProjectAnnotations([storefrontAnnotations]);

beforeAll(async () => {
  await annotations.beforeAll?.();
});

/** Every stories file, by name (`add-to-cart`), its stories composed. */
const files = composeStoryFiles(import.meta.glob<StoriesModule>('../stories/*.stories.tsx', { eager: true }));

type Check = StoryChecks[string];

const text = (canvas: HTMLElement, selector: string) => canvas.querySelector(selector)?.textContent;
const texts = (canvas: HTMLElement, selector: string) =>
  [...canvas.querySelectorAll(selector)].map((element) => element.textContent);
const state = (canvas: HTMLElement, tag: string) => canvas.querySelector(tag)?.getAttribute('data-state');

/** The add-to-cart button says `label` and its element is in `data-state`. */
const button =
  (label: string, dataState = 'idle'): Check =>
  (canvas) => {
    expect(text(canvas, '.sq-add-to-cart__button')).toBe(label);
    expect(state(canvas, 'sq-add-to-cart')).toBe(dataState);
  };

/** The add-to-cart message says `message`, with no dialog open. */
const alert =
  (message: string): Check =>
  (canvas) => {
    expect(text(canvas, 'sq-add-to-cart [role="alert"]')).toBe(message);
    expect(canvas.querySelector('[role="alertdialog"]')).toBeNull();
  };

/** The "Unable to Add Item" dialog shows `message`. */
const dialog =
  (message: string): Check =>
  (canvas) => {
    const element = canvas.querySelector('[role="alertdialog"]');
    expect(element?.querySelector('h2')?.textContent).toBe('Unable to Add Item');
    expect(element?.querySelector('.sq-alert-dialog__message')?.textContent).toBe(message);
  };

/** The element `tag` rendered nothing (and the add-to-cart button beside it did). */
const empty =
  (tag: string): Check =>
  (canvas) => {
    expect(canvas.querySelector(tag)).not.toBeNull();
    expect(canvas.querySelector(tag)?.childElementCount).toBe(0);
  };

/** The form fields story shows fields of these types, in order, every control labelled. */
const fieldTypes =
  (...types: string[]): Check =>
  (canvas) => {
    const fields = [...canvas.querySelectorAll('.sq-form-fields > .sq-field')];
    expect(fields.map((field) => /sq-field--(\w+)/.exec(field.className)?.[1])).toEqual(types);
    for (const control of canvas.querySelectorAll('.sq-form-fields :is(input, select, textarea)')) {
      const label = control.closest('label') ?? canvas.querySelector(`label[for="${control.id}"]`);
      expect(label?.textContent, control.id).toBeTruthy();
    }
  };

/** The form fields story shows one field of `type` whose parts are labelled `labels`. */
const parts =
  (type: string, labels: string[]): Check =>
  (canvas) => {
    fieldTypes(type)(canvas);
    expect(texts(canvas, '.sq-field__part-label')).toEqual(labels);
  };

/**
 * What the stories of the files without a `stories/<name>.checks.ts` of their own show once
 * rendered and played, by file and export name.
 */
const central: Record<string, Record<string, Check>> = {
  'add-to-cart': {
    Idle: button('Add To Cart'),
    CustomText: button('Pre-order'),
    Subscribe: button('Subscribe'),
    SoldOut: (canvas) => {
      button('Sold Out', 'sold-out')(canvas);
      expect(canvas.querySelector<HTMLButtonElement>('.sq-add-to-cart__button')?.disabled).toBe(true);
    },
    Adding: button('Adding…', 'adding'),
    Added: button('Added!', 'added'),
    ListPopover: (canvas) => {
      button('Added!', 'added')(canvas);
      expect(text(canvas, '.sq-added-popover__title')).toBe('Canvas Tote');
      // The story's mocked cart is the file's: other stories may have added first.
      expect(text(canvas, '.sq-added-popover__count')).toMatch(/^\d+ items? in cart$/);
    },
    AddOn: (canvas) => {
      expect(canvas.querySelector('.sq-add-to-cart__icon--plus')).not.toBeNull();
      expect(canvas.querySelector('.sq-add-to-cart__button')?.getAttribute('aria-label')).toBe(
        'Add To Cart Canvas Tote',
      );
    },
    AddOnAdded: (canvas) => {
      expect(canvas.querySelector('.sq-add-to-cart__button')?.getAttribute('aria-label')).toBe('Added! Canvas Tote');
      expect(state(canvas, 'sq-add-to-cart')).toBe('added');
    },
    SelectOptionFlash: (canvas) => {
      button('Select Option')(canvas);
      alert('')(canvas);
    },
    SelectOneOption: alert('Please select the Size option.'),
    SelectTwoOptions: alert('Please select the Size and Colour options.'),
    SelectThreeOptions: alert('Please select the Size, Colour, and Material options.'),
    VariantUnavailable: alert('Sorry, that item variant is unavailable. Please select another variant.'),
    OutOfStock: alert('Sorry, we do not have enough of that item available.'),
    ChosenSoldOut: (canvas) => {
      button('Sold Out', 'sold-out')(canvas);
      expect(texts(canvas, 'select option')).toContain('Navy (sold out)');
    },
    QuantityNotANumber: alert('Quantity must be a number.'),
    QuantityNotWhole: alert('Quantity must be a whole number'),
    SessionExpired: alert('Your session has expired. Please reload the page and try again.'),
    EnableCookies: alert('Please enable cookies in your browser, reload the page, and try again.'),
    RateLimited: alert('Please try again in a few seconds.'),
    UnableToAddItem: dialog('Limit 1 per order for Limited Edition Print.'),
    NetworkError: dialog('Please check your internet connection.'),
  },
  'variant-picker': {
    Dropdown: (canvas) => {
      expect(texts(canvas, 'label.sq-variant-picker__label')).toEqual(['Size', 'Colour']);
      expect(texts(canvas, 'select option:first-child')).toEqual(['Select Size', 'Select Colour']);
    },
    Radio: (canvas) => {
      expect(texts(canvas, 'legend.sq-variant-picker__label')).toEqual(['Size', 'Colour']);
      expect(texts(canvas, '.sq-variant-picker__choice')).toEqual(['S', 'M', 'L', 'Sand', 'Navy']);
    },
    FlaggedInvalid: (canvas) => {
      expect(canvas.querySelectorAll('select[aria-invalid="true"]')).toHaveLength(2);
      expect(canvas.querySelectorAll('.sq-variant-picker__option[data-state="invalid"]')).toHaveLength(2);
    },
    SingleVariant: (canvas) => {
      empty('sq-variant-picker')(canvas);
      button('Add To Cart')(canvas);
    },
  },
  'quantity-input': {
    Shown: (canvas) => {
      expect(text(canvas, '.sq-quantity-input__label')).toBe('Quantity');
      expect(canvas.querySelector<HTMLInputElement>('.sq-quantity-input__input')?.value).toBe('1');
    },
    HiddenForDigital: (canvas) => {
      empty('sq-quantity-input')(canvas);
      button('Add To Cart')(canvas);
    },
    HiddenForSubscription: (canvas) => {
      empty('sq-quantity-input')(canvas);
      button('Subscribe')(canvas);
    },
    HiddenForStockOfOne: (canvas) => {
      empty('sq-quantity-input')(canvas);
      button('Add To Cart')(canvas);
    },
  },
  'product-price': {
    Single: (canvas) => {
      expect(text(canvas, '.sq-product-price__amount')).toBe('$18.00');
      expect(state(canvas, 'sq-product-price')).toBe('single');
    },
    Sale: (canvas) => {
      expect(text(canvas, '.sq-product-price__sale')).toBe('$24.00');
      expect(text(canvas, '.sq-product-price__original')).toBe('$32.00');
      expect(text(canvas, 'sq-product-price')).toBe('Sale Price:$24.00 Original Price:$32.00');
    },
    From: (canvas) => {
      expect(text(canvas, '.sq-product-price__from')).toBe('from $60.00');
      expect(state(canvas, 'sq-product-price')).toBe('from');
    },
    Yen: (canvas) => {
      expect(text(canvas, '.sq-product-price__amount')).toBe('¥2,800');
    },
    Unavailable: (canvas) => {
      empty('sq-product-price')(canvas);
      expect(state(canvas, 'sq-product-price')).toBe('unavailable');
    },
    Subscription: (canvas) => {
      expect(text(canvas, '.sq-product-price__amount')).toBe('$18.00 every 2 weeks');
    },
    SubscriptionUnavailable: (canvas) => {
      expect(text(canvas, '.sq-product-price__unavailable')).toBe('Unavailable');
      expect(state(canvas, 'sq-product-price')).toBe('unavailable');
    },
  },
  'subscription-picker': {
    Options: (canvas) => {
      expect(texts(canvas, '.sq-subscription-picker__options .sq-variant-picker__choice')).toEqual([
        '$18.00 every 2 weeks',
        '$18.00 every month',
        '$16.20 every month for 1 year',
      ]);
      button('Subscribe')(canvas);
    },
    SingleOption: (canvas) => {
      empty('sq-subscription-picker')(canvas);
      expect(text(canvas, 'sq-product-price')).toBe('$45.00 every month');
    },
  },
  scarcity: {
    OneVariant: (canvas) => {
      expect(text(canvas, '.sq-scarcity__text')).toBe('Only 1 left!');
      expect(state(canvas, 'sq-scarcity')).toBe('shown');
    },
    FollowsTheChoice: (canvas) => {
      expect(text(canvas, '.sq-scarcity__text')).toBe('');
      expect(state(canvas, 'sq-scarcity')).toBe('none');
    },
    ShownByDefault: (canvas) => {
      expect(text(canvas, '.sq-scarcity__text')).toBe('Only 3 left!');
    },
    Off: (canvas) => {
      expect(text(canvas, '.sq-scarcity__text')).toBe('');
      expect(state(canvas, 'sq-scarcity')).toBe('none');
    },
  },
  'cart-pill': {
    Empty: (canvas) => {
      expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(true);
      expect(state(canvas, 'sq-cart-pill')).toBe('empty');
    },
    ThreeItems: (canvas) => {
      expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
      expect(text(canvas, '.sq-cart-pill__count')).toBe('3');
      expect(text(canvas, '.sq-cart-pill__link .sq-visually-hidden')).toBe('3 items in cart');
      expect(text(canvas, '.sq-cart-pill__subtotal')).toBe('$84.00');
    },
    MoreThanHundred: (canvas) => {
      expect(text(canvas, '.sq-cart-pill__count')).toBe('100+');
      expect(text(canvas, '.sq-cart-pill__link .sq-visually-hidden')).toBe('More than 100 items in cart');
    },
    Floating: (canvas) => {
      expect(canvas.querySelector('sq-cart-pill')?.getAttribute('variant')).toBe('floating');
      expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
      expect(text(canvas, '.sq-cart-pill__count')).toBe('3');
    },
  },
  'form-fields': {
    Text: (canvas) => {
      fieldTypes('text')(canvas);
      expect(text(canvas, '.sq-field__label')).toBe('Engraving');
      expect(text(canvas, '.sq-field__counter')).toBe('0 / 20');
    },
    Email: (canvas) => {
      fieldTypes('email')(canvas);
      expect(canvas.querySelector('input')?.getAttribute('type')).toBe('email');
      expect(canvas.querySelector('input')?.getAttribute('aria-required')).toBe('true');
    },
    Textarea: (canvas) => {
      fieldTypes('textarea')(canvas);
      expect(text(canvas, '.sq-field__description')).toBe('Printed on the gift card.');
      expect(text(canvas, '.sq-field__counter')).toBe('0 / 500');
    },
    NumberField: (canvas) => {
      fieldTypes('number')(canvas);
      expect(canvas.querySelector('input')?.getAttribute('inputmode')).toBe('decimal');
    },
    Website: (canvas) => {
      fieldTypes('website')(canvas);
      expect(canvas.querySelector('input')?.getAttribute('type')).toBe('url');
    },
    Name: parts('name', ['First Name', 'Last Name']),
    Address: parts('address', ['Address', 'Address 2', 'City', 'State', 'ZIP Code', 'Country']),
    Phone: parts('phone', ['Country Code', 'Area Code', 'Phone Number', 'Last Digits']),
    DateField: parts('date', ['Month', 'Day', 'Year']),
    Time: parts('time', ['Hour', 'Minute', 'Second', 'AM/PM']),
    Checkbox: (canvas) => {
      fieldTypes('checkbox')(canvas);
      expect(texts(canvas, '.sq-field__choice')).toEqual(['Orders', 'Returns', 'Other']);
      expect(canvas.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    },
    Radio: (canvas) => {
      fieldTypes('radio')(canvas);
      expect(texts(canvas, '.sq-field__choice')).toEqual(['None', 'Paper', 'Fabric']);
      expect(canvas.querySelector('.sq-field--radio')?.getAttribute('role')).toBe('radiogroup');
    },
    Select: (canvas) => {
      fieldTypes('select')(canvas);
      expect(texts(canvas, 'select option')).toEqual(['', 'Sand', 'Navy', 'Rust']);
    },
    Likert: (canvas) => {
      fieldTypes('likert')(canvas);
      expect(texts(canvas, '.sq-field__question-label')).toEqual(['Speed', 'Care']);
      expect(canvas.querySelectorAll('[role="radiogroup"] input[type="radio"]')).toHaveLength(10);
    },
    Hidden: (canvas) => {
      fieldTypes()(canvas);
      expect(text(canvas, '.story-answers')).toBe('{"source":"newsletter"}');
    },
    Section: (canvas) => {
      fieldTypes('section', 'text')(canvas);
      expect(text(canvas, '.sq-field--section h3')).toBe('About the gift');
    },
    AllTypes: (canvas) => {
      fieldTypes(
        ...['text', 'email', 'textarea', 'number', 'website', 'name', 'address', 'phone', 'date', 'time'],
        ...['checkbox', 'radio', 'select', 'likert', 'section'],
      )(canvas);
    },
    WithErrors: (canvas) => {
      expect(canvas.querySelectorAll('.sq-field[data-state="invalid"]')).toHaveLength(5);
      expect(texts(canvas, '.sq-field__error')).toContain('Survey is not valid. Missing a required question.');
      expect(text(canvas, '.sq-field__counter[data-over]')).toBe('14 / 5');
      for (const control of canvas.querySelectorAll('.sq-field[data-state="invalid"] :is(input, select, textarea)'))
        expect(control.getAttribute('aria-invalid')).toBe('true');
    },
    Disabled: (canvas) => {
      const controls = [...canvas.querySelectorAll<HTMLInputElement>('.sq-form-fields :is(input, select, textarea)')];
      expect(controls.length).toBeGreaterThan(30);
      expect(controls.every((control) => control.disabled)).toBe(true);
    },
  },
  'afterpay-badge': {
    Shown: (canvas) => {
      expect(text(canvas, '.sq-afterpay-badge__message')).toBe('or 4 interest-free payments of $4.50 with Afterpay ');
      expect(text(canvas, '.sq-afterpay-badge__logo')).toBe('Afterpay');
      expect(state(canvas, 'sq-afterpay-badge')).toBe('shown');
      expect(canvas.querySelector('sq-afterpay-badge')?.hasAttribute('hidden')).toBe(false);
      expect(canvas.querySelector('dialog')).toBeNull();
    },
    Clearpay: (canvas) => {
      expect(text(canvas, '.sq-afterpay-badge__message')).toBe('or 4 interest-free payments of £4.50 with Clearpay ');
      expect(canvas.querySelector('.sq-afterpay-badge__info')?.getAttribute('aria-label')).toBe(
        'Learn more about Clearpay',
      );
    },
    OverMaximum: (canvas) => {
      empty('sq-afterpay-badge')(canvas);
      expect(canvas.querySelector('sq-afterpay-badge')?.hasAttribute('hidden')).toBe(true);
      expect(state(canvas, 'sq-afterpay-badge')).toBe('none');
    },
    Open: (canvas) => {
      const dialog = canvas.querySelector<HTMLDialogElement>('.sq-afterpay-badge__dialog');
      expect(dialog?.open).toBe(true);
      expect(dialog?.getAttribute('aria-label')).toBe('Learn more about Afterpay');
      const frame = canvas.querySelector('.sq-afterpay-badge__frame');
      expect(frame?.getAttribute('srcdoc')).toContain('<h1>Pay in 4</h1>');
      expect(frame?.getAttribute('sandbox')).not.toContain('allow-scripts');
    },
    OpenFailed: (canvas) => {
      expect(text(canvas, '.sq-afterpay-badge__title')).toBe('Pay in 4 interest-free payments');
      expect(text(canvas, '.sq-afterpay-badge__summary')).toMatch(/^Split your purchase into 4 payments/);
      expect(canvas.querySelector('.sq-afterpay-badge__frame')).toBeNull();
    },
  },
  // The `expected['restock-manager']` entry of test/stories.test.tsx (uses its `text` and `texts` helpers).
  'restock-manager': {
    Groups: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__groups caption')).toBe('Restock sign-ups');
      expect(texts(canvas, '.sq-restock-manager__group th')).toEqual([
        'Linen Shirt',
        'Linen Shirt',
        'Ceramic Mug',
        'Canvas Tote',
        'Linen Shirt',
      ]);
      expect(canvas.querySelector('.sq-restock-manager__send')?.getAttribute('aria-label')).toBe(
        'Send notices for Linen Shirt (M, Sand)',
      );
      expect(text(canvas, '.sq-restock-manager__send-all')).toBe('Send all');
      expect(text(canvas, '.sq-restock-manager__status')).toBe('');
    },
    Loading: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__status[role="status"]')).toBe('Loading sign-ups…');
      expect(canvas.querySelector('table')).toBeNull();
    },
    SignUpsOpen: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__sign-ups caption')).toBe('Sign-ups for Linen Shirt (M, Sand)');
      expect(texts(canvas, '.sq-restock-manager__sign-ups tbody td:first-child')).toEqual([
        'ada@example.com',
        'grace@example.com',
        'alan@example.com',
        'edsger@example.com',
      ]);
      expect(canvas.querySelector('.sq-restock-manager__view')?.getAttribute('aria-expanded')).toBe('true');
    },
    ConfirmOpen: (canvas) => {
      expect(canvas.querySelector<HTMLDialogElement>('dialog.sq-alert-dialog')?.open).toBe(true);
      expect(text(canvas, '.sq-alert-dialog__title')).toBe('Send restock notices?');
      expect(text(canvas, '.sq-alert-dialog__message')).toBe(
        'Send restock notices to 3 people for Linen Shirt (M, Sand)?',
      );
      expect(texts(canvas, 'dialog button')).toEqual(['Send', 'Cancel']);
    },
    Sent: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__status')).toBe('Sent 3 notices.');
      expect(canvas.querySelector('dialog')).toBeNull();
      expect(canvas.querySelector('.sq-restock-manager__send')?.getAttribute('aria-disabled')).toBe('true');
    },
    LoadFailed: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__error[role="alert"]')).toBe(
        'Could not load sign-ups: The sign-up list is unavailable right now.',
      );
      expect(text(canvas, '.sq-restock-manager__retry')).toBe('Try again');
    },
    SendFailed: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__error[role="alert"]')).toBe(
        'Could not send notices: The mail service is down.',
      );
      expect(canvas.querySelectorAll('.sq-restock-manager__group')).toHaveLength(5);
    },
    Empty: (canvas) => {
      expect(text(canvas, '.sq-restock-manager__empty')).toBe('No one has asked to hear about a restock yet.');
      expect(canvas.querySelector('table')).toBeNull();
    },
  },
  'form-block': {
    Contact: (canvas) => {
      expect(state(canvas, 'sq-form-block')).toBe('ready');
      expect(text(canvas, '.sq-form-block__submit')).toBe('Send message');
      expect(canvas.querySelectorAll('.sq-field')).toHaveLength(4);
    },
    Invalid: (canvas) => {
      expect(texts(canvas, '.sq-form-block__problem p')).toEqual([
        'Your form has encountered a problem. Please scroll down to review.',
        'One or more fields is invalid, please check your entries.',
      ]);
      // The required email field, left empty, is told the email rule, as when non-empty.
      expect(texts(canvas, '.sq-field__error')).toEqual([
        'Required',
        'Email is not valid. Email addresses should follow the format user@domain.com.',
        'Required',
      ]);
    },
    Sent: (canvas) =>
      expect(text(canvas, '.sq-form-block__success')).toBe("Thanks! We'll reply within two working days."),
    ServerError: (canvas) => {
      expect(texts(canvas, '.sq-form-block__problem p')).toContain('Unable to send form. Please try again later.');
      expect(canvas.querySelector<HTMLInputElement>('input[type="email"]')?.value).toBe('sam@example.com');
    },
    Broken: (canvas) => {
      expect(text(canvas, '.sq-form-block__broken')).toBe('This form cannot be shown right now.');
      expect(state(canvas, 'sq-form-block')).toBe('broken');
    },
  },
  newsletter: {
    Idle: (canvas) => {
      expect(text(canvas, '.sq-form-block__submit')).toBe('Sign up');
      expect(canvas.querySelector('input[type="email"]')).not.toBeNull();
    },
    Sent: (canvas) =>
      expect(text(canvas, '.sq-form-block__success')).toBe(
        'Thanks for signing up! The next letter goes out on the first of the month.',
      ),
  },
  gallery: {
    Grid: (canvas) => {
      expect(state(canvas, 'sq-gallery')).toBe('grid');
      expect(canvas.querySelectorAll('.sq-gallery__item')).toHaveLength(5);
      expect(canvas.querySelector<HTMLElement>('.sq-gallery')?.style.getPropertyValue('--sq-gallery-columns')).toBe(
        '3',
      );
      expect(
        [...canvas.querySelectorAll('img.sq-gallery__image')].map((image) => image.getAttribute('loading')),
      ).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    },
    Stacked: (canvas) => {
      expect(state(canvas, 'sq-gallery')).toBe('stacked');
      expect(texts(canvas, '.sq-gallery__title')).toEqual(['Trail', 'Lake', 'Dunes', 'Forest', 'Coast']);
      expect(text(canvas, '.sq-gallery__body')).toBe('A path through the hills at sunrise');
      expect(canvas.querySelector('.sq-gallery__meta')?.getAttribute('data-position')).toBe('bottom');
    },
    Slider: (canvas) => {
      expect(state(canvas, 'sq-gallery')).toBe('slider');
      expect(canvas.querySelector('[role="region"]')?.getAttribute('aria-roledescription')).toBe('carousel');
      expect(text(canvas, '.sq-gallery__status')).toBe('Image 1 of 5');
      expect(canvas.querySelector('.sq-gallery__next')).not.toBeNull();
    },
    Slideshow: (canvas) => {
      expect(state(canvas, 'sq-gallery')).toBe('slideshow');
      expect(text(canvas, '.sq-gallery__pause')).toBe('Pause');
      expect(canvas.querySelectorAll('.sq-gallery__indicators button')).toHaveLength(5);
      expect(canvas.querySelectorAll('.sq-gallery__thumbnails img')).toHaveLength(5);
      expect(canvas.querySelector('.sq-gallery__item')?.getAttribute('aria-current')).toBe('true');
    },
    CaptionsOnHover: (canvas) => {
      const captions = [...canvas.querySelectorAll('.sq-gallery__meta')];
      expect(captions).toHaveLength(5);
      expect(captions.every((caption) => caption.hasAttribute('data-hover'))).toBe(true);
      // Light text over a dark corner; dark text over the dunes' (9c5f26 is light by the platform's rule).
      expect(captions.map((caption) => caption.getAttribute('data-tone'))).toEqual([
        'light',
        'light',
        'dark',
        'light',
        'light',
      ]);
    },
    Lightbox: (canvas) => {
      expect(canvas.querySelectorAll('button.sq-gallery__open[aria-haspopup="dialog"]')).toHaveLength(5);
      expect(canvas.querySelector('dialog')).toBeNull();
    },
    LightboxOpen: (canvas) => {
      const dialog = canvas.querySelector<HTMLDialogElement>('dialog.sq-gallery-lightbox');
      expect(dialog?.open).toBe(true);
      expect(dialog?.getAttribute('data-theme')).toBe('light');
      expect(text(canvas, '.sq-gallery-lightbox__title')).toBe('Lake');
    },
    Clickthrough: (canvas) => {
      const links = [...canvas.querySelectorAll('a.sq-gallery__link')];
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/journal/trail', 'https://example.com/lake']);
      expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
      expect(links.every((link) => link.getAttribute('rel') === 'noopener')).toBe(true);
      expect(canvas.querySelector('.sq-gallery__body')).toBeNull();
    },
    Empty: (canvas) => {
      empty('sq-gallery')(canvas);
      expect(state(canvas, 'sq-gallery')).toBe('empty');
    },
  },
  'restock-form': {
    Idle: (canvas) => {
      expect(state(canvas, 'sq-restock-form')).toBe('shown');
      expect(text(canvas, '.sq-restock-form__cta')).toBe('Sign up to be notified when this item is back in stock.');
      expect(text(canvas, '.sq-restock-form__submit')).toBe('Notify Me');
    },
    ShopTexts: (canvas) => {
      expect(text(canvas, '.sq-restock-form__submit')).toBe('Tell me');
      expect(canvas.querySelector<HTMLInputElement>('.sq-restock-form__mailing-list input')?.checked).toBe(true);
      expect(canvas.querySelector('.sq-restock-form__captcha')).not.toBeNull();
    },
    EmailInvalid: (canvas) => expect(text(canvas, '.sq-restock-form__error')).toBe('Email is invalid'),
    Success: (canvas) =>
      expect(text(canvas, '.sq-restock-form__success')).toBe("Thanks! We'll let you know when it's back in stock."),
    Failed: (canvas) => {
      expect(text(canvas, '.sq-restock-form__error')).toBe('Unable to submit form. Please try again later.');
      expect(canvas.querySelector<HTMLInputElement>('.sq-restock-form__email')?.value).toBe('sam@example.com');
    },
    Hidden: (canvas) => {
      expect(state(canvas, 'sq-restock-form')).toBe('none');
      expect(canvas.querySelector('sq-restock-form')?.hasAttribute('hidden')).toBe(true);
    },
  },
  cart: {
    Filled: (canvas) => {
      expect(state(canvas, 'sq-cart')).toBe('filled');
      expect(texts(canvas, '.sq-cart__title')).toEqual(['Canvas Tote', 'Camp Mug']);
      expect(texts(canvas, '.sq-cart__answers dd')).toEqual(['For Sam', 'N/A']);
      expect(texts(canvas, '.sq-cart__total dt')).toEqual(['Subtotal', 'Shipping', 'Tax', 'Total']);
      expect(text(canvas, '.sq-cart__total--total dd')).toBe('$90.24');
    },
    Empty: (canvas) => {
      expect(state(canvas, 'sq-cart')).toBe('empty');
      expect(text(canvas, '.sq-cart__empty p')).toBe('Your cart is empty.');
    },
    Discounted: (canvas) => expect(text(canvas, '.sq-cart__total--discount dd')).toBe('−$22.50'),
    BelowMinimum: (canvas) => {
      expect(text(canvas, '.sq-cart__minimum')).toBe('To check out, your order subtotal must be $100.00 or more.');
      expect(canvas.querySelector<HTMLButtonElement>('.sq-cart__checkout')?.disabled).toBe(true);
    },
    Removed: (canvas) => {
      expect(text(canvas, '.sq-cart__undo')).toBe('Camp Mug removed. Undo');
      expect(texts(canvas, '.sq-cart__title')).toEqual(['Canvas Tote']);
    },
    QuantityFailed: (canvas) => {
      expect(text(canvas, '.sq-alert-dialog__title')).toBe('Unable to update quantity');
      expect(canvas.querySelector<HTMLInputElement>('input[aria-label="Quantity of Canvas Tote"]')?.value).toBe('40');
    },
    EditAnswers: (canvas) => {
      expect(text(canvas, '.sq-form-dialog__title')).toBe('Camp Mug');
      expect(canvas.querySelector<HTMLInputElement>('.sq-form-dialog input')?.value).toBe('For Sam');
    },
  },
  'quick-view': {
    Button: (canvas) => {
      expect(text(canvas, '.sq-quick-view__button')).toBe('Quick View');
      expect(canvas.querySelector('.sq-quick-view__button')?.getAttribute('aria-label')).toBe('Quick View Linen Shirt');
      expect(canvas.querySelector('dialog')).toBeNull();
    },
    Open: (canvas) => {
      const dialog = canvas.querySelector<HTMLDialogElement>('.sq-quick-view__dialog');
      expect(dialog?.open).toBe(true);
      expect(text(canvas, '.sq-quick-view__title')).toBe('Linen Shirt');
      expect(canvas.querySelector('.sq-quick-view__dialog sq-product')?.getAttribute('page-type')).toBe('quick-view');
      expect(canvas.querySelectorAll('.sq-quick-view__dialog sq-variant-picker select')).toHaveLength(2);
    },
    Failed: (canvas) => {
      expect(text(canvas, '.sq-quick-view__status[role="alert"]')).toBe('Unable to load. Try again.');
    },
  },
  product: {
    Card: (canvas) => {
      expect(text(canvas, 'h2')).toBe('Linen Shirt');
      expect(text(canvas, '.sq-product-price__amount')).toBe('$48.00');
      button('Add To Cart')(canvas);
    },
    Grid: (canvas) => {
      expect(texts(canvas, '.sq-add-to-cart__button')).toEqual([
        'Add To Cart',
        'Add To Cart',
        'Add To Cart',
        'Sold Out',
        'Add To Cart',
      ]);
      expect(texts(canvas, '.sq-product-status__badge')).toEqual(['sale', 'sold out']);
      expect(texts(canvas, 'sq-product-price')).toEqual([
        '$48.00',
        '$18.00',
        'Sale Price:$24.00 Original Price:$32.00',
        '$22.00',
        '$12.00',
      ]);
    },
    Page: (canvas) => {
      expect(text(canvas, 'h1')).toBe('Linen Shirt');
      expect(canvas.querySelectorAll('sq-variant-picker select')).toHaveLength(2);
      expect(canvas.querySelector<HTMLInputElement>('.sq-quantity-input__input')?.value).toBe('1');
      button('Add To Cart')(canvas);
      expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(true);
    },
    PageRadio: (canvas) => {
      expect(canvas.querySelectorAll('sq-variant-picker input[type="radio"]')).toHaveLength(5);
      button('Add To Cart')(canvas);
    },
    PageAdded: (canvas) => {
      button('Added!', 'added')(canvas);
      expect(canvas.querySelector('sq-cart-pill')?.hasAttribute('hidden')).toBe(false);
      expect(text(canvas, '.sq-cart-pill__count')).toBe('1');
      expect(text(canvas, '.sq-cart-pill__subtotal')).toBe('$48.00');
    },
  },
};

/** Each element's own checks (`stories/<name>.checks.ts`), by stories file name. */
const own = Object.fromEntries(
  Object.entries(import.meta.glob<{ checks: StoryChecks }>('../stories/*.checks.ts', { eager: true })).map(
    ([path, module]) => [checksFileName(path), module.checks],
  ),
);

/** What each story shows once rendered and played, by file and export name: a file's own checks, else the table above. */
const expected: Record<string, StoryChecks> = { ...central, ...own };

describe('stories', () => {
  it('takes the checks of each file from one place: its own checks file or the table here, never both', () => {
    expect(Object.keys(own).filter((file) => file in central)).toEqual([]);
    expect(Object.keys(own).filter((file) => !(file in files))).toEqual([]);
  });

  describe.each(ELEMENTS.map((element) => element.meta.tag))('%s', (tag) => {
    it(`has stories/${folderOf(tag)}.stories.tsx`, () => {
      expect(Object.keys(files), `no stories file for <${tag}> (stories/${folderOf(tag)}.stories.tsx)`).toContain(
        folderOf(tag),
      );
    });
  });

  for (const [file, stories] of Object.entries(files)) {
    describe(`${file}.stories.tsx`, () => {
      it('has an expectation for every story and no other', () => {
        expect(Object.keys(stories).sort()).toEqual(Object.keys(expected[file] ?? {}).sort());
      });

      for (const [name, Story] of Object.entries(stories)) {
        it(`renders ${name}`, async () => {
          const check = expected[file]?.[name];
          expect(check, `no expectation for ${file}/${name}`).toBeDefined();
          // A story of a failure the library reports to the console (a quick view that cannot
          // load) says so: its console errors are expected, and there must be one.
          const reports = (Story.parameters as { consoleErrors?: boolean }).consoleErrors
            ? vi.spyOn(console, 'error').mockImplementation(() => {})
            : null;
          const { canvas, unmount } = await renderStory(Story, (...handlers) => server.use(...handlers));
          if (reports) expect(reports).toHaveBeenCalled();
          try {
            check?.(canvas);
          } finally {
            await unmount();
          }
        });
      }
    });
  }
});
