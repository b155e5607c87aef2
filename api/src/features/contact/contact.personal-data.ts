import type { DataSource } from 'typeorm';
import { records, type DataSection, type ErasureStep } from '../../shared/personal-data';
import { archiveRecordOf, erasedValuesOf, personalDataOf } from '../../records/record-privacy';
import { ContactSubmission } from './contact-submission.entity';
import { contactSubmissionDescription } from './contact-submission.record';

// How POPIA treats each column, and what an erasure writes: in the description
// (contact-submission.record.ts). A submission is the person's when it was sent from their address
// (any case).
export const contactColumns = [personalDataOf(contactSubmissionDescription)];

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
    (submissions) => submissions.map((submission) => archiveRecordOf(contactSubmissionDescription, submission)),
  ),
});

/** The public site's enquiries sent from the same address (any case). */
export const anonymiseEnquiries: ErasureStep = {
  action: 'privacy.erasure.contact_submissions_anonymised',
  run: async (erasure) => {
    const result = await erasure.manager
      .createQueryBuilder()
      .update(ContactSubmission)
      .set(erasedValuesOf(contactSubmissionDescription, erasure))
      .where('LOWER(email) = :email', { email: erasure.person.email.toLowerCase() })
      .execute();
    return { count: result.affected ?? 0 };
  },
};
