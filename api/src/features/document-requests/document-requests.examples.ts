import type { z } from 'zod';
import { exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { checklistRequestSchema, documentChecklistSchema, documentRequestSchema } from '../../../../validation/document-requests';
import type { documentRequestRecord } from './document-request.record';
import type { documentChecklistRecord } from './document-checklist.record';

/*
 * The advisor asks the client for her IRP5 on 10 November 2026, due on the 27th; she uploads it on
 * the 18th and his approval on the 20th closes the request (documents.examples.ts). He also asks for
 * her certificates at once, from the firm's checklist.
 */

const requestedAt = '2026-11-10T06:45:00.000Z';
/** When his approval of her IRP5 closed it: the time documents.examples.ts approves it at. */
const fulfilledAt = exampleTimes.updated;

/** POST /api/document-requests: one document asked of the client. */
export const documentRequestBodyExample: z.input<typeof documentRequestSchema> = {
  clientId: exampleIds.client,
  title: 'IRP5 for the 2026 tax year',
  category: 'tax-returns',
  dueDate: '2026-11-27',
  note: 'Your employer issues it; the tax year ran from 1 March 2025 to 28 February 2026.',
};

/** The request as it was made: open, waiting for the client (the answer to POST). */
export const openDocumentRequestExample: z.input<typeof documentRequestRecord> = {
  id: exampleIds.documentRequest,
  clientId: exampleIds.client,
  requestedBy: exampleIds.advisor,
  title: documentRequestBodyExample.title,
  category: 'tax-returns',
  note: documentRequestBodyExample.note ?? null,
  dueDate: documentRequestBodyExample.dueDate,
  status: 'open',
  isOverdue: false,
  documentId: null,
  closedAt: null,
  createdAt: requestedAt,
  updatedAt: requestedAt,
};

/** The request as it is listed now: closed when her IRP5 was approved. */
export const documentRequestExample: z.input<typeof documentRequestRecord> = {
  ...openDocumentRequestExample,
  status: 'closed',
  documentId: exampleIds.document,
  closedAt: fulfilledAt,
  updatedAt: fulfilledAt,
};

/** DELETE /api/document-requests/{id}: the request withdrawn before she sent anything. */
export const cancelledDocumentRequestExample: z.input<typeof documentRequestRecord> = {
  ...openDocumentRequestExample,
  status: 'cancelled',
  updatedAt: '2026-11-11T12:03:27.000Z',
};

/** POST and PUT /api/document-checklists: the firm's list, as an administrator writes it. */
export const documentChecklistBodyExample: z.input<typeof documentChecklistSchema> = {
  name: 'Individual tax return: certificates',
  description: 'The certificates an ITR12 needs besides the IRP5',
  items: [
    { title: 'Medical aid tax certificate', category: 'tax-returns' },
    { title: 'Retirement annuity contribution certificate (IT3(f))', category: 'tax-returns' },
    { title: 'Bank interest certificate (IT3(b))', category: 'tax-returns' },
  ],
};

const checklistId = 'e7be4208-22bc-4a26-9913-d08f6884dc64';

/** The checklist as /api/document-checklists answers it. */
export const documentChecklistExample: z.input<typeof documentChecklistRecord> = {
  id: checklistId,
  name: documentChecklistBodyExample.name,
  description: documentChecklistBodyExample.description ?? null,
  items: documentChecklistBodyExample.items,
  createdAt: '2026-02-16T07:00:00.000Z',
  updatedAt: '2026-08-03T09:41:18.000Z',
};

/** POST /api/document-requests/from-checklist: every document of the checklist, due the same day. */
export const checklistRequestBodyExample: z.input<typeof checklistRequestSchema> = {
  clientId: exampleIds.client,
  checklistId,
  dueDate: '2026-12-11',
  note: 'For your 2026 return: please upload them under Documents.',
};

const askedFromChecklistAt = '2026-11-24T07:10:00.000Z';
const checklistRequestIds = [
  '592b672c-70c4-4aad-a618-c1315dd4044b',
  'b3f835ba-a75a-404b-91c2-fc2428e09cf3',
  'c0b3f2e2-681a-4356-b68b-b592176c089f',
];

/** Its answer: one open request per item of the checklist, in the checklist's order. */
export const checklistRequestsExample: z.input<typeof documentRequestRecord>[] = documentChecklistBodyExample.items.map((item, index) => ({
  id: checklistRequestIds[index],
  clientId: exampleIds.client,
  requestedBy: exampleIds.advisor,
  title: item.title,
  category: item.category,
  note: checklistRequestBodyExample.note ?? null,
  dueDate: checklistRequestBodyExample.dueDate,
  status: 'open',
  isOverdue: false,
  documentId: null,
  closedAt: null,
  createdAt: askedFromChecklistAt,
  updatedAt: askedFromChecklistAt,
}));

/** The event of the request (webhooks): fulfilled by her approved IRP5. */
export const documentRequestEventExamples: EventExamples<'document_request.fulfilled'> = {
  'document_request.fulfilled': {
    id: 'evt_Cwyco0weq6os9xnv9blKJsodnj',
    type: 'document_request.fulfilled',
    timestamp: fulfilledAt,
    data: {
      requestId: exampleIds.documentRequest,
      clientId: exampleIds.client,
      requestedById: exampleIds.advisor,
      documentId: exampleIds.document,
      category: 'tax-returns',
      dueDate: documentRequestExample.dueDate,
      fulfilledAt,
    },
  },
};
