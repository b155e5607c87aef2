import type { DataSource, Repository } from 'typeorm';
import { declineErasureSchema, erasureRequestFilterSchema, erasureRequestSchema } from '../../../../validation/privacy';
import { assertAllowed } from '../../auth/access';
import { RoleName, adminRoles, staffRoles } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { AppError, notFound } from '../../shared/errors';
import { InFlight } from '../../shared/in-flight';
import { logger } from '../../shared/logger';
import type { MailSender } from '../../shared/mailer';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import type { DocumentStorage } from '../../shared/storage/document-storage';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { NotificationsService } from '../notifications';
import { UserRole } from '../../accounts/user-role.entity';
import { User } from '../../accounts/user.entity';
import { anonymiseClient, erasedLabelOf, type ErasurePlan } from './anonymise-client';
import { erasureApprovedEmail, erasureDeclinedEmail, erasureReceivedEmail } from './erasure-emails';
import { ErasureRequest } from './erasure-request.entity';

const STAFF_REFUSED =
  'Staff accounts cannot be erased through the portal: an administrator must first remove the staff roles, as the firm keeps its staff records';
const ALREADY_PENDING = 'You already have an erasure request awaiting a decision';
const ALREADY_DECIDED = 'This request has already been decided';

/**
 * Clients' requests to erase their personal information (POPIA s24) and the administrators'
 * decisions. Receipt and decision are e-mailed to the client; administrators are notified when a
 * request arrives; every step is in the audit log. Staff accounts are not erased this way.
 */
export class ErasureService {
  private readonly requests: Repository<ErasureRequest>;
  /** E-mails and file removals under way after an answer: tests and a draining server wait for them. */
  private readonly followUps = new InFlight();

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly mailer: MailSender,
    private readonly publicUrl: string,
    /** Each feature's part of an erasure (personal-data-contributions.ts). */
    private readonly plan: ErasurePlan,
  ) {
    this.requests = dataSource.getRepository(ErasureRequest);
  }

  /** A signed-in client asks; one request at a time may await a decision. */
  async request(viewer: Viewer | null, input: unknown, origin: RequestOrigin): Promise<ErasureRequest> {
    const signedIn = assertAllowed(viewer);
    const { reason } = parseInput(erasureRequestSchema, input ?? {});
    if (signedIn.roles.some((role) => (staffRoles as readonly RoleName[]).includes(role))) throw new AppError('FORBIDDEN', STAFF_REFUSED);
    if (await this.requests.existsBy({ userId: signedIn.id, status: 'pending' })) throw new AppError('CONFLICT', ALREADY_PENDING);

    const request = await this.requests.save(this.requests.create({ userId: signedIn.id, reason, status: 'pending' }));
    await this.audit.record({
      actorId: signedIn.id,
      action: 'privacy.erasure_requested',
      resourceType: 'erasure_request',
      resourceId: request.id,
      ...origin,
    });
    await this.notifyAdmins(request);
    await this.mailer.send({ to: signedIn.email, ...erasureReceivedEmail(signedIn.firstName, this.publicUrl) });
    return request;
  }

  /** The viewer's latest request, or null when they never asked. */
  async mine(viewer: Viewer | null): Promise<ErasureRequest | null> {
    const signedIn = assertAllowed(viewer);
    return this.requests.findOne({ where: { userId: signedIn.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** Administrators: every request, or those in one state; pending first, then newest first. */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow): Promise<Connection<ErasureRequest>> {
    assertAllowed(viewer, adminRoles);
    const { status } = parseInput(erasureRequestFilterSchema, filter ?? {});
    const query = this.requests.createQueryBuilder('request');
    if (status) query.where('request.status = :status', { status });
    const [nodes, totalCount] = await query
      .orderBy("CASE WHEN request.status = 'pending' THEN 0 ELSE 1 END", 'ASC')
      .addOrderBy('request.createdAt', 'DESC')
      .addOrderBy('request.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /**
   * Approves a pending request and erases the client in one transaction (anonymise-client.ts);
   * their files are removed from storage once it has committed. The approval e-mail goes to the
   * address the client had before it was erased.
   */
  async approve(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<ErasureRequest> {
    const admin = assertAllowed(viewer, adminRoles);
    const request = await this.pending(id);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: request.userId });
    if (await this.isStaff(user.id)) throw new AppError('FORBIDDEN', STAFF_REFUSED);
    const before = { email: user.email, firstName: user.firstName };

    const outcome = await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(
        ErasureRequest,
        { id, status: 'pending' },
        { status: 'approved', decidedBy: admin.id, decidedAt: now, decisionReason: null },
      );
      if (!claimed.affected) throw new AppError('CONFLICT', ALREADY_DECIDED);
      const erased = await anonymiseClient(manager, user, now, this.plan);
      // To the address the client had: queued with the erasure, so it goes exactly when that is kept.
      await this.mailer.send({ to: before.email, ...erasureApprovedEmail(before.firstName) }, manager);
      return erased;
    });

    const label = erasedLabelOf(user.id);
    await this.audit.record({
      actorId: admin.id,
      action: 'privacy.erasure_approved',
      resourceType: 'erasure_request',
      resourceId: id,
      details: { client: label },
      ...origin,
    });
    for (const { action, count } of outcome.steps) {
      await this.audit.record({
        actorId: admin.id,
        action,
        resourceType: 'user',
        resourceId: user.id,
        details: { client: label, count },
        ...origin,
      });
    }
    this.followUps.track(this.removeFiles(outcome.fileKeys, id));
    return this.requests.findOneByOrFail({ id });
  }

  /** Declines a pending request; the reason is required and goes to the client. */
  async decline(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<ErasureRequest> {
    const admin = assertAllowed(viewer, adminRoles);
    const { reason } = parseInput(declineErasureSchema, input ?? {});
    const request = await this.pending(id);
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: request.userId });
    await this.dataSource.transaction(async (manager) => {
      const claimed = await manager.update(
        ErasureRequest,
        { id, status: 'pending' },
        { status: 'declined', decidedBy: admin.id, decidedAt: now, decisionReason: reason },
      );
      if (!claimed.affected) throw new AppError('CONFLICT', ALREADY_DECIDED);
      // Always e-mailed, whatever the client's notification settings: it answers their request (POPIA s24).
      await this.mailer.send({ to: user.email, ...erasureDeclinedEmail(user.firstName, reason, this.publicUrl) }, manager);
    });
    await this.audit.record({
      actorId: admin.id,
      action: 'privacy.erasure_declined',
      resourceType: 'erasure_request',
      resourceId: id,
      details: { reason },
      ...origin,
    });
    return this.requests.findOneByOrFail({ id });
  }

  /** Resolves once every e-mail and file removal under way has finished. */
  settled(): Promise<void> {
    return this.followUps.settled();
  }

  private async pending(id: string): Promise<ErasureRequest> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw notFound();
    if (request.status !== 'pending') throw new AppError('CONFLICT', ALREADY_DECIDED);
    return request;
  }

  private async isStaff(userId: string): Promise<boolean> {
    const count = await this.dataSource
      .getRepository(UserRole)
      .createQueryBuilder('userRole')
      .innerJoin('userRole.role', 'role')
      .where('userRole.userId = :userId', { userId })
      .andWhere('role.name IN (:...names)', { names: [...staffRoles] })
      .getCount();
    return count > 0;
  }

  /** Every active administrator gets a notice with a link to the Privacy requests tab. */
  private async notifyAdmins(request: ErasureRequest): Promise<void> {
    const admins = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .innerJoin('user.userRoles', 'userRole')
      .innerJoin('userRole.role', 'role')
      .where('role.name IN (:...names)', { names: [...adminRoles] })
      .andWhere('user.isActive = :active', { active: true })
      .select(['user.id'])
      .getMany();
    const ids = [...new Set(admins.map((admin) => admin.id))];
    for (const userId of ids) {
      await this.notifications.notify({
        userId,
        title: 'New erasure request',
        // No name here: the notice outlives the request, and an approved erasure must not leave it behind.
        content: 'A client asked the firm to erase their personal information. Review it under Admin Panel, Privacy requests.',
        type: 'info',
        actionUrl: `/portal/admin?tab=privacy&request=${request.id}`,
      });
    }
  }

  private async removeFiles(keys: string[], requestId: string): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.remove(key);
      } catch (error) {
        logger.error({ err: error, requestId, key }, 'An erased client’s file could not be removed from storage');
      }
    }
  }
}
