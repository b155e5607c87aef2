import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../users/user.types';

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

@InputType()
export class TwoStepCodeInput {
  @Field(() => String, { description: 'Six digits from the authenticator app, or a recovery code (xxxx-xxxx-xxxx)' })
  code!: string;
}

@InputType()
export class DisableTwoStepInput {
  @Field(() => String)
  password!: string;

  @Field(() => String, { description: 'Six digits from the authenticator app, or a recovery code' })
  code!: string;
}

@ObjectType('TwoStepStatus', { description: "The signed-in user's two-step sign-in" })
export class TwoStepStatusType {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Date, { nullable: true })
  enabledAt!: Date | null;

  @Field(() => Int, { description: 'Unused recovery codes' })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'Required for this account (STAFF_TWO_STEP=required and a staff role): it cannot be turned off' })
  required!: boolean;
}

@ObjectType('TwoStepEnrolment', { description: 'A new authenticator secret, to scan or type into the app' })
export class TwoStepEnrolmentType {
  @Field(() => String, { description: 'The secret in base32, for typing into the app by hand' })
  secret!: string;

  @Field(() => String, { description: 'The otpauth:// link the QR code holds' })
  otpauthUri!: string;

  @Field(() => String, { description: 'The QR code as an SVG document, drawn by the server' })
  qrCodeSvg!: string;
}

@ObjectType('TwoStepConfirmation', { description: 'Two-step sign-in is on' })
export class TwoStepConfirmationType {
  @Field(() => [String], { description: 'Ten one-time recovery codes, shown this once' })
  recoveryCodes!: string[];

  @Field(() => UserType, { nullable: true, description: 'Set when this confirmation also finished a sign-in (STAFF_TWO_STEP=required)' })
  user!: UserType | null;
}
