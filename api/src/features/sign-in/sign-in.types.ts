import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../../accounts/user.types';

export enum SignInStep {
  CODE = 'code',
  ENROL = 'enrol',
}

registerEnumType(SignInStep, {
  name: 'SignInStep',
  description: 'What a sign-in still needs after a right password',
  valuesConfig: {
    CODE: { description: 'A code from the authenticator app, or a recovery code (completeTwoStepSignIn)' },
    ENROL: { description: 'Setting up two-step sign-in first (startTwoStepEnrolment, then confirmTwoStepEnrolment)' },
  },
});

@ObjectType('SignInResult', { description: 'Signed in (user), or the password was right and a second step is needed (nextStep)' })
export class SignInResultType {
  @Field(() => UserType, { nullable: true, description: 'The signed-in user; null until every step is done' })
  user!: UserType | null;

  @Field(() => SignInStep, { nullable: true, description: 'The step still needed; null once signed in' })
  nextStep!: SignInStep | null;

  @Field(() => Date, { nullable: true, description: 'When the half-finished sign-in expires' })
  expiresAt!: Date | null;
}

@InputType({ description: 'A two-step sign-in code: six digits from the authenticator app, or a recovery code' })
export class TwoStepCodeInput {
  @Field(() => String, { description: 'Six digits from the authenticator app, or a recovery code (xxxx-xxxx-xxxx)' })
  code!: string;
}
