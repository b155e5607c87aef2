import type { DataSource } from 'typeorm';
import { personalData, records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { ContactSubmission } from './contact-submission.entity';

export const REMOVED_ENQUIRY = 'Removed at the sender’s request (POPIA erasure).';

// A submission is the person's when it was sent from their address (any case).
export const contactColumns = [
  personalData(ContactSubmission, {
    exported: [
      'id',
      'type',
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'service',
      'preferredDate',
      'preferredTime',
      'message',
      'consentGivenAt',
      'privacyNoticeVersion',
      'createdAt',
    ],
    anonymisedOnErasure: ['firstName', 'lastName', 'email', 'phone', 'company', 'message'],
    deletedWithTheRowOnErasure: false,
  }),
];

/** contact-submissions.json: what the public site's forms received from the person's address. */
export const contactSubmissionsSection = (dataSource: DataSource): DataSection => ({
  key: 'contactSubmissions',
  file: 'contact-submissions.json',
  label: 'Contact form submissions',
  explains: 'Enquiries and consultation requests sent from the public website with your e-mail address.',
  ...records(
    ({ email }) =>
      dataSource
        .getRepository(ContactSubmission)
        .createQueryBuilder('submission')
        .where('LOWER(submission.email) = :email', { email: email.toLowerCase() }),
    (submissions) => submissions,
  ),
});

/** The public site's enquiries sent from the same address (any case). */
export const anonymiseEnquiries: ErasureStep = {
  action: 'privacy.erasure.contact_submissions_anonymised',
  run: async ({ manager, person, label, erasedEmail }) => {
    const result = await manager
      .createQueryBuilder()
      .update(ContactSubmission)
      .set({
        firstName: 'Erased',
        lastName: label.slice('Erased '.length),
        email: erasedEmail,
        phone: null,
        company: null,
        message: REMOVED_ENQUIRY,
      })
      .where('LOWER(email) = :email', { email: person.email.toLowerCase() })
      .execute();
    return { count: result.affected ?? 0 };
  },
};
