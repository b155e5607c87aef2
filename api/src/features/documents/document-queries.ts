import type { SelectQueryBuilder } from 'typeorm';
import type { DocumentFilterValues } from '../../../../validation/documents';
import { whereAnyContains } from '../../shared/search';
import type { Document } from './document.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The document filters (category, status, text, age), shared by the document list and the
 * User.documents edge so both read a filter the same way. Expects the document aliased `document`.
 */
export function whereDocumentsMatch(
  query: SelectQueryBuilder<Document>,
  { category, status, search, uploadedMoreThanDaysAgo }: DocumentFilterValues,
  now: Date,
): SelectQueryBuilder<Document> {
  if (category) query.andWhere('document.category = :category', { category });
  if (status) query.andWhere('document.status = :status', { status });
  if (uploadedMoreThanDaysAgo != null) {
    query.andWhere('document.createdAt < :uploadedBefore', { uploadedBefore: new Date(now.getTime() - uploadedMoreThanDaysAgo * DAY_MS) });
  }
  return whereAnyContains(query, ['document.originalName', 'document.description'], search);
}
