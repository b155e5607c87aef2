import { Field, InputType, Int, ObjectType } from 'type-graphql';

import { UserType } from '../../accounts/user.types';

@InputType({ description: "Turns two-step sign-in off: the account's password and a current code" })
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
