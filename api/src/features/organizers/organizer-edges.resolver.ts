import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { EngagementType, type Engagement } from '../engagements';
import { OrganizerEdgeArgs, OrganizerType } from './organizers.types';

/** An engagement's organizers: the organizers feature adds them to the engagement, which knows nothing of organizers. */
@Resolver(() => EngagementType)
export class EngagementOrganizersResolver {
  @FieldResolver(() => [OrganizerType], { description: 'Its organizers the viewer may see, the most recently sent first' })
  organizers(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.organizersByEngagementId.load(engagement.id);
  }
}

/** A client's organizers, for those who may follow their edges and see the organizers. */
@Resolver(() => UserType)
export class UserOrganizersResolver {
  @FieldResolver(() => [OrganizerType], { description: 'The organizers sent to this client, the most recently sent first' })
  organizers(
    @Root() user: UserType,
    @Args(() => OrganizerEdgeArgs) { outstanding }: OrganizerEdgeArgs,
    @Ctx() { loaders }: RequestContext,
  ) {
    return loaders.organizersByClientId({ outstanding: outstanding ?? null }).load(user.id);
  }
}
