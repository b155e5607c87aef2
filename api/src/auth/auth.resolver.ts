import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from './auth-directive';
import type { RequestContext } from '../graphql/context';
import { UserType } from '../features/users/user.types';
import { requestOrigin } from './session';
import { changePassword, signIn, signOut } from './sign-in';
import { isRoleName } from './roles';

@InputType()
class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the link in the reset e-mail' })
  token!: string;

  @Field(() => String)
  password!: string;
}

@InputType()
class ChangePasswordInput {
  @Field(() => String)
  currentPassword!: string;

  @Field(() => String)
  newPassword!: string;
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
    const user = await signIn(req, services, input);
    // The rest of this request answers as the person who just signed in (their own details).
    const roles = (await loaders.rolesByUserId.load(user.id)).map((role) => role.name).filter(isRoleName);
    context.viewer = { id: user.id, email: user.email, firstName: user.firstName, roles };
    return user as unknown as UserType;
  }

  @Mutation(() => Boolean, {
    description: 'Mails a single-use reset link (30 minutes) when the address has an account; answers true either way',
  })
  async requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() { req, services }: RequestContext): Promise<boolean> {
    await services.passwords.requestReset({ email }, requestOrigin(req));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from a reset link and signs the user out everywhere' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() { req, services }: RequestContext,
  ): Promise<boolean> {
    await services.passwords.resetWithLink(input, requestOrigin(req));
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, { description: "Changes the signed-in user's password; every other session ends" })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() { req, services }: RequestContext,
  ): Promise<boolean> {
    await changePassword(req, services, input);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Ends the session; without one it is already ended' })
  async logout(@Ctx() { req, res, services }: RequestContext): Promise<boolean> {
    await signOut(req, res, services);
    return true;
  }
}
