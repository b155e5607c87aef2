import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { FeeScheduleInput } from '../billing';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ListPageType } from '../changes';
import { EngagementLetterStatusKind, SignatureKind, engagementLetterDescription } from './engagement-letter.record';
import { letterMergeFieldDescription, letterPreviewDescription, letterTemplateDescription } from './letter-template.record';

/*
 * Engagement letters in the graph: their fields are described once, in letter-template.record.ts
 * (templates, merge fields, previews) and engagement-letter.record.ts.
 */

@RecordObjectType(letterTemplateDescription)
export class LetterTemplateType {}

@RecordObjectType(letterMergeFieldDescription)
export class LetterMergeFieldType {}

/** A preview; bodyHtml resolves in engagement-letters.resolver.ts. */
@RecordObjectType(letterPreviewDescription)
export class LetterPreviewType {}

/**
 * A letter sent to an engagement's client to sign. engagement, client, sentBy, withdrawnBy,
 * template and signedDocument resolve through per-request loaders, bodyHtml from its body
 * (engagement-letters.resolver.ts).
 */
@RecordObjectType(engagementLetterDescription)
export class EngagementLetterType {}

export const EngagementLetterConnection = ListPageType('EngagementLetter', EngagementLetterType, 'EngagementLetterConnection');

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

@InputType({ description: 'A letter template: its title, its Markdown with merge fields, and what it charges' })
export class LetterTemplateInput {
  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Markdown, at most 50,000 characters, with merge fields such as {{client.fullName}}' })
  body!: string;

  @Field(() => FeeScheduleInput, { nullable: true, description: 'What letters sent from it charge once signed; null for nothing' })
  feeSchedule?: FeeScheduleInput | null;
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
