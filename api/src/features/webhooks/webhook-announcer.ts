import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEvent } from '../../../../validation/webhook-events';
import { afterCommit } from '../../shared/after-commit';
import { dueNow } from '../../shared/leased-queue';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** evt_ and 26 random characters: the payload's id and the webhook-id header. */
export function newEventId(): string {
  return `evt_${crypto.randomBytes(20).toString('base64url').slice(0, 26)}`;
}

/**
 * How a feature announces a change to the registered endpoints:
 * `services.webhooks.announce(manager, { type, data })` inside the transaction that makes the
 * change. One delivery row is written per enabled endpoint subscribed to the type, so the event
 * exists exactly when the change does (a rollback queues nothing); the worker is nudged once the
 * transaction commits. With no endpoint subscribed it writes nothing.
 */
export class WebhookAnnouncer {
  /** In-process listeners, told of each event once the change it announces has committed. */
  private readonly listeners: ((event: WebhookEvent) => void)[] = [];

  constructor(private readonly onQueued: () => void = () => {}) {}

  /**
   * Hears every announced event after its transaction commits (never for a rollback): the jobs'
   * stages that wait for an organizer, a letter or a task listen here.
   */
  afterAnnounced(listener: (event: WebhookEvent) => void): void {
    this.listeners.push(listener);
  }

  async announce(manager: EntityManager, event: WebhookEvent, now = new Date()): Promise<void> {
    if (this.listeners.length > 0) {
      afterCommit(manager, () => {
        for (const listener of this.listeners) listener(event);
      });
    }
    const endpoints = await manager.getRepository(WebhookEndpoint).find({ where: { enabled: true }, select: { id: true, events: true } });
    const subscribed = endpoints.filter((endpoint) => (endpoint.events as string[]).includes(event.type));
    if (subscribed.length > 0) await this.queue(manager, event, subscribed, now);
  }

  /** Queues the event for the endpoints given, whatever they subscribe to (the test event); answers the rows. */
  async queue(
    manager: EntityManager,
    event: WebhookEvent,
    endpoints: Pick<WebhookEndpoint, 'id'>[],
    now = new Date(),
  ): Promise<WebhookDelivery[]> {
    const eventId = newEventId();
    const payload = JSON.stringify({ id: eventId, type: event.type, timestamp: now.toISOString(), data: event.data });
    const repository = manager.getRepository(WebhookDelivery);
    const rows = await repository.save(
      endpoints.map((endpoint) =>
        repository.create({
          endpointId: endpoint.id,
          eventId,
          eventType: event.type,
          payload,
          status: 'waiting',
          attempts: 0,
          nextAttemptAt: dueNow(now),
        }),
      ),
    );
    afterCommit(manager, this.onQueued);
    return rows;
  }
}
