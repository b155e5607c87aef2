import { ArgsType, Field, ID } from 'type-graphql';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ListPageType } from '../changes';
import { TaskPriorityKind, TaskStatusKind, taskDescription } from './task.record';

export { TaskPriorityKind, TaskStatusKind };

/**
 * A to-do within an engagement in the graph: its fields are described once, in task.record.ts.
 * engagement and isOverdue resolve in tasks.resolver.ts.
 */
@RecordObjectType(taskDescription)
export class TaskType {}

/** A page of tasks, or their changes since a time (tasksConnection). */
export const TaskPage = ListPageType('Task', TaskType);

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
