import { Column, Entity, Index } from 'typeorm';
import { EditableRecord } from '../../db/base-entity';
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
 * by a worker that claims it (claimToken, leaseExpiresAt), with retries after growing pauses.
 * Once sent, its content is dropped: it may hold a single-use link, and only the record is needed.
 */
@Entity('mail_queue')
@Index('IDX_mail_queue_status_nextAttemptAt', ['status', 'nextAttemptAt'])
export class QueuedMail extends EditableRecord {
  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** Null once sent. */
  @Column({ type: 'simple-json', nullable: true })
  content: QueuedMailContent | null;

  @Column({ type: 'varchar', length: 20, default: 'waiting' })
  status: MailStatus;

  /** Tries so far, counted when a worker claims it. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** When it may next be tried (waiting, retrying); null once sent or failed. */
  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  /** The worker round that holds it while sending. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  claimToken: string | null;

  /** Past this, a sender that claimed it is taken to have crashed and another may claim it. */
  @Column({ type: 'datetime', nullable: true })
  leaseExpiresAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;
}
