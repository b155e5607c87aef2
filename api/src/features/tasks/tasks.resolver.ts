import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { EngagementType } from '../engagements';
import type { Task } from './task.entity';
import { TaskListArgs, TaskPage, TaskStatusKind, TaskType } from './tasks.types';
import { ListPageArgs } from '../changes';
import { listPagingOf } from '../../shared/list-paging';
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
  @Query(() => TaskPage, {
    description:
      'The tasks list as a page: in its own order by first and after, or with updatedSince what changed since then (deletions too), oldest change first',
  })
  tasksConnection(
    @Args(() => TaskListArgs) args: TaskListArgs,
    @Args(() => ListPageArgs) paging: ListPageArgs,
    @Ctx() { viewer, services }: RequestContext,
  ) {
    const { status, priority, search, engagementId } = args;
    return services.tasks.page(viewer, { status, priority, search, engagementId }, listPagingOf(paging));
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
