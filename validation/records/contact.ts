import { z } from 'zod';
import { contactServiceValues, contactSubmissionTypeValues, preferredTimeValues } from '../contact';

/**
 * A contact submission as REST answers it (POST /api/contact when stored, GET
 * /api/contact-submissions), in the order the JSON carries it. record-shapes.test.ts compares it
 * with the GraphQL type ContactSubmission.
 */
export const contactSubmissionRecord = z.strictObject({
  id: z.string().describe('The submission id'),
  createdAt: z.iso.datetime().describe('When it was sent'),
  type: z.enum(contactSubmissionTypeValues).describe('Which public form it came from: get_in_touch or scheduled_consultation'),
  firstName: z.string().describe("The sender's first name"),
  lastName: z.string().describe("The sender's last name"),
  email: z.string().describe("The sender's e-mail address"),
  phone: z.string().nullable().describe("The sender's phone number (required for consultations)"),
  company: z.string().nullable().describe("The sender's company"),
  service: z.enum(contactServiceValues).nullable().describe('accounting, bookkeeping, management-consulting, taxation or secretarial'),
  preferredDate: z.iso.datetime().nullable().describe('Consultations only: the day asked for (midnight UTC of that date)'),
  preferredTime: z.enum(preferredTimeValues).nullable().describe('Consultations only: 09:00, 10:00, 11:00, 14:00, 15:00 or 16:00'),
  message: z.string().describe('What the sender wrote'),
  consentGivenAt: z.iso.datetime().nullable().describe('When the sender agreed to the privacy notice; null before consent was asked for'),
  privacyNoticeVersion: z.string().nullable().describe('The version (effective date) of the privacy notice agreed to'),
});
