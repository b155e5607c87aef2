import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { z } from 'zod';
import { invalidInput } from './errors';
import { parseInput } from './validate';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: `How many to return (1-${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE})` })
  first?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  after?: string | null;
}

// Plain values read by graphql-js's own resolver (DocumentType in documents.types.ts says why).
@ObjectType({ simpleResolvers: true })
export class PageInfo {
  @Field(() => Boolean)
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true })
  endCursor!: string | null;
}

/** A page of a list with the size of the whole (filtered) list, for every growing list. */
export interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

export function ConnectionType<T extends object>(name: string, node: ClassType<T>) {
  @ObjectType(`${name}Connection`, { simpleResolvers: true })
  class ConnectionClass implements Connection<T> {
    @Field(() => [node])
    nodes!: T[];

    @Field(() => Int, { description: 'How many match the filters, across all pages' })
    totalCount!: number;

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}

/**
 * The furthest a cursor may point: ten million records in. No list is paged that far by hand
 * (exports and filters are for that), and a bound keeps the offset a number both databases take.
 */
export const MAX_CURSOR_OFFSET = 10_000_000;
/** The base64url of `offset:` and the bound's digits, with room to spare. */
export const MAX_CURSOR_LENGTH = 40;
const NOT_A_CURSOR = 'after is not a cursor from this list';
const PAST_THE_LAST_CURSOR = `after points past the ${MAX_CURSOR_OFFSET.toLocaleString('en-US')}th record, further than any list is paged: narrow the list with its filters`;

/** A page's size: 1 to MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when not given (every paged list, offset or changes). */
export const pageSizeSchema = z
  .number()
  .int('first must be a whole number')
  .min(1, 'first must be at least 1')
  .max(MAX_PAGE_SIZE, `first must be at most ${MAX_PAGE_SIZE}`)
  .nullish()
  .transform((value) => value ?? DEFAULT_PAGE_SIZE);

const pageSchema = z.object({
  first: pageSizeSchema,
  after: z
    .string()
    .nullish()
    .transform((value, context) => {
      if (!value) return 0;
      const offset = decodeCursor(value);
      if (offset === undefined) {
        context.addIssue({ code: 'custom', message: NOT_A_CURSOR });
        return z.NEVER;
      }
      if (offset > MAX_CURSOR_OFFSET) {
        context.addIssue({ code: 'custom', message: PAST_THE_LAST_CURSOR });
        return z.NEVER;
      }
      return offset;
    }),
});

export interface PageWindow {
  limit: number;
  offset: number;
}

/** Cursors are opaque to clients; inside they carry the offset after the last node. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

/**
 * The offset a cursor carries, or undefined when it is not one encodeCursor could have made: the
 * text is exactly `offset:<n>` (no sign, no leading zero, no padding or stray characters, which
 * base64url decoding would otherwise skip), and n a safe whole number, so a forged one never
 * reaches the database as a number it cannot hold. The upper bound is checked by pageWindow.
 */
export function decodeCursor(cursor: string): number | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH) return undefined;
  const match = /^offset:(0|[1-9]\d*)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return undefined;
  const offset = Number(match[1]);
  if (!Number.isSafeInteger(offset) || encodeCursor(offset) !== cursor) return undefined;
  return offset;
}

export function pageWindow(args: { first?: number | null; after?: string | null } = {}): PageWindow {
  const { first, after } = parseInput(pageSchema, { first: args.first, after: args.after });
  return { limit: first, offset: after };
}

export function toConnection<T>(nodes: T[], totalCount: number, window: PageWindow): Connection<T> {
  const end = window.offset + nodes.length;
  return { nodes, totalCount, pageInfo: { hasNextPage: end < totalCount, endCursor: nodes.length > 0 ? encodeCursor(end) : null } };
}

/**
 * A REST list's `?first=` as the number pageSizeSchema then bounds: absent or empty is the default
 * (undefined); anything but digits is a 400 naming it. More digits than a safe number holds
 * stays a number too large, so the refusal says the most a page takes rather than "whole number".
 */
export function pageSizeOfQuery(first: unknown): number | undefined {
  if (first === undefined || first === '') return undefined;
  if (typeof first !== 'string' || !/^\d+$/.test(first)) throw invalidInput([{ path: 'first', message: 'first must be a whole number' }]);
  const digits = first.replace(/^0+(?=\d)/, '');
  return digits.length > 15 ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/** The page a REST list's `?first=&after=` asks for: `first` a whole number, `after` a cursor of the list. */
export function pageWindowOfQuery(query: Record<string, unknown>): PageWindow {
  return pageWindow({ first: pageSizeOfQuery(query.first), after: typeof query.after === 'string' ? query.after : undefined });
}
