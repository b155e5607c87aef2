import type { DeepPartial } from 'typeorm';
import { ContactSubmission } from '../features/contact/contact-submission.entity';
import { PRIVACY_NOTICE_VERSION } from '../../../validation/privacy-notice';
import type { DemoContext } from './context';
import { daysFrom, demoId, hoursFrom, sastDate } from './ids';
import { insertMissing } from './insert-missing';

/** Enquiries and consultation requests from South African visitors of the public site. */
export async function seedDemoContactSubmissions({ manager, now }: DemoContext): Promise<void> {
  const c = (key: string) => demoId('contact-submission', key);
  const submissions: DeepPartial<ContactSubmission>[] = [
    {
      id: c('molefe-civils'),
      type: 'get_in_touch',
      firstName: 'Kagiso',
      lastName: 'Molefe',
      email: 'kagiso@molefecivils.co.za',
      phone: '+27 82 555 0171',
      company: 'Molefe Civils (Pty) Ltd',
      service: 'taxation',
      preferredDate: null,
      preferredTime: null,
      message:
        'We are upgrading our CIDB grading and need our tax affairs in order, including an outstanding ITR14 and a tax compliance status pin. Can you help?',
      createdAt: daysFrom(now, -12),
    },
    {
      id: c('mahlangu-solar'),
      type: 'scheduled_consultation',
      firstName: 'Naledi',
      lastName: 'Mahlangu',
      email: 'naledi@mahlangusolar.co.za',
      phone: '+27 72 555 0172',
      company: 'Mahlangu Solar Installations',
      service: 'management-consulting',
      preferredDate: sastDate(now, 4),
      preferredTime: '10:00',
      message: 'We want a funding-readiness review before applying for a loan to expand our installation teams into Mpumalanga.',
      createdAt: daysFrom(now, -6),
    },
    {
      id: c('botha-guesthouse'),
      type: 'get_in_touch',
      firstName: 'Johan',
      lastName: 'Botha',
      email: 'johan@rivierhuisgastehuis.co.za',
      phone: '+27 51 555 0173',
      company: 'Rivierhuis Guesthouse',
      service: 'bookkeeping',
      preferredDate: null,
      preferredTime: null,
      message: 'Looking for monthly bookkeeping and payroll for a guesthouse in Bloemfontein with 9 staff.',
      createdAt: daysFrom(now, -4),
    },
    {
      id: c('ismail-trading'),
      type: 'scheduled_consultation',
      firstName: 'Fatima',
      lastName: 'Ismail',
      email: 'fatima.ismail@gmail.com',
      phone: '+27 83 555 0174',
      company: 'Ismail Trading CC',
      service: 'secretarial',
      preferredDate: sastDate(now, 6),
      preferredTime: '14:00',
      message: 'We need to convert our close corporation, update the members at CIPC and file two late annual returns.',
      createdAt: daysFrom(now, -2),
    },
    {
      id: c('zulu-enquiry'),
      type: 'get_in_touch',
      firstName: 'Themba',
      lastName: 'Zulu',
      email: 'themba.zulu@outlook.com',
      phone: null,
      company: null,
      service: 'accounting',
      preferredDate: null,
      preferredTime: null,
      message: 'I have started a small electrical contracting business. What does it cost to have annual financial statements prepared?',
      createdAt: hoursFrom(now, -30),
    },
    {
      id: c('ndlovu-npo'),
      type: 'scheduled_consultation',
      firstName: 'Zanele',
      lastName: 'Ndlovu',
      email: 'zanele@ikhayalethemba.org.za',
      phone: '+27 76 555 0176',
      company: 'Ikhaya Lethemba NPC',
      service: 'taxation',
      preferredDate: sastDate(now, 8),
      preferredTime: '09:00',
      message: 'Our non-profit wants section 18A approval from SARS so that donors can receive tax certificates.',
      createdAt: hoursFrom(now, -5),
    },
  ];
  // Each visitor ticked the consent box of the privacy notice in force (validation/privacy-notice.ts).
  await insertMissing(
    manager,
    ContactSubmission,
    submissions.map((row) => ({ ...row, consentGivenAt: row.createdAt as Date, privacyNoticeVersion: PRIVACY_NOTICE_VERSION })),
  );
}
