import type { DataSource, Repository } from 'typeorm';
import { mailQueueFilterSchema } from '../../../../validation/mail-queue';
import { assertAllowed } from '../../auth/access';
import { adminRoles } from '../../accounts/roles';
import type { Viewer } from '../../auth/viewer';
import { AppError, notFound } from '../../shared/errors';
import { toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { RequestOrigin } from '../../auth/session';
import type { MailQueue } from './mail-queue';
import { QueuedMail } from './queued-mail.entity';

const ONLY_FAILED = 'Only a failed e-mail can be sent again';

/** The administrators' view of the mail queue (Admin Panel, Mail): the list and "Send again". */
export class MailQueueService {
  private readonly rows: Repository<QueuedMail>;

  constructor(
    dataSource: DataSource,
    private readonly queue: MailQueue,
    private readonly audit: AuditService,
  ) {
    this.rows = dataSource.getRepository(QueuedMail);
  }

  /** Every e-mail, or those in one state; newest first. */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow): Promise<Connection<QueuedMail>> {
    assertAllowed(viewer, adminRoles);
    const { status } = parseInput(mailQueueFilterSchema, filter ?? {});
    const query = this.rows.createQueryBuilder('mail');
    if (status) query.where('mail.status = :status', { status });
    const [nodes, totalCount] = await query
      .orderBy('mail.createdAt', 'DESC')
      .addOrderBy('mail.id', 'DESC')
      .skip(window.offset)
      .take(window.limit)
      .getManyAndCount();
    return toConnection(nodes, totalCount, window);
  }

  /** A failed e-mail waits again, due now, with a fresh set of tries; audited as `mail.resend`. */
  async retry(viewer: Viewer | null, id: string, origin: RequestOrigin, now = new Date()): Promise<QueuedMail> {
    const admin = assertAllowed(viewer, adminRoles);
    const mail = String(id).length <= 36 ? await this.rows.findOneBy({ id: String(id) }) : null;
    if (!mail) throw notFound();
    const changed = await this.rows.update(
      { id: mail.id, status: 'failed' },
      { status: 'waiting', attempts: 0, nextAttemptAt: now, claimToken: null, leaseExpiresAt: null },
    );
    if (!changed.affected) throw new AppError('CONFLICT', ONLY_FAILED);
    await this.audit.record({
      actorId: admin.id,
      action: 'mail.resend',
      resourceType: 'mail',
      resourceId: mail.id,
      details: { subject: mail.subject },
      ...origin,
    });
    // Read before the queue is nudged: its worker may claim the e-mail at once, and the answer is
    // the e-mail as the administrator asked for it (waiting), not a moment in its sending.
    const waiting = await this.rows.findOneByOrFail({ id: mail.id });
    this.queue.nudge();
    return waiting;
  }
}
