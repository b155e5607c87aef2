import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { EngagementType, type Engagement } from '../engagements';
import { EngagementLetterEdgeArgs, EngagementLetterType } from './engagement-letters.types';

/** An engagement's letters: the letters feature adds them to the engagement, which knows nothing of letters. */
@Resolver(() => EngagementType)
export class EngagementLettersEdgeResolver {
  @FieldResolver(() => [EngagementLetterType], { description: 'Its engagement letters the viewer may see, the most recently sent first' })
  letters(@Root() engagement: Engagement, @Ctx() { loaders }: RequestContext) {
    return loaders.lettersByEngagementId.load(engagement.id);
  }
}

/** A client's engagement letters, for those who may follow their edges and see the letters. */
@Resolver(() => UserType)
export class UserEngagementLettersResolver {
  @FieldResolver(() => [EngagementLetterType], { description: 'The engagement letters sent to this client, the most recently sent first' })
  engagementLetters(
    @Root() user: UserType,
    @Args(() => EngagementLetterEdgeArgs) { outstanding }: EngagementLetterEdgeArgs,
    @Ctx() { loaders }: RequestContext,
  ) {
    return loaders.engagementLettersByClientId({ outstanding: outstanding ?? null }).load(user.id);
  }
}
