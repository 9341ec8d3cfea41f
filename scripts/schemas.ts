/**
 * Writes JSON Schemas (draft-07) of the data a page holds into dist/schemas/, from the same valibot
 * schemas the elements validate with, so a theme author's editor can check their JSON:
 * page-context.schema.json (#sq-page-context), product.schema.json (the JSON inside <sq-product>)
 * and merchandising.schema.json (one entry of the page context's `merchandising`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { PageContextSchema } from '../src/context/page-context';
import { BooleanMapSchema, CountSchema, IntegerSchema, StringMapSchema, StringOrNumberSchema } from '../src/lib/schemas';
import { MerchandisingSchema } from '../src/product/merchandising';
import { ProductSchema } from '../src/product/product';

/** JSON Schemas for the schemas valibot checks with code (`v.custom`, `v.check`). */
const CUSTOM = new Map<unknown, JsonSchema>([
  [StringMapSchema, { type: 'object', additionalProperties: { type: 'string' } }],
  [BooleanMapSchema, { type: 'object', additionalProperties: { type: 'boolean' } }],
  [StringOrNumberSchema, { type: ['string', 'number'] }],
  [CountSchema, { type: 'integer', minimum: 0 }],
  [IntegerSchema, { type: 'integer' }],
]);

/** One schema as JSON Schema, with a title and the shapes valibot checks with code filled in. */
export function jsonSchemaOf(schema: v.GenericSchema, title: string, description: string): JsonSchema {
  return {
    title,
    description,
    ...toJsonSchema(schema, {
      errorMode: 'ignore',
      overrideSchema: ({ valibotSchema }) => {
        const known = CUSTOM.get(valibotSchema);
        if (known) return known;
        // Any other `v.custom` check here accepts an object (the merchandising map).
        return valibotSchema.type === 'custom' ? { type: 'object' } : undefined;
      },
      // The `apiRoot` path check: the same rule as a pattern.
      overrideAction: ({ valibotAction }) =>
        valibotAction.type === 'check' &&
        (valibotAction as { message?: unknown }).message === 'Expected a path that starts and ends with /'
          ? { pattern: '^/(.*/)?$' }
          : undefined,
    }),
  };
}

/** Every schema written, by file name. */
export function pageSchemas(): Record<string, JsonSchema> {
  return {
    'page-context.schema.json': jsonSchemaOf(
      PageContextSchema,
      'storefront-elements page context',
      'The JSON in <script type="application/json" id="sq-page-context">. Every field is optional.',
    ),
    'product.schema.json': jsonSchemaOf(
      ProductSchema,
      'storefront-elements product item',
      'The JSON in the <script type="application/json"> inside <sq-product>.',
    ),
    'merchandising.schema.json': jsonSchemaOf(
      MerchandisingSchema,
      'storefront-elements product merchandising context',
      'One entry of the page context merchandising map (product id to this).',
    ),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/schemas');
  mkdirSync(out, { recursive: true });
  for (const [file, schema] of Object.entries(pageSchemas())) {
    writeFileSync(resolve(out, file), `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`);
  }
  console.log(`wrote ${out}`);
}
