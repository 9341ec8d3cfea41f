/**
 * The demo shop's restock notifications: the texts some products show on their restock form
 * (merchandising `restockNotificationMessages`; the others keep the library's defaults), and the
 * sign-ups a fresh shop starts with, so the owner's page (`/config/restock`) has groups to page
 * through before anyone signs up.
 */

/** A product's own restock texts (its merchandising context's `restockNotificationMessages`), each optional. */
export interface RestockMessagesSeed {
  readonly CTAText?: string;
  readonly buttonText?: string;
  readonly placeholderText?: string;
  readonly mailingListDescription?: string;
  readonly successText?: string;
}

/** Restock texts by product slug; a product not named here shows the library's defaults. */
export const RESTOCK_MESSAGES: Readonly<Record<string, RestockMessagesSeed>> = {
  'ceramic-mug': {
    CTAText:
      'Every glaze comes out of the kiln in small batches. Leave your email and we will tell you when the next one is out.',
    buttonText: 'Tell me',
    placeholderText: 'you@example.com',
    mailingListDescription: 'Also send me the Fieldhouse newsletter (once a month).',
    successText: 'Thank you! We will email you as soon as this glaze is back.',
  },
  'linen-shirt': {
    CTAText: 'This size and colour is sold out. Get an email when it is back.',
    successText: 'Done: we will email you when it is back in stock.',
  },
  'seasonal-mystery-box': {
    CTAText: "This season's boxes are gone. Sign up to hear when the next batch is packed.",
    buttonText: 'Notify me',
  },
};

/** The restock texts of product `slug` ({} for the library's defaults). */
export function restockMessagesOf(slug: string): RestockMessagesSeed {
  return RESTOCK_MESSAGES[slug] ?? {};
}

/** One sign-up a fresh demo shop starts with. */
export interface SignUpSeed {
  /** The variant's sku (demo/catalogue.ts). */
  readonly sku: string;
  readonly email: string;
  /** How long before the shop was first started the visitor signed up, in hours. */
  readonly hoursAgo: number;
  readonly isJoinMailingList: boolean;
}

/**
 * The sign-ups of a fresh shop, all waiting: six products and variants (three pages of groups at
 * the default page size of 2). The Linen Shirt in S/Navy has been restocked since (1 in stock), so
 * its group is in stock; the others are still sold out.
 */
export const DEMO_SIGN_UPS: readonly SignUpSeed[] = [
  { sku: 'LINEN-S-NAVY', email: 'ada@example.com', hoursAgo: 200, isJoinMailingList: true },
  { sku: 'LINEN-S-NAVY', email: 'grace@example.com', hoursAgo: 150, isJoinMailingList: false },
  { sku: 'LINEN-M-NAVY', email: 'linus@example.com', hoursAgo: 120, isJoinMailingList: false },
  { sku: 'LINEN-M-NAVY', email: 'margaret@example.com', hoursAgo: 96, isJoinMailingList: true },
  { sku: 'LINEN-M-NAVY', email: 'alan@example.com', hoursAgo: 30, isJoinMailingList: false },
  { sku: 'MUG-WHT', email: 'katherine@example.com', hoursAgo: 72, isJoinMailingList: true },
  { sku: 'MUG-WHT', email: 'dennis@example.com', hoursAgo: 50, isJoinMailingList: false },
  { sku: 'MUG-SPK', email: 'barbara@example.com', hoursAgo: 48, isJoinMailingList: false },
  { sku: 'DENIM-L', email: 'edsger@example.com', hoursAgo: 20, isJoinMailingList: true },
  { sku: 'MYSTERY-BOX', email: 'hedy@example.com', hoursAgo: 12, isJoinMailingList: false },
  { sku: 'MYSTERY-BOX', email: 'tim@example.com', hoursAgo: 3, isJoinMailingList: true },
];
