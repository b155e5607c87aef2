import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { EngagementType } from '../engagements';
import type { Task } from './task.entity';
import { TaskListArgs, TaskStatusKind, TaskType } from './tasks.types';
import { isTaskOverdue } from './task-queries';

@Resolver(() => TaskType)
export class TasksResolver {
  @Auth()
  @Query(() => [TaskType], {
    description: 'Tasks of the engagements the viewer sees (and, for an advisor, those assigned to them), soonest due first',
  })
  tasks(@Args(() => TaskListArgs) args: TaskListArgs, @Ctx() { viewer, services }: RequestContext) {
    return services.tasks.list(viewer, { ...args });
  }

  @Auth()
  @Mutation(() => TaskType, {
    description: 'Sets a task to PENDING, IN_PROGRESS or COMPLETED; completedAt becomes now on completion and is cleared otherwise',
  })
  updateTaskStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => TaskStatusKind) status: TaskStatusKind,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.tasks.updateStatus(viewer, id, { status }, requestOrigin(req));
  }

  @FieldResolver(() => EngagementType, {
    nullable: true,
    description:
      "The engagement the task belongs to. An advisor who sees the task only because it is assigned to them sees the engagement's amounts as null.",
  })
  engagement(@Root() task: Task, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(task.engagementId);
  }

  // Its type and description are in task.record.ts; here, the clock.
  @FieldResolver()
  isOverdue(@Root() task: Task) {
    return isTaskOverdue(task, new Date());
  }
}
