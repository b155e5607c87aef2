import type { DocumentFilter } from '../../../graphql/generated';

export const DOCUMENTS_PAGE_SIZE = 24;

/**
 * The Documents query's variables: a page of the list, narrowed by the filter when there is one.
 * The page opens with none, and the server asks the same (shell/portal-page-table.ts).
 */
export const documentsVariables = (filter?: DocumentFilter) => ({ first: DOCUMENTS_PAGE_SIZE, ...(filter ? { filter } : {}) });
