import { createPubSub } from '@graphql-yoga/subscription';
import type { ContactSubmission } from '../features/contact/contact-submission.entity';

/** The events GraphQL subscriptions listen to, with what each carries. */
export const topics = {
  contactSubmissionAdded: 'CONTACT_SUBMISSION_ADDED',
} as const;

export type AppPubSub = ReturnType<typeof createAppPubSub>;

/** In-process publish/subscribe: one server process serves every socket (DESIGN.md). */
export function createAppPubSub() {
  return createPubSub<{ [topics.contactSubmissionAdded]: [ContactSubmission] }>();
}
