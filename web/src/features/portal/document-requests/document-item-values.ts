import { DEFAULT_DOCUMENT_CATEGORY, documentCategoryValues, type DocumentCategoryValue } from '@validation/documents';
import { enumName, storedValueOf } from '@validation/enum-names';
import type { DocumentCategory } from '../../../graphql/generated';

/**
 * The document rows of a request or checklist form hold the stored categories (tax-returns) that
 * the shared zod schema checks; GraphQL names them TAX_RETURNS. These cross between the two.
 */
export const documentItemsForGraphQL = (items: readonly { title: string; category: DocumentCategoryValue }[]) =>
  items.map(({ title, category }) => ({ title, category: enumName(category) }));

export const documentItemFromGraphQL = ({ title, category }: { title: string; category: DocumentCategory }) => ({
  title,
  category: storedValueOf(documentCategoryValues, category) ?? DEFAULT_DOCUMENT_CATEGORY,
});
