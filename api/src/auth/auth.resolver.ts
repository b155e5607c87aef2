import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../graphql/context';
import { UserType } from '../features/users/user.types';
import { endSession, requestOrigin, startSession } from './session';
import { isRoleName } from './roles';

@InputType()
class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@Resolver()
export class AuthResolver {
  @Query(() => UserType, { nullable: true, description: 'The signed-in user, or null' })
  async me(@Ctx() { viewer, loaders }: RequestContext): Promise<UserType | null> {
    if (!viewer) return null;
    return (await loaders.userById.load(viewer.id)) as unknown as UserType;
  }

  @Mutation(() => UserType, { description: 'Signs in and starts a new session' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() context: RequestContext): Promise<UserType> {
    const { req, services, loaders } = context;
    const user = await services.auth.authenticate(input, requestOrigin(req));
    await startSession(req, user.id);
    // The rest of this request answers as the person who just signed in (their own details).
    const roles = (await loaders.rolesByUserId.load(user.id)).map((role) => role.name).filter(isRoleName);
    context.viewer = { id: user.id, email: user.email, firstName: user.firstName, roles };
    return user as unknown as UserType;
  }

  @Mutation(() => Boolean, { description: 'Ends the session; without one it is already ended' })
  async logout(@Ctx() { req, res, viewer, services }: RequestContext): Promise<boolean> {
    if (viewer) await services.auth.recordLogout(viewer.id, requestOrigin(req));
    await endSession(req, res);
    return true;
  }
}
