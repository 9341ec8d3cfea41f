import { FORM_IDS } from './forms';

/** The platform's product types (physical 1, digital 2, service 3, gift card 4), as the server stores them. */
export const PRODUCT_TYPE = { physical: 1, digital: 2, service: 3, giftCard: 4 } as const;

/** A subscription's billing: every `value` weeks, months or years, `cycles` times (0: until cancelled). */
export interface PlanSeed {
  readonly unit: 'WEEK' | 'MONTH' | 'YEAR';
  readonly value: number;
  readonly cycles: number;
}

/** One of the choices a subscription product offers: a plan, and what it takes off each variant's price. */
export interface SubscriptionOptionSeed {
  /** Names the option within its product (its id is a hash of the product's slug and this). */
  readonly key: string;
  readonly plan: PlanSeed;
  /** Percent off every variant's price under this option; none when absent. */
  readonly percentOff?: number;
}

/** How a subscription product bills: its own plan, and the options a visitor chooses from (none: the plan). */
export interface SubscriptionSeed {
  readonly plan: PlanSeed;
  readonly options?: readonly SubscriptionOptionSeed[];
}

/** One variant in the seed catalogue; prices in cents, `stock` a count or `'unlimited'`. */
export interface VariantSeed {
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly priceCents: number;
  readonly salePriceCents?: number;
  readonly stock: number | 'unlimited';
}

/** One product in the seed catalogue. */
export interface ProductSeed {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly productType: (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
  readonly optionOrdering: readonly string[];
  readonly pickerDisplay: 'dropdown' | 'radio';
  /** The most units of this product one order may hold. */
  readonly perOrderLimit?: number;
  readonly customAddButtonText?: string;
  /** Its add-to-cart buttons carry `express-checkout`: after the add, the whole window goes to checkout. */
  readonly expressCheckout?: true;
  /** False keeps the product off the shop's list page (it still has its own page): test fixtures. */
  readonly listed?: false;
  /** Sold as a subscription (`isSubscribable`), billed as this says. */
  readonly subscription?: SubscriptionSeed;
  /**
   * The id of its custom product form (demo/forms.ts), whose answers every add of it carries
   * (`structuredContent.additionalFieldsFormId`); none when absent.
   */
  readonly formId?: string;
  readonly variants: readonly VariantSeed[];
}

type Stock = VariantSeed['stock'];

/** A single-variant product's one variant. */
function only(sku: string, priceCents: number, stock: Stock, salePriceCents?: number): VariantSeed[] {
  return [{ sku, attributes: {}, priceCents, stock, ...(salePriceCents === undefined ? {} : { salePriceCents }) }];
}

/** Variants for one option; `rows` are `[value, skuSuffix, priceCents, stock, salePriceCents?]`. */
function byOption(
  option: string,
  skuPrefix: string,
  rows: ReadonlyArray<readonly [string, string, number, Stock, number?]>,
): VariantSeed[] {
  return rows.map(([value, suffix, priceCents, stock, salePriceCents]) => ({
    sku: `${skuPrefix}-${suffix}`,
    attributes: { [option]: value },
    priceCents,
    stock,
    ...(salePriceCents === undefined ? {} : { salePriceCents }),
  }));
}

/** Variants for every pair of two options' values; `stock` lists one count per pair, first option outermost. */
function byTwoOptions(
  [first, firstValues]: readonly [string, readonly string[]],
  [second, secondValues]: readonly [string, readonly string[]],
  skuPrefix: string,
  price: (a: string, b: string) => number,
  stock: readonly Stock[],
): VariantSeed[] {
  const variants: VariantSeed[] = [];
  for (const a of firstValues) {
    for (const b of secondValues) {
      variants.push({
        sku: `${skuPrefix}-${code(a)}-${code(b)}`,
        attributes: { [first]: a, [second]: b },
        priceCents: price(a, b),
        stock: stock[variants.length] ?? 0,
      });
    }
  }
  return variants;
}

function code(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]+/g, '');
}

const physical = PRODUCT_TYPE.physical;

const EVERY_TWO_WEEKS: PlanSeed = { unit: 'WEEK', value: 2, cycles: 0 };
const EVERY_MONTH: PlanSeed = { unit: 'MONTH', value: 1, cycles: 0 };

/**
 * The demo shop's products, in display order: the list page shows all but one test fixture (a
 * title made of markup), among them two products with a custom form (the Engraved Camp Mug and
 * the Custom Leather Patch), three purchase-path products (two subscriptions, a gift card) and a
 * sold-out single-variant product (the Seasonal Mystery Box). Prices are USD cents.
 */
export const catalogue: readonly ProductSeed[] = [
  {
    slug: 'linen-shirt',
    title: 'Linen Shirt',
    description: 'A breezy shirt in washed European linen. Relaxed fit, mother-of-pearl buttons.',
    productType: physical,
    optionOrdering: ['Size', 'Colour'],
    pickerDisplay: 'dropdown',
    // S/Sand has exactly 3 in stock; M/Navy is out of stock.
    variants: byTwoOptions(
      ['Size', ['S', 'M', 'L']],
      ['Colour', ['Sand', 'Navy']],
      'LINEN',
      () => 4800,
      [3, 1, 6, 0, 2, 4],
    ),
  },
  {
    slug: 'ceramic-mug',
    title: 'Ceramic Mug',
    description: 'Wheel-thrown stoneware mug, 350 ml. Every glaze is a little different.',
    productType: physical,
    optionOrdering: ['Glaze'],
    pickerDisplay: 'dropdown',
    variants: byOption('Glaze', 'MUG', [
      ['White', 'WHT', 2200, 0],
      ['Speckled', 'SPK', 2200, 0],
    ]),
  },
  {
    slug: 'canvas-tote',
    title: 'Canvas Tote',
    description: 'Heavyweight cotton canvas with an inside pocket. Carries a week of groceries.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('TOTE', 1800, 50),
  },
  {
    slug: 'field-guide-pdf',
    title: 'Field Guide (PDF)',
    description: 'A 64-page illustrated guide to caring for natural fabrics. Delivered as a download.',
    productType: PRODUCT_TYPE.digital,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('GUIDE-PDF', 1200, 'unlimited'),
  },
  {
    slug: 'styling-session',
    title: 'Styling Session',
    description: 'A one-to-one video call with our stylist to plan a capsule wardrobe.',
    productType: PRODUCT_TYPE.service,
    optionOrdering: ['Length'],
    pickerDisplay: 'radio',
    variants: byOption('Length', 'STYLE', [
      ['30 min', '30', 6000, 'unlimited'],
      ['60 min', '60', 11000, 'unlimited'],
    ]),
  },
  {
    slug: 'wool-beanie',
    title: 'Wool Beanie',
    description: 'Ribbed merino beanie, knitted in Scotland. Now on sale in every colour.',
    productType: physical,
    optionOrdering: ['Colour'],
    pickerDisplay: 'dropdown',
    variants: byOption('Colour', 'BEANIE', [
      ['Charcoal', 'CHA', 3200, 8, 2400],
      ['Rust', 'RUS', 3200, 5, 2400],
      ['Moss', 'MOS', 3200, 3, 2400],
    ]),
  },
  {
    slug: 'limited-edition-print',
    title: 'Limited Edition Print',
    description: 'A signed, numbered risograph print on 300 gsm paper. Limit one per order.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    perOrderLimit: 1,
    variants: only('PRINT-LTD', 12000, 10),
  },
  {
    slug: 'hostile-tee',
    title: '<img src=x onerror=alert(1)> Hostile Tee',
    listed: false,
    description: 'A tee whose name is markup. "Quotes", <b>tags</b> & ampersands must show as text.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    variants: byOption('Size', 'HOSTILE', [
      ['S', 'S', 2500, 5],
      ['M <b>', 'M', 2500, 5],
    ]),
  },
  {
    slug: 'trail-sneakers',
    title: 'Trail Sneakers',
    description: 'Grippy, water-resistant sneakers for city and trail. Ships next month.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    customAddButtonText: 'Pre-order',
    variants: byOption('Size', 'SNEAKER', [
      ['8', '8', 13500, 20],
      ['9', '9', 13500, 20],
      ['10', '10', 13500, 20],
      ['11', '11', 13500, 20],
    ]),
  },
  {
    slug: 'denim-jacket',
    title: 'Denim Jacket',
    description: 'Selvedge denim trucker jacket that fades beautifully with wear.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    variants: byOption('Size', 'DENIM', [
      ['S', 'S', 9800, 2],
      ['M', 'M', 9800, 4],
      ['L', 'L', 9800, 0],
    ]),
  },
  {
    slug: 'leather-wallet',
    title: 'Leather Wallet',
    description: 'Vegetable-tanned leather bifold with six card slots.',
    productType: physical,
    optionOrdering: ['Colour'],
    pickerDisplay: 'dropdown',
    variants: byOption('Colour', 'WALLET', [
      ['Tan', 'TAN', 6500, 7],
      ['Black', 'BLK', 6500, 12],
    ]),
  },
  {
    slug: 'scented-candle',
    title: 'Scented Candle',
    description: 'Soy wax candle in a reusable glass, about 50 hours of burn time.',
    productType: physical,
    optionOrdering: ['Scent'],
    pickerDisplay: 'dropdown',
    variants: byOption('Scent', 'CANDLE', [
      ['Fig', 'FIG', 2800, 12],
      ['Cedar', 'CED', 2800, 9],
      ['Sea Salt', 'SEA', 2800, 1],
    ]),
  },
  {
    slug: 'cotton-socks',
    title: 'Cotton Socks',
    description: 'Organic cotton crew socks with a cushioned sole.',
    productType: physical,
    optionOrdering: ['Size', 'Colour'],
    pickerDisplay: 'dropdown',
    variants: byTwoOptions(
      ['Size', ['S/M', 'L/XL']],
      ['Colour', ['Grey', 'Oat']],
      'SOCKS',
      () => 1400,
      [30, 25, 18, 0],
    ),
  },
  {
    slug: 'stoneware-bowl',
    title: 'Stoneware Bowl',
    description: 'A deep bowl for ramen, salads and everything in between.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    variants: byOption('Size', 'BOWL', [
      ['Small', 'SM', 1800, 15],
      ['Large', 'LG', 2600, 6],
    ]),
  },
  {
    slug: 'rain-jacket',
    title: 'Rain Jacket',
    description: 'Seam-sealed, breathable shell that packs into its own pocket.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    variants: byOption('Size', 'RAIN', [
      ['S', 'S', 15000, 3],
      ['M', 'M', 15000, 5],
      ['L', 'L', 15000, 5],
      ['XL', 'XL', 15000, 2],
    ]),
  },
  {
    slug: 'silk-scarf',
    title: 'Silk Scarf',
    description: 'Hand-rolled silk twill scarf. The striped one is on sale.',
    productType: physical,
    optionOrdering: ['Pattern'],
    pickerDisplay: 'dropdown',
    variants: byOption('Pattern', 'SCARF', [
      ['Floral', 'FLO', 5500, 6],
      ['Stripe', 'STR', 5500, 4, 4400],
    ]),
  },
  {
    slug: 'notebook-set',
    title: 'Notebook Set',
    description: 'Three dot-grid notebooks with lay-flat binding.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('NOTEBOOK-3', 1600, 40),
  },
  {
    slug: 'enamel-pin',
    title: 'Enamel Pin',
    description:
      'A hard enamel pin of our shop mascot, a very patient heron. Bought in one step: Buy Now goes straight to checkout.',
    productType: physical,
    customAddButtonText: 'Buy Now',
    expressCheckout: true,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('PIN-HERON', 900, 100),
  },
  {
    slug: 'yoga-mat',
    title: 'Yoga Mat',
    description: 'Natural rubber mat with a cork top, 4 mm thick.',
    productType: physical,
    optionOrdering: ['Colour'],
    pickerDisplay: 'dropdown',
    variants: byOption('Colour', 'YOGA', [
      ['Sage', 'SAGE', 7200, 4],
      ['Clay', 'CLAY', 7200, 2],
    ]),
  },
  {
    slug: 'water-bottle',
    title: 'Water Bottle',
    description: 'Insulated steel bottle that keeps drinks cold for a day.',
    productType: physical,
    optionOrdering: ['Size'],
    pickerDisplay: 'dropdown',
    variants: byOption('Size', 'BOTTLE', [
      ['500 ml', '500', 2400, 22],
      ['750 ml', '750', 2800, 14],
    ]),
  },
  {
    slug: 'linen-apron',
    title: 'Linen Apron',
    description: 'A cross-back apron with deep pockets, in the same linen as our shirts.',
    productType: physical,
    optionOrdering: ['Colour'],
    pickerDisplay: 'dropdown',
    variants: byOption('Colour', 'APRON', [
      ['Sand', 'SAND', 3800, 9],
      ['Olive', 'OLV', 3800, 0],
    ]),
  },
  {
    slug: 'wall-planter',
    title: 'Wall Planter',
    description: 'A terracotta planter that hangs flat against the wall.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('PLANTER', 4400, 3),
  },
  {
    slug: 'bamboo-sunglasses',
    title: 'Bamboo Sunglasses',
    description: 'Polarised lenses in a bamboo frame. The last pair in stock.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('SUNGLASSES', 8500, 1),
  },
  {
    slug: 'coffee-beans',
    title: 'Coffee Beans',
    description: 'Single-origin beans roasted weekly in small batches.',
    productType: physical,
    optionOrdering: ['Grind', 'Weight'],
    pickerDisplay: 'dropdown',
    variants: byTwoOptions(
      ['Grind', ['Whole Bean', 'Ground']],
      ['Weight', ['250 g', '1 kg']],
      'COFFEE',
      (_grind, weight) => (weight === '1 kg' ? 4200 : 1500),
      [40, 10, 25, 8],
    ),
  },
  {
    slug: 'gift-box',
    title: 'Gift Box',
    description: 'A wrapped box of three favourites from the shop, with a handwritten card.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('GIFT-BOX', 6500, 12),
  },
  {
    slug: 'engraved-camp-mug',
    title: 'Engraved Camp Mug',
    description:
      'An enamel camp mug, 350 ml, laser-engraved with your words in the font you choose. ' +
      'Add a gift message and we write it on a card in the box.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    formId: FORM_IDS.campMugEngraving,
    variants: only('CAMP-MUG-ENGRAVED', 2800, 60),
  },
  {
    slug: 'custom-leather-patch',
    title: 'Custom Leather Patch',
    description:
      'A vegetable-tanned leather patch stamped with your initials, to stitch onto a cap, a bag or a jacket. ' +
      'We send a proof before we stamp it.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    formId: FORM_IDS.leatherPatch,
    variants: only('LEATHER-PATCH', 2200, 40),
  },
  {
    slug: 'trailhead-coffee-subscription',
    title: 'Trailhead Coffee Subscription',
    description:
      'Our Trailhead blend, roasted the week it ships and delivered on your schedule. ' +
      'Save 10% when you commit to a year of monthly bags.',
    productType: physical,
    optionOrdering: ['Grind'],
    pickerDisplay: 'radio',
    subscription: {
      plan: EVERY_TWO_WEEKS,
      options: [
        { key: 'every-2-weeks', plan: EVERY_TWO_WEEKS },
        { key: 'every-month', plan: EVERY_MONTH },
        { key: 'every-month-for-a-year', plan: { unit: 'MONTH', value: 1, cycles: 12 }, percentOff: 10 },
      ],
    },
    variants: byOption('Grind', 'TRAILHEAD', [
      ['Whole Bean', 'WB', 1800, 'unlimited'],
      ['Ground', 'GR', 1800, 'unlimited'],
    ]),
  },
  {
    slug: 'firewood-bundle-delivery',
    title: 'Firewood Bundle Delivery',
    description: 'A bundle of kiln-dried oak and ash, stacked by your door once a month through the cold season.',
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    subscription: { plan: EVERY_MONTH },
    variants: only('FIREWOOD-BUNDLE', 4500, 30),
  },
  {
    slug: 'fieldhouse-gift-card',
    title: 'Fieldhouse Gift Card',
    description: 'Sent by email with your note. Spends on anything in the shop and never expires.',
    productType: PRODUCT_TYPE.giftCard,
    optionOrdering: ['Amount'],
    pickerDisplay: 'radio',
    variants: byOption('Amount', 'GIFTCARD', [
      ['$25', '25', 2500, 'unlimited'],
      ['$50', '50', 5000, 'unlimited'],
      ['$100', '100', 10000, 'unlimited'],
      ['$200', '200', 20000, 'unlimited'],
    ]),
  },
  {
    // Sold out: the one single-variant product whose restock form shows before any choice.
    slug: 'seasonal-mystery-box',
    title: 'Seasonal Mystery Box',
    description:
      'Three surprises from the workshop, packed by hand once a season. ' +
      "This season's boxes are gone: leave your email to hear when the next batch is packed.",
    productType: physical,
    optionOrdering: [],
    pickerDisplay: 'dropdown',
    variants: only('MYSTERY-BOX', 4500, 0),
  },
];

/** The id of a product's custom form (demo/forms.ts), or null when it has none. */
export function formIdOf(slug: string): string | null {
  return catalogue.find((seed) => seed.slug === slug)?.formId ?? null;
}

/** Whether a product appears on the shop's list page. */
export function isListed(slug: string): boolean {
  return catalogue.find((seed) => seed.slug === slug)?.listed !== false;
}

/** The products the shop's list page shows, in catalogue order. */
export function listedSeeds(): ProductSeed[] {
  return catalogue.filter((seed) => seed.listed !== false);
}
