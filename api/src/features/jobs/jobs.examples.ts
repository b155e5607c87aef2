import type { z } from 'zod';
import { exampleAdvisor, exampleIds, exampleServiceName, exampleTimes } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { jobRecord, jobTemplateRecord } from './job.record';
import type { jobDueDayRecord } from './job-due-day.record';
import type { jobStageActionRecord, jobStageAutomationRecord } from './job-automation.record';
import type { jobWorkloadRecord } from './job-workload.record';
import type { createJobSchema, moveJobSchema, updateJobSchema } from '../../../../validation/jobs';
import type { jobStageAutomationSchema } from '../../../../validation/jobs/job-automations';
import { fullNameOf } from '../../../../validation/people';

/** When the recurring ITR12 series was started and made the 2026 job at once (job-series.examples.ts). */
export const exampleJobMadeAt = '2026-03-02T07:34:18.000Z';

/**
 * The client's ITR12 for the 2026 tax year as a provisional taxpayer (period key
 * itr12-provisional:2026), made by the series. Due on the day the firm entered for SARS's 2026
 * season (provisional taxpayers: 19 January 2027). Still waiting for her documents in November.
 * Title, period, stage name and progress are worked out as job-view.ts does.
 */
export const jobExample: z.input<typeof jobRecord> = {
  id: exampleIds.job,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  templateKey: 'itr12',
  periodKey: 'itr12-provisional:2026',
  title: 'ITR12 2026 tax year (Mar 2025–Feb 2026)',
  periodLabel: '2026 tax year (Mar 2025–Feb 2026)',
  stage: 'waiting_for_client',
  stageName: 'Waiting for client',
  progress: 'Your income tax return for 2026 tax year (Mar 2025–Feb 2026): we are waiting for information from you',
  dueDate: '2027-01-19',
  dueDateSetByHand: false,
  dueDateMissing: null,
  isOverdue: false,
  priority: 'high',
  assignedTo: exampleIds.advisor,
  reviewerId: exampleIds.admin,
  seriesId: exampleIds.jobSeries,
  stageChangedAt: exampleJobMadeAt,
  completedAt: null,
  createdAt: exampleJobMadeAt,
  updatedAt: exampleTimes.updated,
};

/** POST /api/jobs: the same job made by hand; the due date left to the tax calendar. */
export const createJobExample: z.input<typeof createJobSchema> = {
  engagementId: exampleIds.engagement,
  templateKey: 'itr12',
  periodKey: 'itr12-provisional:2026',
  assignedTo: exampleIds.advisor,
  reviewerId: exampleIds.admin,
  priority: 'high',
};

/** PATCH /api/jobs/{id}: a reviewer and a higher priority; the rest stays as it is. */
export const updateJobExample: z.input<typeof updateJobSchema> = { reviewerId: exampleIds.admin, priority: 'high' };

/** POST /api/jobs/{id}/move: on to the next stage of the ITR12 template. */
export const moveJobExample: z.input<typeof moveJobSchema> = { stage: 'preparing' };

/** GET /api/jobs/due-days: the last business day of November, when the VAT201s for September–October are due. */
export const jobDueDayExample: z.input<typeof jobDueDayRecord> = { day: '2026-11-30', jobs: 6, overdue: 0, done: 2 };

/** GET /api/jobs/workload: the advisor's open jobs and those nobody is assigned; the jobs his service finished in October. */
export const jobWorkloadExample: z.input<typeof jobWorkloadRecord> = {
  people: [
    { userId: exampleIds.advisor, name: fullNameOf(exampleAdvisor), open: 14, dueThisWeek: 3, overdue: 1 },
    { userId: null, name: 'Nobody', open: 2, dueThisWeek: 0, overdue: 0 },
  ],
  done: [{ serviceId: exampleIds.service, serviceName: exampleServiceName, month: '2026-10', done: 11 }],
};

/** The ITR12 template as GET /api/job-templates answers it (validation/jobs/job-templates.ts, every stage named). */
export const jobTemplateExample: z.input<typeof jobTemplateRecord> = {
  key: 'itr12',
  name: 'ITR12: income tax return for individuals',
  clientName: 'income tax return',
  serviceArea: 'taxation',
  rules: ['itr12-non-provisional', 'itr12-provisional'],
  vatCategory: null,
  stages: [
    { stage: 'waiting_for_client', name: 'Waiting for client' },
    { stage: 'preparing', name: 'Preparing' },
    { stage: 'review', name: 'Review' },
    { stage: 'client_approval', name: 'Client approval' },
    { stage: 'submitted', name: 'Submitted to SARS' },
    { stage: 'done', name: 'Done' },
  ],
  tasks: [
    { stage: 'waiting_for_client', title: 'Receive IRP5s, medical aid, retirement annuity and other certificates', daysBeforeDue: 60 },
    { stage: 'preparing', title: 'Import third-party data and complete the ITR12', daysBeforeDue: 30 },
    { stage: 'review', title: 'Review the ITR12', daysBeforeDue: 21 },
    { stage: 'client_approval', title: 'Client approves the return', daysBeforeDue: 14 },
    { stage: 'submitted', title: 'Send the client the assessment (ITA34) when it arrives', daysBeforeDue: 0 },
  ],
};

/** The firm's document checklist for an individual's return (the IRP5 and the medical aid tax certificate). */
const exampleChecklistId = '4b5c6d7e-8f90-41a2-b3c4-d5e6f7a8b9c0';
const NOTICE_TITLE = 'We have started on {work}';
const NOTICE_MESSAGE = 'Please upload the documents we asked for in the portal, so that we can prepare {work}.';

/**
 * PUT /api/job-templates/itr12/stages/waiting_for_client/automation: ask for the checklist's
 * documents, due 50 days before the job, tell the client, and move on once they are approved.
 */
export const jobStageAutomationInputExample: z.input<typeof jobStageAutomationSchema> = {
  actions: [
    { kind: 'request_documents', checklistId: exampleChecklistId, daysBeforeDue: 50 },
    { kind: 'notify_client', title: NOTICE_TITLE, message: NOTICE_MESSAGE },
  ],
  moveOnWhenDone: true,
};

/** An action's setting as the answers show it: every field its kind does not use null. */
const unused = {
  templateId: null,
  checklistId: null,
  daysBeforeDue: null,
  title: null,
  message: null,
  subject: null,
  body: null,
  userId: null,
};
const requestDocuments = { ...unused, kind: 'request_documents' as const, checklistId: exampleChecklistId, daysBeforeDue: 50 };

/** The same setting as an administrator last set it, before the 2026 job was made. */
export const jobStageAutomationExample: z.input<typeof jobStageAutomationRecord> = {
  id: '6f7a8b9c-0d1e-42f3-a4b5-c6d7e8f9a0b1',
  templateKey: 'itr12',
  stage: 'waiting_for_client',
  actions: [requestDocuments, { ...unused, kind: 'notify_client', title: NOTICE_TITLE, message: NOTICE_MESSAGE }],
  moveOnWhenDone: true,
  updatedById: exampleIds.admin,
  createdAt: '2026-02-16T09:20:00.000Z',
  updatedAt: '2026-02-16T09:20:00.000Z',
};

/**
 * The first action the stage took when the job was made: the checklist's two document requests,
 * made at once. The job moves on once both are approved.
 */
export const jobStageActionExample: z.input<typeof jobStageActionRecord> = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  jobId: exampleIds.job,
  stage: 'waiting_for_client',
  position: 0,
  settings: requestDocuments,
  status: 'done',
  resultIds: [exampleIds.documentRequest, '7f8091a2-b3c4-45d6-a7e8-f901a2b3c4d5'],
  error: null,
  attempts: 1,
  doneAt: exampleJobMadeAt,
  createdAt: exampleJobMadeAt,
  updatedAt: exampleJobMadeAt,
};

/**
 * POST /api/jobs: the job as answered when made by hand (createJobExample) instead of by the series:
 * in the template's first stage since that moment, and of no series.
 */
export const createdJobExample: z.input<typeof jobRecord> = {
  ...jobExample,
  seriesId: null,
  stageChangedAt: exampleJobMadeAt,
  updatedAt: exampleJobMadeAt,
};

/** When the advisor moved the job on, her documents in. */
const exampleJobMovedAt = '2026-11-24T07:20:05.000Z';

/** POST /api/jobs/{id}/move: the job in the preparing stage, its name and progress words with it (job-view.ts). */
export const movedJobExample: z.input<typeof jobRecord> = {
  ...jobExample,
  stage: moveJobExample.stage,
  stageName: 'Preparing',
  progress: 'Your income tax return for 2026 tax year (Mar 2025–Feb 2026): we are preparing it',
  stageChangedAt: exampleJobMovedAt,
  updatedAt: exampleJobMovedAt,
};

/**
 * POST /api/jobs/{id}/actions/{actionId}/retry: the same action, had it failed when the job was made
 * and the advisor tried it again ten minutes later: done on its second attempt, and changed then.
 */
export const retriedJobStageActionExample: z.input<typeof jobStageActionRecord> = {
  ...jobStageActionExample,
  attempts: 2,
  doneAt: '2026-03-02T07:44:36.000Z',
  updatedAt: '2026-03-02T07:44:36.000Z',
};

/** The ITR12 job for the 2026 year of assessment, as every job event describes it. */
const jobOfEvents = {
  jobId: exampleIds.job,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  templateKey: jobExample.templateKey,
  periodKey: jobExample.periodKey,
  dueDate: jobExample.dueDate,
} as const;

/** The events of the job (webhooks): made by its recurring series, moved on to preparing, completed in January. */
export const jobEventExamples: EventExamples<'job.created' | 'job.stage_changed' | 'job.completed'> = {
  'job.created': {
    id: 'evt_4DPWJvfzxOMFXHlGFqMhrwfkoS',
    type: 'job.created',
    timestamp: exampleJobMadeAt,
    data: {
      ...jobOfEvents,
      stage: 'waiting_for_client',
      // Made by its recurring series, not by a person.
      createdById: null,
      seriesId: exampleIds.jobSeries,
      createdAt: exampleJobMadeAt,
    },
  },
  'job.stage_changed': {
    id: 'evt_cbSJN82FPlBY3wpOxaiRM1VVkf',
    type: 'job.stage_changed',
    timestamp: '2026-11-27T07:30:00.000Z',
    data: {
      ...jobOfEvents,
      stage: 'preparing',
      from: 'waiting_for_client',
      movedById: exampleIds.advisor,
      movedAt: '2026-11-27T07:30:00.000Z',
    },
  },
  'job.completed': {
    id: 'evt_KpvzkmNC6iF6nuwTNuK3fzyTZZ',
    type: 'job.completed',
    timestamp: '2027-01-12T09:00:00.000Z',
    data: { ...jobOfEvents, stage: 'done', completedById: exampleIds.advisor, completedAt: '2027-01-12T09:00:00.000Z' },
  },
};
