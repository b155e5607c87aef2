import type { z } from 'zod';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { contactSubmissionRecord } from './contact-submission.record';
import type { getInTouchSchema } from '../../../../validation/contact';
import { PRIVACY_NOTICE_VERSION } from '../../../../validation/privacy-notice';

// A prospective client of the firm, not yet one: made up, as every example is.
const sender = {
  firstName: 'Lerato',
  lastName: 'Nkosi',
  email: 'lerato@nkosi-catering.example.co.za',
  phone: '071 555 0192',
  company: 'Nkosi Catering CC',
} as const;

const message =
  'We are a catering business in Pretoria with 15 staff. We need monthly bookkeeping and help with our VAT201 returns. Could someone call me this week?';

/**
 * POST /api/contact: a Get In Touch enquiry. (A consultation request is not the example: its
 * preferred day may not be in the past, so any fixed day would one day be refused.)
 */
export const contactFormExample: z.input<typeof getInTouchSchema> = {
  type: 'get_in_touch',
  ...sender,
  service: 'bookkeeping',
  message,
  consent: true,
};

/**
 * The same enquiry as stored (contact.service.ts submit) and listed on the tracker: consent given
 * as it was received, to the privacy notice then in force.
 */
export const contactSubmissionExample: z.input<typeof contactSubmissionRecord> = {
  id: 'b3ea41ce-c640-4062-bcf5-1f7a5a3be27e',
  createdAt: '2026-11-18T12:31:07.405Z',
  type: 'get_in_touch',
  ...sender,
  service: 'bookkeeping',
  preferredDate: null,
  preferredTime: null,
  message,
  consentGivenAt: '2026-11-18T12:31:07.402Z',
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
};

/** The event of her enquiry (webhooks): a Get In Touch message, so no preferred day or time. */
export const contactEventExamples: EventExamples<'contact_submission.created'> = {
  'contact_submission.created': {
    id: 'evt_b6RGypF7vcBs3AUHLHdcid3LZm',
    type: 'contact_submission.created',
    timestamp: contactSubmissionExample.createdAt,
    data: {
      submissionId: contactSubmissionExample.id,
      type: 'get_in_touch',
      service: 'bookkeeping',
      preferredDate: null,
      preferredTime: null,
      createdAt: contactSubmissionExample.createdAt,
    },
  },
};
