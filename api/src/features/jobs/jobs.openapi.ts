import { z } from 'zod';
import { adminRoles, staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import {
  MAX_DUE_DAYS,
  createJobSchema,
  jobDueDaysSchema,
  jobFilterSchema,
  moveJobSchema,
  updateJobSchema,
} from '../../../../validation/jobs';
import { jobRecord, jobTemplateRecord } from './job.record';
import { jobDueDayRecord } from './job-due-day.record';
import { jobStageActionRecord, jobStageAutomationRecord } from './job-automation.record';
import { MAX_STAGE_ACTIONS, jobStageAutomationSchema } from '../../../../validation/jobs/job-automations';
import { builtInJobTemplates } from '../../../../validation/jobs/job-templates';
import { jobStageValues } from '../../../../validation/jobs/job-stages';
import { jobWorkloadRecord, workloadPersonRecord } from './job-workload.record';
import { WORKLOAD_MAX_PEOPLE } from './job-workload';
import { tokenScopedShape } from '../api-tokens';
import { withExample } from '../../http/openapi/examples';
import { withEventExamples } from '../../http/openapi/event-examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  createdJobExample,
  createJobExample,
  jobDueDayExample,
  jobEventExamples,
  jobExample,
  jobStageActionExample,
  jobStageAutomationExample,
  jobStageAutomationInputExample,
  jobTemplateExample,
  jobWorkloadExample,
  movedJobExample,
  moveJobExample,
  retriedJobStageActionExample,
  updateJobExample,
} from './jobs.examples';

const job = component('Job', jobRecord, jobExample);
const action = component('JobStageAction', jobStageActionRecord, jobStageActionExample);
const automation = component('JobStageAutomation', jobStageAutomationRecord, jobStageAutomationExample);
withEventExamples(jobEventExamples);
// Each staff member's name is left out for an API token without users:read (withinTokenScopes).
const workloadShape = jobWorkloadRecord.extend({
  people: z
    .array(component('WorkloadPerson', tokenScopedShape(workloadPersonRecord, 'WorkloadPerson')))
    .max(WORKLOAD_MAX_PEOPLE + 1)
    .describe(jobWorkloadRecord.shape.people.description ?? ''),
});
const jobId = pathParams({ id: 'The job id' });

/** /api/jobs (jobs.routes.ts). */
export const jobOperations: RestOperation[] = tagged('Jobs', [
  {
    method: 'get',
    path: '/',
    operationId: 'listJobs',
    summary: 'The jobs the caller may see, soonest due first, one page at a time',
    description:
      'A client sees their own jobs (the staff-only fields null); an advisor those of the engagements they run and those they do or review; administrators all. Done jobs only with includeDone=true or stage=done.',
    ...signedIn(),
    request: {
      query: z.object({
        stage: optional(jobFilterSchema.shape.stage, 'Only jobs in this stage'),
        templateKey: optional(jobFilterSchema.shape.templateKey, 'Only jobs of this template, such as vat201-b'),
        assignedTo: optional(jobFilterSchema.shape.assignedTo, 'Only jobs assigned to this staff member (a user id)'),
        clientId: optional(jobFilterSchema.shape.clientId, 'Only jobs for this client (a user id)'),
        engagementId: optional(jobFilterSchema.shape.engagementId, 'Only jobs of this engagement'),
        due: optional(jobFilterSchema.shape.due, 'overdue, this_week or this_month (SAST)'),
        dueFrom: optional(jobFilterSchema.shape.dueFrom, 'Only jobs due on or after this day (YYYY-MM-DD)'),
        dueTo: optional(jobFilterSchema.shape.dueTo, 'Only jobs due on or before this day (YYYY-MM-DD)'),
        includeDone: z
          .enum(['true', 'false'])
          .optional()
          .describe('true to list done jobs too; with updated_since they are listed unless false (a job done is a change)'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of jobs, or of what changed since updated_since', job),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/due-days',
    operationId: 'listJobDueDays',
    summary: 'The calendar: how many jobs the caller sees are due on each day',
    description:
      'Days from `from` to `to` (both included, six weeks at most) on which jobs are due, with how many, how many overdue and how many done (with includeDone=true). Days without jobs are left out.',
    ...signedIn(),
    request: {
      query: z.object({
        from: jobDueDaysSchema.shape.from.describe('The first day (YYYY-MM-DD)'),
        to: jobDueDaysSchema.shape.to.describe('The last day (YYYY-MM-DD)'),
        templateKey: optional(jobDueDaysSchema.shape.templateKey, 'Only jobs of this template'),
        assignedTo: optional(jobDueDaysSchema.shape.assignedTo, 'Only jobs assigned to this staff member (a user id)'),
        clientId: optional(jobDueDaysSchema.shape.clientId, 'Only jobs for this client (a user id)'),
        includeDone: z.enum(['true', 'false']).optional().describe('true to count done jobs too'),
      }),
    },
    responses: {
      200: json('The days with jobs due', z.array(component('JobDueDay', jobDueDayRecord, jobDueDayExample)).max(MAX_DUE_DAYS)),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/workload',
    operationId: 'getJobWorkload',
    summary: 'The workload of the jobs the caller sees',
    description:
      'Per staff member, their open jobs, those due this week (today to Sunday, SAST) and those overdue; per firm service, the jobs done in each of the last twelve months.',
    ...signedIn(...staffRoles),
    responses: { 200: json('The workload', component('JobWorkload', workloadShape, jobWorkloadExample)) },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getJob',
    summary: 'One job the caller may see',
    ...signedIn(),
    request: { params: jobId },
    responses: { 200: json('The job', job), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createJob',
    summary: 'Create a job for an engagement, a template and one of its periods',
    description:
      'It starts in the template’s first stage with that stage’s checklist, due on the day the tax calendar gives the period unless dueDate is set. A second job for the same engagement, template and period answers 409.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(createJobSchema, createJobExample)) },
    responses: { 201: jsonShowing('The job', job, createdJobExample), ...errors(404, 409) },
  },
  {
    method: 'patch',
    path: '/{id}',
    operationId: 'updateJob',
    summary: 'Change a job’s assignee, reviewer, priority or due date',
    description: 'A field left out stays as it is; dueDate null gives the due date back to the tax calendar.',
    ...signedIn(...staffRoles),
    request: { params: jobId, body: jsonBody(withExample(updateJobSchema, updateJobExample)) },
    responses: { 200: json('The job', job), ...errors(404) },
  },
  {
    method: 'post',
    path: '/{id}/move',
    operationId: 'moveJob',
    summary: 'Move a job to another stage of its template',
    description:
      'A stage entered for the first time adds its checklist; the last stage completes the job. If someone moved it meanwhile, 409.',
    ...signedIn(...staffRoles),
    request: { params: jobId, body: jsonBody(withExample(moveJobSchema, moveJobExample)) },
    responses: { 200: jsonShowing('The job', job, movedJobExample), ...errors(404, 409) },
  },
  {
    method: 'get',
    path: '/{id}/actions',
    operationId: 'listJobActions',
    summary: 'What the job’s stages did for it',
    description:
      'Each action a stage took when the job first entered it, in order: done, running, or failed with the reason. A client is answered an empty list.',
    ...signedIn(),
    request: { params: jobId },
    // At most MAX_STAGE_ACTIONS for each stage it entered (one per stage and place).
    responses: { 200: json('The actions', z.array(action).max(jobStageValues.length * MAX_STAGE_ACTIONS)), ...errors(404) },
  },
  {
    method: 'post',
    path: '/{id}/actions/{actionId}/retry',
    operationId: 'retryJobAction',
    summary: 'Try a failed action of the job again',
    description:
      'Only a failed action; two tries at once run it once (the other 409). If it works and the stage moves on when done, the job may move on.',
    ...signedIn(...staffRoles),
    request: { params: pathParams({ id: 'The job id', actionId: 'The action id' }) },
    responses: { 200: jsonShowing('The action, done or failed again', action, retriedJobStageActionExample), ...errors(404, 409) },
  },
]);

/** /api/job-templates (jobs.routes.ts). */
export const jobTemplateOperations: RestOperation[] = tagged('Jobs', [
  {
    method: 'get',
    path: '/',
    operationId: 'listJobTemplates',
    summary: 'The templates jobs are created from',
    ...signedIn(...staffRoles),
    responses: {
      200: json('The templates', z.array(component('JobTemplate', jobTemplateRecord, jobTemplateExample)).max(builtInJobTemplates.length)),
    },
  },
  {
    method: 'get',
    path: '/automations',
    operationId: 'listJobStageAutomations',
    summary: 'What each template’s stages do when a job first enters them',
    ...signedIn(...staffRoles),
    // One setting per built-in template's stage at most.
    responses: {
      200: json(
        'The stages that act',
        z.array(automation).max(builtInJobTemplates.reduce((stages, template) => stages + template.stages.length, 0)),
      ),
    },
  },
  {
    method: 'put',
    path: '/{key}/stages/{stage}/automation',
    operationId: 'setJobStageAutomation',
    summary: 'Set what a template’s stage does on a job’s first entry (administrators)',
    description:
      'The actions run once each, in order, in the name of the job’s assignee (or its engagement’s advisor). With moveOnWhenDone the job moves to the next stage once what they made is done and every task of the job is.',
    ...signedIn(...adminRoles),
    request: {
      params: pathParams({ key: 'The template’s key, such as itr12', stage: 'The stage, such as waiting_for_client' }),
      body: jsonBody(withExample(jobStageAutomationSchema, jobStageAutomationInputExample)),
    },
    responses: { 200: json('The stage’s setting', automation), ...errors(400) },
  },
]);
