/** The demo shop's name, shown in its header and page titles (and in the stories' site header). */
export const SHOP_NAME = 'Fieldhouse';
