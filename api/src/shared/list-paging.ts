import { z } from 'zod';
import { invalidInput, isAppError } from './errors';
import { pageSizeOfQuery, pageSizeSchema, pageWindow, type PageWindow } from './pagination';
import { parseInput } from './validate';

/**
 * How a caller asks for a list (docs/integrations.md#pages-and-sync):
 * - `all`: neither a page nor a change asked for: the list as the specification's endpoints answer it;
 * - `page`: `first` and/or `after`: one page in the list's own order, by an offset cursor;
 * - `changes`: `updatedSince`: what changed since then, oldest change first, deletions included,
 *   by a cursor that holds its place however the list changes meanwhile.
 */
export type ListPaging = { kind: 'all' } | { kind: 'page'; window: PageWindow } | ChangesPaging;

export interface ChangesPaging {
  kind: 'changes';
  since: Date;
  limit: number;
  /** The last change of the previous page: the next page starts after it. */
  after: ChangeCursor | null;
}

/** A change's place in the changes' order: its time, then its record's id. */
export interface ChangeCursor {
  at: Date;
  id: string;
  /**
   * In a cursor handed out: how many changes and deletions the sync's first page counted, which
   * the pages after it repeat instead of counting again (changed-since.ts). Absent in a cursor
   * made before the count was carried: that page counts again.
   */
  total?: number;
}

const NOT_A_CHANGE_CURSOR =
  'after is not a cursor of this list’s changes: pass the X-Next-Cursor (endCursor) it answered, with the same updatedSince';
export const MAX_CHANGE_CURSOR_LENGTH = 120;
// Record ids are UUIDs; a little wider so older ids of another form still page. Then the total, if carried.
const CHANGE_CURSOR = /^changes:(0|[1-9]\d{0,15}):([A-Za-z0-9_-]{1,36})(?::(0|[1-9]\d{0,15}))?$/;

export function encodeChangeCursor(cursor: ChangeCursor): string {
  const total = cursor.total === undefined ? '' : `:${cursor.total}`;
  return Buffer.from(`changes:${cursor.at.getTime()}:${cursor.id}${total}`).toString('base64url');
}

/** The place a change cursor holds, or undefined when it is not one encodeChangeCursor made. */
export function decodeChangeCursor(cursor: string): ChangeCursor | undefined {
  if (cursor.length > MAX_CHANGE_CURSOR_LENGTH) return undefined;
  const match = CHANGE_CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const place: ChangeCursor = {
    at: new Date(Number(match[1])),
    id: match[2],
    ...(match[3] === undefined ? {} : { total: Number(match[3]) }),
  };
  if (Number.isNaN(place.at.getTime()) || encodeChangeCursor(place) !== cursor) return undefined;
  return place;
}

/** An instant with its offset (2026-11-01T00:00:00Z, 2026-11-01T02:00:00+02:00), as every time the API answers. */
const updatedSinceSchema = z
  .string()
  .max(40, 'updatedSince must be at most 40 characters')
  .pipe(z.iso.datetime({ offset: true, message: 'updatedSince must be a date and time with its offset, such as 2026-11-01T00:00:00Z' }))
  .transform((value) => new Date(value));

const changesSchema = z.object({
  updatedSince: updatedSinceSchema,
  first: pageSizeSchema,
  after: z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value) return null;
      const place = decodeChangeCursor(value);
      if (!place) {
        context.addIssue({ code: 'custom', message: NOT_A_CHANGE_CURSOR });
        return z.NEVER;
      }
      return place;
    }),
});

export interface ListPagingArgs {
  first?: number | null;
  after?: string | null;
  updatedSince?: string | Date | null;
}

/**
 * The paging GraphQL's arguments ask for (the same rules as REST's query parameters). A connection
 * is always paged: without arguments, its first page.
 */
export function listPagingOf(args: ListPagingArgs): ListPaging {
  return firstPageIfWhole(pagingOf(args));
}

/** A list that is always paged answers its first page when no paging was asked for. */
function firstPageIfWhole(paging: ListPaging): ListPaging {
  return paging.kind === 'all' ? { kind: 'page', window: pageWindow({}) } : paging;
}

function pagingOf(args: ListPagingArgs): ListPaging {
  const { first, after } = args;
  const updatedSince = args.updatedSince instanceof Date ? args.updatedSince.toISOString() : args.updatedSince;
  if (updatedSince !== undefined && updatedSince !== null) {
    const parsed = parseInput(changesSchema, { updatedSince, first, after });
    return { kind: 'changes', since: parsed.updatedSince, limit: parsed.first, after: parsed.after };
  }
  if ((first === undefined || first === null) && !after) return { kind: 'all' };
  return { kind: 'page', window: pageWindow({ first, after }) };
}

/**
 * The paging a REST list's query asks for: `first`, `after` and `updated_since` (snake case, as
 * integrators' sync tools expect it), each at most once (http/query-parameters.ts refuses a repeat).
 * A list that has always answered a page (`alwaysPaged`: invoices, jobs, …) answers its first page
 * when none is asked for, as a GraphQL connection does; the others answer whole.
 */
export function listPagingOfQuery(query: Record<string, unknown>, { alwaysPaged = false } = {}): ListPaging {
  const { after, updated_since: updatedSince } = query;
  const first = pageSizeOfQuery(query.first);
  if (updatedSince !== undefined && typeof updatedSince !== 'string') {
    throw invalidInput([{ path: 'updated_since', message: 'updated_since must be a date and time with its offset' }]);
  }
  try {
    const paging = pagingOf({ first, after: typeof after === 'string' ? after : undefined, updatedSince });
    return alwaysPaged ? firstPageIfWhole(paging) : paging;
  } catch (error) {
    throw renamed(error, 'updatedSince', 'updated_since');
  }
}

/** REST names the parameter updated_since: its refusal says so. */
function renamed(error: unknown, from: string, to: string): unknown {
  if (!isAppError(error) || !error.fieldErrors.some((fieldError) => fieldError.path === from)) return error;
  return invalidInput(
    error.fieldErrors.map((fieldError) =>
      fieldError.path === from ? { path: to, message: fieldError.message.replace(from, to) } : fieldError,
    ),
  );
}
