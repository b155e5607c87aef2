import type { EngagementCardFragment, EngagementStatus } from '../../../graphql/generated';

export interface EngagementFilterValues {
  search: string;
  /** '' for all statuses. */
  status: EngagementStatus | '';
}

export const noEngagementFilters: EngagementFilterValues = { search: '', status: '' };

/**
 * docs/product.md#search-and-filters: status, and a case-insensitive substring of the title or
 * description.
 */
export function filterEngagements(engagements: readonly EngagementCardFragment[], { search, status }: EngagementFilterValues) {
  const text = search.trim().toLowerCase();
  return engagements.filter(
    (engagement) =>
      (!status || engagement.status === status) &&
      (!text || engagement.title.toLowerCase().includes(text) || (engagement.description ?? '').toLowerCase().includes(text)),
  );
}

export const isFiltered = ({ search, status }: EngagementFilterValues) => search.trim() !== '' || status !== '';
