import { firmIdentity } from '../../../../validation/firm-identity';
import { describeDay as describeDueDate } from '../../../../validation/organizer-values';
import type { NewNotification } from '../notifications';

type Notice = Omit<NewNotification, 'userId'>;

/** The organizer's page in the portal (the web page comes with the portal's organizer screen). */
export const organizerPath = (organizerId: string) => `/portal/organizers/${organizerId}`;

const signOff = ['', 'Kind regards,', firmIdentity.name];

interface OrganizerNoticeSubject {
  id: string;
  title: string;
  dueDate: string;
}

/** What the client reads (and is e-mailed, per their preferences) when an organizer is sent to them. */
export function organizerSentNotice({
  organizer,
  client,
  senderName,
  questionCount,
  publicUrl,
}: {
  organizer: OrganizerNoticeSubject;
  client: { firstName: string };
  senderName: string;
  questionCount: number;
  publicUrl: string;
}): Notice {
  const due = describeDueDate(organizer.dueDate);
  return {
    type: 'info',
    category: 'engagement',
    title: 'Organizer to fill in',
    content: `${senderName} sent you "${organizer.title}" to fill in by ${due}.`,
    actionUrl: organizerPath(organizer.id),
    email: {
      subject: `Please fill in: ${organizer.title}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `${senderName} sent you "${organizer.title}", ${questionCount} questions about your affairs that we need to do the work for you.`,
        '',
        `Please answer them in your client portal by ${due}: ${publicUrl}${organizerPath(organizer.id)}`,
        '',
        'Each answer is saved as you give it, so you can come back to it over several visits. Submit it once you are done.',
        ...signOff,
      ].join('\n'),
    },
  };
}

/** The client is told that staff reopened their organizer, and which questions to look at again. */
export function organizerReopenedNotice({
  organizer,
  client,
  staffName,
  questions,
  message,
  publicUrl,
}: {
  organizer: OrganizerNoticeSubject;
  client: { firstName: string };
  staffName: string;
  questions: { label: string; note: string }[];
  message: string | null;
  publicUrl: string;
}): Notice {
  const count = questions.length === 1 ? '1 question needs' : `${questions.length} questions need`;
  return {
    type: 'warning',
    category: 'engagement',
    title: 'Organizer reopened',
    content: `${staffName} reopened "${organizer.title}": ${count} another look.${message ? ` ${message}` : ''}`,
    actionUrl: organizerPath(organizer.id),
    email: {
      subject: `Please look again: ${organizer.title}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `${staffName} reopened "${organizer.title}" and asks you to look again at:`,
        '',
        ...questions.map((question) => `- "${question.label}": ${question.note}`),
        ...(message ? ['', message] : []),
        '',
        `Please answer and submit it again in your client portal: ${publicUrl}${organizerPath(organizer.id)}`,
        ...signOff,
      ].join('\n'),
    },
  };
}

/** Staff are told that the client submitted. */
export function organizerSubmittedNotice(organizer: { id: string; title: string }, clientName: string): Notice {
  return {
    type: 'success',
    category: 'engagement',
    title: 'Organizer submitted',
    content: `${clientName} submitted "${organizer.title}". The answers are ready for review.`,
    actionUrl: organizerPath(organizer.id),
  };
}

/** The client is told that an organizer they were asked to fill in was cancelled. */
export function organizerCancelledNotice(organizer: { id: string; title: string }, reason: string | null): Notice {
  return {
    type: 'info',
    category: 'engagement',
    title: 'Organizer cancelled',
    content: `"${organizer.title}" was cancelled and no longer needs your answers.${reason ? ` ${reason}` : ''}`,
    actionUrl: organizerPath(organizer.id),
  };
}

/** The one reminder of an organizer left unsubmitted past its due day. */
export function organizerOverdueNotice(
  organizer: OrganizerNoticeSubject & { answeredCount: number; questionCount: number },
  client: { firstName: string },
  publicUrl: string,
): Notice {
  const due = describeDueDate(organizer.dueDate);
  const progress = `${organizer.answeredCount} of ${organizer.questionCount} answered`;
  return {
    type: 'warning',
    category: 'engagement',
    title: 'Organizer overdue',
    content: `"${organizer.title}" was due on ${due} (${progress}). Please finish and submit it as soon as you can.`,
    actionUrl: organizerPath(organizer.id),
    email: {
      subject: `Reminder: please fill in ${organizer.title}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `"${organizer.title}" was due on ${due} and has not been submitted yet (${progress}).`,
        '',
        `Please finish and submit it in your client portal: ${publicUrl}${organizerPath(organizer.id)}`,
        ...signOff,
      ].join('\n'),
    },
  };
}
