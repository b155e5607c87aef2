import { ArgsType, Field, Float, ID, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { taskStatusValues, taskPriorityValues } from '../../../../validation/tasks';

export const TaskStatusKind = enumOf(taskStatusValues);
export type TaskStatusKind = (typeof taskStatusValues)[number];
registerEnumType(TaskStatusKind, { name: 'TaskStatus', description: 'PENDING (the default), IN_PROGRESS or COMPLETED' });

export const TaskPriorityKind = enumOf(taskPriorityValues);
export type TaskPriorityKind = (typeof taskPriorityValues)[number];
registerEnumType(TaskPriorityKind, { name: 'TaskPriority', description: 'HIGH, MEDIUM (the default) or LOW' });

/** A to-do within an engagement as the portal shows it (docs/product.md#screen-shapes, Task). */
@ObjectType('Task', { description: 'A piece of work on an engagement, with its status, priority, due date and hours' })
export class TaskType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => TaskStatusKind)
  status!: TaskStatusKind;

  @Field(() => TaskPriorityKind)
  priority!: TaskPriorityKind;

  @Field(() => Date, { nullable: true, description: 'Shown as "No due date" when empty' })
  dueDate?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set by the server when the task is completed, cleared when reopened' })
  completedAt?: Date | null;

  @Field(() => Float, { nullable: true })
  estimatedHours?: number | null;

  @Field(() => Float, { nullable: true })
  actualHours?: number | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ArgsType()
export class TaskListArgs {
  @Field(() => TaskStatusKind, { nullable: true, description: 'Only tasks in this status; null for all' })
  status?: TaskStatusKind | null;

  @Field(() => TaskPriorityKind, { nullable: true, description: 'Only tasks of this priority; null for all' })
  priority?: TaskPriorityKind | null;

  @Field(() => String, { nullable: true, description: 'Text found in the title or description (any case)' })
  search?: string | null;

  @Field(() => ID, { nullable: true, description: "Only this engagement's tasks" })
  engagementId?: string | null;
}

/** The arguments of the task edges, Engagement.tasks and User.tasks. */
@ArgsType()
export class TaskEdgeArgs {
  @Field(() => TaskStatusKind, { nullable: true })
  status?: TaskStatusKind | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only overdue tasks; false: only those not overdue' })
  overdue?: boolean | null;
}
