import { z } from 'zod';
import {
  DEFAULT_DOCUMENT_CATEGORY,
  DESCRIPTION_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
  documentCategoryValues,
  documentStatusValues,
} from './document-values';

export * from './document-values';

const category = z.enum(documentCategoryValues, 'Choose a category from the list');
const optionalId = (label: string) =>
  z
    .string()
    .trim()
    .max(36, `${label} must be at most 36 characters`)
    .nullish()
    .transform((value) => value || undefined);

/** The fields sent with an uploaded file: category defaults to general, description is optional. */
export const uploadDocumentSchema = z.object({
  // A form's empty select means the default.
  category: z.preprocess(
    (value) => (value === '' ? undefined : value),
    category.nullish().transform((value) => value ?? DEFAULT_DOCUMENT_CATEGORY),
  ),
  description: z
    .string('Description must be text')
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
  /** Staff may file a document for a client; a client's own uploads are always their own. */
  clientId: optionalId('Client'),
  /** The document request this file answers (features/document-requests); optional. */
  requestId: optionalId('Request'),
});

export type UploadDocumentInput = z.input<typeof uploadDocumentSchema>;
export type UploadDocumentValues = z.output<typeof uploadDocumentSchema>;

/** The list's filters; every one optional. Search matches name and description, any case. */
export const documentFilterSchema = z.object({
  category: category.nullish(),
  status: z.enum(documentStatusValues, 'Choose a status from the list').nullish(),
  search: z.string().trim().max(255, 'Search must be at most 255 characters').nullish(),
  clientId: optionalId('Client'),
  uploadedMoreThanDaysAgo: z
    .number('Days must be a number')
    .int('Days must be a whole number')
    .min(0, 'Days must be 0 or more')
    .max(36500, 'Days must be at most 36500')
    .nullish(),
});

export type DocumentFilterValues = z.output<typeof documentFilterSchema>;

export const rejectDocumentSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(REJECTION_REASON_MAX_LENGTH, `Reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters`),
});

export type RejectDocumentInput = z.input<typeof rejectDocumentSchema>;
