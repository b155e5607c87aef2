import { z } from 'zod';
import { taskPriorityValues, taskStatusValues } from '../task-values';

/**
 * A task as REST answers it (GET /api/tasks, PUT /api/tasks/:id), in the order the JSON carries
 * it; the "My data" archive writes the same without assignedTo. taskJson
 * (api/src/features/tasks/tasks.routes.ts) is built from this list; record-shapes.test.ts compares
 * it with the GraphQL type Task.
 */
export const taskRecord = z.strictObject({
  id: z.string().describe('The task id'),
  engagementId: z.string().describe('The engagement the task belongs to'),
  assignedTo: z.string().nullable().describe('Who is to do it (a user id); null when nobody is assigned'),
  title: z.string().describe('What is to be done'),
  description: z.string().nullable().describe('More about the task'),
  status: z.enum(taskStatusValues).describe('pending (the default), in_progress or completed'),
  priority: z.enum(taskPriorityValues).describe('high, medium (the default) or low'),
  dueDate: z.iso.datetime().nullable().describe('When it is due; shown as "No due date" when empty'),
  completedAt: z.iso.datetime().nullable().describe('Set by the server when the task is completed, cleared when reopened'),
  estimatedHours: z.number().nullable().describe('Hours expected, to two decimals'),
  actualHours: z.number().nullable().describe('Hours spent, to two decimals'),
  createdAt: z.iso.datetime().describe('When the task was created'),
  updatedAt: z.iso.datetime().describe('When it last changed'),
});
