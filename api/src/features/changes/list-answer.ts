import type { Response } from 'express';
import type { ListPaging } from '../../shared/list-paging';
import { isDeletedItem, type ListPage } from './changed-since';

/**
 * A REST list's answer (docs/integrations.md#pages-and-sync): always an array, as the
 * specification's endpoints answer; a page or changes add the total in `X-Total-Count` and, when
 * there is more, the next page's cursor in `X-Next-Cursor`. Among changes a deleted record is
 * `{ id, deleted: true, deletedAt }`.
 */
export function sendListPage<T>(res: Response, paging: ListPaging, page: ListPage<T>, json: (record: T) => unknown): void {
  if (paging.kind !== 'all') {
    res.set('X-Total-Count', String(page.totalCount));
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) res.set('X-Next-Cursor', page.pageInfo.endCursor);
  }
  res.json(
    page.changes.map((item) =>
      isDeletedItem(item) ? { id: item.id, deleted: true, deletedAt: item.deletedAt.toISOString() } : json(item),
    ),
  );
}
