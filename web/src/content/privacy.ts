// The POPIA privacy notice at /privacy: the firm's words, typed, so a change is made in one place.
// Its version (the date it took effect) is shared with the api, which stores it with each consent.
import { PRIVACY_NOTICE_VERSION, informationOfficer, informationRegulator } from '@validation/privacy-notice';
import { emails, firm, headOffice } from './firm';
import type { PageHero } from './types';

/** A paragraph, or a paragraph with a link inside it (`before`, the link, `after`). */
export type PrivacyParagraph = string | { before: string; link: { label: string; href: string }; after: string };

export interface PrivacySection {
  /** The anchor of the section (`/privacy#rights`). */
  id: string;
  heading: string;
  paragraphs: PrivacyParagraph[];
  /** A list after the paragraphs. */
  items?: string[];
  /** Paragraphs after the list. */
  closing?: PrivacyParagraph[];
}

/** "23 November 2026" from the version "2026-11-23". */
function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${day} ${months[month - 1]} ${year}`;
}

export const privacyHero: PageHero = {
  eyebrow: 'POPIA Privacy Notice',
  heading: 'Privacy Policy',
  lead: `How ${firm.name} collects, uses, shares and protects your personal information under the Protection of Personal Information Act, 2013 (POPIA), and how you can exercise your rights.`,
};

export const privacyNotice = {
  version: PRIVACY_NOTICE_VERSION,
  effectiveLabel: `Effective ${longDate(PRIVACY_NOTICE_VERSION)}`,
  contentsLabel: 'On this page',
} as const;

export const privacySections: PrivacySection[] = [
  {
    id: 'responsible-party',
    heading: 'Who we are',
    paragraphs: [
      `${firm.name} is the responsible party for the personal information described in this notice. Our head office is at ${headOffice.addressLines.join(', ')}.`,
      `Our Information Officer is ${informationOfficer.name}. Write to ${informationOfficer.email} or call ${headOffice.phone.display} with any question or request about your personal information. General enquiries: ${emails.general}.`,
    ],
  },
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to respond to you and to provide our services:'],
    items: [
      'Enquiry and consultation forms on this site: your name, e-mail address, phone number, company, the service you are interested in, your preferred date and time, your message, and when you agreed to this notice.',
      'Client portal: your name, contact details and address, your company’s details, tax and registration numbers, the documents you upload, messages, tasks, appointments, and the engagements and payments we record for you.',
      'Security records: when and from which device and network address you sign in, and an audit trail of changes made in the portal.',
    ],
    closing: ['We do not use advertising or tracking cookies. The portal uses one session cookie to keep you signed in.'],
  },
  {
    id: 'purposes',
    heading: 'Why we use it, and on what basis',
    paragraphs: ['We process your personal information for these purposes, each on the lawful basis shown (POPIA section 11):'],
    items: [
      'To respond to your enquiry or arrange a consultation: your consent, given with the form.',
      'To provide accounting, tax, audit and advisory services: the performance of our engagement with you.',
      'To meet our legal obligations, including the Tax Administration Act, the Companies Act and the Financial Intelligence Centre Act: legal obligation.',
      'To keep the portal secure and prevent fraud: our legitimate interest in protecting you and the firm.',
    ],
    closing: ['You may withdraw your consent at any time; this does not affect processing that took place before you withdrew it.'],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    paragraphs: ['We never sell your personal information. We share it only where needed:'],
    items: [
      'The South African Revenue Service (SARS), when we file returns or correspond on your behalf, as the law requires.',
      'The Companies and Intellectual Property Commission (CIPC), for company registrations and annual returns.',
      'Our IT, hosting and e-mail service providers, who act as operators under written agreements and must keep it confidential and secure.',
      'Regulators, courts or law enforcement, where the law obliges us to.',
    ],
  },
  {
    id: 'cross-border',
    heading: 'Transfers outside South Africa',
    paragraphs: [
      'Some of our service providers (for example e-mail delivery) may store information outside South Africa. We transfer it only to countries or providers bound by laws, binding corporate rules or agreements that give protection substantially similar to POPIA (section 72), or with your consent.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    paragraphs: [
      'Enquiries that do not lead to an engagement are kept for up to 12 months. Client records are kept for as long as you are our client and then for the period the law requires: SARS requires tax records to be kept for five years from the date of submission of the return, and the Companies Act requires company records for seven years.',
      'When that period ends, we delete or de-identify the information.',
    ],
  },
  {
    id: 'security',
    heading: 'How we protect it',
    paragraphs: ['We take appropriate, reasonable technical and organisational measures (section 19), including:'],
    items: [
      'Encrypted connections (HTTPS) to this site and the portal, and passwords stored only as strong one-way hashes.',
      'Access to client records limited to the client, their assigned advisor and authorised administrators, with every change recorded in an audit log.',
      'Sign-in rate limits, session expiry, and the ability to sign out other devices from your profile.',
      'Regular backups, and staff bound by confidentiality and professional codes of conduct.',
    ],
    closing: [
      'If we believe your personal information has been accessed without authority, we will tell you and the Information Regulator as soon as reasonably possible.',
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    paragraphs: ['Under POPIA you have the right to:'],
    items: [
      'Access: ask what we hold about you. Clients can download their data from Profile, Privacy in the client portal.',
      'Correction: ask us to correct or update inaccurate information. Clients can edit their personal and company details on their profile.',
      'Objection: object to processing based on our legitimate interests, or to direct marketing.',
      'Erasure: ask us to delete your personal information. Clients can request erasure from Profile, Privacy in the client portal; we keep only what the law requires us to retain, with your name removed.',
      'Withdraw consent you have given.',
    ],
    closing: [
      {
        before: 'To use any of these rights without a portal account, e-mail our Information Officer at ',
        link: { label: informationOfficer.email, href: `mailto:${informationOfficer.email}` },
        after: '. We respond within 30 days.',
      },
    ],
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    paragraphs: [
      'Please contact our Information Officer first so that we can put things right. You also have the right to lodge a complaint with the Information Regulator:',
    ],
    items: [
      informationRegulator.name,
      informationRegulator.address,
      `Complaints: ${informationRegulator.complaintsEmail}`,
      `General enquiries: ${informationRegulator.enquiriesEmail}`,
      `Website: ${informationRegulator.website}`,
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this notice',
    paragraphs: [
      'We will update this notice when our practices change and show the new effective date at the top. Each enquiry records the version of the notice its sender agreed to.',
    ],
  },
];
