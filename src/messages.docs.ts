/**
 * Every area of the catalogue of visitor texts, for the table in docs/visitor-texts.md and the page
 * context's JSON Schema (never bundled: each area reaches a page with the code that shows its texts).
 */
import { DEFAULT_MESSAGES } from './messages';
import { PURCHASE_MESSAGES } from './purchase/messages';
import { CALL_MESSAGES } from './purchase/call-messages';
import { FORM_MESSAGES } from './forms/messages';
import { FORM_BLOCK_MESSAGES } from './forms/block-messages';
import { FORM_BLOCK_ELEMENT_MESSAGES } from '../elements/form-block/form-block.messages';
import { QUICK_VIEW_MESSAGES } from '../elements/quick-view/quick-view.messages';
import { CART_MESSAGES } from './cart/messages';
import { CART_PILL_MESSAGES } from '../elements/cart-pill/cart-pill.messages';
import { RESTOCK_FORM_MESSAGES } from './restock/signup-messages';
import { AFTERPAY_BADGE_MESSAGES } from '../elements/afterpay-badge/afterpay-badge.messages';
import { RESTOCK_MANAGER_MESSAGES } from './restock/manager-messages';

/** One area: its texts and the source file whose comments say where each shows. */
export interface MessageArea {
  readonly texts: Readonly<Record<string, string>>;
  /** Relative to src/. */
  readonly file: string;
}

/** The areas, core first. */
export const MESSAGE_AREAS: readonly MessageArea[] = [
  { texts: DEFAULT_MESSAGES, file: 'messages.ts' },
  { texts: PURCHASE_MESSAGES, file: 'purchase/messages.ts' },
  { texts: CALL_MESSAGES, file: 'purchase/call-messages.ts' },
  { texts: QUICK_VIEW_MESSAGES, file: '../elements/quick-view/quick-view.messages.ts' },
  { texts: FORM_MESSAGES, file: 'forms/messages.ts' },
  { texts: FORM_BLOCK_MESSAGES, file: 'forms/block-messages.ts' },
  { texts: FORM_BLOCK_ELEMENT_MESSAGES, file: '../elements/form-block/form-block.messages.ts' },
  { texts: CART_MESSAGES, file: '../src/cart/messages.ts' },
  { texts: CART_PILL_MESSAGES, file: '../elements/cart-pill/cart-pill.messages.ts' },
  { texts: RESTOCK_FORM_MESSAGES, file: '../src/restock/signup-messages.ts' },
  { texts: AFTERPAY_BADGE_MESSAGES, file: '../elements/afterpay-badge/afterpay-badge.messages.ts' },
  { texts: RESTOCK_MANAGER_MESSAGES, file: '../src/restock/manager-messages.ts' },
];
