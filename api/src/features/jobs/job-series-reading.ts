import { In, type DataSource, type SelectQueryBuilder } from 'typeorm';
import type { Viewer } from '../../auth/viewer';
import { engagementVisibilityConditions } from '../engagements';
import { jobPeriods, type JobPeriod } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf } from '../../../../validation/jobs/job-templates';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { JobSeries } from './job-series.entity';
import { jobSeriesView, type JobSeriesView } from './job-series-view';
import { Job } from './job.entity';

/*
 * Reading series for the APIs, the service and the graph's loaders alike: who sees which, and
 * each with its next periods that have no job yet.
 */

/** How far ahead the APIs look for a series' next periods. */
export const UPCOMING_DAYS = 500;

/** A job's place among a series' periods: its engagement, template and period. */
export const keyOf = (series: Pick<JobSeries, 'engagementId' | 'templateKey'>, periodKey: string) =>
  `${series.engagementId} ${series.templateKey} ${periodKey}`;

/** Who sees which series: as jobs (job-access.ts), whoever sees its engagement, and the staff who do or review its jobs. */
export function visibleSeries(dataSource: DataSource, viewer: Viewer): SelectQueryBuilder<JobSeries> {
  const query = dataSource.getRepository(JobSeries).createQueryBuilder('series').innerJoinAndSelect('series.engagement', 'engagement');
  const visible = engagementVisibilityConditions('engagement', viewer);
  if (visible) {
    visible.push('series.assignedTo = :viewerId', 'series.reviewerId = :viewerId');
    query.andWhere(`(${visible.join(' OR ')})`, { viewerId: viewer.id });
  }
  return query;
}

/** The series as the APIs show them, each with its next periods that have no job yet. */
export async function seriesViews(dataSource: DataSource, rows: JobSeries[], now: Date): Promise<JobSeriesView[]> {
  const today = todayInSouthAfrica(now);
  const upcoming = new Map<string, JobPeriod[]>();
  for (const series of rows) upcoming.set(series.id, periodsAhead(series, today));
  const made = await madeKeys(dataSource, rows, [...upcoming.values()].flat());
  return rows.map((series) =>
    jobSeriesView(
      series,
      (upcoming.get(series.id) ?? []).filter((period) => !made.has(keyOf(series, period.periodKey))),
    ),
  );
}

/** The periods ending from today (or its start, if later) for the next while; none if its settings no longer work. */
function periodsAhead(series: JobSeries, today: string): JobPeriod[] {
  const template = jobTemplateOf(series.templateKey);
  if (!template) return [];
  const from = series.startsOn > today ? series.startsOn : today;
  try {
    return jobPeriods(template, series.settings, from, addDays(from, UPCOMING_DAYS));
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
}

/** Which of `periods` already have a job on the series' engagement and template (keyOf), in one statement. */
export async function madeKeys(
  dataSource: DataSource,
  rows: readonly Pick<JobSeries, 'engagementId'>[],
  periods: readonly JobPeriod[],
): Promise<Set<string>> {
  if (rows.length === 0 || periods.length === 0) return new Set();
  const jobs = await dataSource.getRepository(Job).find({
    where: {
      engagementId: In([...new Set(rows.map((series) => series.engagementId))]),
      periodKey: In([...new Set(periods.map((period) => period.periodKey))]),
    },
    select: { engagementId: true, templateKey: true, periodKey: true },
  });
  return new Set(jobs.map((job) => `${job.engagementId} ${job.templateKey} ${job.periodKey}`));
}
