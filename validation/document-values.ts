// The documents' value lists and limits, apart from their zod schemas (documents.ts): pages that
// only label or filter documents import these without pulling zod into their first screen.

/** The categories (docs/product.md#screen-shapes, Document), in the order the filter lists them. */
export const documentCategoryValues = [
  'general',
  'tax-returns',
  'financial-statements',
  'correspondence',
  'contracts',
  'compliance',
] as const;
export type DocumentCategoryValue = (typeof documentCategoryValues)[number];
export const DEFAULT_DOCUMENT_CATEGORY: DocumentCategoryValue = 'general';

/** docs/product.md#document-status: pending (the default), approved, rejected. */
export const documentStatusValues = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatusValue = (typeof documentStatusValues)[number];

/**
 * The only file types accepted, by extension (docs/product.md#upload-fields); the server also
 * checks the bytes.
 */
export const acceptedDocumentExtensions = ['.pdf', '.doc', '.docx', '.xls', '.xlsx'] as const;
export type AcceptedDocumentExtension = (typeof acceptedDocumentExtensions)[number];

/** The extension of a file name in lower case ("" when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 || (dot === 0 && fileName.length > 1) ? fileName.slice(dot).toLowerCase() : '';
}

export function isAcceptedDocumentName(fileName: string): boolean {
  return (acceptedDocumentExtensions as readonly string[]).includes(extensionOf(fileName));
}

export const DOCUMENT_TYPE_MESSAGE = 'Only PDF, Word and Excel files (.pdf, .doc, .docx, .xls, .xlsx) are accepted';
export const DESCRIPTION_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 1000;
