import { Arg, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { EngagementStatusKind, EngagementType } from './engagements.types';

/**
 * A person's engagements and advisors. Followed by the person themself, admins and the advisors
 * who serve them (user-relations.access.ts); anyone else finds them empty.
 */
@Resolver(() => UserType)
export class UserEngagementsResolver {
  @FieldResolver(() => [EngagementType], {
    description: 'The engagements this person is the client or the advisor of, most recently started first',
  })
  engagements(
    @Root() user: UserType,
    @Arg('status', () => EngagementStatusKind, { nullable: true }) status: EngagementStatusKind | null,
    @Ctx() { loaders }: RequestContext,
  ) {
    return loaders.engagementsByUserId({ status }).load(user.id);
  }

  @FieldResolver(() => [UserType], { description: "The advisors assigned to this client's engagements" })
  async advisors(@Root() user: UserType, @Ctx() { loaders }: RequestContext) {
    const advisorIds = await loaders.advisorIdsByClientId.load(user.id);
    const advisors = await loaders.userById.loadMany(advisorIds);
    return advisors.filter((advisor) => advisor && !(advisor instanceof Error));
  }
}
