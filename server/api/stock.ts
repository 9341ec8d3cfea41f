import { HttpError } from '../http';
import { stockJson } from '../product-json';
import type { ApiHandler } from './context';

/** `GET /api/commerce/inventory/stock/?itemId=…`: live stock for each of a product's variants. */
export const getStock: ApiHandler = (ctx) => {
  const itemId = ctx.url.searchParams.get('itemId');
  if (!itemId) throw new HttpError(400, 'itemId query parameter is required.');
  const product = ctx.products.byId(itemId);
  if (!product) throw new HttpError(404, 'Product not found.');
  return stockJson(product);
};
