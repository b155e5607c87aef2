import { Args, Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import type { Engagement } from '../engagements';
import { EngagementType } from '../engagements';
import { TaskEdgeArgs, TaskType } from './tasks.types';

@ObjectType({ description: "An engagement's tasks counted: all of them, and those completed" })
export class EngagementTaskCounts {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  completed!: number;
}

/** An engagement's tasks: the tasks feature adds them to the engagement, which knows nothing of tasks. */
@Resolver(() => EngagementType)
export class EngagementTasksResolver {
  @FieldResolver(() => EngagementTaskCounts, { description: 'How many tasks it has, and how many are completed' })
  taskCounts(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.taskCountsByEngagementId.load(engagement.id);
  }

  @FieldResolver(() => [TaskType], {
    description: 'Its tasks the viewer may see, open ones first, each soonest due first (as the task list orders them)',
  })
  tasks(@Root() engagement: Engagement, @Args(() => TaskEdgeArgs) { status, overdue }: TaskEdgeArgs, @Ctx() { loaders }: RequestContext) {
    return loaders.tasksByEngagementId({ status, overdue }).load(engagement.id);
  }
}
