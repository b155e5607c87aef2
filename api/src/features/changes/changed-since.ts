import { LessThan, type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { encodeChangeCursor, type ChangeCursor, type ChangesPaging, type ListPaging } from '../../shared/list-paging';
import { toConnection, type Connection } from '../../shared/pagination';
import { DELETIONS_KEPT_DAYS, type DeletableRecordType } from './deletable-record-types';
import { RecordDeletion } from './record-deletion.entity';

/** A record deleted since the time asked: its id and when, as a synced list reports it. */
export interface Deletion {
  id: string;
  deletedAt: Date;
}

/** A page of a list: the records, and (when changes were asked for) the deletions among them. */
export interface ListPage<T> extends Connection<T> {
  deleted: Deletion[];
  /** The records and deletions together in the order of the page (changes only: oldest first). */
  changes: (T | DeletedItem)[];
}

/** A deletion in a page's order, told apart from a record by `deleted`. */
export interface DeletedItem extends Deletion {
  deleted: true;
}

export const isDeletedItem = (item: unknown): item is DeletedItem =>
  typeof item === 'object' && item !== null && (item as { deleted?: unknown }).deleted === true;

/** A page read without asking for changes: no deletions to report, the records in the page's order. */
export function pageOf<T>(connection: Connection<T>): ListPage<T> {
  return { ...connection, deleted: [], changes: connection.nodes };
}

/** The whole list as one page (no paging asked for): every record, nothing after them. */
export function wholeList<T>(nodes: T[]): ListPage<T> {
  return pageOf({ nodes, totalCount: nodes.length, pageInfo: { hasNextPage: false, endCursor: null } });
}

/**
 * A page with its records shown as the APIs show them (`views`, one call for the page: an
 * invoice's standing, a job's words), its deletions and their order kept.
 */
export async function pageViews<T extends object, V>(page: ListPage<T>, views: (records: T[]) => Promise<V[]> | V[]): Promise<ListPage<V>> {
  const shown = await views(page.nodes);
  const viewOf = new Map(page.nodes.map((record, index) => [record, shown[index]]));
  return {
    ...page,
    nodes: shown,
    changes: page.changes.map((item) => (isDeletedItem(item) ? item : (viewOf.get(item) as V))),
  };
}

/** Whose deletions a viewer hears of: a client only their own records'; staff every one of the list's. */
export type DeletionAudience = { clientId: string } | 'all';

/** A tombstone carries only an id and a time: staff hear of every one of a list, a client of their own. */
export function deletionAudienceOf(viewer: Viewer): DeletionAudience {
  return hasAnyRole(viewer, staffRoles) ? 'all' : { clientId: viewer.id };
}

interface ChangingRecord extends ObjectLiteral {
  id: string;
  updatedAt: Date;
}

/**
 * A list as its paging asks (list-paging.ts), from the query a service builds with the viewer's
 * visibility and the filters already applied:
 * - `all`: `ordered(query)` whole;
 * - `page`: one page of `ordered(query)`, by offset;
 * - `changes`: the records whose updatedAt is at or after the time asked, with the deletions of
 *   the same list the viewer may hear of, oldest first (then by id), by a cursor that holds its
 *   place however the list changes meanwhile.
 */
export async function listPage<T extends ChangingRecord>(
  query: SelectQueryBuilder<T>,
  paging: ListPaging,
  options: {
    ordered: (query: SelectQueryBuilder<T>) => SelectQueryBuilder<T>;
    recordType: DeletableRecordType;
    audience: DeletionAudience;
  },
): Promise<ListPage<T>> {
  if (paging.kind === 'all') return wholeList(await options.ordered(query).getMany());
  if (paging.kind === 'page') {
    // offset and limit, not skip and take: the lists join only to filter (no row is repeated), and
    // TypeORM's take would page through a subquery that cannot sort by their CASE expressions.
    const [nodes, totalCount] = await Promise.all([
      options.ordered(query.clone()).offset(paging.window.offset).limit(paging.window.limit).getMany(),
      query.getCount(),
    ]);
    return pageOf(toConnection(nodes, totalCount, paging.window));
  }
  return changesPage(query, paging, options.recordType, options.audience);
}

async function changesPage<T extends ChangingRecord>(
  query: SelectQueryBuilder<T>,
  paging: ChangesPaging,
  recordType: DeletableRecordType,
  audience: DeletionAudience,
): Promise<ListPage<T>> {
  const alias = query.alias;
  const time = comparableTime(query, `${alias}.updatedAt`);
  const changed = query.andWhere(`${time} >= :changesSince`, { changesSince: sqlTime(paging.since) });
  const deletions = deletionsQuery(query.connection.manager, recordType, audience, paging.since);
  // Counted once, on a sync's first page; the pages after it carry that count in their cursor, so
  // paging through many changes costs no COUNT each (docs/integrations.md#pages-and-sync).
  const totalCount = paging.after?.total ?? (await countOf(changed, deletions));

  const records = await after(changed.clone(), time, `${alias}.id`, paging.after)
    .orderBy(time, 'ASC')
    .addOrderBy(`${alias}.id`, 'ASC')
    .limit(paging.limit + 1)
    .getMany();
  const deletionTime = comparableTime(deletions, 'deletion.deletedAt');
  const tombstones = await after(deletions, deletionTime, 'deletion.recordId', paging.after)
    .orderBy(deletionTime, 'ASC')
    .addOrderBy('deletion.recordId', 'ASC')
    .limit(paging.limit + 1)
    .getMany();

  const merged: (T | DeletedItem)[] = [
    ...records,
    ...tombstones.map((row): DeletedItem => ({ id: row.recordId, deleted: true, deletedAt: row.deletedAt })),
  ].sort((a, b) => compareCursors(placeOf(a), placeOf(b)));
  const changes = merged.slice(0, paging.limit);
  const last = changes.at(-1);
  return {
    nodes: changes.filter((item): item is T => !isDeletedItem(item)),
    deleted: changes.filter(isDeletedItem).map(({ id, deletedAt }) => ({ id, deletedAt })),
    changes,
    totalCount,
    pageInfo: {
      hasNextPage: merged.length > paging.limit,
      endCursor: last ? encodeChangeCursor({ ...placeOf(last), total: totalCount }) : null,
    },
  };
}

/** How many records changed and how many deletions were kept since the time asked. */
async function countOf(changed: SelectQueryBuilder<ObjectLiteral>, deletions: SelectQueryBuilder<RecordDeletion>): Promise<number> {
  const [records, deleted] = await Promise.all([changed.clone().getCount(), deletions.clone().getCount()]);
  return records + deleted;
}

function deletionsQuery(manager: EntityManager, recordType: DeletableRecordType, audience: DeletionAudience, since: Date) {
  const query = manager.createQueryBuilder(RecordDeletion, 'deletion').where('deletion.recordType = :recordType', { recordType });
  query.andWhere(`${comparableTime(query, 'deletion.deletedAt')} >= :deletedSince`, { deletedSince: sqlTime(since) });
  if (audience !== 'all') query.andWhere('deletion.clientId = :deletionClientId', { deletionClientId: audience.clientId });
  return query;
}

/** Only what comes after the cursor's place: a later time, or the same time and a later id. */
function after<Q extends SelectQueryBuilder<ObjectLiteral>>(query: Q, time: string, id: string, cursor: ChangeCursor | null): Q {
  if (!cursor) return query;
  const at = sqlTime(cursor.at);
  query.andWhere(`(${time} > :cursorAt OR (${time} = :cursorAt AND ${id} > :cursorId))`, { cursorAt: at, cursorId: cursor.id });
  return query;
}

const placeOf = (item: ChangingRecord | DeletedItem): ChangeCursor =>
  isDeletedItem(item) ? { at: item.deletedAt, id: item.id } : { at: item.updatedAt, id: item.id };

/** The order SQL gives the same places: by time to the millisecond, then by id (UUIDs: the same in every collation). */
function compareCursors(a: ChangeCursor, b: ChangeCursor): number {
  const byTime = a.at.getTime() - b.at.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * A time column as text to the millisecond, the same whichever way the row was written: SQLite
 * keeps TypeORM's updates as `YYYY-MM-DD HH:MM:SS` (CURRENT_TIMESTAMP) and inserts with
 * milliseconds, which as text would not compare equal; MySQL keeps microseconds, which a
 * JavaScript Date (and so a cursor) cannot carry.
 */
function comparableTime(query: SelectQueryBuilder<ObjectLiteral>, column: string): string {
  if (query.connection.options.type === 'better-sqlite3') return `strftime('%Y-%m-%d %H:%M:%f', ${column})`;
  return `LEFT(DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s.%f'), 23)`;
}

/** A time as comparableTime writes it (UTC: both databases are kept in UTC). */
function sqlTime(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 23);
}

/**
 * Records that records of `recordType` were deleted, inside the transaction that deletes them,
 * and prunes that list's deletions older than DELETIONS_KEPT_DAYS.
 */
export async function recordDeletions(
  manager: EntityManager,
  recordType: DeletableRecordType,
  rows: { id: string; clientId: string | null }[],
  now = new Date(),
): Promise<void> {
  if (rows.length === 0) return;
  const repository = manager.getRepository(RecordDeletion);
  await repository.save(rows.map((row) => repository.create({ recordType, recordId: row.id, clientId: row.clientId, deletedAt: now })));
  const keptFrom = new Date(now.getTime() - DELETIONS_KEPT_DAYS * 24 * 60 * 60 * 1000);
  await repository.delete({ recordType, deletedAt: LessThan(keptFrom) });
}
