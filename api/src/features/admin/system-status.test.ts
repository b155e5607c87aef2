import type { DataSource } from 'typeorm';
import type { Mailer } from '../../shared/mailer';
import type { MailQueue } from '../mail-queue';
import { CHECK_DETAIL_MAX_LENGTH } from '../../../../validation/system-status-values';
import { SystemStatusService } from './system-status.service';

/*
 * The System tab's checks answer a failure's message cut to CHECK_DETAIL_MAX_LENGTH, the length the
 * OpenAPI document states of SystemStatus's database and mail `detail`.
 */

// A driver and a mail server that fail with a message far longer than any check should answer.
const longMessage = `connect ECONNREFUSED 10.0.0.12:3306 ${'(retrying) '.repeat(1000)}`;
const database = { options: { type: 'mysql' }, query: () => Promise.reject(new Error(longMessage)) } as unknown as DataSource;
const mailer = {
  verify: () => Promise.resolve({ mode: 'smtp' as const, ok: false, detail: `SMTP server did not answer: ${longMessage}` }),
} as unknown as Mailer;
const mailQueue = { stats: () => Promise.reject(new Error('no database')) } as unknown as MailQueue;
const settings = { environment: 'production', version: '1.0.0', demo: false, notificationEmail: 'enquiries@khanya-advisory.co.za' };

describe('the system checks', () => {
  it('cut a failure’s message to the length the document states, and say so', async () => {
    const status = await new SystemStatusService(database, mailer, mailQueue, settings).check(new Date('2026-11-20T08:00:00Z'));
    expect(status.healthy).toBe(false);
    for (const detail of [status.database.detail, status.mail.detail]) {
      expect(detail).toHaveLength(CHECK_DETAIL_MAX_LENGTH);
      expect(detail.endsWith('…')).toBe(true);
    }
    expect(status.database.detail.startsWith('Not reachable: connect ECONNREFUSED 10.0.0.12:3306')).toBe(true);
    expect(status.mail.detail.startsWith('SMTP server did not answer: connect ECONNREFUSED')).toBe(true);
  });
});
