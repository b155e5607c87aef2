import type { JobPeriod, JobPeriodSettings } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf } from '../../../../validation/jobs/job-templates';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import type { JobSeries } from './job-series.entity';

/** A period a series has not made a job for yet, and when it will. */
export interface JobSeriesPeriodView {
  periodKey: string;
  label: string;
  ends: string;
  /** The day the series makes its job (leadDays before it ends, SAST); today or earlier means at the next round. */
  makesOn: string;
  /** Skipped by staff: no job will be made for it. */
  skipped: boolean;
}

/** A series' settings as the APIs show them: each one null where its template does not use it. */
export type JobPeriodSettingsView = { [Name in keyof Required<JobPeriodSettings>]: Exclude<JobPeriodSettings[Name], undefined> | null };

/** A series with what both APIs show beside its columns (job-series.record.ts). */
export interface JobSeriesView extends Omit<JobSeries, 'settings'> {
  settings: JobPeriodSettingsView;
  clientId: string;
  /** "VAT201 (category B, two-monthly …)": the template's name. */
  title: string;
  /** Its next periods without a job yet, skipped ones included and marked; none once it has ended. */
  upcoming: JobSeriesPeriodView[];
}

/** How many of a series' next periods the APIs show. */
export const UPCOMING_PERIODS = 4;

/** What the APIs show of `series` (loaded with its engagement), given its next periods without a job. */
export function jobSeriesView(series: JobSeries, periodsWithoutJob: readonly JobPeriod[]): JobSeriesView {
  const skipped = new Set(series.skippedPeriodKeys);
  return {
    ...series,
    settings: {
      financialYearEnd: series.settings.financialYearEnd ?? null,
      incorporated: series.settings.incorporated ?? null,
      yearEndMonth: series.settings.yearEndMonth ?? null,
      vatEndMonth: series.settings.vatEndMonth ?? null,
      provisionalTaxpayer: series.settings.provisionalTaxpayer ?? null,
    },
    clientId: series.engagement.clientId,
    title: jobTemplateOf(series.templateKey)?.name ?? series.templateKey,
    upcoming:
      series.status === 'ended'
        ? []
        : periodsWithoutJob.slice(0, UPCOMING_PERIODS).map((period) => ({
            periodKey: period.periodKey,
            label: period.label,
            ends: period.ends,
            makesOn: addDays(period.ends, -series.leadDays),
            skipped: skipped.has(period.periodKey),
          })),
  };
}
