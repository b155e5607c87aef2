import crypto from 'node:crypto';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { In, LessThan, type DataSource, type Repository } from 'typeorm';
import { logger } from '../../shared/logger';
import type { AddressGuard } from './address-guard';
import type { EndpointHealth } from './endpoint-health';
import { openSigningSecret } from './signing-secrets';
import { postSigned, WEBHOOK_TIMEOUT_MS, type AttemptOutcome } from './webhook-request';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The pauses after each failed try: 1 min, 5 min, 30 min, 2 h, 5 h, 10 h, then a day three times;
 * the try after the last pause that fails is final (ten tries over about four and a half days).
 * Longer than WEBHOOK_DISABLE_AFTER_DAYS' default of 3, so an endpoint that stays down is
 * disabled by the retries of a single event.
 */
export const WEBHOOK_RETRY_PAUSES_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 24 * HOUR, 24 * HOUR, 24 * HOUR];

export interface WebhookWorkerOptions {
  /** How often the worker looks for due deliveries without being nudged (default 5 s). */
  pollMs?: number;
  /** How long a claimed delivery is held before another worker may take it (default 5 min: a batch of ten at 10 s each fits). */
  leaseMs?: number;
  /** Deliveries claimed at once (default 10). */
  batchSize?: number;
  retryPausesMs?: number[];
  /** Delivered rows are deleted after this long (default 30 days). */
  keepDeliveredMs?: number;
  timeoutMs?: number;
}

export interface WebhookWorkerDependencies {
  dataSource: DataSource;
  health: EndpointHealth;
  guard: AddressGuard;
  /** config.twoStepKey: opens the sealed signing secrets. */
  secretKey: Buffer;
  userAgent: string;
}

/** The backlog, as the System tab's gauges (webhook_queue_*) read it. */
export interface WebhookQueueStats {
  waiting: number;
  sending: number;
  retrying: number;
  failed: number;
  /** Age of the oldest delivery not yet made (waiting, sending or retrying); null when there is none. */
  oldestWaitingAgeSeconds: number | null;
}

const NUDGE_GATHER_MS = 50;
const PRUNE_EVERY_MS = HOUR;

/**
 * Sends the deliveries the announcer stored (webhook-announcer.ts), the way the mail queue sends
 * e-mail (decision 012): nudged once an announcing transaction commits, otherwise every few
 * seconds. Several processes share the table: a worker claims rows with one conditional UPDATE
 * (status, claim token, lease), so each delivery is sent by one of them, and a claim whose lease
 * ran out (a crashed sender) is taken over. A failed try is retried after growing pauses, then
 * the delivery is failed, for an administrator to send again. Started by the feature's job
 * (server.ts), not by the app: tests drive it with runRound and drain.
 */
export class WebhookWorker {
  private readonly rows: Repository<WebhookDelivery>;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryPausesMs: number[];
  private readonly keepDeliveredMs: number;
  private readonly timeoutMs: number;
  private chain: Promise<unknown> = Promise.resolve();
  private nudged = false;
  private gathering: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private lastPrunedAt = 0;

  constructor(
    private readonly dependencies: WebhookWorkerDependencies,
    options: WebhookWorkerOptions = {},
  ) {
    this.rows = dependencies.dataSource.getRepository(WebhookDelivery);
    this.pollMs = options.pollMs ?? 5000;
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.batchSize = options.batchSize ?? 10;
    this.retryPausesMs = options.retryPausesMs ?? WEBHOOK_RETRY_PAUSES_MS;
    this.keepDeliveredMs = options.keepDeliveredMs ?? 30 * 24 * HOUR;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  }

  /** Starts polling (the server's job does; a stopped worker stays stopped). */
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

  /** Asks for a round soon, once started (the announcer calls it after a commit); several nudges make one round. */
  nudge(): void {
    if (!this.started || this.stopped || this.nudged) return;
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
      if (now.getTime() - this.lastPrunedAt >= PRUNE_EVERY_MS) {
        this.lastPrunedAt = now.getTime();
        await this.pruneDelivered(now);
      }
      return this.sendDue(now);
    }).catch((error: unknown) => logger.error({ err: error }, 'A webhook round failed'));
  }

  /** One round at `now` (tests pass a later `now` instead of waiting): answers how many deliveries were tried. */
  runRound(now = new Date()): Promise<number> {
    return this.enqueueRound(() => this.sendDue(now));
  }

  /** Runs rounds until nothing is due at `now`. */
  async drain(now?: Date): Promise<void> {
    while ((await this.runRound(now ?? new Date())) > 0);
  }

  /** Deletes delivered rows older than the keeping time (failed ones stay, to be sent again); answers how many. */
  async pruneDelivered(now = new Date()): Promise<number> {
    const result = await this.rows.delete({ status: 'delivered', deliveredAt: LessThan(new Date(now.getTime() - this.keepDeliveredMs)) });
    return result.affected ?? 0;
  }

  async stats(now = new Date()): Promise<WebhookQueueStats> {
    const counts: { status: string; count: string | number }[] = await this.rows
      .createQueryBuilder('delivery')
      .select('delivery.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('delivery.status IN (:...statuses)', { statuses: ['waiting', 'sending', 'retrying', 'failed'] })
      .groupBy('delivery.status')
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

  /** Claims and sends batches until nothing is due at `now`; once stopped, hands the rest of its batch back. */
  private async sendDue(now: Date): Promise<number> {
    let tried = 0;
    while (!this.stopped) {
      const claimed = await this.claim(now);
      if (claimed.length === 0) break;
      for (const delivery of claimed) {
        if (this.stopped) await this.handBack(delivery, now);
        else await this.deliver(delivery, now);
        await yieldToRequests();
      }
      tried += claimed.length;
    }
    return tried;
  }

  /** Undoes a claim that was not tried: due again now, the try not counted. */
  private async handBack(delivery: WebhookDelivery, now: Date): Promise<void> {
    const tries = delivery.attempts - 1;
    await this.rows.update(
      { id: delivery.id, claimToken: delivery.claimToken! },
      { status: tries > 0 ? 'retrying' : 'waiting', attempts: tries, nextAttemptAt: now, claimToken: null, leaseExpiresAt: null },
    );
  }

  /**
   * Picks due rows, then claims them with one conditional UPDATE that repeats the "due"
   * condition: a row another worker claimed in between no longer matches, so it is not sent
   * twice. The same statement on SQLite and MySQL/MariaDB.
   */
  private async claim(now: Date): Promise<WebhookDelivery[]> {
    const due = (prefix: string) =>
      `((${prefix}status IN ('waiting', 'retrying') AND ${prefix}nextAttemptAt <= :now) OR (${prefix}status = 'sending' AND ${prefix}leaseExpiresAt <= :now))`;
    const candidates = await this.rows
      .createQueryBuilder('delivery')
      .select('delivery.id', 'id')
      .where(due('delivery.'), { now })
      .orderBy('delivery.nextAttemptAt', 'ASC')
      .addOrderBy('delivery.id', 'ASC')
      .limit(this.batchSize)
      .getRawMany<{ id: string }>();
    if (candidates.length === 0) return [];
    const token = crypto.randomUUID();
    await this.rows
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ status: 'sending', claimToken: token, leaseExpiresAt: new Date(now.getTime() + this.leaseMs), attempts: () => 'attempts + 1' })
      .where('id IN (:...ids)', { ids: candidates.map((row) => row.id) })
      .andWhere(due(''), { now })
      .execute();
    return this.rows.find({ where: { claimToken: token }, order: { createdAt: 'ASC' } });
  }

  private async deliver(delivery: WebhookDelivery, now: Date): Promise<void> {
    const mine = { id: delivery.id, claimToken: delivery.claimToken! };
    const released = { claimToken: null, leaseExpiresAt: null };
    const endpoint = await this.dependencies.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint?.enabled) {
      // Disabled while this waited (or between the claim and now): nothing is sent, nothing counted.
      await this.rows.update(mine, {
        ...released,
        status: 'failed',
        attempts: delivery.attempts - 1,
        nextAttemptAt: null,
        lastError: 'The endpoint is disabled',
      });
      return;
    }
    const secret = openSigningSecret(endpoint.sealedSecret, this.dependencies.secretKey);
    if (!secret) {
      await this.rows.update(mine, {
        ...released,
        status: 'failed',
        attempts: delivery.attempts - 1,
        nextAttemptAt: null,
        lastError: 'The signing secret cannot be read (TWO_STEP_KEY or SESSION_SECRET changed): rotate the secret, then send again',
      });
      logger.error({ endpointId: endpoint.id }, 'A webhook signing secret cannot be opened with the current key');
      return;
    }
    const outcome = await postSigned({
      url: endpoint.url,
      eventId: delivery.eventId,
      body: delivery.payload,
      secret,
      userAgent: this.dependencies.userAgent,
      guard: this.dependencies.guard,
      timeoutMs: this.timeoutMs,
    });
    await this.rows.update(mine, { ...released, ...this.afterAttempt(delivery.attempts, outcome, now) });
    if (!outcome.delivered) {
      logger.warn(
        { deliveryId: delivery.id, endpointId: endpoint.id, attempts: delivery.attempts, error: outcome.error },
        'A webhook delivery failed',
      );
    }
    await this.dependencies.health.record(endpoint.id, outcome, now);
  }

  /** The row after a try: delivered, retrying after the next pause, or failed after the last. */
  private afterAttempt(attempts: number, outcome: AttemptOutcome, now: Date): Partial<WebhookDelivery> {
    const answer = {
      lastAttemptAt: now,
      responseStatus: outcome.status,
      responseExcerpt: outcome.excerpt,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
    };
    if (outcome.delivered) return { ...answer, status: 'delivered', deliveredAt: now, nextAttemptAt: null };
    const final = attempts > this.retryPausesMs.length;
    return {
      ...answer,
      status: final ? 'failed' : 'retrying',
      nextAttemptAt: final ? null : new Date(now.getTime() + this.retryPausesMs[attempts - 1]),
    };
  }
}
