import { LessThan, type DataSource } from 'typeorm';
import { LeasedQueue, type LeaseTuning } from '../../shared/leased-queue';
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

/**
 * How many endpoints a worker sends to at once. Each endpoint gets its deliveries one at a time,
 * in order, so a receiver that takes its 10 seconds holds up only its own; eight at once keeps a
 * few slow receivers from holding up the rest, without opening a connection per waiting row.
 */
export const WEBHOOK_ENDPOINTS_AT_ONCE = 8;

export interface WebhookWorkerOptions extends LeaseTuning {
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

/**
 * Sends the deliveries the announcer stored (webhook-announcer.ts), the way the mail queue sends
 * e-mail (decision 012, shared/leased-queue.ts): nudged once an announcing transaction commits,
 * otherwise every few seconds, claiming rows with a lease so that several processes send each
 * delivery once. Each endpoint is a lane of its own: its deliveries go one at a time, in order,
 * while up to WEBHOOK_ENDPOINTS_AT_ONCE endpoints are sent to side by side. A failed try is
 * retried after growing pauses, then the delivery is failed, for an administrator to send again.
 * Started by the feature's job (server.ts), not by the app: until then nudges do nothing, and
 * tests drive it with runRound and drain.
 */
export class WebhookWorker extends LeasedQueue<WebhookDelivery> {
  private readonly keepDeliveredMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly dependencies: WebhookWorkerDependencies,
    options: WebhookWorkerOptions = {},
  ) {
    // An endpoint's batch of ten tries at 10 s each fits in the 5-minute lease: its lane starts
    // as soon as it is claimed, and no more of its rows are claimed until it ends.
    super(
      dependencies.dataSource.getRepository(WebhookDelivery),
      {
        leaseMs: 5 * MINUTE,
        retryPausesMs: WEBHOOK_RETRY_PAUSES_MS,
        roundFailed: 'A webhook round failed',
        idleUntilStarted: true,
        lanes: { column: 'endpointId', atOnce: WEBHOOK_ENDPOINTS_AT_ONCE },
      },
      options,
    );
    this.keepDeliveredMs = options.keepDeliveredMs ?? 30 * 24 * HOUR;
    this.timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  }

  /** Deletes delivered rows older than the keeping time (failed ones stay, to be sent again); answers how many. */
  async pruneDelivered(now = new Date()): Promise<number> {
    const result = await this.rows.delete({ status: 'delivered', deliveredAt: LessThan(new Date(now.getTime() - this.keepDeliveredMs)) });
    return result.affected ?? 0;
  }

  protected prune(now: Date): Promise<number> {
    return this.pruneDelivered(now);
  }

  protected async attempt(delivery: WebhookDelivery, now: Date): Promise<void> {
    const endpoint = await this.dependencies.dataSource.getRepository(WebhookEndpoint).findOneBy({ id: delivery.endpointId });
    if (!endpoint?.enabled) {
      // Disabled while this waited (or between the claim and now): nothing is sent, nothing counted.
      await this.failUntried(delivery, 'The endpoint is disabled');
      return;
    }
    const secret = openSigningSecret(endpoint.sealedSecret, this.dependencies.secretKey);
    if (!secret) {
      await this.failUntried(
        delivery,
        'The signing secret cannot be read (TWO_STEP_KEY or SESSION_SECRET changed): rotate the secret, then send again',
      );
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
    await this.release(delivery, this.afterAttempt(delivery.attempts, outcome, now));
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
    return { ...answer, ...this.afterFailedTry(attempts, now) };
  }

  /** Fails a claimed delivery without a try: the claim's count of one is taken back. */
  private failUntried(delivery: WebhookDelivery, reason: string): Promise<void> {
    return this.release(delivery, { status: 'failed', attempts: delivery.attempts - 1, nextAttemptAt: null, lastError: reason });
  }
}
