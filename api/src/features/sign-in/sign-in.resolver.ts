import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { requestOrigin } from '../../auth/session';
import { changePassword, signIn, signInWithCode, signOut } from './sign-in-steps';
import { answerAsSignedIn } from '../../context/signed-in-context';
import { SignInResultType, SignInStep, TwoStepCodeInput } from './sign-in.types';

@InputType({ description: 'The e-mail address and password of the account signing in' })
class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType({ description: 'A new password, with the token of the reset link; every session of the account is signed out' })
class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the link in the reset e-mail' })
  token!: string;

  @Field(() => String)
  password!: string;
}

@InputType({ description: "The signed-in user's current password and the new one; every other session is signed out" })
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
    return loaders.userById.load(viewer.id);
  }

  @Mutation(() => SignInResultType, {
    description: 'Checks the password; signs in and starts a new session, or answers the second step still needed (two-step sign-in)',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() context: RequestContext): Promise<SignInResultType> {
    const outcome = await signIn(context.req, context.services, input);
    if (outcome.nextStep) return { user: null, nextStep: outcome.nextStep as SignInStep, expiresAt: outcome.expiresAt };
    await answerAsSignedIn(context, outcome.user);
    return { user: outcome.user, nextStep: null, expiresAt: null };
  }

  @Mutation(() => UserType, {
    description: "Finishes a sign-in held for its second step with the authenticator app's code or a recovery code (each works once)",
  })
  async completeTwoStepSignIn(
    @Arg('input', () => TwoStepCodeInput) input: TwoStepCodeInput,
    @Ctx() context: RequestContext,
  ): Promise<UserType> {
    const user = await signInWithCode(context.req, context.services, input);
    await answerAsSignedIn(context, user);
    return user;
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
