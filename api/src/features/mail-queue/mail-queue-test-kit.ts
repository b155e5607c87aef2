import type { TestApp } from '../../test/test-app';
import { QueuedMail } from './queued-mail.entity';

/** A mail that has used up its attempts, as the queue leaves one: what an admin sends again. */
export function failedMail(t: TestApp, recipient: string, createdAt = new Date()): Promise<QueuedMail> {
  const rows = t.database.dataSource.getRepository(QueuedMail);
  return rows.save(
    rows.create({
      recipient,
      subject: 'Your invoice',
      content: { subject: 'Your invoice', text: 'Attached.' },
      status: 'failed',
      attempts: 5,
      nextAttemptAt: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt,
    }),
  );
}
