import { z } from 'zod';
import { engagementLetterStatusValues, signatureKindValues } from '../engagement-letter-values';

/**
 * A letter template as REST answers it (/api/letter-templates), in the order the JSON carries it.
 * letterTemplateJson (api/src/features/engagement-letters/engagement-letters.routes.ts) is built
 * from this list; record-shapes.test.ts compares it with the GraphQL type LetterTemplate.
 */
export const letterTemplateRecord = z.strictObject({
  id: z.string().describe('The template id'),
  title: z.string().describe('The letter’s title, such as "Tax return engagement letter"'),
  body: z.string().describe('The letter in Markdown, with merge fields such as {{client.fullName}}'),
  createdAt: z.iso.datetime().describe('When it was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});

/** One merge field a template may use (GET /api/letter-templates/merge-fields). */
export const letterMergeFieldRecord = z.strictObject({
  name: z.string().describe('Its name, written {{name}} in a template, such as client.fullName'),
  description: z.string().describe('What it is replaced with'),
});

/** A letter previewed for an engagement (POST /api/engagement-letters/preview). */
export const letterPreviewRecord = z.strictObject({
  title: z.string().nullable().describe('The template’s title; null when a text was previewed'),
  body: z.string().describe('The letter in Markdown as it would be sent: every merge field replaced with its value'),
});

/**
 * An engagement letter as REST answers it (/api/engagement-letters), in the order the JSON carries
 * it. engagementLetterJson is built from this list; record-shapes.test.ts compares it with the
 * GraphQL type EngagementLetter.
 */
export const engagementLetterRecord = z.strictObject({
  id: z.string().describe('The letter id'),
  engagementId: z.string().describe('The engagement it is for'),
  clientId: z.string().describe('The client it was sent to (a user id)'),
  templateId: z.string().nullable().describe('The template it was made from; null once that template is deleted'),
  sentBy: z.string().nullable().describe('Who sent it (a user id); null once that user is gone'),
  title: z.string().describe('The letter’s title, fixed when it was sent'),
  body: z.string().describe('The letter in Markdown, fixed when it was sent: every merge field replaced'),
  bodySha256: z.string().describe('The SHA-256 of `body` (UTF-8), 64 hexadecimal digits: the text the client signs'),
  status: z
    .enum(engagementLetterStatusValues)
    .describe('sent (waiting for the client), viewed (the client opened it), signed, declined (by the client) or withdrawn (by staff)'),
  sentAt: z.iso.datetime().describe('When it was sent'),
  viewedAt: z.iso.datetime().nullable().describe('When the client first opened it'),
  signedAt: z.iso.datetime().nullable().describe('When the client signed it'),
  declinedAt: z.iso.datetime().nullable().describe('When the client declined it'),
  declineReason: z.string().nullable().describe('Why the client declined it'),
  withdrawnAt: z.iso.datetime().nullable().describe('When staff withdrew it'),
  withdrawnBy: z.string().nullable().describe('Who withdrew it (a user id)'),
  withdrawalReason: z.string().nullable().describe('Why it was withdrawn, if staff said'),
  signerName: z.string().nullable().describe('The signer’s full name, as they typed it'),
  signerEmail: z.string().nullable().describe('The signer’s e-mail address when they signed'),
  signerIpAddress: z.string().nullable().describe('The network address the letter was signed from'),
  signerUserAgent: z.string().nullable().describe('The browser (User-Agent) the letter was signed with'),
  signedWithTwoStep: z.boolean().nullable().describe('Whether the session it was signed in had passed two-step sign-in; null until signed'),
  signatureKind: z.enum(signatureKindValues).nullable().describe('drawn or typed; null until signed'),
  signatureText: z.string().nullable().describe('A typed signature’s words (a drawn one is in the signed PDF only)'),
  signedDocumentId: z.string().nullable().describe('The signed PDF, filed as one of the client’s documents (GET /api/documents/:id)'),
  signedPdfSha256: z.string().nullable().describe('The SHA-256 of the signed PDF file as stored, 64 hexadecimal digits'),
  createdAt: z.iso.datetime().describe('When the record was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
