import { z } from 'zod';
import { meetingTypeValues } from './appointment-values';
import { contactServiceValues, contactSubmissionTypeValues, preferredTimeValues } from './contact';
import { invoiceKindValues } from './billing/invoice-input';
import { paymentMethodValues } from './billing/payment-input';
import { documentCategoryValues } from './document-values';
import { engagementInputFieldValues, engagementStatusValues } from './engagements';
import { jobStageValues } from './jobs/job-stages';
import { taskStatusValues } from './task-values';
import { ISO_DAY_LENGTH, ISO_INSTANT_MAX_LENGTH, RECORD_ID_LENGTH, SHA256_HEX_LENGTH, INT32_MAX, count, int32 } from './answer-bounds';
import { MAX_MESSAGE_ATTACHMENTS } from './message-attachments';
import { ORGANIZER_MAX_QUESTIONS, ORGANIZER_QUESTION_KEY_MAX_LENGTH } from './organizer-values';

/**
 * The webhook event catalogue: every event the portal announces to registered endpoints, with one
 * plain description and the zod schema of its `data`. The Integrations form, the api (its GraphQL
 * enum, its input checks) and docs/integrations.md read this one list.
 *
 * Payloads carry ids and the fields an integrator needs to decide what to fetch, never what a
 * client wrote or filed: no names, e-mail addresses, file names, subjects or message bodies. An
 * integrator reads those through the API, with its own access rules.
 */
export const webhookEventTypeValues = [
  'contact_submission.created',
  'document.uploaded',
  'document.approved',
  'document.rejected',
  'document_request.fulfilled',
  'appointment.scheduled',
  'appointment.cancelled',
  'message.received',
  'engagement.created',
  'engagement.updated',
  'engagement_letter.sent',
  'engagement_letter.signed',
  'engagement_letter.declined',
  'organizer.sent',
  'organizer.submitted',
  'organizer.reopened',
  'organizer.cancelled',
  'job.created',
  'job.stage_changed',
  'job.completed',
  'invoice.issued',
  'invoice.overdue',
  'payment.received',
  'payment.refunded',
  'webhook.test',
] as const;
export type WebhookEventType = (typeof webhookEventTypeValues)[number];

/*
 * Every value's bound, as the OpenAPI document states it (validation/answer-bounds.ts): what the
 * columns the payloads are read from hold.
 */

/** evt_ and 26 random characters (newEventId, api/src/features/webhooks/webhook-announcer.ts). */
export const EVENT_ID_LENGTH = 30;
/** The columns the job events read: a template's key (jobs.templateKey) and a period's (jobs.periodKey). */
const TEMPLATE_KEY_MAX_LENGTH = 40;
const PERIOD_KEY_MAX_LENGTH = 60;
/** An issued invoice's number, such as INV-00042 (invoices.number). */
const INVOICE_NUMBER_MAX_LENGTH = 30;
/** A document's file type (documents.mimeType). */
const MIME_TYPE_MAX_LENGTH = 100;

/** What the test event says (`data.message`): always this sentence. */
export const WEBHOOK_TEST_MESSAGE = 'A test event from the Khanya client portal. It changes nothing.';

/** A record's id: a UUID. */
const recordId = (description: string) => z.string().max(RECORD_ID_LENGTH).describe(description);
const userId = (who: string) => recordId(`${who} (a user id)`);
const instant = (what: string) => z.iso.datetime().max(ISO_INSTANT_MAX_LENGTH).describe(what);
/** A day, YYYY-MM-DD. */
const day = (what: string) => z.iso.date().max(ISO_DAY_LENGTH).describe(what);
/** An amount in cents, as the invoices' and payments' records answer it (32 bits: an invoice is at most R 20 000 000.00). */
const cents = (what: string) => int32().describe(what);
const sha256 = (what: string) => z.string().length(SHA256_HEX_LENGTH).describe(what);

/** What every job event says of the job: ids and where it stands, never the client's name. */
const jobFields = {
  jobId: recordId('The job id (GET /api/jobs/:id)'),
  engagementId: recordId('The engagement it belongs to'),
  clientId: userId('The client it is for'),
  templateKey: z.string().max(TEMPLATE_KEY_MAX_LENGTH).describe('The template it follows, such as vat201-b'),
  periodKey: z.string().max(PERIOD_KEY_MAX_LENGTH).describe('The period it is for, such as vat201:2027-03..2027-04'),
  stage: z.enum(jobStageValues).describe('The stage it is in now'),
  dueDate: day('The day it is due (SAST), null until SARS announces it').nullable(),
};

const documentReviewed = (status: 'approved' | 'rejected') =>
  z.strictObject({
    documentId: recordId('The document id'),
    ownerId: userId('The client the document belongs to'),
    reviewedById: userId(`The staff member who ${status} it`),
    category: z.enum(documentCategoryValues).describe('The document category'),
    status: z.literal(status).describe('The document status after the review'),
    reviewedAt: instant('When it was reviewed'),
  });

/** Each event: the group the form lists it under, what it means, and what its `data` holds. */
export const webhookEventCatalogue = {
  'contact_submission.created': {
    group: 'Enquiries',
    description: 'A visitor sent the Get In Touch form or asked for a consultation on the website.',
    data: z.strictObject({
      submissionId: recordId('The submission id (GET /api/contact-submissions lists it)'),
      type: z.enum(contactSubmissionTypeValues).describe('get_in_touch or scheduled_consultation'),
      service: z.enum(contactServiceValues).nullable().describe('The service asked about, if one was chosen'),
      preferredDate: day('A consultation’s preferred day (SAST), else null').nullable(),
      preferredTime: z.enum(preferredTimeValues).nullable().describe('A consultation’s preferred time (SAST), else null'),
      createdAt: instant('When it was received'),
    }),
  },
  'document.uploaded': {
    group: 'Documents',
    description: 'A document was uploaded to the portal, by a client or by staff for a client.',
    data: z.strictObject({
      documentId: recordId('The document id (GET /api/documents/:id)'),
      ownerId: userId('The client the document belongs to'),
      uploadedById: userId('Who uploaded it'),
      requestId: recordId('The document request it answers, if any').nullable(),
      category: z.enum(documentCategoryValues).describe('The document category'),
      mimeType: z.string().max(MIME_TYPE_MAX_LENGTH).describe('The file type, such as application/pdf'),
      fileSize: count().describe('Bytes'),
      status: z.literal('pending').describe('Always pending: a new document waits for review'),
      uploadedAt: instant('When it was uploaded'),
    }),
  },
  'document.approved': {
    group: 'Documents',
    description: 'Staff approved a pending document.',
    data: documentReviewed('approved'),
  },
  'document.rejected': {
    group: 'Documents',
    description: 'Staff rejected a pending document (the reason is for the client and is not sent).',
    data: documentReviewed('rejected'),
  },
  'document_request.fulfilled': {
    group: 'Documents',
    description: 'A document request was closed: the document that answers it was approved.',
    data: z.strictObject({
      requestId: recordId('The document request id (GET /api/document-requests/:id)'),
      clientId: userId('The client who was asked'),
      requestedById: userId('The staff member who asked').nullable(),
      documentId: recordId('The approved document that answers it'),
      category: z.enum(documentCategoryValues).describe('The category asked for'),
      dueDate: day('The day it was due (SAST)'),
      fulfilledAt: instant('When it was closed'),
    }),
  },
  'appointment.scheduled': {
    group: 'Appointments',
    description: 'An appointment was booked, by a client or by staff.',
    data: z.strictObject({
      appointmentId: recordId('The appointment id (GET /api/appointments/:id)'),
      clientId: userId('The client'),
      advisorId: userId('The advisor'),
      scheduledById: userId('Who booked it'),
      scheduledAt: instant('When it starts'),
      duration: int32().describe('Minutes'),
      meetingType: z.enum(meetingTypeValues).describe('video, in_person or phone'),
      status: z.literal('scheduled').describe('Always scheduled: a new appointment waits for confirmation'),
    }),
  },
  'appointment.cancelled': {
    group: 'Appointments',
    description: 'An appointment that still stood was cancelled, by either party or an administrator.',
    data: z.strictObject({
      appointmentId: recordId('The appointment id (GET /api/appointments/:id)'),
      clientId: userId('The client'),
      advisorId: userId('The advisor'),
      cancelledById: userId('Who cancelled it'),
      scheduledAt: instant('When it would have started'),
      status: z.literal('cancelled').describe('Always cancelled'),
      cancelledAt: instant('When it was cancelled'),
    }),
  },
  'message.received': {
    group: 'Messages',
    description: 'A message (or a reply) was sent to someone in the portal. Its subject and text are not sent.',
    data: z.strictObject({
      messageId: recordId('The message id'),
      senderId: userId('Who sent it'),
      recipientId: userId('Who received it'),
      engagementId: recordId('The engagement it belongs to, if any').nullable(),
      parentMessageId: recordId('The message it replies to, if any').nullable(),
      attachmentCount: z.int().min(0).max(MAX_MESSAGE_ATTACHMENTS).meta({ format: 'int32' }).describe('How many files came with it'),
      sentAt: instant('When it was sent'),
    }),
  },
  'engagement.created': {
    group: 'Engagements',
    description: 'Staff created an engagement for a client. Its title, description and amounts are not sent.',
    data: z.strictObject({
      engagementId: recordId('The engagement id'),
      clientId: userId('The engagement’s client'),
      advisorId: userId('The advisor running it').nullable(),
      serviceId: recordId('The firm service it is for'),
      status: z.enum(engagementStatusValues).describe('The engagement’s status'),
      createdById: userId('The staff member who created it'),
      createdAt: instant('When it was created'),
    }),
  },
  'engagement.updated': {
    group: 'Engagements',
    description: 'Work on an engagement moved: a task of the engagement changed status, or staff edited the engagement itself.',
    data: z.strictObject({
      engagementId: recordId('The engagement id'),
      clientId: userId('The engagement’s client'),
      advisorId: userId('The advisor running it').nullable(),
      status: z.enum(engagementStatusValues).describe('The engagement’s status'),
      change: z
        .discriminatedUnion('kind', [
          z.strictObject({
            kind: z.literal('task_status').describe('What changed: a task’s status'),
            taskId: recordId('The task id'),
            from: z.enum(taskStatusValues).describe('The task’s status before'),
            to: z.enum(taskStatusValues).describe('The task’s status now'),
          }),
          z.strictObject({
            kind: z.literal('details').describe('What changed: the engagement’s own fields, edited by staff'),
            fields: z
              .array(z.enum(engagementInputFieldValues))
              .min(1)
              .max(engagementInputFieldValues.length)
              .describe('The names of the fields that changed (their values are not sent: read the engagement through the API)'),
          }),
        ])
        .describe('What changed on the engagement'),
      updatedById: userId('Who made the change'),
      updatedAt: instant('When it changed'),
    }),
  },
  'engagement_letter.sent': {
    group: 'Engagements',
    description: 'Staff sent an engagement letter to a client to sign. Its title and text are not sent.',
    data: z.strictObject({
      letterId: recordId('The letter id (GET /api/engagement-letters/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client it was sent to'),
      sentById: userId('The staff member who sent it'),
      templateId: recordId('The template it was made from').nullable(),
      status: z.literal('sent').describe('Always sent: a new letter waits for the client'),
      sentAt: instant('When it was sent'),
    }),
  },
  'engagement_letter.signed': {
    group: 'Engagements',
    description: 'A client signed an engagement letter; the signed PDF is filed as one of their documents.',
    data: z.strictObject({
      letterId: recordId('The letter id (GET /api/engagement-letters/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client who signed it'),
      documentId: recordId('The signed PDF, one of the client’s documents (GET /api/documents/:id)'),
      bodySha256: sha256('The SHA-256 of the letter’s text as sent and signed'),
      signedPdfSha256: sha256('The SHA-256 of the signed PDF as stored'),
      signedWithTwoStep: z.boolean().describe('Whether the signing session had passed two-step sign-in'),
      status: z.literal('signed').describe('Always signed'),
      signedAt: instant('When it was signed'),
    }),
  },
  'engagement_letter.declined': {
    group: 'Engagements',
    description: 'A client declined an engagement letter (the reason is for the firm and is not sent).',
    data: z.strictObject({
      letterId: recordId('The letter id (GET /api/engagement-letters/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client who declined it'),
      status: z.literal('declined').describe('Always declined'),
      declinedAt: instant('When it was declined'),
    }),
  },
  'organizer.sent': {
    group: 'Engagements',
    description: 'Staff sent an organizer (a questionnaire) to a client to fill in. Its questions are not sent.',
    data: z.strictObject({
      organizerId: recordId('The organizer id (GET /api/organizers/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client it was sent to'),
      sentById: userId('The staff member who sent it'),
      templateId: recordId('The template it was made from').nullable(),
      dueDate: day('The day it is due, YYYY-MM-DD (SAST)'),
      status: z.literal('sent').describe('Always sent: a new organizer waits for the client'),
      sentAt: instant('When it was sent'),
    }),
  },
  'organizer.submitted': {
    group: 'Engagements',
    description: 'A client submitted an organizer: its answers are locked for the firm’s review. The answers are not sent.',
    data: z.strictObject({
      organizerId: recordId('The organizer id (GET /api/organizers/:id/answers for its answers)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client who submitted it'),
      answered: count().describe('The questions shown that have an answer'),
      total: count().describe('The questions shown'),
      status: z.literal('submitted').describe('Always submitted'),
      submittedAt: instant('When it was submitted'),
    }),
  },
  'organizer.reopened': {
    group: 'Engagements',
    description: 'Staff reopened a submitted organizer for the client to look at some questions again (the notes are not sent).',
    data: z.strictObject({
      organizerId: recordId('The organizer id (GET /api/organizers/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client it was sent to'),
      reopenedById: userId('The staff member who reopened it'),
      questionKeys: z
        .array(z.string().max(ORGANIZER_QUESTION_KEY_MAX_LENGTH))
        .max(ORGANIZER_MAX_QUESTIONS)
        .describe('The keys of the questions to look at again'),
      status: z.literal('reopened').describe('Always reopened'),
      reopenedAt: instant('When it was reopened'),
    }),
  },
  'organizer.cancelled': {
    group: 'Engagements',
    description: 'Staff cancelled an organizer before the client submitted it (the reason is not sent).',
    data: z.strictObject({
      organizerId: recordId('The organizer id (GET /api/organizers/:id)'),
      engagementId: recordId('The engagement it is for'),
      clientId: userId('The client it was sent to'),
      cancelledById: userId('The staff member who cancelled it'),
      status: z.literal('cancelled').describe('Always cancelled'),
      cancelledAt: instant('When it was cancelled'),
    }),
  },
  'job.created': {
    group: 'Jobs',
    description: 'A job was created, by staff or by a recurring series: one piece of recurring work for a client for one period.',
    data: z.strictObject({
      ...jobFields,
      createdById: userId('Who created it; null when its recurring series made it').nullable(),
      seriesId: recordId('The recurring series that made it (GET /api/job-series/:id); null for a job made by hand').nullable(),
      createdAt: instant('When it was created'),
    }),
  },
  'job.stage_changed': {
    group: 'Jobs',
    description: 'A job moved to another stage of its template.',
    data: z.strictObject({
      ...jobFields,
      from: z.enum(jobStageValues).describe('The stage it left'),
      movedById: userId('Who moved it; null when it moved on by itself (a stage that acts, once what it waited for was done)').nullable(),
      movedAt: instant('When it moved'),
    }),
  },
  'job.completed': {
    group: 'Jobs',
    description: 'A job reached the last stage of its template: the work for the period is done.',
    data: z.strictObject({
      ...jobFields,
      completedById: userId('Who completed it; null when it moved on by itself').nullable(),
      completedAt: instant('When it was completed'),
    }),
  },
  'invoice.issued': {
    group: 'Billing',
    description:
      'Staff issued an invoice or a credit note: it has its number and is never changed; its PDF is filed among the client’s documents.',
    data: z.strictObject({
      invoiceId: recordId('The invoice or credit note id (GET /api/invoices/:id)'),
      kind: z.enum(invoiceKindValues).describe('invoice or credit_note'),
      number: z.string().max(INVOICE_NUMBER_MAX_LENGTH).describe('Its number, such as INV-00042'),
      clientId: userId('The client billed'),
      engagementId: recordId('The engagement billed, or null').nullable(),
      creditsInvoiceId: recordId('A credit note: the invoice it corrects; null on an invoice').nullable(),
      documentId: recordId('The original PDF among the client’s documents (GET /api/documents/:id)'),
      totalCents: cents('The total including VAT, in cents'),
      vatCents: cents('The VAT, in cents'),
      issuedOn: day('The date of issue (YYYY-MM-DD, SAST)'),
      dueOn: day('An invoice: when payment is due; null on a credit note').nullable(),
      issuedById: userId('Who issued it'),
      issuedAt: instant('When it was issued'),
    }),
  },
  'invoice.overdue': {
    group: 'Billing',
    description: 'An issued invoice was found unpaid after its due date (once, the day after it was due, or when first found so).',
    data: z.strictObject({
      invoiceId: recordId('The invoice id (GET /api/invoices/:id)'),
      number: z.string().max(INVOICE_NUMBER_MAX_LENGTH).describe('Its number, such as INV-00042'),
      clientId: userId('The client billed'),
      engagementId: recordId('The engagement billed, or null').nullable(),
      totalCents: cents('Its total including VAT, in cents'),
      dueOn: day('When payment was due (YYYY-MM-DD)'),
      overdueSince: day('The first day it was overdue (YYYY-MM-DD)'),
    }),
  },
  'payment.received': {
    group: 'Billing',
    description:
      'Money came in against an invoice: through PayFast or Yoco (once, however often the provider tells), or recorded by staff as EFT or cash.',
    data: z.strictObject({
      paymentId: recordId('The payment id (GET /api/payments/:id)'),
      invoiceId: recordId('The invoice paid (GET /api/invoices/:id)'),
      number: z.string().max(INVOICE_NUMBER_MAX_LENGTH).describe('The invoice’s number, such as INV-00042'),
      clientId: userId('The client who paid'),
      engagementId: recordId('The engagement billed, or null').nullable(),
      method: z.enum(paymentMethodValues).describe('payfast, yoco, eft or cash'),
      amountCents: cents('The amount received, in cents'),
      receivedOn: day('The day it came in (YYYY-MM-DD, SAST)'),
      outstandingCents: cents('What is still owed on the invoice after it, in cents (0 when paid; more paid is credit)'),
      recordedById: recordId('The staff member who recorded it (a user id); null when the provider told').nullable(),
    }),
  },
  'payment.refunded': {
    group: 'Billing',
    description: 'Staff recorded money paid back to a client from what they paid beyond an invoice.',
    data: z.strictObject({
      paymentId: recordId('The refund’s id (GET /api/payments/:id; its amountCents is below 0)'),
      invoiceId: recordId('The invoice it was paid beyond (GET /api/invoices/:id)'),
      number: z.string().max(INVOICE_NUMBER_MAX_LENGTH).describe('The invoice’s number, such as INV-00042'),
      clientId: userId('The client paid back'),
      engagementId: recordId('The engagement billed, or null').nullable(),
      method: z.enum(paymentMethodValues).describe('payfast, yoco, eft or cash: how the money went back'),
      amountCents: z.int().min(1).max(INT32_MAX).meta({ format: 'int32' }).describe('The amount paid back, in cents'),
      refundedOn: day('The day it was paid back (YYYY-MM-DD, SAST)'),
      recordedById: userId('The staff member who recorded it'),
    }),
  },
  'webhook.test': {
    group: 'Testing',
    description: 'Sent only by “Send test event” on the Integrations tab, to check that an endpoint receives and verifies events.',
    data: z.strictObject({
      endpointId: recordId('The endpoint the test was sent to'),
      sentById: userId('The administrator who sent it'),
      message: z.string().max(WEBHOOK_TEST_MESSAGE.length).describe('A fixed sentence saying this is a test'),
    }),
  },
} as const satisfies Record<WebhookEventType, { group: string; description: string; data: z.ZodType }>;

/** What `data` holds for one event type (instants as ISO strings, as sent). */
export type WebhookEventData<Type extends WebhookEventType> = z.output<(typeof webhookEventCatalogue)[Type]['data']>;

/** One event as a feature announces it: its type and its data. */
export type WebhookEvent = { [Type in WebhookEventType]: { type: Type; data: WebhookEventData<Type> } }[WebhookEventType];

/** The events an endpoint can subscribe to: all but the test event, which goes only where it is sent. */
export const subscribableWebhookEventValues = webhookEventTypeValues.filter(
  (type): type is Exclude<WebhookEventType, 'webhook.test'> => type !== 'webhook.test',
);
export type SubscribableWebhookEventType = (typeof subscribableWebhookEventValues)[number];

/** The subscribable events by group, in catalogue order, for the form's grouped checkboxes. */
export const webhookEventGroups: { group: string; types: SubscribableWebhookEventType[] }[] = subscribableWebhookEventValues.reduce<
  { group: string; types: SubscribableWebhookEventType[] }[]
>((groups, type) => {
  const { group } = webhookEventCatalogue[type];
  const found = groups.find((entry) => entry.group === group);
  if (found) found.types.push(type);
  else groups.push({ group, types: [type] });
  return groups;
}, []);

// One schema object per type: the OpenAPI document gives an example to the schema object itself.
const payloadSchemas = new Map<WebhookEventType, z.ZodType>();

/** The body of one delivery of an event of `type`: its id, type, time and data. */
export function webhookPayloadSchema<Type extends WebhookEventType>(type: Type): ReturnType<typeof payloadSchemaOf<Type>> {
  const known = payloadSchemas.get(type) as ReturnType<typeof payloadSchemaOf<Type>> | undefined;
  if (known) return known;
  const schema = payloadSchemaOf(type);
  payloadSchemas.set(type, schema);
  return schema;
}

function payloadSchemaOf<Type extends WebhookEventType>(type: Type) {
  return z.strictObject({
    id: z.string().max(EVENT_ID_LENGTH).describe('The event id (evt_…), also sent as the webhook-id header; the same on every retry'),
    type: z.literal(type).describe('The event type'),
    timestamp: instant('When the change happened'),
    data: webhookEventCatalogue[type].data,
  });
}
