import { z } from 'zod';
import { documentCategoryValues, documentStatusValues } from '../document-values';

/**
 * A document as REST answers it (GET /api/documents, GET /api/documents/:id, the upload, approve
 * and reject answers): every column but the storage key (fileName) and expiresAt, in the order the
 * JSON carries them. documentJson (api/src/features/documents/documents.routes.ts) is built from
 * this list; record-shapes.test.ts compares it with the GraphQL type Document.
 */
export const documentRecord = z.strictObject({
  id: z.string().describe('The document id'),
  userId: z.string().describe('The client the document belongs to (a user id)'),
  originalName: z.string().describe('The name the file had when it was uploaded'),
  description: z.string().nullable().describe('What the uploader wrote about it'),
  category: z.enum(documentCategoryValues).describe('general, tax-returns, financial-statements, correspondence, contracts or compliance'),
  status: z.enum(documentStatusValues).describe('pending (on upload), approved or rejected by staff'),
  fileSize: z.int().describe('Bytes'),
  mimeType: z.string().describe('The file type, such as application/pdf'),
  downloadCount: z.int().describe('How many times the file was downloaded'),
  uploadedBy: z.string().nullable().describe('Who uploaded it (a user id); null once that user is gone'),
  approvedBy: z.string().nullable().describe('Who approved or rejected it (a user id)'),
  approvedAt: z.iso.datetime().nullable().describe('When staff approved or rejected it'),
  rejectionReason: z.string().nullable().describe('Why staff rejected it; shown to the client'),
  createdAt: z.iso.datetime().describe('When it was uploaded'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
