import * as v from 'valibot';
import { request, type ApiResult } from './client';

/** One stock record: how many of one variant are left, or unlimited. */
export const StockRecordSchema = v.object({
  variantId: v.nullish(v.string()),
  sku: v.nullish(v.string()),
  qtyInStock: v.nullish(v.number(), 0),
  unlimited: v.nullish(v.boolean(), false),
});

/** One stock record. */
export type StockRecord = v.InferOutput<typeof StockRecordSchema>;

const StockResultSchema = v.object({ results: v.array(StockRecordSchema) });

/** The stock call's answer. */
export type StockResult = v.InferOutput<typeof StockResultSchema>;

/** GET {apiRoot}commerce/inventory/stock/?itemId=…: live stock for a product. */
export function fetchStock(apiRoot: string, itemId: string): Promise<ApiResult<StockResult>> {
  return request(`${apiRoot}commerce/inventory/stock/`, { schema: StockResultSchema, query: { itemId } });
}
