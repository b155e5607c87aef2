import { z } from 'zod';
import type { ResponseConfig, RouteConfig, ZodMediaTypeObject, ZodRequestBody } from '@asteasolutions/zod-to-openapi';
import { DEFAULT_PAGE_SIZE, MAX_CURSOR_LENGTH, MAX_PAGE_SIZE } from '../../shared/pagination';
import { MAX_CHANGE_CURSOR_LENGTH } from '../../shared/list-paging';
import { ISO_INSTANT_MAX_LENGTH } from '../../records/record-description';
import type { OperationTag } from './tags';
import { NOTICE_MESSAGE_MAX_LENGTH } from '../notice';
import { exampleMadeOf, exampleOf, sameExampleAs, withExample } from './examples';

/**
 * The small parts every feature's `<x>.openapi.ts` builds its operations from, so that a body, an
 * answer or a parameter is written the same way everywhere. The schemas themselves are the
 * shared ones: the input schemas of validation/*.ts and the REST shapes of the records' descriptions (api/src/records/).
 */

const named = new Map<string, { source: z.ZodType; component: z.ZodType }>();

/**
 * `schema` as a named component of the document (`#/components/schemas/<name>`), so that every
 * operation answering it refers to one definition, with its example (examples.ts) where one is
 * given here or was given to the schema. One name, one schema: naming another schema the same
 * throws, rather than letting the document keep whichever came first.
 */
export function component<Schema extends z.ZodType>(name: string, schema: Schema, example?: z.input<Schema>): Schema {
  const known = named.get(name);
  if (known && known.source !== schema) throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
  if (example !== undefined) withExample(schema, example);
  if (known) return known.component as Schema;
  const result = schema.meta({ id: name });
  sameExampleAs(result, schema);
  named.set(name, { source: schema, component: result });
  return result;
}

/** The answer of the routes that only say what they did: `{ message }`. */
export const noticeBody = component(
  'Notice',
  z.strictObject({ message: z.string().max(NOTICE_MESSAGE_MAX_LENGTH).describe('What was done, in words a person can read') }),
);

/** A JSON request body, required; the document shows its schema's example (examples.ts). */
export function jsonBody(schema: z.ZodType, description?: string): ZodRequestBody {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema } } };
}

/**
 * A named schema (`component`), or null: a record the caller may not have yet. Written out here
 * because zod-to-openapi drops the null of `.nullable()` on a named schema.
 */
export function orNull(schema: z.ZodType): ZodMediaTypeObject['schema'] {
  const name = schema.meta()?.id;
  if (typeof name !== 'string') throw new Error('orNull takes a schema named with component()');
  const raw = { anyOf: [{ $ref: `#/components/schemas/${name}` }, { type: 'null' as const }] };
  sameExampleAs(raw, schema);
  return raw;
}

/** A JSON answer; the document shows its schema's example (examples.ts). */
export function json(description: string, schema: ZodMediaTypeObject['schema'], headers?: ResponseConfig['headers']): ResponseConfig {
  return { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema } } };
}

/** A file answered as it is stored, of the media types given (`*\/*` when any). */
export function file(description: string, ...mediaTypes: string[]): ResponseConfig {
  const content = Object.fromEntries(
    (mediaTypes.length > 0 ? mediaTypes : ['*/*']).map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }]),
  );
  return { description, content };
}

/** A page of HTML (the reference page, the contact form's answer without script). */
export function html(description: string): ResponseConfig {
  return { description, content: { 'text/html': { schema: { type: 'string' } } } };
}

/** The longest value a path parameter names: a record's id is 36 characters, the longest slug or key 200. */
export const PATH_PARAMETER_MAX_LENGTH = 200;

/** The path's parameters, each a text id (or slug) with what it names. */
export function pathParams(descriptions: Record<string, string>): z.ZodObject {
  return z.object(
    Object.fromEntries(
      Object.entries(descriptions).map(([name, description]) => [
        name,
        z.string().min(1).max(PATH_PARAMETER_MAX_LENGTH).describe(description),
      ]),
    ),
  );
}

/**
 * An optional query parameter from a field of a shared input schema (a filter's `category`, say),
 * as a query string carries it: absent rather than null, and without the form's own conversions
 * (an empty choice as "all", an id trimmed), which the service still applies.
 */
export function optional(field: z.ZodType, description: string): z.ZodType {
  return bare(field).optional().describe(description);
}

/** The schema inside optional, nullable, default and conversion wrappers: what a caller sends. */
function bare(schema: z.ZodType): z.ZodType {
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') && def.innerType)
    return bare(def.innerType);
  // z.preprocess(fn, schema) is a pipe from a transform to the schema; schema.transform(fn) one from the schema.
  if (def.type === 'pipe' && def.in && def.out) return bare(def.in._zod.def.type === 'transform' ? def.out : def.in);
  return schema;
}

/** The `first` and `after` of a list answered one page at a time (docs/product.md#rest-calls). */
export const pageQuery = {
  first: z
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .meta({ format: 'int32' })
    .optional()
    .describe(`How many to answer, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`),
  after: z.string().max(MAX_CURSOR_LENGTH).optional().describe('The X-Next-Cursor of the previous page, for the page after it'),
};

/** The operations of one mount, each under `tag` (the reference page groups them by it). */
export function tagged(tag: OperationTag, operations: RouteConfig[]): RouteConfig[] {
  return operations.map((operation) => ({ tags: [tag], ...operation }));
}

/** The longest instant `updated_since` takes: nanoseconds and an offset, 2026-11-01T00:00:00.123456789+02:00. */
const UPDATED_SINCE_MAX_LENGTH = 35;

/**
 * The query of a list a client can sync (docs/integrations.md#pages-and-sync): pageQuery, and
 * `updated_since` for only what changed since then.
 */
export const syncQuery = {
  ...pageQuery,
  // A change cursor (time and id) is longer than a page's.
  after: z.string().max(MAX_CHANGE_CURSOR_LENGTH).optional().describe('The X-Next-Cursor of the previous page, for the page after it'),
  updated_since: z
    .string()
    .max(UPDATED_SINCE_MAX_LENGTH)
    .optional()
    .describe(
      'Only what changed at or after this instant (ISO 8601 with its offset, such as 2026-11-01T00:00:00Z): oldest change first, a page at a time, records deleted since included as DeletedRecord',
    ),
};

/** A count of records, as a header carries it. */
const countSchema = { type: 'integer', format: 'int32', minimum: 0, maximum: 2 ** 31 - 1 } as const;

/** A record of a synced list deleted since the time asked: in the list in the record's place. */
export const deletedRecord = component(
  'DeletedRecord',
  z.strictObject({
    id: z.string().max(36).describe('The deleted record’s id'),
    deleted: z.literal(true).describe('Always true: tells a deletion from a record'),
    deletedAt: z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH).describe('When it was deleted'),
  }),
  { id: '5b0e7f3c-2d41-4c8e-9a57-0f6d2b8e4a19', deleted: true, deletedAt: '2026-11-20T08:15:42.000Z' },
);

/**
 * The answer of a list a client can sync: an array of its records, and with `updated_since` the
 * deleted ones too; with any paging, the total and the next cursor in headers.
 */
export function syncedList(description: string, record: z.ZodType): ResponseConfig {
  // A page of changes shows both kinds: a record changed, and one deleted since.
  const list = exampleMadeOf(z.array(z.union([record, deletedRecord])), () => {
    const shown = exampleOf(record);
    return shown === undefined ? undefined : [shown, exampleOf(deletedRecord)];
  });
  return json(
    description,
    list,
    pageHeaders(
      'On a page: how many match across all pages. On a page of changes (updated_since): how many changed or were deleted since then, as counted for the first page, which the pages after it repeat. Absent when a list answers whole',
      MAX_CHANGE_CURSOR_LENGTH,
    ),
  );
}

/**
 * The answer of a list always answered a page at a time: an array of its records, the total and the
 * next cursor in headers. With `changes`, the list takes `updated_since` too and its cursor may be a
 * change cursor, which is longer.
 */
export function pagedList(description: string, record: z.ZodType, { changes = false } = {}): ResponseConfig {
  const total = changes
    ? 'How many match across all pages; on a page of changes (updated_since), how many changed since then, as counted for the first page'
    : 'How many match, across all pages';
  return json(description, z.array(record).max(MAX_PAGE_SIZE), pageHeaders(total, changes ? MAX_CHANGE_CURSOR_LENGTH : MAX_CURSOR_LENGTH));
}

/** X-Total-Count and X-Next-Cursor, as every paged answer carries them. */
function pageHeaders(totalCount: string, cursorMaxLength: number): NonNullable<ResponseConfig['headers']> {
  return {
    'X-Total-Count': { description: totalCount, schema: countSchema },
    'X-Next-Cursor': {
      description: 'The `after` of the next page; absent on the last (and without paging)',
      schema: { type: 'string', maxLength: cursorMaxLength },
    },
  };
}
