import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionType } from '../../shared/pagination';
import { RecordObjectType } from '../../records/graphql-object-type';
import { ServiceAreaKind } from '../firm-services';
import { ContactSubmissionKind, contactSubmissionDescription } from './contact-submission.record';

export { ContactSubmissionKind };

/** A contact submission in the graph: its fields are described once, in contact-submission.record.ts. */
@RecordObjectType(contactSubmissionDescription)
export class ContactSubmissionType {}

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
