import { z } from 'zod';
import { Int, registerEnumType } from 'type-graphql';
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
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { TaskPriorityKind } from '../tasks';
import { ServiceAreaKind } from '../firm-services';
import { Job } from './job.entity';
import { contactServiceValues } from '../../../../validation/contact-values';
import { jobStageNames, jobStageValues } from '../../../../validation/jobs/job-stages';
import { taskPriorityValues } from '../../../../validation/task-values';
import { deadlineRuleValues } from '../../../../validation/tax-calendar/overrides';
import { DeadlineRuleKind } from '../tax-calendar';
import { builtInJobTemplates } from '../../../../validation/jobs/job-templates';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { jobTemplateView } from './job-view';
import { DUE_DATE_MISSING_MAX_LENGTH, JOB_PROGRESS_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, PERIOD_LABEL_MAX_LENGTH } from './job-text-bounds';

export const JobStageKind = enumOf(jobStageValues);
export type JobStageKind = (typeof jobStageValues)[number];
registerEnumType(JobStageKind, {
  name: 'JobStage',
  description:
    'Where a job stands, in the firm’s order: WAITING_FOR_CLIENT, PREPARING, REVIEW, CLIENT_APPROVAL, SUBMITTED, DONE; a template uses some of them (docs/jobs.md)',
});

const EXPORTED = { privacy: privacy.exported } as const;
const INTERNAL = { privacy: privacy.notPersonal } as const;
const FOR_STAFF = 'null to a client: who does the work and how urgent it is are the firm’s';
const WORKED_OUT = { computedBy: 'job-view.ts, from the template and the tax calendar' } as const;

// The built-in templates are fixed: what they hold is bounded by what they are.
const templateViews = builtInJobTemplates.map(jobTemplateView);
const longest = (texts: readonly string[]) => Math.max(...texts.map((text) => text.length));
const most = (counts: readonly number[]) => Math.max(...counts);
/** A stage's name: its template's, or the firm's (stageNameOf). */
const STAGE_NAME_MAX_LENGTH = longest([
  ...Object.values(jobStageNames),
  ...templateViews.flatMap((view) => view.stages.map((stage) => stage.name)),
]);

/**
 * A job, as both APIs, the OpenAPI document and the "My data" archive show it (docs/jobs.md). Kept
 * on erasure with its engagement (SARS: five years of records). A client sees their own jobs with
 * the staff-only fields null.
 */
export const jobDescription = describeRecord({
  name: 'Job',
  description: 'One piece of recurring work for a client for one period, such as a VAT201 for two months, with its stage and due date',
  entity: Job,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The job id', EXPORTED),
    engagementId: referenceField('The engagement the job belongs to', { ...INTERNAL, graphqlEdge: 'engagement' }),
    clientId: referenceField('The client the job is for (the engagement’s client)', {
      computedBy: 'job-view.ts, from the engagement',
      graphqlEdge: 'client',
      maxLength: RECORD_ID_LENGTH,
    }),
    templateKey: textField('The template it follows, such as vat201-b (GET /api/job-templates)', INTERNAL),
    periodKey: textField('The period it is for, as the tax calendar names deadlines: vat201:2027-03..2027-04', EXPORTED),
    title: textField('What it is, for which period: "VAT201 Mar–Apr 2027"', { ...WORKED_OUT, maxLength: JOB_TITLE_MAX_LENGTH }),
    periodLabel: textField('The period alone: "Mar–Apr 2027"', { ...WORKED_OUT, maxLength: PERIOD_LABEL_MAX_LENGTH }),
    stage: choiceField(jobStageValues, JobStageKind, 'Where it stands; the last stage of its template is done', EXPORTED),
    stageName: textField('The stage as the template names it, such as "Submitted to SARS"', {
      ...WORKED_OUT,
      maxLength: STAGE_NAME_MAX_LENGTH,
    }),
    progress: textField('Where it stands in a client’s words: "Your VAT return for Mar–Apr 2027: we are preparing it"', {
      ...WORKED_OUT,
      maxLength: JOB_PROGRESS_MAX_LENGTH,
    }),
    dueDate: dayField('The day it is due (YYYY-MM-DD, SAST): the tax calendar’s, or one staff set; null until SARS announces it', {
      nullable: true,
      ...EXPORTED,
    }),
    dueDateSetByHand: flagField('Whether staff set the due date; if not, the tax calendar moves it', INTERNAL),
    dueDateMissing: textField('Why there is no due date yet, such as "The ITR12 filing season for 2027 is not set yet"', {
      nullable: true,
      ...WORKED_OUT,
      maxLength: DUE_DATE_MISSING_MAX_LENGTH,
    }),
    isOverdue: flagField('Not done and due before today (SAST)', WORKED_OUT),
    priority: choiceField(taskPriorityValues, TaskPriorityKind, 'How urgent it is: high, medium (the default) or low', {
      ...INTERNAL,
      nullable: true,
      nullInGraphQL: FOR_STAFF,
    }),
    assignedTo: referenceField('The staff member doing the work (a user id)', {
      nullable: true,
      ...INTERNAL,
      graphqlEdge: 'assignee',
    }),
    reviewerId: referenceField('The staff member who reviews it (a user id)', { nullable: true, ...INTERNAL, graphqlEdge: 'reviewer' }),
    seriesId: referenceField('The recurring series that made it; null for a job made by hand', {
      nullable: true,
      ...INTERNAL,
      graphqlEdge: 'series',
    }),
    stageChangedAt: instantField('When it entered its stage', INTERNAL),
    completedAt: instantField('When it reached its last stage; null until then', { nullable: true, ...EXPORTED }),
    createdAt: instantField('When it was created', EXPORTED),
    updatedAt: instantField('When it last changed', INTERNAL),
  },
  internal: {
    enteredStages: { privacy: privacy.notPersonal, because: 'the stages whose checklist was added, so it is added once' },
  },
});

/** A job as REST answers it (GET /api/jobs), in the order the JSON carries it. */
export const jobRecord = restShapeOf(jobDescription);

@RecordObjectType(jobDescription)
export class JobType {}

// ---- Templates: the firm's built-in ones, from validation/jobs/job-templates.ts ---------------------

const FROM_THE_TEMPLATE = { computedBy: 'validation/jobs/job-templates.ts' } as const;

export const jobTemplateStageDescription = describeRecord({
  name: 'JobTemplateStage',
  description: 'A stage a template’s jobs pass through, in order',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    stage: choiceField(jobStageValues, JobStageKind, 'The stage', FROM_THE_TEMPLATE),
    name: textField('What the template calls it, such as "Submitted to SARS"', { ...FROM_THE_TEMPLATE, maxLength: STAGE_NAME_MAX_LENGTH }),
  },
});
export const jobTemplateStageRecord = restShapeOf(jobTemplateStageDescription);

@RecordObjectType(jobTemplateStageDescription)
export class JobTemplateStageType {}

export const jobTemplateTaskDescription = describeRecord({
  name: 'JobTemplateTask',
  description: 'A task a template adds to a job’s checklist when the job enters a stage',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    stage: choiceField(jobStageValues, JobStageKind, 'The stage on whose entry it is added', FROM_THE_TEMPLATE),
    title: textField('What is to be done', {
      ...FROM_THE_TEMPLATE,
      maxLength: longest(templateViews.flatMap((view) => view.tasks.map((task) => task.title))),
    }),
    daysBeforeDue: customField(
      z
        .int()
        .min(0)
        .max(most(templateViews.flatMap((view) => view.tasks.map((task) => task.daysBeforeDue))))
        .meta({ format: 'int32' }),
      () => Int,
      'Due this many days before the job; 0 on the day',
      FROM_THE_TEMPLATE,
    ),
  },
});
export const jobTemplateTaskRecord = restShapeOf(jobTemplateTaskDescription);

@RecordObjectType(jobTemplateTaskDescription)
export class JobTemplateTaskType {}

export const jobTemplateDescription = describeRecord({
  name: 'JobTemplate',
  description: 'A kind of recurring work: the deadline rules its periods come from, its stages, and the checklist each stage adds',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    key: textField('The template’s key, such as emp201 or vat201-b', {
      ...FROM_THE_TEMPLATE,
      maxLength: longest(templateViews.map((view) => view.key)),
    }),
    name: textField('Its name, such as "EMP201: monthly PAYE, UIF and SDL"', {
      ...FROM_THE_TEMPLATE,
      maxLength: longest(templateViews.map((view) => view.name)),
    }),
    clientName: textField('What a client reads the work as, such as "VAT return"', {
      ...FROM_THE_TEMPLATE,
      maxLength: longest(templateViews.map((view) => view.clientName)),
    }),
    serviceArea: choiceField(contactServiceValues, ServiceAreaKind, 'The area of the firm’s services it belongs to', FROM_THE_TEMPLATE),
    rules: customField(
      z.array(z.enum(deadlineRuleValues)).max(most(templateViews.map((view) => view.rules.length))),
      () => [DeadlineRuleKind],
      'The deadline rules its jobs’ period keys belong to',
      FROM_THE_TEMPLATE,
    ),
    vatCategory: textField('VAT templates: the category (A–E) whose periods its jobs are for', {
      nullable: true,
      ...FROM_THE_TEMPLATE,
      maxLength: longest(templateViews.map((view) => view.vatCategory ?? '')),
    }),
    stages: customField(
      z.array(jobTemplateStageRecord).max(most(templateViews.map((view) => view.stages.length))),
      () => [JobTemplateStageType],
      'Its stages, in order',
      FROM_THE_TEMPLATE,
    ),
    tasks: customField(
      z.array(jobTemplateTaskRecord).max(most(templateViews.map((view) => view.tasks.length))),
      () => [JobTemplateTaskType],
      'The tasks each stage adds to a job’s checklist',
      FROM_THE_TEMPLATE,
    ),
  },
});
export const jobTemplateRecord = restShapeOf(jobTemplateDescription);

@RecordObjectType(jobTemplateDescription)
export class JobTemplateType {}
