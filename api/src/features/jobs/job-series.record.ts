import { registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
  dayField,
  describeRecord,
  flagField,
  idField,
  instantField,
  integerField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { TaskPriorityKind } from '../tasks';
import { JobSeries } from './job-series.entity';
import { Job } from './job.entity';
import { UPCOMING_PERIODS } from './job-series-view';
import { columnLength } from '../../records/column-bounds';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { builtInJobTemplates } from '../../../../validation/jobs/job-templates';
import { MAX_SKIPPED_PERIODS, jobSeriesStatusValues } from '../../../../validation/jobs';
import { PERIOD_LABEL_MAX_LENGTH } from './job-text-bounds';
import { taskPriorityValues } from '../../../../validation/task-values';
import { z } from 'zod';

export const JobSeriesStatusKind = enumOf(jobSeriesStatusValues);
export type JobSeriesStatusKind = (typeof jobSeriesStatusValues)[number];
registerEnumType(JobSeriesStatusKind, {
  name: 'JobSeriesStatus',
  description: 'ACTIVE: makes its jobs as their periods draw near; PAUSED: makes none until resumed; ENDED: makes none again',
});

const INTERNAL = { privacy: privacy.notPersonal } as const;
const WORKED_OUT = { computedBy: 'job-series-view.ts, from the template and the jobs already made' } as const;
const FROM_THE_SERIES = { computedBy: 'job-series-view.ts' } as const;
/** A period's key, as a job keeps it (jobs.periodKey): a skipped one was taken as one (jobSeriesPeriodSchema, 60 characters). */
const PERIOD_KEY_MAX_LENGTH = columnLength(Job, 'periodKey');

/** A period of a series without a job yet (JobSeries.upcoming). */
export const jobSeriesPeriodDescription = describeRecord({
  name: 'JobSeriesPeriod',
  description: 'One of a series’ next periods that has no job yet, and the day the series makes it',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    periodKey: textField('The period, as the tax calendar names deadlines: vat201:2027-03..2027-04', {
      ...FROM_THE_SERIES,
      maxLength: PERIOD_KEY_MAX_LENGTH,
    }),
    label: textField('The period in words: "Mar–Apr 2027"', { ...FROM_THE_SERIES, maxLength: PERIOD_LABEL_MAX_LENGTH }),
    ends: dayField('The last day of the period (YYYY-MM-DD)', FROM_THE_SERIES),
    makesOn: dayField('The day the series makes its job: leadDays before the period ends (SAST)', FROM_THE_SERIES),
    skipped: flagField('Skipped by staff: no job will be made for it', FROM_THE_SERIES),
  },
});
export const jobSeriesPeriodRecord = restShapeOf(jobSeriesPeriodDescription);

@RecordObjectType(jobSeriesPeriodDescription)
export class JobSeriesPeriodType {}

/** The settings a series keeps (validation/jobs/job-period-settings.ts), each null where its template does not use it. */
export const jobPeriodSettingsDescription = describeRecord({
  name: 'JobPeriodSettings',
  description: 'What a series’ periods are worked out from beyond its template; a setting its template does not use is null',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    financialYearEnd: dayField('ITR14: the company’s financial year-end (its day and month are used)', {
      nullable: true,
      ...FROM_THE_SERIES,
    }),
    incorporated: dayField('CIPC annual return: the day the company was incorporated', { nullable: true, ...FROM_THE_SERIES }),
    yearEndMonth: integerField('IRP6 and VAT category E: the month the year of assessment ends in (1–12)', {
      nullable: true,
      ...FROM_THE_SERIES,
    }),
    vatEndMonth: integerField('VAT category D: a month the six-month periods end in (1–12)', { nullable: true, ...FROM_THE_SERIES }),
    provisionalTaxpayer: flagField('ITR12: whether the client is a provisional taxpayer', { nullable: true, ...FROM_THE_SERIES }),
  },
});
export const jobPeriodSettingsRecord = restShapeOf(jobPeriodSettingsDescription);

@RecordObjectType(jobPeriodSettingsDescription)
export class JobPeriodSettingsType {}

/**
 * A recurring series (docs/jobs.md#recurring-series), as both APIs and the OpenAPI document show
 * it. Staff only. It holds nothing about a person beyond ids, and is kept on erasure with its
 * engagement.
 */
export const jobSeriesDescription = describeRecord({
  name: 'JobSeries',
  description: 'An engagement’s job of one template for every period, each made a set number of days before its period ends',
  entity: JobSeries,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The series id', INTERNAL),
    engagementId: referenceField('The engagement its jobs belong to', { ...INTERNAL, graphqlEdge: 'engagement' }),
    clientId: referenceField('The client its jobs are for (the engagement’s client)', {
      computedBy: 'job-series-view.ts, from the engagement',
      graphqlEdge: 'client',
      maxLength: RECORD_ID_LENGTH,
    }),
    templateKey: textField('The template its jobs follow, such as vat201-b (GET /api/job-templates)', INTERNAL),
    // A built-in template's name, or the key of one no longer built in.
    title: textField('The template’s name, such as "EMP201: monthly PAYE, UIF and SDL"', {
      ...WORKED_OUT,
      maxLength: Math.max(columnLength(JobSeries, 'templateKey'), ...builtInJobTemplates.map((template) => template.name.length)),
    }),
    settings: customField(
      jobPeriodSettingsRecord,
      () => JobPeriodSettingsType,
      'What its periods are worked out from beyond the template',
      INTERNAL,
    ),
    status: choiceField(jobSeriesStatusValues, JobSeriesStatusKind, 'active, paused or ended', INTERNAL),
    leadDays: integerField('Each period’s job is made this many days before the period ends', INTERNAL),
    startsOn: dayField('Its first period is the first ending on or after this day (moved on when it is resumed)', INTERNAL),
    skippedPeriodKeys: customField(
      z.array(z.string().max(PERIOD_KEY_MAX_LENGTH)).max(MAX_SKIPPED_PERIODS),
      () => [String],
      `The periods staff skipped: no job is made for them (at most ${MAX_SKIPPED_PERIODS})`,
      INTERNAL,
    ),
    upcoming: customField(
      z.array(jobSeriesPeriodRecord).max(UPCOMING_PERIODS),
      () => [JobSeriesPeriodType],
      'Its next periods without a job yet (up to four), skipped ones marked; none once it has ended',
      WORKED_OUT,
    ),
    priority: choiceField(taskPriorityValues, TaskPriorityKind, 'The priority of the jobs it makes', INTERNAL),
    assignedTo: referenceField('Who does the jobs it makes (a user id)', { nullable: true, ...INTERNAL, graphqlEdge: 'assignee' }),
    reviewerId: referenceField('Who reviews the jobs it makes (a user id)', { nullable: true, ...INTERNAL, graphqlEdge: 'reviewer' }),
    createdById: referenceField('The staff member who started it', { nullable: true, ...INTERNAL, graphqlEdge: 'createdBy' }),
    endedAt: instantField('When it was ended; null while it runs or is paused', { nullable: true, ...INTERNAL }),
    createdAt: instantField('When it was started', INTERNAL),
    updatedAt: instantField('When it last changed', INTERNAL),
  },
});

/** A series as REST answers it (GET /api/job-series). */
export const jobSeriesRecord = restShapeOf(jobSeriesDescription);

@RecordObjectType(jobSeriesDescription)
export class JobSeriesType {}
