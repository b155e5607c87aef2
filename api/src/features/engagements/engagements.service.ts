import type { DataSource } from 'typeorm';
import { engagementFilterSchema } from '../../../../validation/engagements';
import { assertAllowed } from '../../auth/access';
import type { Viewer } from '../../auth/viewer';
import { whereAnyContains } from '../../shared/search';
import { parseInput } from '../../shared/validate';
import { engagementVisibilityConditions } from './engagement-access';
import { Engagement } from './engagement.entity';

/** What is still to be paid on an engagement (rand), in SQL: never negative, 0 without a total. */
const OUTSTANDING_SQL =
  'CASE WHEN engagement.totalAmount > engagement.paidAmount THEN engagement.totalAmount - engagement.paidAmount ELSE 0 END';

/**
 * Every rule about engagements (docs/product.md#engagements): who sees which, and the list's
 * filters. Engagements are displayed and filtered only; their status never changes here
 * (docs/product.md#engagement-status).
 */
export class EngagementsService {
  constructor(private readonly dataSource: DataSource) {}

  private get engagements() {
    return this.dataSource.getRepository(Engagement);
  }

  /**
   * The engagements the viewer may see (engagement-access.ts), the most recently started
   * first. Not paged: a client has a handful, and staff see the ones they run.
   */
  async list(viewer: Viewer | null, filter: unknown): Promise<Engagement[]> {
    const signedIn = assertAllowed(viewer);
    const { status, search, unpaidOnly, orderBy } = parseInput(engagementFilterSchema, filter ?? {});
    const query = this.engagements.createQueryBuilder('engagement');
    const visible = engagementVisibilityConditions('engagement', signedIn);
    if (visible) query.andWhere(`(${visible.join(' OR ')})`, { viewerId: signedIn.id });
    if (status) query.andWhere('engagement.status = :status', { status });
    if (unpaidOnly) query.andWhere(`${OUTSTANDING_SQL} > 0`);
    whereAnyContains(query, ['engagement.title', 'engagement.description'], search);
    if (orderBy === 'OUTSTANDING_DESC') query.orderBy(OUTSTANDING_SQL, 'DESC').addOrderBy('engagement.startDate', 'DESC');
    else query.orderBy('engagement.startDate', 'DESC');
    return query.addOrderBy('engagement.id', 'ASC').getMany();
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
}
