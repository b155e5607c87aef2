import type { DataSource } from 'typeorm';
import { auditLogFilterSchema } from '../../../../validation/admin';
import { parseInput } from '../../shared/validate';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { LIKE_ESCAPE, endOfSastDay, escapeLike, startOfSastDay } from '../../shared/search';
import { AuditLog } from './audit-log.entity';
import type { RequestOrigin } from '../../auth/session';
import { withoutSecrets } from '../../shared/log-redaction';

export interface AuditEntry extends RequestOrigin {
  actorId: string | null;
  action: string;
  resourceType?: string;
  resourceId?: string | null;
  details?: Record<string, unknown>;
}

export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: AuditEntry): Promise<void> {
    const repository = this.dataSource.getRepository(AuditLog);
    await repository.save(
      repository.create({
        userId: entry.actorId,
        action: entry.action.slice(0, 100),
        resourceType: entry.resourceType?.slice(0, 50) ?? null,
        resourceId: entry.resourceId ?? null,
        // A URL kept in the details (a webhook's address) loses its token or signature, as in the logs.
        details: entry.details ? withoutSecrets(entry.details) : null,
        ipAddress: entry.ipAddress?.slice(0, 45) ?? null,
        userAgent: entry.userAgent?.slice(0, 500) ?? null,
      }),
    );
  }

  /**
   * Newest first; `action` matches a prefix, so "auth." finds every sign-in and sign-out, and
   * `excludeAction` leaves a prefix out (Recent Activity leaves out integrations' routine requests,
   * which would otherwise fill it).
   */
  async list(filter: unknown, window: PageWindow): Promise<Connection<AuditLog>> {
    const { action, excludeAction, userId, resourceType, from, to } = parseInput(auditLogFilterSchema, filter ?? {});
    const query = this.dataSource.getRepository(AuditLog).createQueryBuilder('entry');
    if (action) query.andWhere(`entry.action LIKE :action ${LIKE_ESCAPE}`, { action: `${escapeLike(action)}%` });
    if (excludeAction) {
      query.andWhere(`entry.action NOT LIKE :excludeAction ${LIKE_ESCAPE}`, { excludeAction: `${escapeLike(excludeAction)}%` });
    }
    if (userId) query.andWhere('entry.userId = :userId', { userId });
    if (resourceType) query.andWhere('entry.resourceType = :resourceType', { resourceType });
    if (from) query.andWhere('entry.createdAt >= :from', { from: startOfSastDay(from) });
    if (to) query.andWhere('entry.createdAt <= :to', { to: endOfSastDay(to) });
    const [nodes, totalCount] = await query
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }
}
