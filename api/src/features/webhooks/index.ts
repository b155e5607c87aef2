import type { FeatureModule } from '../../context/feature-module';
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
  }
}

export const webhooksFeature: FeatureModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhooksResolver],
  restMounts: [{ path: '/admin/webhooks', operations: webhookOperations, routers: ({ services }) => [webhookRoutes(services)] }],
  jobs: [webhookWorkerJob],
};

// What other features may use: the announcer they are given, to call inside their transactions.
export type { WebhookAnnouncer } from './webhook-announcer';
