import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { editsEngagement, engagementVisibilityConditions } from '../engagements';
import { Job } from './job.entity';

/**
 * Who sees which job (docs/jobs.md#who-sees-and-changes-what), for the list, one job and the graph's edges
 * alike: whoever sees its engagement (a client their own, an advisor those they run,
 * administrators all) and, besides, the staff member who does or reviews it. The query has the
 * job as `job` joined to its engagement as `engagement`.
 */
export function visibleJobs(dataSource: DataSource, viewer: Viewer): SelectQueryBuilder<Job> {
  return whereVisible(dataSource.getRepository(Job).createQueryBuilder('job').innerJoinAndSelect('job.engagement', 'engagement'), viewer);
}

/**
 * How many jobs the viewer sees that `filter` keeps, counted as COUNT(*) (a job joins one
 * engagement, so no DISTINCT), the engagement joined only when the rule or a filter reads it:
 * TypeORM's count (COUNT(DISTINCT) over the join) took 140 ms for the 98,000 done jobs of the
 * board at scale on SQLite, this 3 (`npm run bench`).
 */
export async function countVisibleJobs(
  dataSource: DataSource,
  viewer: Viewer,
  filter: (query: SelectQueryBuilder<Job>) => void,
  readsEngagement: boolean,
): Promise<number> {
  const query = countableJobs(dataSource, viewer, readsEngagement);
  filter(query);
  const row = await query.select('COUNT(*)', 'count').getRawOne<{ count: number | string }>();
  return Number(row?.count ?? 0);
}

/**
 * The jobs the viewer sees, as `job`, for counting and grouping rather than loading: the
 * engagement joined (as `engagement`) only when the rule or a filter (`readsEngagement`) reads it.
 */
export function countableJobs(dataSource: DataSource, viewer: Viewer, readsEngagement: boolean): SelectQueryBuilder<Job> {
  const query = dataSource.getRepository(Job).createQueryBuilder('job');
  if (readsEngagement || engagementVisibilityConditions('engagement', viewer)) {
    whereVisible(query.innerJoin('job.engagement', 'engagement'), viewer);
  }
  return query;
}

/** The rule of visibleJobs on a query that has the job's engagement joined as `engagement`. */
function whereVisible(query: SelectQueryBuilder<Job>, viewer: Viewer): SelectQueryBuilder<Job> {
  const visible = engagementVisibilityConditions('engagement', viewer);
  if (visible) {
    if (hasAnyRole(viewer, staffRoles)) visible.push('job.assignedTo = :viewerId', 'job.reviewerId = :viewerId');
    query.andWhere(`(${visible.join(' OR ')})`, { viewerId: viewer.id });
  }
  return query;
}

/** Who changes a job: an administrator any; an advisor those of engagements they run, and those they do or review. */
export function changesJob(staff: Viewer, job: Job): boolean {
  if (hasAnyRole(staff, adminRoles)) return true;
  return job.assignedTo === staff.id || job.reviewerId === staff.id || editsEngagement(staff, job.engagement);
}

/** Soonest due first, the jobs without a due date (a season not yet announced) last, then by id: the list's order and its edges'. */
export function orderByDue(query: SelectQueryBuilder<Job>): SelectQueryBuilder<Job> {
  return query.orderBy('CASE WHEN job.dueDate IS NULL THEN 1 ELSE 0 END', 'ASC').addOrderBy('job.dueDate', 'ASC');
}
