import { Column, Entity, Index } from 'typeorm';
import { LeasedRecord } from '../../db/leased-record';
import type { MailStatus } from '../../../../validation/mail-queue';

/** What a queued e-mail carries besides its recipient and subject (MailMessage's other parts). */
export interface QueuedMailContent {
  /** In full: the column `subject` is cut to its length for the list. */
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The calendar invitation travels with the message, so it survives the queue. */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH'; filename: string; content: string };
}

/**
 * One e-mail in the mail queue (mail-queue.ts): stored with the change that causes it, then sent
 * by a worker that claims it with a lease (the columns of LeasedRecord), with retries after
 * growing pauses.
 * Once sent, its content is dropped: it may hold a single-use link, and only the record is needed.
 */
@Entity('mail_queue')
@Index('IDX_mail_queue_status_nextAttemptAt', ['status', 'nextAttemptAt'])
export class QueuedMail extends LeasedRecord<MailStatus> {
  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** Null once sent. */
  @Column({ type: 'simple-json', nullable: true })
  content: QueuedMailContent | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
