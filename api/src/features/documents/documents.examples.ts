import type { z } from 'zod';
import { exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { rejectDocumentSchema } from '../../../../validation/documents';
import type { documentRecord } from './document.record';

/*
 * The client's IRP5 for the 2026 tax year: she uploads it against her advisor's document request
 * (document-requests.examples.ts), and he approves it. The rejection is the other way it could
 * have gone.
 */

/** When she uploaded it. */
const documentUploadedAt = '2026-11-18T09:12:05.000Z';
/** When her advisor approved it (or rejected it, in the other example). */
const documentReviewedAt = exampleTimes.updated;
/** The PDF's size in bytes, as the upload stored it. */
const documentFileSize = 184_320;

/** The document as GET /api/documents lists it and approval answers it: approved by her advisor. */
export const documentExample: z.input<typeof documentRecord> = {
  id: exampleIds.document,
  userId: exampleIds.client,
  originalName: 'IRP5 2026.pdf',
  description: 'IRP5 from my employer for the 2026 tax year',
  category: 'tax-returns',
  status: 'approved',
  fileSize: documentFileSize,
  mimeType: 'application/pdf',
  downloadCount: 0,
  uploadedBy: exampleIds.client,
  approvedBy: exampleIds.advisor,
  approvedAt: documentReviewedAt,
  rejectionReason: null,
  createdAt: documentUploadedAt,
  updatedAt: documentReviewedAt,
};

/** The upload's answer: the same document, just stored, waiting for review. */
export const uploadedDocumentExample: z.input<typeof documentRecord> = {
  ...documentExample,
  status: 'pending',
  approvedBy: null,
  approvedAt: null,
  updatedAt: documentUploadedAt,
};

/**
 * POST /api/documents/upload as the client's browser sends it: the file and the form's fields as
 * text. A client files for herself, so no clientId; requestId answers her advisor's request.
 */
export const uploadDocumentFormExample = {
  file: '(the PDF file)',
  category: 'tax-returns',
  description: documentExample.description,
  requestId: exampleIds.documentRequest,
};

/** PUT /api/documents/{id}/reject: why, in words the client reads. */
export const rejectDocumentExample: z.input<typeof rejectDocumentSchema> = {
  reason: 'This is the IRP5 for the 2025 tax year. Please upload the one for 2026 (1 March 2025 to 28 February 2026).',
};

/** The rejection's answer: the reason kept for the client, the reviewer and the time as on approval. */
export const rejectedDocumentExample: z.input<typeof documentRecord> = {
  ...documentExample,
  status: 'rejected',
  rejectionReason: rejectDocumentExample.reason,
};

/**
 * GET /api/documents/{id}/download: the signed link, issued at 08:30 SAST on 24 November 2026 and
 * good for five minutes (expires is that time plus 300 seconds, in seconds since 1970).
 */
export const downloadLinkExample = {
  downloadUrl: `/api/documents/${exampleIds.document}/file?expires=1795502100&signature=OAHzwAZnQqJv1Hg8UcawryOHrH6jUVroSbxGIxQlMhI`,
};

/** The events of her IRP5 (webhooks): uploaded against the request, then approved; rejected is the other way it could have gone. */
export const documentEventExamples: EventExamples<'document.uploaded' | 'document.approved' | 'document.rejected'> = {
  'document.uploaded': {
    id: 'evt_jsePcZucWKMqGUxe5zyyw_XD9k',
    type: 'document.uploaded',
    timestamp: documentUploadedAt,
    data: {
      documentId: exampleIds.document,
      ownerId: exampleIds.client,
      uploadedById: exampleIds.client,
      requestId: exampleIds.documentRequest,
      category: 'tax-returns',
      mimeType: 'application/pdf',
      fileSize: documentFileSize,
      status: 'pending',
      uploadedAt: documentUploadedAt,
    },
  },
  'document.approved': {
    id: 'evt_DuJcJi-7kUE3LPOjQgz3RSYXlC',
    type: 'document.approved',
    timestamp: documentReviewedAt,
    data: {
      documentId: exampleIds.document,
      ownerId: exampleIds.client,
      reviewedById: exampleIds.advisor,
      category: 'tax-returns',
      status: 'approved',
      reviewedAt: documentReviewedAt,
    },
  },
  'document.rejected': {
    id: 'evt_CG5yyApNrnwsVpwv8phOcsriIe',
    type: 'document.rejected',
    timestamp: documentReviewedAt,
    data: {
      documentId: exampleIds.document,
      ownerId: exampleIds.client,
      reviewedById: exampleIds.advisor,
      category: 'tax-returns',
      status: 'rejected',
      reviewedAt: documentReviewedAt,
    },
  },
};
