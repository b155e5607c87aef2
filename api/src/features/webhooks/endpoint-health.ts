import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { RoleName } from '../../accounts/roles';
import { User } from '../../accounts/user.entity';
import type { MailSender } from '../../shared/mailer';
import { logger } from '../../shared/logger';
import type { AuditService } from '../audit';
import { endpointDisabledEmail } from './endpoint-disabled-email';
import type { AttemptOutcome } from './webhook-request';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const DAY_MS = 24 * 60 * 60_000;

export interface EndpointHealthOptions {
  /** WEBHOOK_DISABLE_AFTER_DAYS: an endpoint failing every try for this long is disabled. */
  disableAfterDays: number;
  /** For the link in the e-mail. */
  publicUrl: string;
}

/**
 * What each try says about its endpoint: the last try's outcome for the endpoint list, and the
 * failing streak (failingSince, cleared by any success). An endpoint that has failed every try
 * for WEBHOOK_DISABLE_AFTER_DAYS is disabled, its waiting deliveries failed, and the administrator
 * who registered it (every administrator, once they are gone) e-mailed, in one transaction.
 */
export class EndpointHealth {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailSender,
    private readonly audit: AuditService,
    private readonly options: EndpointHealthOptions,
  ) {}

  async record(endpointId: string, outcome: AttemptOutcome, now: Date): Promise<void> {
    const endpoints = this.dataSource.getRepository(WebhookEndpoint);
    const last = { lastAttemptAt: now, lastAttemptSucceeded: outcome.delivered, lastResponseStatus: outcome.status };
    if (outcome.delivered) {
      await endpoints.update({ id: endpointId }, { ...last, failingSince: null });
      return;
    }
    // The streak starts with its first failure; later failures leave that instant alone.
    await endpoints.update({ id: endpointId, failingSince: IsNull() }, { failingSince: now });
    await endpoints.update({ id: endpointId }, last);
    const endpoint = await endpoints.findOneBy({ id: endpointId });
    const limitMs = this.options.disableAfterDays * DAY_MS;
    if (endpoint?.enabled && endpoint.failingSince && now.getTime() - endpoint.failingSince.getTime() >= limitMs) {
      await this.disable(endpoint, now);
    }
  }

  private async disable(endpoint: WebhookEndpoint, now: Date): Promise<void> {
    const days = this.options.disableAfterDays;
    const disabled = await this.dataSource.transaction(async (manager) => {
      // Only while still enabled: of two workers failing at once, one disables and e-mails.
      const changed = await manager.update(
        WebhookEndpoint,
        { id: endpoint.id, enabled: true },
        { enabled: false, disabledAt: now, disabledReason: `Every delivery failed for ${days} ${days === 1 ? 'day' : 'days'}` },
      );
      if (!changed.affected) return false;
      await failWaitingDeliveries(manager, endpoint.id, 'The endpoint was disabled after failing for days');
      const email = endpointDisabledEmail(endpoint, endpoint.failingSince!, days, this.options.publicUrl);
      for (const to of await this.recipients(manager, endpoint.createdBy)) await this.mail.send({ to, ...email }, manager);
      return true;
    });
    if (!disabled) return;
    logger.warn({ endpointId: endpoint.id, failingSince: endpoint.failingSince }, 'A webhook endpoint was disabled after failing for days');
    await this.audit.record({
      actorId: null,
      action: 'webhook.disable',
      resourceType: 'webhook_endpoint',
      resourceId: endpoint.id,
      details: { url: endpoint.url, failingSince: endpoint.failingSince?.toISOString(), automatic: true },
    });
  }

  /** The administrator who registered it while they are an active administrator, else every active administrator. */
  private async recipients(manager: EntityManager, createdBy: string | null): Promise<string[]> {
    const admins = manager
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role', 'role.name IN (:...roles)', { roles: [RoleName.ADMIN, RoleName.SUPERADMIN] })
      .where('user.isActive = :active', { active: true })
      .select(['user.id', 'user.email'])
      .orderBy('user.email', 'ASC');
    const all = await admins.getMany();
    const owner = all.find((admin) => admin.id === createdBy);
    return owner ? [owner.email] : all.map((admin) => admin.email);
  }
}

/** Waiting and retrying deliveries of an endpoint that no longer receives events: failed, each can be sent again. */
export async function failWaitingDeliveries(manager: EntityManager, endpointId: string, reason: string): Promise<void> {
  await manager.update(
    WebhookDelivery,
    { endpointId, status: In(['waiting', 'retrying']) },
    { status: 'failed', nextAttemptAt: null, lastError: reason },
  );
}
