import { z } from 'zod';
import { mailStatusValues } from '../mail-queue';

/**
 * An e-mail of the mail queue as REST answers it (GET /api/admin/mail, POST
 * /api/admin/mail/:id/retry): the record, never its content, in the order the JSON carries it.
 * record-shapes.test.ts compares it with the GraphQL type QueuedMail.
 */
export const queuedMailRecord = z.strictObject({
  id: z.string().describe('The e-mail id'),
  recipient: z.string().describe('The address it goes to'),
  subject: z.string().describe('The subject line'),
  status: z.enum(mailStatusValues).describe('waiting, sending, retrying, sent or failed'),
  attempts: z.int().describe('Tries so far'),
  nextAttemptAt: z.iso.datetime().nullable().describe('When it is due to be tried (waiting, retrying)'),
  lastError: z.string().nullable().describe('Why the last try failed'),
  sentAt: z.iso.datetime().nullable().describe('When it was sent'),
  createdAt: z.iso.datetime().describe('When it was queued'),
});
