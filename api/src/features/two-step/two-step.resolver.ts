import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName, adminRoles } from '../../accounts/roles';
import { requestOrigin } from '../../auth/session';
import { confirmEnrolment, enrollingUserId } from '../sign-in';
import { hasAnyRole } from '../../auth/viewer';
import { answerAsSignedIn } from '../../context/signed-in-context';
import type { RequestContext } from '../../context/request-context';
import { UserType } from '../../accounts/user.types';
import { TwoStepCodeInput } from '../sign-in';
import { DisableTwoStepInput, TwoStepConfirmationType, TwoStepEnrolmentType, TwoStepStatusType } from './two-step.types';

@Resolver()
export class TwoStepResolver {
  @Auth()
  @Query(() => TwoStepStatusType, { description: "The signed-in user's two-step sign-in" })
  twoStepStatus(@Ctx() { viewer, services }: RequestContext) {
    return services.twoStep.status(viewer);
  }

  @Mutation(() => TwoStepEnrolmentType, {
    description:
      'A new authenticator secret for the signed-in user, or for a staff member whose sign-in waits for it (nextStep ENROL); replaces a set-up left unfinished',
  })
  startTwoStepEnrolment(@Ctx() { req, services }: RequestContext) {
    return services.twoStep.beginEnrolment(enrollingUserId(req));
  }

  @Mutation(() => TwoStepConfirmationType, {
    description: "Turns two-step sign-in on with the app's current code; answers the recovery codes (and finishes a waiting sign-in)",
  })
  async confirmTwoStepEnrolment(@Arg('input', () => TwoStepCodeInput) input: TwoStepCodeInput, @Ctx() context: RequestContext) {
    const { recoveryCodes, user } = await confirmEnrolment(context.req, context.services, input);
    if (user) await answerAsSignedIn(context, user);
    return { recoveryCodes, user: user ?? null };
  }

  @Auth()
  @Mutation(() => Boolean, { description: 'Turns two-step sign-in off; needs the password and a code' })
  async disableTwoStep(
    @Arg('input', () => DisableTwoStepInput) input: DisableTwoStepInput,
    @Ctx() { req, viewer, services }: RequestContext,
  ) {
    await services.twoStep.disable(viewer, input, requestOrigin(req));
    return true;
  }

  @Auth()
  @Mutation(() => [String], { description: 'Ten new recovery codes for a current code; the old ones stop working' })
  regenerateRecoveryCodes(@Arg('input', () => TwoStepCodeInput) input: TwoStepCodeInput, @Ctx() { req, viewer, services }: RequestContext) {
    return services.twoStep.regenerateRecoveryCodes(viewer, input, requestOrigin(req));
  }

  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Mutation(() => UserType, { description: "Resets a user's two-step sign-in (a lost phone); audited, and the user is e-mailed" })
  async resetTwoStep(@Arg('userId', () => ID) userId: string, @Ctx() { req, viewer, services, loaders }: RequestContext) {
    const user = await services.twoStep.resetByAdmin(userId, viewer!, requestOrigin(req));
    loaders.twoStepEnabled.clear(user.id).prime(user.id, false);
    return user;
  }
}

@Resolver(() => UserType)
export class UserTwoStepResolver {
  // Its type and description are in accounts/user.record.ts; here, who sees it.
  @FieldResolver()
  twoStepEnabled(@Root() user: UserType, @Ctx() { viewer, loaders }: RequestContext) {
    if (!viewer || (viewer.id !== user.id && !hasAnyRole(viewer, adminRoles))) return null;
    return loaders.twoStepEnabled.load(user.id);
  }
}
