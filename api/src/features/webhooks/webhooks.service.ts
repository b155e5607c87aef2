import type { DataSource } from 'typeorm';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryFilterSchema,
  type UpdateWebhookEndpointValues,
} from '../../../../validation/webhooks';
import { WEBHOOK_TEST_MESSAGE } from '../../../../validation/webhook-events';
import { adminRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { dueNow } from '../../shared/leased-queue';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import { hostOf, RefusedAddress, type AddressGuard } from './address-guard';
import { failWaitingDeliveries } from './endpoint-health';
import { newSigningSecret, sealSigningSecret } from './signing-secrets';
import type { WebhookAnnouncer } from './webhook-announcer';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** An endpoint with its signing secret in the clear: answered once, at creation and at rotation. */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
}

export interface WebhooksServiceOptions {
  /** config.twoStepKey: seals the signing secrets. */
  secretKey: Buffer;
  /** Production: https only. */
  production: boolean;
  /** Nudges the worker after "Send again". */
  nudge: () => void;
}

const DISABLED = () => new AppError('CONFLICT', 'This endpoint is disabled: enable it before sending to it');
/**
 * The administrators' webhooks (Admin Panel, Integrations; docs/integrations.md#webhooks):
 * registering, editing, rotating the secret, deleting, the delivery log, "Send again" and
 * "Send test event". Every change is audited (webhook.create, .update, .rotate_secret, .delete,
 * .redeliver, .test).
 */
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly announcer: WebhookAnnouncer,
    private readonly guard: AddressGuard,
    private readonly audit: AuditService,
    private readonly options: WebhooksServiceOptions,
  ) {}

  private get endpoints() {
    return this.dataSource.getRepository(WebhookEndpoint);
  }

  private get deliveryRows() {
    return this.dataSource.getRepository(WebhookDelivery);
  }

  /** Every endpoint, the newest first (a firm has a handful: not paged). */
  async list(viewer: Viewer | null): Promise<WebhookEndpoint[]> {
    assertAllowed(viewer, adminRoles);
    return this.endpoints.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async get(viewer: Viewer | null, id: string): Promise<WebhookEndpoint> {
    assertAllowed(viewer, adminRoles);
    const endpoint = String(id).length <= 36 ? await this.endpoints.findOneBy({ id: String(id) }) : null;
    if (!endpoint) throw notFound();
    return endpoint;
  }

  /** An endpoint's delivery log, newest first, or the deliveries in one state. */
  async deliveries(viewer: Viewer | null, endpointId: string, filter: unknown, window: PageWindow): Promise<Connection<WebhookDelivery>> {
    const endpoint = await this.get(viewer, endpointId);
    const { status } = parseInput(webhookDeliveryFilterSchema, filter ?? {});
    const query = this.deliveryRows.createQueryBuilder('delivery').where('delivery.endpointId = :endpointId', { endpointId: endpoint.id });
    if (status) query.andWhere('delivery.status = :status', { status });
    const [nodes, totalCount] = await query
      .orderBy('delivery.createdAt', 'DESC')
      .addOrderBy('delivery.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /** Registers an endpoint; answers it with its signing secret, shown this once. */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<EndpointWithSecret> {
    const admin = assertAllowed(viewer, adminRoles);
    const values = parseInput(createWebhookEndpointSchema, input ?? {});
    await this.assertDestination(values.url);
    const secret = newSigningSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({
        url: values.url,
        description: values.description,
        events: values.events,
        sealedSecret: sealSigningSecret(secret, this.options.secretKey),
        enabled: true,
        createdBy: admin.id,
      }),
    );
    await this.record(admin, 'webhook.create', endpoint, origin, { url: endpoint.url, events: endpoint.events });
    return { endpoint, secret };
  }

  /**
   * Changes the address, description, events or whether it is enabled. Disabling fails what was
   * waiting for it (each can be sent again); enabling clears the reason and the failing streak.
   */
  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<WebhookEndpoint> {
    const admin = assertAllowed(viewer, adminRoles);
    const values = parseInput(updateWebhookEndpointSchema, input ?? {});
    const endpoint = await this.get(admin, id);
    if (values.url !== undefined && values.url !== endpoint.url) await this.assertDestination(values.url);
    const changes = changedFields(endpoint, values);
    if (Object.keys(changes).length === 0) return endpoint;
    const enabledNow = changes.enabled;
    await this.dataSource.transaction(async (manager) => {
      await manager.update(
        WebhookEndpoint,
        { id: endpoint.id },
        {
          ...changes,
          ...(enabledNow === false ? { disabledAt: now, disabledReason: 'Disabled by an administrator' } : {}),
          ...(enabledNow === true ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        },
      );
      if (enabledNow === false) await failWaitingDeliveries(manager, endpoint.id, 'The endpoint was disabled by an administrator');
    });
    await this.record(admin, 'webhook.update', endpoint, origin, { url: endpoint.url, changes });
    return this.endpoints.findOneByOrFail({ id: endpoint.id });
  }

  /** A new signing secret at once (the old one stops verifying); answered this once. */
  async rotateSecret(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<EndpointWithSecret> {
    const admin = assertAllowed(viewer, adminRoles);
    const endpoint = await this.get(admin, id);
    const secret = newSigningSecret();
    await this.endpoints.update({ id: endpoint.id }, { sealedSecret: sealSigningSecret(secret, this.options.secretKey) });
    await this.record(admin, 'webhook.rotate_secret', endpoint, origin, { url: endpoint.url });
    return { endpoint: await this.endpoints.findOneByOrFail({ id: endpoint.id }), secret };
  }

  /** Deletes the endpoint and its delivery log. */
  async delete(viewer: Viewer | null, id: string, origin: RequestOrigin): Promise<void> {
    const admin = assertAllowed(viewer, adminRoles);
    const endpoint = await this.get(admin, id);
    // Its deliveries go with it (the foreign key cascades).
    await this.endpoints.delete({ id: endpoint.id });
    await this.record(admin, 'webhook.delete', endpoint, origin, { url: endpoint.url });
  }

  /**
   * "Send again": one more try now, whatever the delivery's state (a delivered one too), with the
   * same event id, so a receiver that already has it can tell. If it fails, its retries go on
   * where they were (a delivery whose tries were all used fails again at once).
   */
  async redeliver(viewer: Viewer | null, deliveryId: string, origin: RequestOrigin, now = new Date()): Promise<WebhookDelivery> {
    const admin = assertAllowed(viewer, adminRoles);
    const delivery = String(deliveryId).length <= 36 ? await this.deliveryRows.findOneBy({ id: String(deliveryId) }) : null;
    if (!delivery) throw notFound();
    const endpoint = await this.get(admin, delivery.endpointId);
    if (!endpoint.enabled) throw DISABLED();
    await this.deliveryRows.update(
      { id: delivery.id },
      { status: delivery.attempts > 0 ? 'retrying' : 'waiting', nextAttemptAt: dueNow(now), claimToken: null, leaseExpiresAt: null },
    );
    await this.audit.record({
      actorId: admin.id,
      action: 'webhook.redeliver',
      resourceType: 'webhook_delivery',
      resourceId: delivery.id,
      details: { endpointId: endpoint.id, eventId: delivery.eventId, eventType: delivery.eventType, previousStatus: delivery.status },
      ...origin,
    });
    this.options.nudge();
    return this.deliveryRows.findOneByOrFail({ id: delivery.id });
  }

  /** Queues a `webhook.test` event for this endpoint alone, whatever it subscribes to. */
  async sendTest(viewer: Viewer | null, endpointId: string, origin: RequestOrigin, now = new Date()): Promise<WebhookDelivery> {
    const admin = assertAllowed(viewer, adminRoles);
    const endpoint = await this.get(admin, endpointId);
    if (!endpoint.enabled) throw DISABLED();
    const [delivery] = await this.dataSource.transaction((manager) =>
      this.announcer.queue(
        manager,
        { type: 'webhook.test', data: { endpointId: endpoint.id, sentById: admin.id, message: WEBHOOK_TEST_MESSAGE } },
        [endpoint],
        now,
      ),
    );
    await this.record(admin, 'webhook.test', endpoint, origin, { url: endpoint.url, eventId: delivery.eventId });
    return delivery;
  }

  /**
   * Where events may go: https in production, and (unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES) a
   * host whose every address is public. Checked again at each try, after resolving the name.
   */
  private async assertDestination(url: string): Promise<void> {
    const target = new URL(url);
    if (this.options.production && target.protocol !== 'https:') {
      throw invalidInput([{ path: 'url', message: 'The address must start with https://' }]);
    }
    if (this.guard.allowPrivate) return;
    try {
      await this.guard.addressesOf(hostOf(target));
    } catch (error) {
      if (!(error instanceof RefusedAddress)) throw error;
      throw invalidInput([{ path: 'url', message: `Webhooks go only to public addresses: ${error.message}` }]);
    }
  }

  private record(admin: Viewer, action: string, endpoint: WebhookEndpoint, origin: RequestOrigin, details: Record<string, unknown>) {
    return this.audit.record({ actorId: admin.id, action, resourceType: 'webhook_endpoint', resourceId: endpoint.id, details, ...origin });
  }
}

/** The fields the edit changes, and only those. */
function changedFields(endpoint: WebhookEndpoint, values: UpdateWebhookEndpointValues): Partial<WebhookEndpoint> {
  const changes: Partial<WebhookEndpoint> = {};
  if (values.url !== undefined && values.url !== endpoint.url) changes.url = values.url;
  if (values.description !== undefined && values.description !== endpoint.description) changes.description = values.description;
  if (values.events !== undefined && values.events.join() !== endpoint.events.join()) changes.events = values.events;
  if (values.enabled !== undefined && values.enabled !== endpoint.enabled) changes.enabled = values.enabled;
  return changes;
}
