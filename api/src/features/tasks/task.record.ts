import { z } from 'zod';
import { Float, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import {
  choiceField,
  customField,
  describeRecord,
  flagField,
  idField,
  instantField,
  privacy,
  referenceField,
  textField,
} from '../../records/record-description';
import { restShapeOf } from '../../records/rest-shape';
import { Task } from './task.entity';
import { taskPriorityValues, taskStatusValues } from '../../../../validation/tasks';

export const TaskStatusKind = enumOf(taskStatusValues);
export type TaskStatusKind = (typeof taskStatusValues)[number];
registerEnumType(TaskStatusKind, { name: 'TaskStatus', description: 'PENDING (the default), IN_PROGRESS or COMPLETED' });

export const TaskPriorityKind = enumOf(taskPriorityValues);
export type TaskPriorityKind = (typeof taskPriorityValues)[number];
registerEnumType(TaskPriorityKind, { name: 'TaskPriority', description: 'HIGH, MEDIUM (the default) or LOW' });

const NO_SCREEN = 'GraphQL does not offer it: no screen reads it through the graph';
const EXPORTED = { privacy: privacy.exported } as const;

/** Hours as the decimal(4,2) columns hand them over: a number in JSON, a Float in GraphQL. */
const hours = (description: string) => customField(z.number(), () => Float, description, { nullable: true, ...EXPORTED });

/**
 * A to-do within an engagement, as both APIs, the OpenAPI document and the "My data" archive show
 * it (docs/product.md#tasks-record). Kept on erasure with the engagement it belongs to (SARS: five
 * years of records).
 */
export const taskDescription = describeRecord({
  name: 'Task',
  description: 'A piece of work on an engagement, with its status, priority, due date and hours',
  entity: Task,
  deletedWithTheRowOnErasure: false,
  fields: {
    id: idField('The task id', EXPORTED),
    engagementId: referenceField('The engagement the task belongs to', { ...EXPORTED, graphqlEdge: 'engagement' }),
    // The archive says `assignedToYou` instead (tasks.personal-data.ts).
    assignedTo: referenceField('Who is to do it (a user id); null when nobody is assigned', {
      nullable: true,
      privacy: privacy.notPersonal,
      notInGraphQL: `${NO_SCREEN} (no assignee edge yet)`,
    }),
    jobId: referenceField('The job whose checklist the task is on; null for a task of the engagement alone', {
      nullable: true,
      privacy: privacy.notPersonal,
    }),
    title: textField('What is to be done', EXPORTED),
    description: textField('More about the task', { nullable: true, ...EXPORTED }),
    status: choiceField(
      taskStatusValues,
      TaskStatusKind,
      'Where the task stands: pending (the default), in progress or completed',
      EXPORTED,
    ),
    priority: choiceField(taskPriorityValues, TaskPriorityKind, 'How urgent it is: high, medium (the default) or low', EXPORTED),
    dueDate: instantField('When it is due; shown as "No due date" when empty', { nullable: true, ...EXPORTED }),
    completedAt: instantField('Set by the server when the task is completed, cleared when reopened', { nullable: true, ...EXPORTED }),
    estimatedHours: hours('Hours expected, to two decimals'),
    actualHours: hours('Hours spent, to two decimals'),
    createdAt: instantField('When the task was created', EXPORTED),
    updatedAt: instantField('When it last changed', EXPORTED),
    isOverdue: flagField('Not completed and due before now (docs/product.md#task-status)', {
      computedBy: 'tasks.resolver.ts, against the clock (isTaskOverdue, task-queries.ts)',
      notInRest: 'computed by the resolver against the clock; REST callers compare dueDate',
    }),
  },
});

/** A task as REST answers it (GET /api/tasks, PUT /api/tasks/:id), in the order the JSON carries it. */
export const taskRecord = restShapeOf(taskDescription);
