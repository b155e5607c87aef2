import { z } from 'zod';
import { staffRoles } from '../../accounts/roles';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, json, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import {
  createJobSeriesSchema,
  jobSeriesFilterSchema,
  jobSeriesPeriodSchema,
  jobSeriesStatusSchema,
  updateJobSeriesSchema,
} from '../../../../validation/jobs';
import { jobSeriesRecord } from './job-series.record';
import { withExample } from '../../http/openapi/examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import {
  createdJobSeriesExample,
  createJobSeriesExample,
  jobSeriesExample,
  jobSeriesPeriodExample,
  jobSeriesStatusExample,
  pausedJobSeriesExample,
  restoredPeriodJobSeriesExample,
  skippedPeriodJobSeriesExample,
  updateJobSeriesExample,
} from './job-series.examples';

const series = component('JobSeries', jobSeriesRecord, jobSeriesExample);
const seriesPeriod = withExample(jobSeriesPeriodSchema, jobSeriesPeriodExample);
const seriesId = pathParams({ id: 'The series id' });

/** /api/job-series (job-series.routes.ts). */
export const jobSeriesOperations: RestOperation[] = tagged('Jobs', [
  {
    method: 'get',
    path: '/',
    operationId: 'listJobSeries',
    summary: 'The recurring series the caller sees, most recently started first, one page at a time',
    description:
      'Staff only: an advisor sees the series of the engagements they run and those whose jobs they do or review; administrators all.',
    ...signedIn(...staffRoles),
    request: {
      query: z.object({
        engagementId: optional(jobSeriesFilterSchema.shape.engagementId, 'Only the series of this engagement'),
        assignedTo: optional(jobSeriesFilterSchema.shape.assignedTo, 'Only the series whose jobs this staff member does (a user id)'),
        clientId: optional(jobSeriesFilterSchema.shape.clientId, 'Only the series for this client (a user id)'),
        templateKey: optional(jobSeriesFilterSchema.shape.templateKey, 'Only the series of this template, such as vat201-b'),
        status: optional(jobSeriesFilterSchema.shape.status, 'active, paused or ended'),
        ...syncQuery,
      }),
    },
    responses: {
      200: syncedList('One page of series, or of what changed since updated_since', series),
      ...errors(400),
    },
  },
  {
    method: 'get',
    path: '/{id}',
    operationId: 'getJobSeries',
    summary: 'One recurring series, with its next periods',
    ...signedIn(...staffRoles),
    request: { params: seriesId },
    responses: { 200: json('The series', series), ...errors(404) },
  },
  {
    method: 'post',
    path: '/',
    operationId: 'createJobSeries',
    summary: 'Start a recurring series: a job of the template for every period of an engagement',
    description:
      'Each period’s job is made leadDays (default 7) before the period ends, from the first period ending on or after startsOn (default today); those already near their end are made at once. A second active or paused series of the template on the engagement answers 409.',
    ...signedIn(...staffRoles),
    request: { body: jsonBody(withExample(createJobSeriesSchema, createJobSeriesExample)) },
    responses: { 201: jsonShowing('The series', series, createdJobSeriesExample), ...errors(404, 409) },
  },
  {
    method: 'patch',
    path: '/{id}',
    operationId: 'updateJobSeries',
    summary: 'Change a series for the jobs it makes from now on',
    description:
      'A field left out stays as it is; with applyToOpenJobs the series’ jobs not yet done take the new people and priority too.',
    ...signedIn(...staffRoles),
    request: { params: seriesId, body: jsonBody(withExample(updateJobSeriesSchema, updateJobSeriesExample)) },
    responses: { 200: json('The series', series), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/status',
    operationId: 'setJobSeriesStatus',
    summary: 'Pause, resume or end a series',
    description:
      'Resumed, it goes on from the periods ending from that day. Ended, it makes no job again (409 on any later change). Changed by someone else meanwhile, 409.',
    ...signedIn(...staffRoles),
    request: { params: seriesId, body: jsonBody(withExample(jobSeriesStatusSchema, jobSeriesStatusExample)) },
    responses: { 200: jsonShowing('The series', series, pausedJobSeriesExample), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/skip',
    operationId: 'skipJobSeriesPeriod',
    summary: 'Skip one period of a series',
    description: 'No job will be made for it. A period whose job is already made answers 409.',
    ...signedIn(...staffRoles),
    request: { params: seriesId, body: jsonBody(seriesPeriod) },
    responses: { 200: jsonShowing('The series', series, skippedPeriodJobSeriesExample), ...errors(404, 409) },
  },
  {
    method: 'post',
    path: '/{id}/restore',
    operationId: 'restoreJobSeriesPeriod',
    summary: 'Undo the skip of a period',
    description: 'Its job is made when its day comes, at once if that has passed.',
    ...signedIn(...staffRoles),
    request: { params: seriesId, body: jsonBody(seriesPeriod) },
    responses: { 200: jsonShowing('The series', series, restoredPeriodJobSeriesExample), ...errors(404, 409) },
  },
]);
