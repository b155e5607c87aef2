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
export interface LeasedQueueSetup<Row extends LeasedRow = LeasedRow> {
  /** Long enough for a whole batch of the slowest tries, or a claim is taken over while its sender still works. */
  leaseMs: number;
  retryPausesMs: number[];
  /** Logged with the error when a nudged round fails. */
  roundFailed: string;
  /** Nudges do nothing until start(): the test app leaves such a worker to its suites to drive. */
  idleUntilStarted?: boolean;
  /**
   * Rows that go one at a time, in order, share a lane, named by this column (a webhook's
   * endpoint); the rows of different lanes are tried side by side, `atOnce` lanes at most, so a
   * slow lane holds up only its own rows. Without it the whole queue is one lane.
   */
  lanes?: { column: keyof Row & string; atOnce: number };
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
 * A process tries its rows one at a time, or, for a queue with lanes (the webhook deliveries, one
 * lane per endpoint), each lane's one at a time and several lanes side by side. Lanes are kept
 * apart within a process only: two processes may each be sending a row of the same lane.
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
  /** A nudged round is waiting in the chain. */
  private nudged = false;
  private gathering: NodeJS.Timeout | undefined;
  /** Set while the round under way waits for a lane to end: makes it look for due rows at once. */
  private wakeRound: (() => void) | undefined;
  /** A nudge came while the round under way was claiming: it looks again before it waits. */
  private lookAgain = false;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrunedAt = 0;

  constructor(
    protected readonly rows: Repository<Row>,
    private readonly setup: LeasedQueueSetup<Row>,
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

  /** No new rounds; resolves when the one under way has finished (each of its lanes its row under way). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    clearTimeout(this.gathering);
    this.gathering = undefined;
    this.wake();
    await this.chain;
  }

  /**
   * Asks for a round soon (after the one under way, which meanwhile looks for due rows again if
   * it is waiting on a lane); several nudges meanwhile make one round.
   */
  nudge(): void {
    if ((this.setup.idleUntilStarted && !this.started) || this.stopped || this.gathering) return;
    this.gathering = setTimeout(() => this.startNudgedRound(), NUDGE_GATHER_MS);
  }

  /** One round at `now` (tests pass a later `now` instead of waiting): answers how many rows were tried. */
  runRound(now = new Date()): Promise<number> {
    return this.enqueueRound(() => this.sendDue(() => now));
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
    if (this.stopped) return;
    // A round held by a slow lane claims what is due for the other lanes now, not after it.
    this.wake();
    if (this.nudged) return;
    this.nudged = true;
    this.enqueueRound(async () => {
      this.nudged = false;
      const now = new Date();
      if (now.getTime() - this.lastPrunedAt >= PRUNE_EVERY_MS) {
        this.lastPrunedAt = now.getTime();
        await this.prune(now);
      }
      // The clock, not one instant: a round that waits on a slow lane claims later rows when woken.
      return this.sendDue(() => new Date());
    }).catch((error: unknown) => logger.error({ err: error }, this.setup.roundFailed));
  }

  private enqueueRound(work: () => Promise<number>): Promise<number> {
    const run = this.chain.then(work);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Claims and tries rows until nothing is due (at `clock()`): each lane's claimed rows one after
   * another, up to `lanes.atOnce` lanes side by side (one lane, one batch after another, without
   * `lanes`). A lane's rows are claimed only while none of its rows is being tried here, and only
   * when a lane may start at once, so every claimed row is tried well inside its lease. While
   * lanes run it claims again when one ends or a nudge comes. Once stopped, each lane finishes
   * its row under way and hands the rest back at once, for the next start or another worker.
   */
  private async sendDue(clock: () => Date): Promise<number> {
    const running = new Map<string, Promise<void>>();
    const failures: unknown[] = [];
    const atOnce = this.setup.lanes?.atOnce ?? 1;
    let tried = 0;
    try {
      while (!this.stopped && failures.length === 0) {
        this.lookAgain = false;
        const now = clock();
        const claimed = running.size < atOnce ? await this.claim(now, [...running.keys()], atOnce - running.size) : [];
        tried += claimed.length;
        for (const [lane, rows] of this.byLane(claimed)) {
          const tries = this.tryInTurn(rows, now)
            .catch((error: unknown) => void failures.push(error))
            .finally(() => running.delete(lane));
          running.set(lane, tries);
        }
        if (claimed.length > 0 && running.size < atOnce) continue;
        if (running.size === 0) break;
        await this.laneEndOrWake(running);
      }
    } finally {
      // Even when a claim fails: no lane outlives its round (the next round would not know it busy).
      await Promise.all(running.values());
    }
    if (failures.length > 0) throw failures[0];
    return tried;
  }

  /** One lane's rows, one after another. */
  private async tryInTurn(rows: Row[], now: Date): Promise<void> {
    for (const row of rows) {
      if (this.stopped) await this.handBack(row, now);
      else await this.attempt(row, now);
      // On the embedded database every statement runs on this thread: requests that arrived
      // meanwhile are served between two rows, not after the whole batch.
      await yieldToRequests();
    }
  }

  /** Makes the round under way look for due rows again (now if it waits on a lane, else before it does). */
  private wake(): void {
    this.lookAgain = true;
    this.wakeRound?.();
  }

  /** Resolves when a running lane ends, or when a nudge or the stop wakes the round. */
  private async laneEndOrWake(running: Map<string, Promise<void>>): Promise<void> {
    if (this.lookAgain) return;
    const woken = new Promise<void>((resolve) => (this.wakeRound = resolve));
    await Promise.race([...running.values(), woken]);
    this.wakeRound = undefined;
  }

  /** The lane of a row: its lane column's value, or the one lane of a queue without lanes. */
  private laneOf(row: Row): string {
    return this.setup.lanes ? String(row[this.setup.lanes.column]) : '';
  }

  /** Claimed rows by lane, each lane's in the order claimed. */
  private byLane(rows: Row[]): Map<string, Row[]> {
    const lanes = new Map<string, Row[]>();
    for (const row of rows) lanes.set(this.laneOf(row), [...(lanes.get(this.laneOf(row)) ?? []), row]);
    return lanes;
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
   * With lanes, rows of the lanes `busy` here are left alone, and only the rows of the first
   * `freeLanes` lanes among the due ones are claimed.
   */
  private async claim(now: Date, busy: string[], freeLanes: number): Promise<Row[]> {
    const due = (prefix: string) =>
      `((${prefix}status IN ('waiting', 'retrying') AND ${prefix}nextAttemptAt <= :now) OR (${prefix}status = 'sending' AND ${prefix}leaseExpiresAt <= :now))`;
    const query = this.rows.createQueryBuilder('leased').select('leased.id', 'id').where(due('leased.'), { now });
    const column = this.setup.lanes?.column;
    if (column) {
      query.addSelect(`leased.${column}`, 'lane');
      if (busy.length > 0) query.andWhere(`leased.${column} NOT IN (:...busy)`, { busy });
    }
    const dueRows = await query
      .orderBy('leased.nextAttemptAt', 'ASC')
      .addOrderBy('leased.id', 'ASC')
      .limit(this.batchSize)
      .getRawMany<{ id: string; lane?: unknown }>();
    const chosen = new Set<string>();
    const candidates = dueRows.filter(({ lane = '' }) => {
      const name = String(lane);
      if (chosen.size < freeLanes) chosen.add(name);
      return chosen.has(name);
    });
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
