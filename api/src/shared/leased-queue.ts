import crypto from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { QueryDeepPartialEntity, Repository } from 'typeorm';
import { logger } from './logger';

/** The columns the lease works with; db/leased-record.ts declares them for an entity. */
export interface LeasedRow {
  id: string;
  createdAt: Date;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  claimToken: string | null;
  leaseExpiresAt: Date | null;
}

/** The backlog, as the System tab and the *_queue_* gauges read it. */
export interface QueueBacklog {
  waiting: number;
  sending: number;
  retrying: number;
  failed: number;
  /** Age of the oldest row not yet done (waiting, sending or retrying); null when there is none. */
  oldestWaitingAgeSeconds: number | null;
}

/** What a caller may change; tests shorten the pauses or shrink the batch. */
export interface LeaseTuning {
  /** How often the worker looks for due rows without being nudged (default 5 s). */
  pollMs?: number;
  /** How long a claimed row is held before another worker may take it (default: the queue's own). */
  leaseMs?: number;
  /** Rows claimed at once (default 10). */
  batchSize?: number;
  /** The pauses after each failed try; the try after the last one that fails is final (default: the queue's own). */
  retryPausesMs?: number[];
}

/** What each queue settles for itself. */
export interface LeasedQueueSetup {
  /** Long enough for a whole batch of the slowest tries, or a claim is taken over while its sender still works. */
  leaseMs: number;
  retryPausesMs: number[];
  /** Logged with the error when a nudged round fails. */
  roundFailed: string;
  /** Nudges do nothing until start(): the test app leaves such a worker to its suites to drive. */
  idleUntilStarted?: boolean;
}

/**
 * How long a nudge waits before its round: during a burst (a busy contact form) the rows of many
 * requests are then claimed and sent in a few batches, instead of one round of three statements
 * per row competing with the requests. Short enough that a row still leaves within a moment.
 */
const NUDGE_GATHER_MS = 50;
const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * A due time for a row queued now, in whole seconds: MySQL rounds a datetime(0) up as often as
 * down, and a due time a moment ahead would let the nudge after the commit miss it.
 */
export function dueNow(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

/** Changes to the lease's own columns, for a row of any queue: TypeScript cannot map a generic row's columns. */
function leaseColumns<Row extends LeasedRow>(changes: QueryDeepPartialEntity<LeasedRow>): QueryDeepPartialEntity<Row> {
  return changes as QueryDeepPartialEntity<Row>;
}

/**
 * A table of rows that a worker in each process sends (the mail queue, the webhook deliveries):
 * nudged right after a row is queued and otherwise every few seconds. Several processes share the
 * table, so a worker claims rows with a lease (status, claim token, leaseExpiresAt): each row is
 * tried by one of them, and a claim whose lease ran out (a crashed sender) is taken over. A failed
 * try is retried after growing pauses, then the row is failed, for an administrator to send again.
 *
 * A queue says what one try is (`attempt`, which ends by releasing the claim) and which finished
 * rows to delete (`prune`); tests drive it with `runRound` and `drain` and a chosen `now`.
 */
export abstract class LeasedQueue<Row extends LeasedRow> {
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryPausesMs: number[];
  /** Rounds of this process run one after another. */
  private chain: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private gathering: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrunedAt = 0;

  constructor(
    protected readonly rows: Repository<Row>,
    private readonly setup: LeasedQueueSetup,
    tuning: LeaseTuning = {},
  ) {
    this.pollMs = tuning.pollMs ?? 5000;
    this.leaseMs = tuning.leaseMs ?? setup.leaseMs;
    this.batchSize = tuning.batchSize ?? 10;
    this.retryPausesMs = tuning.retryPausesMs ?? setup.retryPausesMs;
  }

  /** One try of a claimed row, ending with `release` (the claim is lost with the lease otherwise). */
  protected abstract attempt(row: Row, now: Date): Promise<void>;

  /** Deletes the rows finished long enough ago; called before a nudged round, at most hourly. */
  protected abstract prune(now: Date): Promise<unknown>;

  /** Starts polling; a stopped queue stays stopped. */
  start(): void {
    if (this.stopped || this.timer) return;
    this.started = true;
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
    if ((this.setup.idleUntilStarted && !this.started) || this.stopped || this.nudged) return;
    this.nudged = true;
    this.gathering = setTimeout(() => this.startNudgedRound(), NUDGE_GATHER_MS);
  }

  /** One round at `now` (tests pass a later `now` instead of waiting): answers how many rows were tried. */
  runRound(now = new Date()): Promise<number> {
    return this.enqueueRound(() => this.sendDue(now));
  }

  /** Runs rounds until nothing is due at `now`: every row queued so far is done or waiting for a retry. */
  async drain(now?: Date): Promise<void> {
    while ((await this.runRound(now ?? new Date())) > 0);
  }

  async stats(now = new Date()): Promise<QueueBacklog> {
    const counts = await this.rows
      .createQueryBuilder('leased')
      .select('leased.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('leased.status IN (:...statuses)', { statuses: ['waiting', 'sending', 'retrying', 'failed'] })
      .groupBy('leased.status')
      .getRawMany<{ status: string; count: string | number }>();
    const countOf = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
    const oldest = await this.rows
      .createQueryBuilder('leased')
      .select(['leased.id', 'leased.createdAt'])
      .where('leased.status IN (:...statuses)', { statuses: ['waiting', 'sending', 'retrying'] })
      .orderBy('leased.createdAt', 'ASC')
      .limit(1)
      .getOne();
    return {
      waiting: countOf('waiting'),
      sending: countOf('sending'),
      retrying: countOf('retrying'),
      failed: countOf('failed'),
      oldestWaitingAgeSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.createdAt.getTime()) / 1000)) : null,
    };
  }

  /** Ends this worker's claim on a row with `changes`; a claim another worker took over is left alone. */
  protected async release(row: Row, changes: QueryDeepPartialEntity<Row>): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .update(this.rows.target)
      .set({ ...changes, claimToken: null, leaseExpiresAt: null })
      .where('id = :id AND claimToken = :claimToken', { id: row.id, claimToken: row.claimToken })
      .execute();
  }

  /** Where a failed try leaves a row: retrying after this try's pause, or failed after the last (or at once when `final`). */
  protected afterFailedTry(attempts: number, now: Date, final = false): { status: 'retrying' | 'failed'; nextAttemptAt: Date | null } {
    if (final || attempts > this.retryPausesMs.length) return { status: 'failed', nextAttemptAt: null };
    return { status: 'retrying', nextAttemptAt: new Date(now.getTime() + this.retryPausesMs[attempts - 1]) };
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
      if (now.getTime() - this.lastPrunedAt >= PRUNE_EVERY_MS) {
        this.lastPrunedAt = now.getTime();
        await this.prune(now);
      }
      return this.sendDue(now);
    }).catch((error: unknown) => logger.error({ err: error }, this.setup.roundFailed));
  }

  private enqueueRound(work: () => Promise<number>): Promise<number> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Claims and tries batches until nothing is due at `now`. Once stopped, it finishes the row
   * under way and hands the rest of its batch back at once, for the next start or another worker.
   */
  private async sendDue(now: Date): Promise<number> {
    let tried = 0;
    while (!this.stopped) {
      const claimed = await this.claim(now);
      if (claimed.length === 0) break;
      for (const row of claimed) {
        if (this.stopped) await this.handBack(row, now);
        else await this.attempt(row, now);
        // On the embedded database every statement runs on this thread: requests that arrived
        // meanwhile are served between two rows, not after the whole batch.
        await yieldToRequests();
      }
      tried += claimed.length;
    }
    return tried;
  }

  /** Undoes a claim that was not tried: due again now, the try not counted. */
  private async handBack(row: Row, now: Date): Promise<void> {
    const tries = row.attempts - 1;
    await this.release(row, leaseColumns<Row>({ status: tries > 0 ? 'retrying' : 'waiting', attempts: tries, nextAttemptAt: now }));
  }

  /**
   * Picks due rows, then claims them with one conditional UPDATE that repeats the "due"
   * condition: a row another worker claimed in between no longer matches, so it is not taken
   * twice. The same statements on SQLite and MySQL/MariaDB: the pick is a SELECT … LIMIT of its
   * own (TypeORM writes UPDATE … LIMIT for MySQL only and refuses it on SQLite), and the rows won
   * are read back by their claim token, as the drivers' affected-row counts say how many, not which.
   */
  private async claim(now: Date): Promise<Row[]> {
    const due = (prefix: string) =>
      `((${prefix}status IN ('waiting', 'retrying') AND ${prefix}nextAttemptAt <= :now) OR (${prefix}status = 'sending' AND ${prefix}leaseExpiresAt <= :now))`;
    const candidates = await this.rows
      .createQueryBuilder('leased')
      .select('leased.id', 'id')
      .where(due('leased.'), { now })
      .orderBy('leased.nextAttemptAt', 'ASC')
      .addOrderBy('leased.id', 'ASC')
      .limit(this.batchSize)
      .getRawMany<{ id: string }>();
    if (candidates.length === 0) return [];
    const token = crypto.randomUUID();
    await this.rows
      .createQueryBuilder()
      .update(this.rows.target)
      .set(
        leaseColumns<Row>({
          status: 'sending',
          claimToken: token,
          leaseExpiresAt: new Date(now.getTime() + this.leaseMs),
          attempts: () => 'attempts + 1',
        }),
      )
      .where('id IN (:...ids)', { ids: candidates.map((row) => row.id) })
      .andWhere(due(''), { now })
      .execute();
    return this.rows
      .createQueryBuilder('leased')
      .where('leased.claimToken = :token', { token })
      .orderBy('leased.createdAt', 'ASC')
      .getMany();
  }
}
