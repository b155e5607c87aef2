import type { DataSource } from 'typeorm';
import { engagementFilterSchema, engagementInputSchema, type EngagementValues } from '../../../../validation/engagements';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { invalidInput, notFound } from '../../shared/errors';
import { whereAnyContains } from '../../shared/search';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import type { WebhookAnnouncer } from '../webhooks';
import { editsEngagement, engagementVisibilityConditions, seesAllEngagements } from './engagement-access';
import { unknownParties } from './engagement-parties';
import { changedColumns, changedFields, engagementRowOf } from './engagement-row';
import { Engagement } from './engagement.entity';

/** What is still to be paid on an engagement (rand), in SQL: never negative, 0 without a total. */
const OUTSTANDING_SQL =
  'CASE WHEN engagement.totalAmount > engagement.paidAmount THEN engagement.totalAmount - engagement.paidAmount ELSE 0 END';

/** Why an edit may not change the paid amount (docs/product.md#engagements). */
const PAID_FOLLOWS_PAYMENTS = 'Paid amount follows the payments on its invoices: record a payment instead of changing it';

/**
 * Every rule about engagements (docs/product.md#engagements): who sees which, the list's filters,
 * and staff creating and editing them. GraphQL and REST both call this; nothing else writes the
 * engagements table's own fields.
 */
export class EngagementsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookAnnouncer,
  ) {}

  private get engagements() {
    return this.dataSource.getRepository(Engagement);
  }

  /**
   * The engagements the viewer may see (engagement-access.ts), the most recently started
   * first. Not paged: a client has a handful, and staff see the ones they run.
   */
  async list(viewer: Viewer | null, filter: unknown): Promise<Engagement[]> {
    return (await this.page(viewer, filter, { kind: 'all' })).nodes;
  }

  /** The list as `paging` asks: whole, a page, or the changes since a time with the deletions (features/changes). */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging): Promise<ListPage<Engagement>> {
    const signedIn = assertAllowed(viewer);
    const { status, search, unpaidOnly, orderBy } = parseInput(engagementFilterSchema, filter ?? {});
    const query = this.engagements.createQueryBuilder('engagement');
    const visible = engagementVisibilityConditions('engagement', signedIn);
    if (visible) query.andWhere(`(${visible.join(' OR ')})`, { viewerId: signedIn.id });
    if (status) query.andWhere('engagement.status = :status', { status });
    if (unpaidOnly) query.andWhere(`${OUTSTANDING_SQL} > 0`);
    whereAnyContains(query, ['engagement.title', 'engagement.description'], search);
    const ordered = (list: typeof query) => {
      if (orderBy === 'OUTSTANDING_DESC') list.orderBy(OUTSTANDING_SQL, 'DESC').addOrderBy('engagement.startDate', 'DESC');
      else list.orderBy('engagement.startDate', 'DESC');
      return list.addOrderBy('engagement.id', 'ASC');
    };
    return listPage(query, paging, { ordered, recordType: 'engagement', audience: deletionAudienceOf(signedIn) });
  }

  /**
   * For the dashboard: how many of the engagements the viewer sees are active, and what is
   * still to be paid on them (rand). Same visibility as the list.
   */
  async summary(viewer: Viewer | null): Promise<{ active: number; outstandingAmount: number }> {
    const signedIn = assertAllowed(viewer);
    const query = this.engagements
      .createQueryBuilder('engagement')
      .select('COUNT(*)', 'active')
      .addSelect(`COALESCE(SUM(${OUTSTANDING_SQL}), 0)`, 'outstanding')
      .where('engagement.status = :active', { active: 'active' });
    const visible = engagementVisibilityConditions('engagement', signedIn);
    if (visible) query.andWhere(`(${visible.join(' OR ')})`, { viewerId: signedIn.id });
    const row = await query.getRawOne<{ active: string | number; outstanding: string | number }>();
    // Money is summed in SQL as decimals; rounding to the cent undoes float noise from SQLite.
    return { active: Number(row?.active ?? 0), outstandingAmount: Math.round(Number(row?.outstanding ?? 0) * 100) / 100 };
  }

  /**
   * Staff create an engagement for a client (docs/product.md#engagements). An administrator
   * assigns any staff member or none; an advisor's engagements are their own (advisorFor).
   * completedAt is now when it is created completed. engagement.created is announced with it.
   */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Engagement> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(engagementInputSchema, input ?? {});
    const advisorId = this.advisorFor(staff, values);
    const unknown = await unknownParties(this.dataSource, { ...values, advisorId });
    if (unknown.length > 0) throw invalidInput(unknown);

    const row = engagementRowOf(values, advisorId);
    const created = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Engagement);
      const saved = await repository.save(repository.create({ ...row, completedAt: row.status === 'completed' ? now : null }));
      // Ids and the status: the title, description and amounts stay in the portal.
      await this.webhooks.announce(manager, {
        type: 'engagement.created',
        data: {
          engagementId: saved.id,
          clientId: saved.clientId,
          advisorId: saved.assignedTo,
          serviceId: saved.serviceId,
          status: saved.status,
          createdById: staff.id,
          createdAt: saved.createdAt.toISOString(),
        },
      });
      return saved;
    });
    await this.audit.record({
      actorId: staff.id,
      action: 'engagement.create',
      resourceType: 'engagement',
      resourceId: created.id,
      details: { title: created.title, clientId: created.clientId, serviceId: created.serviceId, advisorId, status: created.status },
      ...origin,
    });
    return this.engagements.findOneByOrFail({ id: created.id });
  }

  /**
   * Staff edit an engagement they may edit (editsEngagement; anyone else's answers "not found"),
   * the whole record at once. completedAt becomes now when it moves to completed and is cleared
   * when it leaves completed. Only what changed is written, audited and announced
   * (engagement.updated, `change.kind` details); an edit that changes nothing does none of these.
   */
  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<Engagement> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const engagement = String(id).length <= 36 ? await this.engagements.findOneBy({ id: String(id) }) : null;
    if (!engagement || !editsEngagement(staff, engagement)) throw notFound();
    const values = parseInput(engagementInputSchema, input ?? {});
    const advisorId = this.advisorFor(staff, values);
    const unknown = await unknownParties(this.dataSource, { ...values, advisorId }, engagement);
    if (unknown.length > 0) throw invalidInput(unknown);

    if (values.paidAmount !== null && values.paidAmount !== engagement.paidAmount) {
      throw invalidInput([{ path: 'paidAmount', message: PAID_FOLLOWS_PAYMENTS }]);
    }
    const next = engagementRowOf(values, advisorId, engagement.paidAmount);
    const fields = changedFields(engagement, next);
    if (fields.length === 0) return engagement;
    const previousStatus = engagement.status;
    const completedAt = values.status !== 'completed' ? null : previousStatus === 'completed' ? (engagement.completedAt ?? now) : now;
    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Engagement);
      const updated = await repository.save(repository.merge(engagement, changedColumns(next, fields), { completedAt }));
      await this.webhooks.announce(manager, {
        type: 'engagement.updated',
        data: {
          engagementId: updated.id,
          clientId: updated.clientId,
          advisorId: updated.assignedTo,
          status: updated.status,
          change: { kind: 'details', fields },
          updatedById: staff.id,
          updatedAt: now.toISOString(),
        },
      });
    });
    await this.audit.record({
      actorId: staff.id,
      action: 'engagement.update',
      resourceType: 'engagement',
      resourceId: engagement.id,
      details: { title: values.title, fields, ...(fields.includes('status') ? { from: previousStatus, to: values.status } : {}) },
      ...origin,
    });
    return this.engagements.findOneByOrFail({ id: engagement.id });
  }

  /**
   * Who runs the engagement. An administrator names any staff member, or none. An advisor runs
   * the engagements they create or edit: left empty it is themselves, and naming someone else is
   * refused, since it would hand the engagement out of their own reach (reassigning is an
   * administrator's).
   */
  private advisorFor(staff: Viewer, values: Pick<EngagementValues, 'advisorId'>): string | null {
    if (seesAllEngagements(staff)) return values.advisorId;
    if (values.advisorId !== null && values.advisorId !== staff.id) {
      throw invalidInput([{ path: 'advisorId', message: 'Advisors can only assign engagements to themselves' }]);
    }
    return staff.id;
  }
}
