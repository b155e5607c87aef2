import type { FeatureModule } from '../../context/feature-module';
import { reminderJob } from '../../context/reminder-job';
import { AnnouncedEvent } from './announced-event.entity';
import type { EventFeed } from './event-feed';
import { eventOperations } from './events.openapi';
import { EventsResolver } from './events.resolver';
import { eventRoutes } from './events.routes';
import type { WebhookAnnouncer } from './webhook-announcer';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookWorker } from './webhook-worker';
import { webhookWorkerJob } from './webhook-worker-job';
import { WebhooksResolver } from './webhooks.resolver';
import { webhookRoutes } from './webhooks.routes';
import { webhookOperations } from './webhooks.openapi';
import type { WebhooksService } from './webhooks.service';

declare module '../../context/services' {
  interface Services {
    /** How a feature announces a change: `webhooks.announce(manager, { type, data })` in its transaction. */
    webhooks: WebhookAnnouncer;
    webhookWorker: WebhookWorker;
    webhookAdmin: WebhooksService;
    /** The events of the last 30 days, as the webhooks sent them (GET /api/events). */
    eventFeed: EventFeed;
  }
}

export const webhooksFeature: FeatureModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, AnnouncedEvent],
  resolvers: [WebhooksResolver, EventsResolver],
  restMounts: [
    { path: '/admin/webhooks', scope: 'webhooks', operations: webhookOperations, routers: ({ services }) => [webhookRoutes(services)] },
    { path: '/events', scope: 'webhooks', operations: eventOperations, routers: ({ services }) => [eventRoutes(services)] },
  ],
  jobs: [
    webhookWorkerJob,
    // Events past the days the feed keeps them go every few minutes, one instance at a time.
    reminderJob('old-events', (services) => ({ sendDue: () => services.eventFeed.purgeOld() }), 'Events past the feed’s days deleted'),
  ],
};

// What other features may use: the announcer they are given, to call inside their transactions.
export type { WebhookAnnouncer } from './webhook-announcer';
export { EventFeed } from './event-feed';
export { eventWebhooks } from './events.openapi';
