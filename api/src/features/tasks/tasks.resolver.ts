import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../graphql/context';
import type { Engagement } from '../engagements/engagement.entity';
import { UserType } from '../users/user.types';
import type { Task } from './task.entity';
import { TaskEngagementType, TaskListArgs, TaskType } from './tasks.types';

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
    description: 'Sets a task to pending, in_progress or completed; completedAt becomes now on completion and is cleared otherwise',
  })
  updateTaskStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String, { description: 'pending, in_progress or completed' }) status: string,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.tasks.updateStatus(viewer, id, { status }, requestOrigin(req));
  }

  @FieldResolver(() => TaskEngagementType, { nullable: true, description: 'The engagement the task belongs to' })
  engagement(@Root() task: Task, @Ctx() { loaders }: RequestContext) {
    return loaders.engagementById.load(task.engagementId);
  }
}

@Resolver(() => TaskEngagementType)
export class TaskEngagementFieldsResolver {
  @FieldResolver(() => UserType, { nullable: true, description: 'The client the engagement is for' })
  client(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.userById.load(engagement.clientId);
  }
}
