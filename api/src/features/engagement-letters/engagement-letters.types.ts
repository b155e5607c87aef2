import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { ConnectionType } from '../../shared/pagination';
import { engagementLetterStatusValues, signatureKindValues } from '../../../../validation/engagement-letter-values';

export const EngagementLetterStatusKind = enumOf(engagementLetterStatusValues);
export type EngagementLetterStatusKind = (typeof engagementLetterStatusValues)[number];
registerEnumType(EngagementLetterStatusKind, {
  name: 'EngagementLetterStatus',
  description: 'SENT (waiting for the client), VIEWED (the client opened it), SIGNED, DECLINED (by the client) or WITHDRAWN (by staff)',
});

export const SignatureKind = enumOf(signatureKindValues);
export type SignatureKind = (typeof signatureKindValues)[number];
registerEnumType(SignatureKind, { name: 'SignatureKind', description: 'DRAWN on the screen (a PNG image) or TYPED (the name in words)' });

@ObjectType('LetterTemplate', { description: 'A letter the firm sends again and again: a title and Markdown with merge fields' })
export class LetterTemplateType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The letter’s title when sent' })
  title!: string;

  @Field(() => String, { description: 'Markdown with merge fields such as {{client.fullName}}' })
  body!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('LetterMergeField', { description: 'A merge field a letter template may use, written {{name}}' })
export class LetterMergeFieldType {
  @Field(() => String, { description: 'Such as client.fullName' })
  name!: string;

  @Field(() => String, { description: 'What it is replaced with when a letter is sent' })
  description!: string;
}

@ObjectType('LetterPreview', { description: 'A letter as it would be sent for an engagement: every merge field filled in' })
export class LetterPreviewType {
  @Field(() => String, { nullable: true, description: 'The template’s title; null when a text was previewed' })
  title?: string | null;

  @Field(() => String, { description: 'The letter in Markdown' })
  body!: string;
}

/**
 * A letter sent to an engagement's client to sign. engagement, client, sentBy, withdrawnBy,
 * template and signedDocument resolve through per-request loaders (engagement-letters.resolver.ts).
 */
@ObjectType('EngagementLetter', {
  simpleResolvers: true,
  description: 'An engagement letter sent to a client to sign: its text as sent, its state, and the signing evidence',
})
export class EngagementLetterType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Fixed when it was sent' })
  title!: string;

  @Field(() => String, { description: 'The letter in Markdown as sent, every merge field filled in; never changed' })
  body!: string;

  @Field(() => String, { description: 'The SHA-256 of the body (UTF-8), 64 hexadecimal digits: the text the client signs' })
  bodySha256!: string;

  @Field(() => EngagementLetterStatusKind)
  status!: EngagementLetterStatusKind;

  @Field(() => Date)
  sentAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the client first opened it' })
  viewedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  signedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  declinedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the client declined it' })
  declineReason?: string | null;

  @Field(() => Date, { nullable: true })
  withdrawnAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Why staff withdrew it, if they said' })
  withdrawalReason?: string | null;

  @Field(() => String, { nullable: true, description: 'The signer’s full name, as they typed it' })
  signerName?: string | null;

  @Field(() => String, { nullable: true, description: 'The signer’s e-mail address when they signed' })
  signerEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'The network address it was signed from' })
  signerIpAddress?: string | null;

  @Field(() => String, { nullable: true, description: 'The browser (User-Agent) it was signed with' })
  signerUserAgent?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the signing session had passed two-step sign-in; null until signed' })
  signedWithTwoStep?: boolean | null;

  @Field(() => SignatureKind, { nullable: true, description: 'Null until signed' })
  signatureKind?: SignatureKind | null;

  @Field(() => String, { nullable: true, description: 'A typed signature’s words (a drawn one is in the signed PDF only)' })
  signatureText?: string | null;

  @Field(() => String, { nullable: true, description: 'The SHA-256 of the signed PDF as stored, 64 hexadecimal digits' })
  signedPdfSha256?: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const EngagementLetterConnection = ConnectionType('EngagementLetter', EngagementLetterType);

@InputType({ description: 'Narrows the letter list; every field is optional' })
export class EngagementLetterFilter {
  @Field(() => EngagementLetterStatusKind, { nullable: true })
  status?: EngagementLetterStatusKind | null;

  @Field(() => ID, { nullable: true, description: "Staff: one client's letters. A client sees only their own anyway." })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: "One engagement's letters" })
  engagementId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only letters waiting for the client (SENT, VIEWED); false: only the others' })
  outstanding?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Only letters sent more than this many days ago' })
  sentMoreThanDaysAgo?: number | null;
}

@ArgsType()
export class EngagementLetterEdgeArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only letters waiting for the client (SENT, VIEWED)' })
  outstanding?: boolean | null;
}

@InputType({ description: 'A letter template: its title and its Markdown with merge fields' })
export class LetterTemplateInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Markdown, at most 50,000 characters, with merge fields such as {{client.fullName}}' })
  body!: string;
}

@InputType({ description: 'A letter previewed for an engagement: from a stored template, or from a text being written (one of the two)' })
export class PreviewEngagementLetterInput {
  @Field(() => ID)
  engagementId!: string;

  @Field(() => ID, { nullable: true })
  templateId?: string | null;

  @Field(() => String, { nullable: true, description: 'Markdown with merge fields, as a template holds it' })
  body?: string | null;
}

@InputType({ description: 'A letter sent to an engagement’s client from a template' })
export class SendEngagementLetterInput {
  @Field(() => ID)
  engagementId!: string;

  @Field(() => ID)
  templateId!: string;
}

@InputType({ description: 'The signature: DRAWN with its PNG image as a data URL, or TYPED with the words' })
export class SignatureInput {
  @Field(() => SignatureKind)
  kind!: SignatureKind;

  @Field(() => String, { nullable: true, description: 'DRAWN: data:image/png;base64,… (at most 200 KB)' })
  image?: string | null;

  @Field(() => String, { nullable: true, description: 'TYPED: the name as the signature' })
  text?: string | null;
}

@InputType({ description: 'Signing a letter: the full name typed, the agreement to sign electronically (true), and the signature' })
export class SignEngagementLetterInput {
  @Field(() => String, { description: 'The signer’s full name, as they type it' })
  fullName!: string;

  @Field(() => Boolean, { description: 'Must be true: the signer agrees to sign this letter electronically' })
  agreeToSignElectronically!: boolean;

  @Field(() => SignatureInput)
  signature!: SignatureInput;
}
