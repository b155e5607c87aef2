import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';

@Resolver(() => UserType)
export class UserLookupResolver {
  @Auth()
  @Query(() => UserType, {
    nullable: true,
    description:
      'One person by id or e-mail, with every edge of the graph: for yourself, for admins, and for an advisor the clients they serve. Anyone else is null.',
  })
  async user(
    @Arg('id', () => ID, { nullable: true }) id: string | null,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() { services, loaders }: RequestContext,
  ) {
    const user = await services.users.findByIdOrEmail({ id, email });
    return user && (await loaders.access.mayFollow(user.id)) ? user : null;
  }
}
