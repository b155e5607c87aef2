// Contact page texts, form choices and FAQ (SPEC §2 Contact, §5 choices, §8 messages, §9 promises).
import { businessHours, emails, figures, headOffice, offices, responsePromises } from './firm';
// The forms' labels and toasts are read by the server too (its no-script form answer).
export { contactFormFields, contactToasts } from '@validation/contact-texts';
import { PRIVACY_NOTICE_PATH } from '@validation/privacy-notice';
import type { ContactHero, ContactInfo, CtaBand, FaqItem, SectionIntro, ServiceChoice } from './types';

export const contactHero: ContactHero = {
  eyebrow: 'Contact Us',
  heading: 'Let’s Talk About Your Business',
  lead: 'Whether you need help with a SARS matter, your monthly books or a growth plan, our advisors are ready to listen. Send us a message or book a complimentary 30-minute consultation.',
  scheduleButtonLabel: 'Schedule Consultation',
};

/** SPEC §5: the values stored with a submission, and how the forms label them. */
export const serviceChoices = [
  { value: 'accounting', label: 'Accounting' },
  { value: 'bookkeeping', label: 'Bookkeeping' },
  { value: 'management-consulting', label: 'Management Consulting' },
  { value: 'taxation', label: 'Taxation' },
  { value: 'secretarial', label: 'Secretarial' },
] as const satisfies readonly ServiceChoice[];

/** SPEC §5: the consultation dialog's preferred-time options, as stored. */
export const preferredTimeChoices = ['09:00', '10:00', '11:00', '14:00', '15:00', '16:00'] as const;

/**
 * The consent box's label ends with a link to the privacy notice, opened in a new tab so that
 * nothing typed in the form is lost (contactFormFields.consent holds the whole sentence).
 */
export const consentLink = {
  label: 'Privacy Policy',
  href: PRIVACY_NOTICE_PATH,
  newTabNote: ' (opens in a new tab)',
} as const;

/** The note above both forms explaining the asterisks. */
export const requiredFieldsNote = 'Fields marked * are required.';

export const getInTouchForm = {
  heading: 'Get In Touch',
  intro: `Complete the form below and one of our advisors will respond within ${responsePromises.formResponseHours} hours during business hours. Tell us a little about your business and what you need, and we will match you with the right specialist.`,
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
} as const;

export const consultationDialog = {
  title: 'Schedule a Consultation',
  description: `Choose a date and time that suits you and we will confirm your complimentary ${responsePromises.consultationMinutes}-minute consultation.`,
  submitLabel: 'Schedule Consultation',
  submittingLabel: 'Scheduling...',
} as const;

export const contactInfo: ContactInfo = {
  heading: 'Contact Information',
  intro: 'Visit us at either office, call during business hours or email us at any time.',
  officesHeading: 'Our Offices',
  offices,
  phoneHeading: 'Contact Numbers',
  emailHeading: 'Email Address',
  emails: [emails.general, emails.consultations],
  emailResponseLine: responsePromises.emailResponseText,
  hoursHeading: 'Business Hours',
  businessHours,
};

export const faqSection: SectionIntro = {
  heading: 'Frequently Asked Questions',
  intro: 'Quick answers to the questions new clients ask us most.',
};

export const faqItems: FaqItem[] = [
  {
    question: 'How quickly will you respond to my enquiry?',
    answer: `We respond to contact form enquiries within ${responsePromises.formResponseHours} hours during business hours (${businessHours.display}). Enquiries received after hours are answered on the next business day, and emails within ${responsePromises.emailResponseHours} hours.`,
  },
  {
    question: 'Do you offer a free initial consultation?',
    answer: `Yes. We offer a complimentary ${responsePromises.consultationMinutes}-minute consultation, in person at our Midrand or Bloemfontein office or by video call, to understand your needs and explain how we can help, with no obligation.`,
  },
  {
    question: 'Which industries do you work with?',
    answer: `We serve ${figures.industriesServed} industries, including energy and utilities, hospitality, property development, solar and renewable energy, construction, trucking and logistics, non-profit organisations and the public sector. Our sector knowledge means we understand the regulators, tax rules and financial pressures you face.`,
  },
  {
    question: 'How do you keep my financial information secure?',
    answer:
      'We protect your data with encrypted transmission, secure client portals for sharing documents and strict access controls, so only the team members working on your file can see it. We process personal information in line with POPIA and our professional confidentiality obligations.',
  },
];

export const contactCta: CtaBand = {
  heading: 'Prefer to Speak to Someone?',
  text: 'Call our Midrand head office during business hours or send us an email, and an advisor will get back to you promptly.',
  primary: { label: 'Call Us Now', href: headOffice.phone.href, icon: 'phone' },
  secondary: { label: 'Email Us', href: `mailto:${emails.general}`, icon: 'mail' },
};
