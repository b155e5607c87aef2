import type { z } from 'zod';
import { exampleIds, exampleTimes } from '../../http/openapi/example-values';
import type { taskRecord } from './task.record';
import type { updateTaskStatusSchema } from '../../../../validation/tasks';

/** A task as GET /api/tasks answers it: on the client's 2026 return, with the advisor. */
export const taskExample: z.input<typeof taskRecord> = {
  id: exampleIds.task,
  engagementId: exampleIds.engagement,
  assignedTo: exampleIds.advisor,
  jobId: exampleIds.job,
  title: 'Collect the IRP5 and medical aid certificate',
  description: 'Both are needed before the 2026 return can be filed.',
  status: 'in_progress',
  priority: 'high',
  dueDate: exampleTimes.due,
  completedAt: null,
  estimatedHours: 1.5,
  actualHours: 0.75,
  createdAt: exampleTimes.created,
  updatedAt: exampleTimes.updated,
};

/** PUT /api/tasks/{id}: the task done. */
export const updateTaskStatusExample: z.input<typeof updateTaskStatusSchema> = { status: 'completed' };

/** When the advisor marked it done, both certificates in. */
const taskCompletedAt = '2026-11-24T09:30:05.000Z';

/** The answer of PUT /api/tasks/{id}: the task completed, completedAt set by the server. */
export const completedTaskExample: z.input<typeof taskRecord> = {
  ...taskExample,
  status: 'completed',
  completedAt: taskCompletedAt,
  updatedAt: taskCompletedAt,
};
