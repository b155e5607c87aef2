import { z } from 'zod';
import { documentCategoryValues } from '../document-values';
import { documentRequestStatusValues } from '../document-requests';

const category = z
  .enum(documentCategoryValues)
  .describe('A document category: general, tax-returns, financial-statements, correspondence, contracts or compliance');

/**
 * A document request as REST answers it (/api/document-requests), in the order the JSON carries
 * it. documentRequestJson (api/src/features/document-requests/document-requests.routes.ts) is
 * built from this list; record-shapes.test.ts compares it with the GraphQL type DocumentRequest.
 */
export const documentRequestRecord = z.strictObject({
  id: z.string().describe('The request id'),
  clientId: z.string().describe('The client asked (a user id)'),
  requestedBy: z.string().nullable().describe('Who asked (a user id); null once that user is gone'),
  title: z.string().describe('The document asked for'),
  category,
  note: z.string().nullable().describe('A note to the client'),
  dueDate: z.iso.date().describe('The day it is due, YYYY-MM-DD (SAST)'),
  status: z
    .enum(documentRequestStatusValues)
    .describe('open (waiting for the client), uploaded (awaiting review), closed (its document approved) or cancelled'),
  isOverdue: z.boolean().describe('Still open after its due day (SAST)'),
  documentId: z.string().nullable().describe('The latest document uploaded against it'),
  closedAt: z.iso.datetime().nullable().describe('When its document was approved'),
  createdAt: z.iso.datetime().describe('When it was asked'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});

/** One document of a checklist, as it is stored and answered. */
const documentChecklistItemRecord = z.strictObject({
  title: z.string().describe('The document asked for'),
  category,
});

/**
 * A document checklist as REST answers it (/api/document-checklists), in the order the JSON
 * carries it. documentChecklistJson is built from this list; record-shapes.test.ts compares it
 * with the GraphQL type DocumentChecklist.
 */
export const documentChecklistRecord = z.strictObject({
  id: z.string().describe('The checklist id'),
  name: z.string().describe('Such as "Individual tax return"'),
  description: z.string().nullable().describe('What the checklist is for'),
  items: z.array(documentChecklistItemRecord).describe('The documents it asks for, in the order they are asked for'),
  createdAt: z.iso.datetime().describe('When it was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
