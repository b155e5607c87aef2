import { firmIdentity } from '../../../../validation/firm-identity';
import { formatLetterDate } from '../../../../validation/engagement-letter-values';
import type { NewNotification } from '../notifications';

type Notice = Omit<NewNotification, 'userId'>;

/** The letter's page in the portal (the web page comes with the portal's letters screen). */
export const letterPath = (letterId: string) => `/portal/letters/${letterId}`;

const signOff = ['', 'Kind regards,', firmIdentity.name];

/** What the client reads (and is e-mailed, per their preferences) when a letter is sent to them. */
export function letterSentNotice({
  letter,
  client,
  senderName,
  publicUrl,
}: {
  letter: { id: string; title: string };
  client: { firstName: string };
  senderName: string;
  publicUrl: string;
}): Notice {
  return {
    type: 'info',
    category: 'engagement',
    title: 'Engagement letter to sign',
    content: `${senderName} sent you "${letter.title}" to read and sign.`,
    actionUrl: letterPath(letter.id),
    email: {
      subject: `Please read and sign: ${letter.title}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `${senderName} sent you our engagement letter "${letter.title}". It sets out the work we will do for you, our fees and what we need from you.`,
        '',
        `Please read it and sign it in your client portal: ${publicUrl}${letterPath(letter.id)}`,
        '',
        'If anything in it is not as we discussed, you can decline it there and tell us why.',
        ...signOff,
      ].join('\n'),
    },
  };
}

/** A reminder of a letter still unsigned, 3 and 7 days after it was sent. */
export function letterReminderNotice(
  letter: { id: string; title: string; sentAt: Date },
  client: { firstName: string },
  publicUrl: string,
): Notice {
  const sent = formatLetterDate(letter.sentAt);
  return {
    type: 'warning',
    category: 'engagement',
    title: 'Engagement letter waiting for your signature',
    content: `"${letter.title}" was sent to you on ${sent} and is waiting for your signature.`,
    actionUrl: letterPath(letter.id),
    email: {
      subject: `Reminder: please sign ${letter.title}`,
      text: [
        `Dear ${client.firstName},`,
        '',
        `Our engagement letter "${letter.title}", sent to you on ${sent}, is still waiting for your signature.`,
        '',
        `Please read and sign it (or decline it) in your client portal: ${publicUrl}${letterPath(letter.id)}`,
        ...signOff,
      ].join('\n'),
    },
  };
}

/** The client is told that a letter they were asked to sign was withdrawn. */
export function letterWithdrawnNotice(letter: { id: string; title: string }, reason: string | null): Notice {
  return {
    type: 'info',
    category: 'engagement',
    title: 'Engagement letter withdrawn',
    content: `"${letter.title}" was withdrawn and no longer needs your signature.${reason ? ` ${reason}` : ''}`,
    actionUrl: letterPath(letter.id),
  };
}

/** Staff are told that the client signed. */
export function letterSignedNotice(letter: { id: string; title: string }, clientName: string): Notice {
  return {
    type: 'success',
    category: 'engagement',
    title: 'Engagement letter signed',
    content: `${clientName} signed "${letter.title}". The signed PDF is in their documents.`,
    actionUrl: letterPath(letter.id),
  };
}

/** Staff are told that the client declined, and why. */
export function letterDeclinedNotice(letter: { id: string; title: string }, clientName: string, reason: string): Notice {
  return {
    type: 'warning',
    category: 'engagement',
    title: 'Engagement letter declined',
    content: `${clientName} declined "${letter.title}": ${reason}`,
    actionUrl: letterPath(letter.id),
  };
}
