import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { TaskEdgeArgs, TaskType } from './tasks.types';

/** A person's tasks, for those who may follow their edges (user-relations.access.ts). */
@Resolver(() => UserType)
export class UserTasksResolver {
  @FieldResolver(() => [TaskType], {
    description:
      'Tasks of the engagements this person is the client or advisor of, and tasks assigned to them; open ones first, soonest due first',
  })
  tasks(@Root() user: UserType, @Args(() => TaskEdgeArgs) { status, overdue }: TaskEdgeArgs, @Ctx() { loaders }: RequestContext) {
    return loaders.tasksByUserId({ status, overdue }).load(user.id);
  }
}
