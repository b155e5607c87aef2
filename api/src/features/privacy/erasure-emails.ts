import type { MailMessage } from '../../shared/mailer';
import { informationOfficer, informationRegulator } from '../../../../validation/privacy-notice';

type Email = Pick<MailMessage, 'subject' | 'text'>;

const signature = ['', 'Khanya Tax & Advisory', `Information Officer: ${informationOfficer.email}`];

/** To the client, when their request arrives (POPIA s24: the firm answers every request). */
export function erasureReceivedEmail(firstName: string, publicUrl: string): Email {
  return {
    subject: 'We received your request to erase your personal information',
    text: [
      `Dear ${firstName},`,
      '',
      'We have received your request to erase the personal information we hold about you.',
      'An administrator will review it and we will write to you with the decision.',
      `You can follow its status on your profile: ${publicUrl}/portal/profile`,
      '',
      'What the law requires us to keep (for example tax records SARS requires for five years) is kept,',
      'with your name replaced; everything else is removed.',
      ...signature,
    ].join('\n'),
  };
}

/** To the address the client had before it was erased: the last message it will get from us. */
export function erasureApprovedEmail(firstName: string): Email {
  return {
    subject: 'Your personal information has been erased',
    text: [
      `Dear ${firstName},`,
      '',
      'As you asked, we have erased your personal information from our client portal:',
      'your account is closed, your documents and messages are deleted and your details are removed.',
      'Records the law requires us to keep (engagement amounts and dates, and our audit trail) are kept',
      'without your name.',
      '',
      'This is the last e-mail we will send to this address. You may complain to the Information Regulator',
      `(${informationRegulator.complaintsEmail}) if you are unhappy with how we handled your information.`,
      ...signature,
    ].join('\n'),
  };
}

/** To the client, when their request is declined: with the reason, and where to complain. */
export function erasureDeclinedEmail(firstName: string, reason: string, publicUrl: string): Email {
  return {
    subject: 'Your request to erase your personal information',
    text: [
      `Dear ${firstName},`,
      '',
      'We have reviewed your request to erase your personal information and cannot carry it out, for this reason:',
      '',
      reason,
      '',
      `You can see the decision on your profile (${publicUrl}/portal/profile), reply to this e-mail,`,
      `or complain to the Information Regulator (${informationRegulator.complaintsEmail}).`,
      ...signature,
    ].join('\n'),
  };
}
