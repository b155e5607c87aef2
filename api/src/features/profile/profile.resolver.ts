import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { requestOrigin } from '../../auth/session';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { UpdateProfileInput } from './profile.types';

@Resolver()
export class ProfileResolver {
  @Auth()
  @Mutation(() => UserType, { description: 'Updates your own personal details (never the e-mail) and answers the updated user' })
  async updateProfile(@Arg('input', () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.profile.updateProfile(viewer, { ...input }, requestOrigin(req));
  }
}
