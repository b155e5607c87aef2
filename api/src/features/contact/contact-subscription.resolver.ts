import { Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../auth/auth-directive';
import { RoleName } from '../../accounts/roles';
import { CONTACT_SUBMISSION_ADDED } from './contact-live-events';
import type { ContactSubmission } from './contact-submission.entity';
import { ContactSubmissionType } from './contact.types';

/** Pushes each new submission to signed-in administrators (contact tracker, dashboard). */
@Resolver()
export class ContactSubscriptionResolver {
  @Auth(RoleName.ADMIN, RoleName.SUPERADMIN)
  @Subscription(() => ContactSubmissionType, {
    topics: CONTACT_SUBMISSION_ADDED,
    description: 'Every contact submission stored from now on',
  })
  contactSubmissionAdded(@Root() submission: ContactSubmission): ContactSubmissionType {
    return submission;
  }
}
