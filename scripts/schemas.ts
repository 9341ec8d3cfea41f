/**
 * Writes JSON Schemas (draft-07) of the data a page holds into dist/schemas/, from the same valibot
 * schemas the elements validate with, so a theme author's editor can check their JSON:
 * page-context.schema.json (#sq-page-context), product.schema.json (the JSON inside <sq-product>)
 * merchandising.schema.json (one entry of the page context's `merchandising`) and
 * form-definition.schema.json (the JSON inside <sq-form-block> and <sq-newsletter>).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import { FormDefinitionSchema } from '../src/forms/definition';
import type * as v from 'valibot';
import { BooleanMapSchema, MerchandisingDocsSchema, PageContextDocsSchema } from '../src/context/page-context.docs';
import { CURRENCIES } from '../src/format/currencies';
import {
  API_ROOT_PROBLEM,
  CountSchema,
  CURRENCY_PROBLEM,
  IntegerSchema,
  StringMapSchema,
  StringOrNumberSchema,
} from '../src/lib/schemas';
import { BILLING_UNIT_PROBLEM, ProductSchema } from '../src/product/product';

/** JSON Schemas for the schemas valibot checks with code (`v.custom`, `v.check`). */
const CUSTOM = new Map<unknown, JsonSchema>([
  [StringMapSchema, { type: 'object', additionalProperties: { type: 'string' } }],
  [BooleanMapSchema, { type: 'object', additionalProperties: { type: 'boolean' } }],
  [StringOrNumberSchema, { type: ['string', 'number'] }],
  [CountSchema, { type: 'integer', minimum: 0 }],
  [IntegerSchema, { type: 'integer' }],
]);

/** JSON Schemas for the checks made with code that are told apart by their message. */
const BY_MESSAGE = new Map<unknown, JsonSchema>([
  [CURRENCY_PROBLEM, { type: 'string', enum: [...CURRENCIES] }],
  [BILLING_UNIT_PROBLEM, { type: 'string', enum: ['WEEK', 'MONTH', 'YEAR'] }],
]);

/** One schema as JSON Schema, with a title and the shapes valibot checks with code filled in. */
export function jsonSchemaOf(schema: v.GenericSchema, title: string, description: string): JsonSchema {
  return {
    title,
    description,
    ...toJsonSchema(schema, {
      errorMode: 'ignore',
      overrideSchema: ({ valibotSchema }) => {
        const known = CUSTOM.get(valibotSchema) ?? BY_MESSAGE.get((valibotSchema as { message?: unknown }).message);
        if (known) return known;
        // Any other `v.custom` check here accepts an object (the merchandising map).
        return valibotSchema.type === 'custom' ? { type: 'object' } : undefined;
      },
      // The `apiRoot` path check as a pattern; stock and prices are never negative.
      overrideAction: ({ valibotAction }) => {
        const { message } = valibotAction as { message?: unknown };
        if (valibotAction.type !== 'check') return undefined;
        if (message === API_ROOT_PROBLEM) return { pattern: '^/(.*/)?$' };
        return message === 'Expected a number of 0 or more' ? { minimum: 0 } : undefined;
      },
    }),
  };
}

/** Every schema written, by file name. */
export function pageSchemas(): Record<string, JsonSchema> {
  return {
    'page-context.schema.json': jsonSchemaOf(
      PageContextDocsSchema,
      'storefront-elements page context',
      'The JSON in <script type="application/json" id="sq-page-context">. Every field is optional.',
    ),
    'product.schema.json': jsonSchemaOf(
      ProductSchema,
      'storefront-elements product item',
      'The JSON in the <script type="application/json"> inside <sq-product>.',
    ),
    'form-definition.schema.json': jsonSchemaOf(
      FormDefinitionSchema,
      'storefront-elements form definition',
      'The JSON in the <script type="application/json"> inside <sq-form-block> and <sq-newsletter>, and the answer of GetTemplateSchema?type=9 (a custom product form).',
    ),
    'merchandising.schema.json': jsonSchemaOf(
      MerchandisingDocsSchema,
      'storefront-elements product merchandising context',
      'One entry of the page context merchandising map (product id to this).',
    ),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/schemas');
  mkdirSync(out, { recursive: true });
  for (const [file, schema] of Object.entries(pageSchemas())) {
    writeFileSync(
      resolve(out, file),
      `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`,
    );
  }
  console.log(`wrote ${out}`);
}
