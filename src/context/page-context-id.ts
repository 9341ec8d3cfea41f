/**
 * The id of the page context block, on its own so the analytics module can
 * find the block without the elements' page context schema.
 */
export const PAGE_CONTEXT_ID = 'sq-page-context';
