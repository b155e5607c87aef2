import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of';
import { contactSubmissionTypeValues } from '../../../../validation/contact';
import { ConnectionType } from '../../shared/pagination';
import { ServiceAreaKind } from '../firm-services';

export const ContactSubmissionKind = enumOf(contactSubmissionTypeValues);
export type ContactSubmissionKind = (typeof contactSubmissionTypeValues)[number];
registerEnumType(ContactSubmissionKind, { name: 'ContactSubmissionType', description: 'Which public form a submission came from' });

@ObjectType('ContactSubmission', { description: 'An enquiry or consultation request from the public site' })
export class ContactSubmissionType {
  @Field(() => ID)
  id!: string;

  @Field(() => ContactSubmissionKind)
  type!: ContactSubmissionKind;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => ServiceAreaKind, { nullable: true })
  service?: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => Date, { nullable: true, description: 'Consultations only: the day asked for (midnight UTC of that date)' })
  preferredDate?: Date | null;

  @Field(() => String, { nullable: true, description: 'Consultations only: 09:00, 10:00, 11:00, 14:00, 15:00 or 16:00' })
  preferredTime?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the sender agreed to the privacy notice; null before consent was asked for' })
  consentGivenAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The version (effective date) of the privacy notice agreed to' })
  privacyNoticeVersion?: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

/**
 * Every field is optional text here on purpose: the shared zod schema decides what is required
 * and answers with the form's own messages, instead of GraphQL's generic type errors.
 */
@InputType({
  description:
    'The Get In Touch form or a consultation request from the public site; a consultation also needs a phone number, preferred date and preferred time',
})
export class ContactSubmissionInput {
  @Field(() => ContactSubmissionKind, { nullable: true, defaultValue: ContactSubmissionKind.GET_IN_TOUCH })
  type?: ContactSubmissionKind;

  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  phone?: string;

  @Field(() => String, { nullable: true })
  company?: string;

  @Field(() => ServiceAreaKind, { nullable: true })
  service?: ServiceAreaKind | null;

  @Field(() => String, { nullable: true })
  message?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, or an ISO 8601 date-time read as its SAST day; not past' })
  preferredDate?: string;

  @Field(() => String, { nullable: true })
  preferredTime?: string;

  @Field(() => Boolean, { nullable: true, description: 'Must be true: the sender agrees to the privacy notice (/privacy)' })
  consent?: boolean;

  @Field(() => String, { nullable: true, description: 'Leave empty: a spam trap' })
  website?: string;
}

@ObjectType({ description: 'The answer to a sent contact form: a thank-you message, and the submission as stored' })
export class SubmitContactPayload {
  @Field(() => String)
  message!: string;

  @Field(() => ContactSubmissionType, { nullable: true, description: 'The stored submission' })
  submission!: ContactSubmissionType | null;
}

@InputType({ description: 'Narrows the submission lists; every field is optional' })
export class ContactSubmissionFilter {
  @Field(() => ContactSubmissionKind, { nullable: true })
  type?: ContactSubmissionKind | null;

  @Field(() => ServiceAreaKind, { nullable: true })
  service?: ServiceAreaKind | null;

  @Field(() => String, { nullable: true, description: 'First day to include, YYYY-MM-DD (SAST)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day to include, YYYY-MM-DD (SAST)' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'Text found in the name, e-mail, company or message (any case)' })
  search?: string | null;
}

@ObjectType({
  description:
    'The contact submissions counted as the dashboard and contact tracker show them: all, Get In Touch forms, consultation requests',
})
export class ContactSubmissionCounts {
  @Field(() => Int, { description: 'Total Submissions' })
  total!: number;

  @Field(() => Int, { description: 'Contact Forms (Get In Touch)' })
  getInTouch!: number;

  @Field(() => Int, { description: 'Consultations' })
  consultations!: number;
}

export const ContactSubmissionConnection = ConnectionType('ContactSubmission', ContactSubmissionType);
