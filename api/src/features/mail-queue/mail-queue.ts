import crypto from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { In, LessThan, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { afterCommit } from '../../shared/after-commit';
import { logger } from '../../shared/logger';
import type { MailMessage, Mailer, MailSender } from '../../shared/mailer';
import { QueuedMail } from './queued-mail.entity';

/** The pauses after each failed try: 1 min, 5 min, 30 min, 2 h; the try after the last one that fails is final. */
export const MAIL_RETRY_PAUSES_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

export interface MailQueueOptions {
  /** How often the worker looks for due e-mails without being nudged (default 5 s). */
  pollMs?: number;
  /** How long a claimed e-mail is held before another worker may take it (default 2 min). */
  leaseMs?: number;
  /** E-mails claimed at once (default 10). */
  batchSize?: number;
  retryPausesMs?: number[];
  /** Sent e-mails are deleted after this long (default 30 days). */
  keepSentMs?: number;
}

/** The backlog, as the System tab and a metrics module read it. */
export interface MailQueueStats {
  waiting: number;
  sending: number;
  retrying: number;
  failed: number;
  /** Age of the oldest e-mail not yet sent (waiting, sending or retrying); null when there is none. */
  oldestWaitingAgeSeconds: number | null;
}

const MAX_ERROR_LENGTH = 2000;
/**
 * How long a nudge waits before its round: during a burst (a busy contact form) the e-mails of
 * many requests are then claimed and sent in a few batches, instead of one round of three
 * statements per e-mail competing with the requests. Short enough that an e-mail still leaves
 * within a moment.
 */
const NUDGE_GATHER_MS = 50;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Every e-mail goes through here. `send` stores it in `mail_queue` (inside the caller's transaction
 * when given its manager, so the e-mail exists exactly when the change that causes it does); a
 * worker in each process sends what is due, nudged right after an enqueue commits and otherwise
 * every few seconds. Several processes share one queue: a worker claims rows with one conditional
 * UPDATE (status, claim token, lease), so each e-mail is sent by one of them, and a claim whose
 * lease ran out (a crashed sender) is taken over. A failed try is retried after growing pauses,
 * then the e-mail is marked failed with its error, for an administrator to send again.
 */
export class MailQueue implements MailSender {
  private readonly rows: Repository<QueuedMail>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryPausesMs: number[];
  private readonly keepSentMs: number;
  /** Rounds of this process run one after another. */
  private chain: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private gathering: NodeJS.Timeout | undefined;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrunedAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly transport: Mailer,
    options: MailQueueOptions = {},
  ) {
    this.rows = dataSource.getRepository(QueuedMail);
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.retryPausesMs = options.retryPausesMs ?? MAIL_RETRY_PAUSES_MS;
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
        // Whole seconds: MySQL rounds a datetime(0) up as often as down, and a due time a moment
        // ahead would let the nudge after the commit miss it.
        nextAttemptAt: new Date(Math.floor(Date.now() / 1000) * 1000),
        claimToken: null,
        leaseExpiresAt: null,
        lastError: null,
        sentAt: null,
      }),
    );
    afterCommit(manager, () => this.nudge());
  }

  /** Starts polling (the server and the app do; a stopped queue stays stopped). */
  start(): void {
    if (this.stopped || this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /** No new rounds; resolves when the one under way has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.gathering);
    this.gathering = undefined;
    await this.chain;
  }

  /** Asks for a round soon (after the one under way); several nudges meanwhile make one round. */
  nudge(): void {
    if (this.stopped || this.nudged) return;
    this.nudged = true;
    this.gathering = setTimeout(() => this.startNudgedRound(), NUDGE_GATHER_MS);
  }

  private startNudgedRound(): void {
    this.gathering = undefined;
    if (this.stopped) {
      this.nudged = false;
      return;
    }
    this.enqueueRound(async () => {
      this.nudged = false;
      const now = new Date();
      await this.pruneSent(now);
      return this.sendDue(now);
    }).catch((error: unknown) => logger.error({ err: error }, 'A mail queue round failed'));
  }

  /** One round at `now` (tests pass a later `now` instead of waiting): answers how many e-mails were tried. */
  runRound(now = new Date()): Promise<number> {
    return this.enqueueRound(() => this.sendDue(now));
  }

  /** Runs rounds until nothing is due at `now`: every e-mail queued so far is sent or waiting for a retry. */
  async drain(now?: Date): Promise<void> {
    while ((await this.runRound(now ?? new Date())) > 0);
  }

  async stats(now = new Date()): Promise<MailQueueStats> {
    const counts: { status: string; count: string | number }[] = await this.rows
      .createQueryBuilder('mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('mail.status IN (:...statuses)', { statuses: ['waiting', 'sending', 'retrying', 'failed'] })
      .groupBy('mail.status')
      .getRawMany();
    const countOf = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
    const oldest = await this.rows.findOne({
      where: { status: In(['waiting', 'sending', 'retrying']) },
      order: { createdAt: 'ASC' },
      select: { id: true, createdAt: true },
    });
    return {
      waiting: countOf('waiting'),
      sending: countOf('sending'),
      retrying: countOf('retrying'),
      failed: countOf('failed'),
      oldestWaitingAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.createdAt.getTime()) / 1000)) : null,
    };
  }

  private enqueueRound(work: () => Promise<number>): Promise<number> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Claims and sends batches until nothing is due at `now`. Once stopped, it finishes the e-mail
   * under way and hands the rest of its batch back at once, for the next start or another worker.
   */
  private async sendDue(now: Date): Promise<number> {
    let tried = 0;
    while (!this.stopped) {
      const claimed = await this.claim(now);
      if (claimed.length === 0) break;
      for (const mail of claimed) {
        if (this.stopped) await this.handBack(mail, now);
        else await this.deliver(mail, now);
        // On the embedded database every statement runs on this thread: requests that arrived
        // meanwhile are served between two e-mails, not after the whole batch.
        await yieldToRequests();
      }
      tried += claimed.length;
    }
    return tried;
  }

  /** Undoes a claim that was not tried: due again now, the try not counted. */
  private async handBack(mail: QueuedMail, now: Date): Promise<void> {
    const tries = mail.attempts - 1;
    await this.rows.update(
      { id: mail.id, claimToken: mail.claimToken! },
      { status: tries > 0 ? 'retrying' : 'waiting', attempts: tries, nextAttemptAt: now, claimToken: null, leaseExpiresAt: null },
    );
  }

  /**
   * Picks due rows, then claims them with one conditional UPDATE that repeats the "due"
   * condition: a row another worker claimed in between no longer matches, so it is not taken
   * twice. The same statement on SQLite and MySQL/MariaDB.
   */
  private async claim(now: Date): Promise<QueuedMail[]> {
    const due = (prefix: string) =>
      `((${prefix}status IN ('waiting', 'retrying') AND ${prefix}nextAttemptAt <= :now) OR (${prefix}status = 'sending' AND ${prefix}leaseExpiresAt <= :now))`;
    const candidates = await this.rows
      .createQueryBuilder('mail')
      .select('mail.id', 'id')
      .where(due('mail.'), { now })
      .orderBy('mail.nextAttemptAt', 'ASC')
      .addOrderBy('mail.id', 'ASC')
      .limit(this.batchSize)
      .getRawMany<{ id: string }>();
    if (candidates.length === 0) return [];
    const token = crypto.randomUUID();
    await this.rows
      .createQueryBuilder()
      .update(QueuedMail)
      .set({ status: 'sending', claimToken: token, leaseExpiresAt: new Date(now.getTime() + this.leaseMs), attempts: () => 'attempts + 1' })
      .where('id IN (:...ids)', { ids: candidates.map((row) => row.id) })
      .andWhere(due(''), { now })
      .execute();
    return this.rows.find({ where: { claimToken: token }, order: { createdAt: 'ASC' } });
  }

  private async deliver(mail: QueuedMail, now: Date): Promise<void> {
    const mine = { id: mail.id, claimToken: mail.claimToken! };
    try {
      if (!mail.content) throw new Error('The e-mail has no content to send');
      await this.transport.send({ to: mail.recipient, ...mail.content });
    } catch (error) {
      const final = mail.attempts > this.retryPausesMs.length || isPermanent(error);
      await this.rows.update(mine, {
        status: final ? 'failed' : 'retrying',
        nextAttemptAt: final ? null : new Date(now.getTime() + this.retryPausesMs[mail.attempts - 1]),
        claimToken: null,
        leaseExpiresAt: null,
        lastError: errorText(error),
      });
      logger.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, final },
        final ? 'An e-mail failed' : 'An e-mail will be retried',
      );
      return;
    }
    // The content may hold a single-use link: once delivered, only the record is kept.
    await this.rows.update(mine, {
      status: 'sent',
      sentAt: now,
      content: null,
      nextAttemptAt: null,
      claimToken: null,
      leaseExpiresAt: null,
    });
  }

  /** Sent e-mails are kept a while for the Mail tab, then deleted (once an hour at most). */
  private async pruneSent(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrunedAt < PRUNE_EVERY_MS) return;
    this.lastPrunedAt = now.getTime();
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
