import type { ContactSubmission } from './contact-submission.entity';

const serviceLabel = (service: string | null) =>
  service ? service.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()) : 'Not specified';

/** The e-mail the firm receives for each new enquiry or consultation request. */
export function contactNotificationEmail(submission: ContactSubmission): { subject: string; text: string; replyTo: string } {
  const consultation = submission.type === 'scheduled_consultation';
  const name = `${submission.firstName} ${submission.lastName}`;
  const lines = [
    consultation ? 'A visitor asked for a consultation on the website.' : 'A visitor sent a message through the Get In Touch form.',
    '',
    `Name:     ${name}`,
    `Email:    ${submission.email}`,
    `Phone:    ${submission.phone ?? '-'}`,
    `Company:  ${submission.company ?? '-'}`,
    `Service:  ${serviceLabel(submission.service)}`,
    ...(consultation
      ? [`Preferred: ${submission.preferredDate?.toISOString().slice(0, 10) ?? '-'} at ${submission.preferredTime ?? '-'} (SAST)`]
      : []),
    `Received: ${submission.createdAt.toISOString()}`,
    '',
    'Message:',
    submission.message,
    '',
    'We promise a reply within 2 hours during business hours.',
  ];
  return {
    subject: consultation ? `New consultation request from ${name}` : `New enquiry from ${name}`,
    text: lines.join('\n'),
    replyTo: submission.email,
  };
}
