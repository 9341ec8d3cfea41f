/** The demo shop's name, shown in its header and page titles (and in the stories' site header). */
export const SHOP_NAME = 'Fieldhouse';

/** The demo shop's website id: the page context's `website.id`, every cart's `websiteId`, the gift card checkout's `websiteId`. */
export const WEBSITE_ID = 'demo-site';
