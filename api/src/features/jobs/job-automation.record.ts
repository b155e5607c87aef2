import { registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { enumOf } from '../../graphql/enum-of';
import { RecordObjectType } from '../../records/graphql-object-type';
import {
  choiceField,
  customField,
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
import { JobStageAction } from './job-stage-action.entity';
import { JobStageAutomation } from './job-stage-automation.entity';
import { JobStageKind } from './job.record';
import {
  MAX_STAGE_ACTIONS,
  jobActionKindValues,
  jobActionStatusValues,
  jobStageActionSchema,
} from '../../../../validation/jobs/job-automations';
import { CHECKLIST_MAX_ITEMS } from '../../../../validation/document-requests';
import { RECORD_ID_LENGTH } from '../../../../validation/answer-bounds';
import { jobStageValues } from '../../../../validation/jobs/job-stages';

export const JobActionKindEnum = enumOf(jobActionKindValues);
export type JobActionKindEnum = (typeof jobActionKindValues)[number];
registerEnumType(JobActionKindEnum, {
  name: 'JobActionKind',
  description:
    'What a stage does on a job’s first entry: SEND_ORGANIZER, REQUEST_DOCUMENTS (from a checklist), SEND_LETTER, NOTIFY_CLIENT, POST_MESSAGE, ADD_TASK, ASSIGN',
});

export const JobActionStatusEnum = enumOf(jobActionStatusValues);
registerEnumType(JobActionStatusEnum, {
  name: 'JobActionStatus',
  description: 'RUNNING: being made; DONE: made; FAILED: refused, with the reason, for staff to try again',
});

const INTERNAL = { privacy: privacy.notPersonal } as const;
const FROM_THE_SETTING = { computedBy: 'job-automation-view.ts, from the stage’s setting' } as const;

/**
 * A setting's text at its longest, as jobStageActionSchema takes it (the longest of the kinds that
 * have it): every setting kept was taken by it.
 */
function settingMaxLength(name: string): number {
  const lengths = jobStageActionSchema.options.map((kind) => {
    const text: unknown = (kind.shape as Record<string, unknown>)[name];
    return text instanceof z.ZodString ? (text.maxLength ?? Infinity) : 0;
  });
  const longest = Math.max(...lengths);
  if (longest === 0 || longest === Infinity) throw new Error(`jobStageActionSchema bounds no text named ${name}`);
  return longest;
}
const SETTING = (name: string) => ({ nullable: true, ...FROM_THE_SETTING, maxLength: settingMaxLength(name) }) as const;
const SETTING_ID = { nullable: true, ...FROM_THE_SETTING, maxLength: RECORD_ID_LENGTH } as const;

/** One action's setting, every field null where its kind has none (validation/jobs/job-automations.ts). */
export const jobActionSettingsDescription = describeRecord({
  name: 'JobActionSettings',
  description: 'One thing a stage does, with what it needs; a field its kind does not use is null',
  entity: null,
  deletedWithTheRowOnErasure: false,
  fields: {
    kind: choiceField(jobActionKindValues, JobActionKindEnum, 'What it does', FROM_THE_SETTING),
    templateId: referenceField('SEND_ORGANIZER and SEND_LETTER: the organizer or letter template', SETTING_ID),
    checklistId: referenceField('REQUEST_DOCUMENTS: the checklist whose documents are asked for', SETTING_ID),
    daysBeforeDue: integerField('SEND_ORGANIZER, REQUEST_DOCUMENTS, ADD_TASK: due this many days before the job', {
      nullable: true,
      ...FROM_THE_SETTING,
    }),
    title: textField('NOTIFY_CLIENT: the notice’s title; ADD_TASK: the task', SETTING('title')),
    message: textField('NOTIFY_CLIENT: the notice; {work} names the work for the client', SETTING('message')),
    subject: textField('POST_MESSAGE: the subject', SETTING('subject')),
    body: textField('POST_MESSAGE: the message; {work} names the work for the client', SETTING('body')),
    userId: referenceField('ASSIGN: the staff member the job is assigned to', SETTING_ID),
  },
});
export const jobActionSettingsRecord = restShapeOf(jobActionSettingsDescription);

@RecordObjectType(jobActionSettingsDescription)
export class JobActionSettingsType {}

/** What a template's stage does on a job's first entry (docs/jobs.md#stages-that-act). Holds nothing about a person but an id. */
export const jobStageAutomationDescription = describeRecord({
  name: 'JobStageAutomation',
  description: 'What a template’s stage does when a job enters it for the first time, and whether the job then moves on by itself',
  entity: JobStageAutomation,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The setting’s id', INTERNAL),
    templateKey: textField('The template, such as itr12', INTERNAL),
    stage: choiceField(jobStageValues, JobStageKind, 'The stage', INTERNAL),
    actions: customField(
      z.array(jobActionSettingsRecord).max(MAX_STAGE_ACTIONS),
      () => [JobActionSettingsType],
      'What it does, in order',
      INTERNAL,
    ),
    moveOnWhenDone: flagField(
      'The job moves to the next stage once what its actions made is done (organizer submitted, documents approved, letter signed, the tasks it added done)',
      INTERNAL,
    ),
    updatedById: referenceField('The administrator who last set it', { nullable: true, ...INTERNAL }),
    createdAt: instantField('When it was first set', INTERNAL),
    updatedAt: instantField('When it last changed', INTERNAL),
  },
});
export const jobStageAutomationRecord = restShapeOf(jobStageAutomationDescription);

@RecordObjectType(jobStageAutomationDescription)
export class JobStageAutomationType {}

/** One action a stage took for a job: staff see what it made or why it failed. */
export const jobStageActionDescription = describeRecord({
  name: 'JobStageAction',
  description: 'One thing a stage did for a job when it entered it: what, whether it is done or failed and why, and what it made',
  entity: JobStageAction,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The action’s id (to try it again)', INTERNAL),
    jobId: referenceField('The job', INTERNAL),
    stage: choiceField(jobStageValues, JobStageKind, 'The stage that took it', INTERNAL),
    position: integerField('Its place among the stage’s actions, from 0', INTERNAL),
    settings: customField(jobActionSettingsRecord, () => JobActionSettingsType, 'What it was set to do when it ran', INTERNAL),
    status: choiceField(jobActionStatusValues, JobActionStatusEnum, 'running, done or failed', INTERNAL),
    // One record made, or REQUEST_DOCUMENTS' requests: one per item of its checklist.
    resultIds: customField(
      z.array(z.string().max(RECORD_ID_LENGTH)).max(CHECKLIST_MAX_ITEMS),
      () => [String],
      'What it made: the organizer, document requests, letter, notice, message, task or assignee',
      INTERNAL,
    ),
    error: textField('Why it failed, in words staff can act on; null unless it failed', { nullable: true, ...INTERNAL }),
    attempts: integerField('How many times it has been tried', INTERNAL),
    doneAt: instantField('When it was made; null until then', { nullable: true, ...INTERNAL }),
    createdAt: instantField('When the stage first took it', INTERNAL),
    updatedAt: instantField('When it last changed', INTERNAL),
  },
});
export const jobStageActionRecord = restShapeOf(jobStageActionDescription);

@RecordObjectType(jobStageActionDescription)
export class JobStageActionType {}
