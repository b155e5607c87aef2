import type { ContactSubmission } from './contact-submission.entity';

/** Published when a visitor's enquiry or consultation request is stored (the tracker listens). */
export const CONTACT_SUBMISSION_ADDED = 'CONTACT_SUBMISSION_ADDED';

declare module '../../context/pubsub' {
  interface LiveEvents {
    [CONTACT_SUBMISSION_ADDED]: [ContactSubmission];
  }
}
