import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { staffRoles } from '../../accounts/roles';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { EngagementInput } from './engagement-input.types';
import { EngagementType } from './engagements.types';

/** Staff create and edit engagements; every rule is in EngagementsService. */
@Resolver()
export class EngagementWritesResolver {
  @Auth(...staffRoles)
  @Mutation(() => EngagementType, {
    description: 'Staff create an engagement for a client; an advisor’s are assigned to themselves',
  })
  createEngagement(@Arg('input', () => EngagementInput) input: EngagementInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.engagements.create(viewer, { ...input }, requestOrigin(req));
  }

  @Auth(...staffRoles)
  @Mutation(() => EngagementType, {
    description: 'Staff edit an engagement they may edit (administrators any, an advisor their own), sending every field',
  })
  updateEngagement(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EngagementInput) input: EngagementInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    return services.engagements.update(viewer, id, { ...input }, requestOrigin(req));
  }
}
