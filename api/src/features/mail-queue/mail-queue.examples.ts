import type { z } from 'zod';
import { exampleClient } from '../../http/openapi/example-values';
import type { queuedMailRecord } from './queued-mail.record';

/**
 * An e-mail of the Mail tab, as "Send again" answers it (mail-queue.service.ts retry): the
 * client's "Document approved" notice (notifications.examples.ts) failed its last try, some
 * two and a half hours of retries later, while the SMTP server timed out; an administrator sent
 * it again, so it waits, due at once, with a fresh set of tries and the last error kept.
 */
export const queuedMailExample: z.input<typeof queuedMailRecord> = {
  id: 'f9824528-d699-49a2-bb4c-ebfee9514505',
  recipient: exampleClient.email,
  subject: 'Document approved',
  status: 'waiting',
  attempts: 0,
  nextAttemptAt: '2026-11-20T11:20:07.418Z',
  lastError: 'Connection timeout',
  sentAt: null,
  createdAt: '2026-11-20T08:15:42.035Z',
};
