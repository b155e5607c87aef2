import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { jobSeriesRecord } from './job-series.record';
import type {
  createJobSeriesSchema,
  jobSeriesPeriodSchema,
  jobSeriesStatusSchema,
  updateJobSeriesSchema,
} from '../../../../validation/jobs';
import { exampleJobMadeAt } from './jobs.examples';

/**
 * The client's ITR12 every year, as a provisional taxpayer, each job made a week before the tax
 * year ends. Started on 2 March 2026 from 1 February, so it made the 2026 job at once; seen on
 * 20 November 2026, its next periods without a job are the two ending in the next 500 days.
 */
export const jobSeriesExample: z.input<typeof jobSeriesRecord> = {
  id: exampleIds.jobSeries,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  templateKey: 'itr12',
  title: 'ITR12: income tax return for individuals',
  settings: { financialYearEnd: null, incorporated: null, yearEndMonth: null, vatEndMonth: null, provisionalTaxpayer: true },
  status: 'active',
  leadDays: 7,
  startsOn: '2026-02-01',
  skippedPeriodKeys: [],
  upcoming: [
    {
      periodKey: 'itr12-provisional:2027',
      label: '2027 tax year (Mar 2026–Feb 2027)',
      ends: '2027-02-28',
      makesOn: '2027-02-21',
      skipped: false,
    },
    {
      periodKey: 'itr12-provisional:2028',
      label: '2028 tax year (Mar 2027–Feb 2028)',
      ends: '2028-02-29',
      makesOn: '2028-02-22',
      skipped: false,
    },
  ],
  priority: 'high',
  assignedTo: exampleIds.advisor,
  reviewerId: exampleIds.admin,
  createdById: exampleIds.advisor,
  endedAt: null,
  createdAt: exampleJobMadeAt,
  updatedAt: exampleJobMadeAt,
};

/** POST /api/job-series: the series as the advisor started it (only ITR12's setting given). */
export const createJobSeriesExample: z.input<typeof createJobSeriesSchema> = {
  engagementId: exampleIds.engagement,
  templateKey: 'itr12',
  settings: { provisionalTaxpayer: true },
  assignedTo: exampleIds.advisor,
  reviewerId: exampleIds.admin,
  priority: 'high',
  leadDays: 7,
  startsOn: '2026-02-01',
};

/** PATCH /api/job-series/{id}: a reviewer for the jobs it makes, and for its open ones too. */
export const updateJobSeriesExample: z.input<typeof updateJobSeriesSchema> = { reviewerId: exampleIds.admin, applyToOpenJobs: true };

/** POST /api/job-series/{id}/status: paused until resumed. */
export const jobSeriesStatusExample: z.input<typeof jobSeriesStatusSchema> = { status: 'paused' };

/** POST /api/job-series/{id}/skip and /restore: one of its next periods. */
export const jobSeriesPeriodExample: z.input<typeof jobSeriesPeriodSchema> = { periodKey: 'itr12-provisional:2028' };

/**
 * POST /api/job-series: the series as answered when started on 2 March 2026. The 2026 job was made
 * at once, and of the periods ending in the next 500 days only the 2027 one has no job yet.
 */
export const createdJobSeriesExample: z.input<typeof jobSeriesRecord> = {
  ...jobSeriesExample,
  // 500 days from 2 March 2026 reach 15 July 2027: the 2028 period ends after that.
  upcoming: jobSeriesExample.upcoming.slice(0, 1),
};

/**
 * POST /api/job-series/{id}/status with paused: the series paused by the advisor. Its next periods
 * are still shown; it makes no job until resumed.
 */
export const pausedJobSeriesExample: z.input<typeof jobSeriesRecord> = {
  ...jobSeriesExample,
  status: 'paused',
  updatedAt: '2026-11-23T06:48:02.000Z',
};

/** POST /api/job-series/{id}/skip: the 2028 period skipped; its job will not be made. */
export const skippedPeriodJobSeriesExample: z.input<typeof jobSeriesRecord> = {
  ...jobSeriesExample,
  skippedPeriodKeys: [jobSeriesPeriodExample.periodKey],
  // Still among the next periods, marked skipped (job-series-view.ts).
  upcoming: jobSeriesExample.upcoming.map((period) =>
    period.periodKey === jobSeriesPeriodExample.periodKey ? { ...period, skipped: true } : period,
  ),
  updatedAt: '2026-11-24T08:10:26.000Z',
};

/** POST /api/job-series/{id}/restore: the skip undone a few minutes later; the period's job is made when its day comes. */
export const restoredPeriodJobSeriesExample: z.input<typeof jobSeriesRecord> = {
  ...jobSeriesExample,
  updatedAt: '2026-11-24T08:14:51.000Z',
};
