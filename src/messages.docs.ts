/**
 * Every area of the catalogue of visitor texts, for the README table and the page context's JSON
 * Schema (never bundled: each area reaches a page with the code that shows its texts).
 */
import { DEFAULT_MESSAGES } from './messages';
import { PURCHASE_MESSAGES } from './purchase/messages';
import { QUICK_VIEW_MESSAGES } from '../elements/quick-view/quick-view.messages';

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
  { texts: QUICK_VIEW_MESSAGES, file: '../elements/quick-view/quick-view.messages.ts' },
];
