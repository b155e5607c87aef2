import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEvent } from '../../../../validation/webhook-events';
import { afterCommit } from '../../shared/after-commit';
import { dueNow } from '../../shared/leased-queue';
import { AnnouncedEvent } from './announced-event.entity';
import { clientOfEvent } from './event-clients';
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
 * transaction commits. The event itself is kept for the feed (announced-event.entity.ts) either way.
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
    // Kept for the events feed whether or not an endpoint hears of it (GET /api/events).
    const sent = payloadOf(event, now);
    await manager.getRepository(AnnouncedEvent).insert({
      id: sent.eventId,
      type: event.type,
      payload: sent.payload,
      clientId: await clientOfEvent(manager, event),
      createdAt: now,
    });
    const endpoints = await manager.getRepository(WebhookEndpoint).find({ where: { enabled: true }, select: { id: true, events: true } });
    const subscribed = endpoints.filter((endpoint) => (endpoint.events as string[]).includes(event.type));
    if (subscribed.length > 0) await this.deliver(manager, event, sent, subscribed, now);
  }

  /** Queues the event for the endpoints given, whatever they subscribe to (the test event, not kept in the feed); answers the rows. */
  async queue(
    manager: EntityManager,
    event: WebhookEvent,
    endpoints: Pick<WebhookEndpoint, 'id'>[],
    now = new Date(),
  ): Promise<WebhookDelivery[]> {
    return this.deliver(manager, event, payloadOf(event, now), endpoints, now);
  }

  private async deliver(
    manager: EntityManager,
    event: WebhookEvent,
    { eventId, payload }: SentPayload,
    endpoints: Pick<WebhookEndpoint, 'id'>[],
    now: Date,
  ): Promise<WebhookDelivery[]> {
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

interface SentPayload {
  eventId: string;
  payload: string;
}

/** The body every endpoint is sent, and the feed answers: the event's new id, type, time and data. */
function payloadOf(event: WebhookEvent, now: Date): SentPayload {
  const eventId = newEventId();
  return { eventId, payload: JSON.stringify({ id: eventId, type: event.type, timestamp: now.toISOString(), data: event.data }) };
}
