import { z } from 'zod';

/**
 * Where a queued e-mail stands: waiting for its first try, sending (claimed by a worker),
 * retrying after a failure, sent, or failed after its last try.
 */
export const mailStatusValues = ['waiting', 'sending', 'retrying', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatusValues)[number];

/** The administrators' Mail tab: every e-mail, or those in one state. */
export const mailQueueFilterSchema = z.object({
  status: z.enum(mailStatusValues, 'Status must be waiting, sending, retrying, sent or failed').nullish(),
});
