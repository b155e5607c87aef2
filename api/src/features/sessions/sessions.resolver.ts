import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { SignedInSessionType } from './sessions.types';

@Resolver()
export class SessionsResolver {
  @Auth()
  @Query(() => [SignedInSessionType], { description: "The signed-in user's sessions still in use, the most recently seen first" })
  mySessions(@Ctx() { req, viewer, services }: RequestContext) {
    return services.sessions.list(viewer, req.session?.registryId);
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Signs one of your sessions out (on its next request)' })
  async endSession(@Arg('id', () => ID) id: string, @Ctx() { req, viewer, services }: RequestContext) {
    await services.sessions.end(viewer, id, requestOrigin(req));
    return true;
  }

  @Auth()
  @Mutation(() => Int, { description: 'Signs out every session of yours but this one; answers how many' })
  endOtherSessions(@Ctx() { req, viewer, services }: RequestContext) {
    return services.sessions.endOthers(viewer, req.session?.registryId, requestOrigin(req));
  }
}
