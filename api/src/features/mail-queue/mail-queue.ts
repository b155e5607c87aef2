import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { afterCommit } from '../../shared/after-commit';
import { dueNow, LeasedQueue, type LeaseTuning, type QueueBacklog } from '../../shared/leased-queue';
import { logger } from '../../shared/logger';
import type { MailMessage, Mailer, MailSender } from '../../shared/mailer';
import { QueuedMail } from './queued-mail.entity';

/** The pauses after each failed try: 1 min, 5 min, 30 min, 2 h; the try after the last one that fails is final. */
export const MAIL_RETRY_PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export interface MailQueueOptions extends LeaseTuning {
  /** Sent e-mails are deleted after this long (default 30 days). */
  keepSentMs?: number;
}

/** The backlog, as the System tab and a metrics module read it. */
export type MailQueueStats = QueueBacklog;

const MAX_ERROR_LENGTH = 2000;

/**
 * Every e-mail goes through here. `send` stores it in `mail_queue` (inside the caller's transaction
 * when given its manager, so the e-mail exists exactly when the change that causes it does); a
 * worker in each process sends what is due, nudged right after an enqueue commits and otherwise
 * every few seconds, claiming rows with a lease (shared/leased-queue.ts) so that several processes
 * send each e-mail once. A failed try is retried after growing pauses, then the e-mail is marked
 * failed with its error, for an administrator to send again.
 */
export class MailQueue extends LeasedQueue<QueuedMail> implements MailSender {
  private readonly keepSentMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: Mailer,
    options: MailQueueOptions = {},
  ) {
    // SMTP connections time out well inside the 2-minute lease.
    super(
      dataSource.getRepository(QueuedMail),
      { leaseMs: 2 * 60_000, retryPausesMs: MAIL_RETRY_PAUSES_MS, roundFailed: 'A mail queue round failed' },
      options,
    );
    this.keepSentMs = options.keepSentMs ?? 30 * 24 * 60 * 60_000;
  }

  /** Queues an e-mail; with a transaction's manager, it is kept only if the transaction commits. */
  async send(message: MailMessage, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const { to, subject, ...rest } = message;
    const repository = manager.getRepository(QueuedMail);
    await repository.save(
      repository.create({
        recipient: to,
        subject: subject.slice(0, 255),
        content: { subject, ...rest },
        status: 'waiting',
        attempts: 0,
        nextAttemptAt: dueNow(),
        claimToken: null,
        leaseExpiresAt: null,
        lastError: null,
        sentAt: null,
      }),
    );
    afterCommit(manager, () => this.nudge());
  }

  protected async attempt(mail: QueuedMail, now: Date): Promise<void> {
    try {
      if (!mail.content) throw new Error('The e-mail has no content to send');
      await this.transport.send({ to: mail.recipient, ...mail.content });
    } catch (error) {
      const next = this.afterFailedTry(mail.attempts, now, isPermanent(error));
      await this.release(mail, { ...next, lastError: errorText(error) });
      const final = next.status === 'failed';
      logger.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, final },
        final ? 'An e-mail failed' : 'An e-mail will be retried',
      );
      return;
    }
    // The content may hold a single-use link: once delivered, only the record is kept.
    await this.release(mail, { status: 'sent', sentAt: now, content: null, nextAttemptAt: null });
  }

  /** Sent e-mails are kept a while for the Mail tab, then deleted. */
  protected async prune(now: Date): Promise<void> {
    await this.rows.delete({ status: 'sent', sentAt: LessThan(new Date(now.getTime() - this.keepSentMs)) });
  }
}

/** An SMTP 5xx answer (say, an unknown recipient) will not change by trying again. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text || 'Unknown error').slice(0, MAX_ERROR_LENGTH);
}
