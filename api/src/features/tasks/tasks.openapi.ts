import { z } from 'zod';
import type { RestOperation } from '../../context/feature-module';
import { errors } from '../../http/openapi/error-responses';
import { component, jsonBody, optional, pathParams, syncQuery, syncedList, tagged } from '../../http/openapi/operation-parts';
import { signedIn } from '../../http/openapi/security';
import { taskRecord } from './task.record';
import { completedTaskExample, taskExample, updateTaskStatusExample } from './tasks.examples';
import { jsonShowing } from '../../http/openapi/answer-example';
import { withExample } from '../../http/openapi/examples';
import { taskFilterSchema, updateTaskStatusSchema } from '../../../../validation/tasks';

const task = component('Task', taskRecord, taskExample);

/** /api/tasks (tasks.routes.ts). */
export const taskOperations: RestOperation[] = tagged('Tasks', [
  {
    method: 'get',
    path: '/',
    operationId: 'listTasks',
    summary: 'The tasks the caller may see',
    ...signedIn(),
    request: {
      query: z.object({
        status: optional(taskFilterSchema.shape.status, 'Only this status'),
        priority: optional(taskFilterSchema.shape.priority, 'Only this priority'),
        search: optional(taskFilterSchema.shape.search, 'Words in the title or description, any case'),
        engagementId: optional(taskFilterSchema.shape.engagementId, 'Only this engagement’s tasks'),
        ...syncQuery,
      }),
    },
    responses: { 200: syncedList('The tasks: all of them, or a page, or what changed', task), ...errors(400) },
  },
  {
    method: 'put',
    path: '/{id}',
    operationId: 'updateTaskStatus',
    summary: 'Move a task to another status',
    description: 'completedAt is the server’s to set (now on completion, cleared otherwise): one sent is ignored.',
    ...signedIn(),
    request: {
      params: pathParams({ id: 'The task id' }),
      body: jsonBody(withExample(updateTaskStatusSchema, updateTaskStatusExample)),
    },
    responses: { 200: jsonShowing('The task', task, completedTaskExample), ...errors(404, 409) },
  },
]);
