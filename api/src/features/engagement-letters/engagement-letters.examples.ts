import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { exampleClient, exampleEngagement, exampleIds } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { engagementLetterRecord } from './engagement-letter.record';
import type { letterMergeFieldRecord, letterPreviewRecord, letterTemplateRecord } from './letter-template.record';
import type {
  declineLetterSchema,
  letterTemplateSchema,
  previewLetterSchema,
  sendLetterSchema,
  signLetterSchema,
  withdrawLetterSchema,
} from '../../../../validation/engagement-letters';
import { clientMergeValues, firmMergeValues, formatLetterDate, mergeLetter } from '../../../../validation/engagement-letter-values';
import { formatRand } from '../../../../validation/money';
import { fullNameOf } from '../../../../validation/people';

/** The firm's tax return letter template, which the advisor sent the client for her 2026 return. */
const exampleLetterTemplateId = 'e8f90a1b-2c3d-4e4f-a5b6-c7d8e9f0a1b2';

const TEMPLATE_TITLE = 'Tax return engagement letter';

/** The template's Markdown, with the merge fields sending fills in. */
const TEMPLATE_BODY = `# Engagement letter: income tax return

{{today}}

Dear {{client.fullName}}

**{{engagement.title}}**

Thank you for choosing {{firm.name}}. This letter sets out the terms on which we will prepare and submit your income tax return.

## The work we will do

- Prepare your income tax return (ITR12) for the year of assessment from the information and documents you give us.
- Submit it to SARS on eFiling once you have approved it, and check the assessment (ITA34) against it.

## What we need from you

Your IRP5, medical aid and retirement annuity certificates, uploaded to the client portal, and your approval of the return by **{{engagement.dueDate}}**.

## Our fees

Our fee for this work is **{{engagement.fee}}** (including VAT), invoiced when you sign this letter and payable within 30 days.

Kind regards

{{firm.name}}\\
{{firm.phone}} · {{firm.email}}`;

/** R 3 000.00 once, plus 15% VAT: the engagement's R 3 450.00, invoiced when the letter is signed. */
const ONCE_OFF_FEE = 'Income tax return (ITR12) for the 2026 tax year';

/** The template as /api/letter-templates answers it: its fee as kept, in thousandths and cents. */
export const letterTemplateExample: z.input<typeof letterTemplateRecord> = {
  id: exampleLetterTemplateId,
  title: TEMPLATE_TITLE,
  body: TEMPLATE_BODY,
  feeSchedule: {
    onceLines: [{ description: ONCE_OFF_FEE, quantityThousandths: 1000, unitPriceCents: 300000, treatment: 'standard' }],
    monthlyLines: [],
    perReturnLines: [],
    dayOfMonth: 1,
    reviewFirst: true,
  },
  createdAt: '2026-02-16T09:00:00.000Z',
  updatedAt: '2026-02-16T09:00:00.000Z',
};

/** POST and PUT /api/letter-templates: the same template as an administrator sends it, the fee as typed. */
export const letterTemplateInputExample: z.input<typeof letterTemplateSchema> = {
  title: TEMPLATE_TITLE,
  body: TEMPLATE_BODY,
  feeSchedule: { onceLines: [{ description: ONCE_OFF_FEE, quantity: 1, unitPrice: '3000.00', vatTreatment: 'standard' }] },
};

const sentAt = '2026-03-02T08:05:00.000Z';
const signedAt = '2026-03-03T16:48:31.000Z';
/** The signed PDF among her documents, and its SHA-256 as stored. */
const signedDocumentId = '7d8e9fa0-b1c2-4d3e-8f4a-5b6c7d8e9fa0';
const signedPdfSha256 = '3f6c2a9e8d1b47c05e2a9b6d8c3f1e0a7b5d4c2e9f8a1b3c6d5e4f7a0b9c8d2e';

/**
 * The letter as sending merged it on 2 March 2026 (SAST) for her engagement: made here as the
 * server makes it (letter-merge-values.ts; mergeLetter escapes each value as Markdown), so it
 * never drifts from the template or the engagement.
 */
const mergedBody = mergeLetter(TEMPLATE_BODY, {
  ...clientMergeValues(exampleClient),
  ...firmMergeValues(),
  'engagement.title': exampleEngagement.title,
  'engagement.fee': formatRand(exampleEngagement.totalAmount),
  'engagement.dueDate': formatLetterDate(new Date(exampleEngagement.dueDate)),
  today: formatLetterDate(new Date(sentAt)),
}).text;
if (mergedBody === null) throw new Error('The example letter uses a merge field it gives no value');

/** POST /api/engagement-letters/preview: the template for her engagement. */
export const previewLetterExample: z.input<typeof previewLetterSchema> = {
  engagementId: exampleIds.engagement,
  templateId: exampleLetterTemplateId,
};

/** The preview: the letter as it would be sent that day. */
export const letterPreviewExample: z.input<typeof letterPreviewRecord> = { title: TEMPLATE_TITLE, body: mergedBody };

/** One merge field of GET /api/letter-templates/merge-fields, as listed there. */
export const letterMergeFieldExample: z.input<typeof letterMergeFieldRecord> = {
  name: 'client.fullName',
  description: 'The client’s first and last name',
};

/** POST /api/engagement-letters: the template, for her engagement. */
export const sendLetterExample: z.input<typeof sendLetterSchema> = {
  engagementId: exampleIds.engagement,
  templateId: exampleLetterTemplateId,
};

/**
 * The letter she signed the day after it was sent, with her name typed, in a session that had
 * passed two-step sign-in; the signed PDF is filed among her documents. Its fee schedule is the
 * template's, as sent.
 */
export const engagementLetterExample: z.input<typeof engagementLetterRecord> = {
  id: exampleIds.engagementLetter,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  templateId: exampleLetterTemplateId,
  sentBy: exampleIds.advisor,
  title: TEMPLATE_TITLE,
  body: mergedBody,
  feeSchedule: letterTemplateExample.feeSchedule,
  bodySha256: createHash('sha256').update(mergedBody, 'utf8').digest('hex'),
  status: 'signed',
  sentAt,
  viewedAt: '2026-03-03T16:40:02.000Z',
  signedAt,
  declinedAt: null,
  declineReason: null,
  withdrawnAt: null,
  withdrawnBy: null,
  withdrawalReason: null,
  signerName: fullNameOf(exampleClient),
  signerEmail: exampleClient.email,
  // A documentation address (RFC 5737): no real person's.
  signerIpAddress: '198.51.100.27',
  signerUserAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/133.0.0.0 Safari/537.36',
  signedWithTwoStep: true,
  signatureKind: 'typed',
  signatureText: fullNameOf(exampleClient),
  signedDocumentId,
  signedPdfSha256,
  createdAt: sentAt,
  updatedAt: signedAt,
};

/** POST /api/engagement-letters/{id}/sign: her name, her agreement, and the signature typed. */
export const signLetterExample: z.input<typeof signLetterSchema> = {
  fullName: fullNameOf(exampleClient),
  agreeToSignElectronically: true,
  signature: { kind: 'typed', text: fullNameOf(exampleClient) },
};

/** POST /api/engagement-letters/{id}/decline: why, for staff to read. */
export const declineLetterExample: z.input<typeof declineLetterSchema> = {
  reason: 'The fee is higher than the quote we discussed: please send a corrected letter.',
};

/** POST /api/engagement-letters/{id}/withdraw: why, for the client to read. */
export const withdrawLetterExample: z.input<typeof withdrawLetterSchema> = {
  reason: 'The fee in this letter was wrong: a corrected letter follows today.',
};

/** What a letter shows until it is signed: no signer, no signature and no signed PDF. */
const unsigned = {
  signedAt: null,
  signerName: null,
  signerEmail: null,
  signerIpAddress: null,
  signerUserAgent: null,
  signedWithTwoStep: null,
  signatureKind: null,
  signatureText: null,
  signedDocumentId: null,
  signedPdfSha256: null,
} as const;

/** POST /api/engagement-letters: the letter just sent, not yet opened by the client. */
export const sentEngagementLetterExample: z.input<typeof engagementLetterRecord> = {
  ...engagementLetterExample,
  ...unsigned,
  status: 'sent',
  viewedAt: null,
  updatedAt: sentAt,
};

/**
 * POST /api/engagement-letters/{id}/withdraw: the letter withdrawn by the advisor half an hour
 * after sending it, before she opened it, with the reason she is told.
 */
export const withdrawnEngagementLetterExample: z.input<typeof engagementLetterRecord> = {
  ...sentEngagementLetterExample,
  status: 'withdrawn',
  withdrawnAt: '2026-03-02T08:36:12.000Z',
  withdrawnBy: exampleIds.advisor,
  withdrawalReason: withdrawLetterExample.reason ?? null,
  updatedAt: '2026-03-02T08:36:12.000Z',
};

/** When she declined it, the day after it was sent. */
const declinedLetterAt = '2026-03-03T16:51:07.000Z';

/** POST /api/engagement-letters/{id}/decline: the letter she declined the day after, having read it, with her reason. */
export const declinedEngagementLetterExample: z.input<typeof engagementLetterRecord> = {
  ...sentEngagementLetterExample,
  status: 'declined',
  viewedAt: engagementLetterExample.viewedAt,
  declinedAt: declinedLetterAt,
  declineReason: declineLetterExample.reason,
  updatedAt: declinedLetterAt,
};

/** The events of her letter (webhooks): sent, then signed; declined is the other way it could have gone. */
export const engagementLetterEventExamples: EventExamples<
  'engagement_letter.sent' | 'engagement_letter.signed' | 'engagement_letter.declined'
> = {
  'engagement_letter.sent': {
    id: 'evt_IRyNXf_nt9nPuWvpNArFtoqeoo',
    type: 'engagement_letter.sent',
    timestamp: sentAt,
    data: {
      letterId: exampleIds.engagementLetter,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      sentById: exampleIds.advisor,
      templateId: exampleLetterTemplateId,
      status: 'sent',
      sentAt,
    },
  },
  'engagement_letter.signed': {
    id: 'evt_bUX4xAUPjOVyaxtsUBR1cd9NhK',
    type: 'engagement_letter.signed',
    timestamp: signedAt,
    data: {
      letterId: exampleIds.engagementLetter,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      documentId: signedDocumentId,
      bodySha256: engagementLetterExample.bodySha256,
      signedPdfSha256,
      signedWithTwoStep: true,
      status: 'signed',
      signedAt,
    },
  },
  'engagement_letter.declined': {
    id: 'evt_psK7Jc3lfD0jGs4SBYUI_f7BQM',
    type: 'engagement_letter.declined',
    timestamp: declinedLetterAt,
    data: {
      letterId: exampleIds.engagementLetter,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      status: 'declined',
      declinedAt: declinedLetterAt,
    },
  },
};
