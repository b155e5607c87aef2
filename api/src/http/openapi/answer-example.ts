import type { z } from 'zod';
import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { exampleFor } from './examples';
import { json } from './operation-parts';

/**
 * A JSON answer of a named record (`component`) that shows an example of its own instead of the
 * record's: for an operation that always answers the record in one state, which the record's one
 * example does not show (an approved document is never what a rejection answers). The example is
 * checked against the schema like every other (exampleFor, examples.ts).
 */
export function jsonShowing<Schema extends z.ZodType>(description: string, schema: Schema, example: z.input<Schema>): ResponseConfig {
  return { ...json(description, schema), content: { 'application/json': { schema, example: exampleFor(schema, example) } } };
}
