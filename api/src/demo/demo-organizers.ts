import { Organizer } from '../features/organizers/organizer.entity';
import { OrganizerAnswer } from '../features/organizers/organizer-answer.entity';
import { OrganizerTemplate } from '../features/organizers/organizer-template.entity';
import { organizerProgress, type OrganizerAnswerValue, type OrganizerSectionValues } from '../../../validation/organizer-values';
import { todayInSouthAfrica } from '../../../validation/south-africa-time';
import type { DemoContext } from './context';
import { demoEngagementIds } from './demo-portal';
import { daysFrom, demoId } from './ids';
import { insertMissing } from './insert-missing';

/** The demo's organizer templates: what a South African practice asks individuals and provisional taxpayers. */
export const demoOrganizerTemplateIds = {
  itr12: demoId('organizer-template', 'itr12'),
  irp6: demoId('organizer-template', 'irp6'),
};

/** The demo client's organizers: one half filled in (with a file), one submitted. */
export const demoOrganizerIds = {
  itr12: demoId('organizer', 'dlamini-itr12'),
  irp6: demoId('organizer', 'dlamini-irp6'),
};

type Question = OrganizerSectionValues['questions'][number];
const q = (key: string, kind: Question['kind'], label: string, more: Partial<Question> = {}): Question => ({
  key,
  kind,
  label,
  help: null,
  required: false,
  choices: [],
  counts: false,
  shownIfYesTo: null,
  ...more,
});

/** The individual's income tax return (ITR12): what we need to prepare it. */
export const itr12Sections: OrganizerSectionValues[] = [
  {
    title: 'Employment',
    description: 'Salary, wages, bonuses and commission from an employer.',
    questions: [
      q('employed', 'yes_no', 'Were you employed during the tax year (1 March to 28 February)?', { required: true }),
      q('employer_name', 'short_text', 'Who was your main employer?', { required: true, shownIfYesTo: 'employed' }),
      q('employment_start', 'date', 'When did you start with this employer?', { shownIfYesTo: 'employed' }),
      q('irp5', 'file', 'Upload your IRP5 certificate(s)', {
        help: 'Your employer gives you an IRP5 after the end of February; it is also on SARS eFiling.',
        required: true,
        shownIfYesTo: 'employed',
      }),
    ],
  },
  {
    title: 'Medical aid',
    description: null,
    questions: [
      q('medical_aid', 'yes_no', 'Did you belong to a medical aid scheme?', { required: true }),
      q('medical_scheme', 'short_text', 'Which scheme?', { shownIfYesTo: 'medical_aid' }),
      q('medical_dependants', 'number', 'How many dependants were on your medical aid (not counting you)?', {
        counts: true,
        shownIfYesTo: 'medical_aid',
      }),
      q('medical_certificate', 'file', 'Upload the medical aid tax certificate', { shownIfYesTo: 'medical_aid' }),
      q('medical_out_of_pocket', 'amount', 'Medical expenses you paid yourself and could not claim back (rand)', {
        help: 'Doctors, dentists, pharmacy and hospital bills the scheme did not pay.',
      }),
    ],
  },
  {
    title: 'Retirement annuities',
    description: null,
    questions: [
      q('retirement_annuity', 'yes_no', 'Did you contribute to a retirement annuity?', { required: true }),
      q('ra_contributions', 'amount', 'How much did you contribute in the year (rand)?', { shownIfYesTo: 'retirement_annuity' }),
      q('ra_certificate', 'file', 'Upload the retirement annuity certificate(s)', { shownIfYesTo: 'retirement_annuity' }),
    ],
  },
  {
    title: 'Rental income',
    description: 'Property you let to others, in South Africa.',
    questions: [
      q('rental', 'yes_no', 'Did you receive rent from property you own?', { required: true }),
      q('rental_properties', 'number', 'How many properties did you let?', { counts: true, shownIfYesTo: 'rental' }),
      q('rental_gross', 'amount', 'Total rent received (rand)', { shownIfYesTo: 'rental' }),
      q('rental_expenses', 'amount', 'Rates, levies, interest on the bond, insurance and repairs (rand)', { shownIfYesTo: 'rental' }),
      q('rental_documents', 'file', 'Upload the lease agreements and the rental statements', { shownIfYesTo: 'rental' }),
    ],
  },
  {
    title: 'Travel allowance',
    description: null,
    questions: [
      q('travel_allowance', 'yes_no', 'Did your employer pay you a travel allowance?', { required: true }),
      q('logbook', 'yes_no', 'Did you keep a logbook of your business kilometres?', { shownIfYesTo: 'travel_allowance' }),
      q('business_km', 'number', 'Business kilometres travelled in the year', { shownIfYesTo: 'travel_allowance' }),
    ],
  },
  {
    title: 'Foreign income',
    description: 'Income from outside South Africa, which residents declare too.',
    questions: [
      q('foreign_income', 'yes_no', 'Did you earn income outside South Africa?', { required: true }),
      q('foreign_kinds', 'multiple_choice', 'What kind of foreign income?', {
        choices: ['Salary', 'Dividends', 'Interest', 'Rental', 'Pension', 'Other'],
        shownIfYesTo: 'foreign_income',
      }),
      q('foreign_amount', 'amount', 'Total foreign income, in rand', { shownIfYesTo: 'foreign_income' }),
      q('foreign_tax', 'amount', 'Foreign tax paid on it, in rand', { shownIfYesTo: 'foreign_income' }),
    ],
  },
  {
    title: 'Anything else',
    description: null,
    questions: [
      q('marital_status', 'single_choice', 'Your marital status at the end of February', {
        choices: ['Single', 'Married in community of property', 'Married out of community of property', 'Widowed', 'Divorced'],
        required: true,
      }),
      q('other_notes', 'long_text', 'Anything else we should know for your return?'),
    ],
  },
];

/** The provisional taxpayer's estimate (IRP6). */
export const irp6Sections: OrganizerSectionValues[] = [
  {
    title: 'The period',
    description: null,
    questions: [
      q('period', 'single_choice', 'Which payment is this estimate for?', {
        choices: ['First period (end of August)', 'Second period (end of February)', 'Voluntary third payment (top-up)'],
        required: true,
      }),
    ],
  },
  {
    title: 'Expected income for the year',
    description: 'Your best estimate of the full tax year’s income.',
    questions: [
      q('salary_estimate', 'amount', 'Salary and other employment income (rand)', { required: true }),
      q('business_estimate', 'amount', 'Business or trade income after expenses (rand)', { required: true }),
      q('rental_estimate', 'amount', 'Rental income after expenses (rand)'),
      q('interest_estimate', 'amount', 'Interest (rand)'),
      q('management_accounts', 'file', 'Upload your latest management accounts or income statement'),
    ],
  },
  {
    title: 'Tax already paid',
    description: null,
    questions: [
      q('paye_estimate', 'amount', 'PAYE your employer will deduct in the year (rand)'),
      q('first_payment_made', 'yes_no', 'Did you make the first provisional payment for this year?', { required: true }),
      q('first_payment_amount', 'amount', 'How much did you pay (rand)?', { required: true, shownIfYesTo: 'first_payment_made' }),
      q('irp6_notes', 'long_text', 'Anything that will change your income this year?'),
    ],
  },
];

/** The two templates, and the demo client's two organizers on his active engagements. */
export async function seedDemoOrganizers({ manager, now, users }: DemoContext): Promise<void> {
  await insertMissing(manager, OrganizerTemplate, [
    {
      id: demoOrganizerTemplateIds.itr12,
      title: 'Individual income tax return (ITR12) organizer',
      description:
        'What we need to prepare your ITR12: your employment, medical aid, retirement annuities, rental income, travel allowance and foreign income for the tax year.',
      sections: itr12Sections,
      createdAt: daysFrom(now, -200),
    },
    {
      id: demoOrganizerTemplateIds.irp6,
      title: 'Provisional tax estimate (IRP6) organizer',
      description: 'Your estimate of the year’s taxable income, for your IRP6 provisional tax return.',
      sections: irp6Sections,
      createdAt: daysFrom(now, -190),
    },
  ]);

  const answers = (organizerId: string, values: Record<string, OrganizerAnswerValue | { documents: string[] }>, at: Date) =>
    Object.entries(values).map(([questionKey, value]) => ({
      id: demoId('organizer-answer', `${organizerId}:${questionKey}`),
      organizerId,
      questionKey,
      value: value && typeof value === 'object' && 'documents' in value ? null : value,
      documentIds: value && typeof value === 'object' && 'documents' in value ? value.documents : [],
      answeredBy: users.client,
      createdAt: at,
      updatedAt: at,
    }));

  // Half filled in over two visits: employment, medical aid, and the lease uploaded against the rental question.
  const itr12Answers = answers(
    demoOrganizerIds.itr12,
    {
      employed: true,
      employer_name: 'Dlamini Logistics (Pty) Ltd',
      employment_start: '2015-03-01',
      medical_aid: true,
      medical_scheme: 'Discovery Health',
      medical_dependants: 3,
      rental: true,
      rental_properties: 1,
      rental_gross: 96000,
      rental_documents: { documents: [demoId('document', 'depot-lease')] },
    },
    daysFrom(now, -2),
  );
  const irp6Answers = answers(
    demoOrganizerIds.irp6,
    {
      period: 'First period (end of August)',
      salary_estimate: 540000,
      business_estimate: 185000.5,
      rental_estimate: 0,
      interest_estimate: 12400,
      paye_estimate: 128300,
      first_payment_made: false,
      irp6_notes: 'A new delivery contract starts in November.',
    },
    daysFrom(now, -6),
  );
  const itr12Progress = organizerProgress(itr12Sections, itr12Answers);
  const irp6Progress = organizerProgress(irp6Sections, irp6Answers);

  await insertMissing(manager, Organizer, [
    {
      id: demoOrganizerIds.itr12,
      engagementId: demoEngagementIds.annualFinancials,
      clientId: users.client,
      templateId: demoOrganizerTemplateIds.itr12,
      sentBy: users.advisor,
      title: 'Individual income tax return (ITR12) organizer',
      description:
        'What we need to prepare your ITR12: your employment, medical aid, retirement annuities, rental income, travel allowance and foreign income for the tax year.',
      sections: itr12Sections,
      status: 'in_progress',
      dueDate: todayInSouthAfrica(daysFrom(now, 12)),
      answeredCount: itr12Progress.answered,
      questionCount: itr12Progress.total,
      sentAt: daysFrom(now, -5),
      reviewNotes: [],
      createdAt: daysFrom(now, -5),
    },
    {
      id: demoOrganizerIds.irp6,
      engagementId: demoEngagementIds.bookkeeping,
      clientId: users.client,
      templateId: demoOrganizerTemplateIds.irp6,
      sentBy: users.advisor,
      title: 'Provisional tax estimate (IRP6) organizer',
      description: 'Your estimate of the year’s taxable income, for your IRP6 provisional tax return.',
      sections: irp6Sections,
      status: 'submitted',
      dueDate: todayInSouthAfrica(daysFrom(now, -3)),
      answeredCount: irp6Progress.answered,
      questionCount: irp6Progress.total,
      sentAt: daysFrom(now, -14),
      submittedAt: daysFrom(now, -6),
      reviewNotes: [],
      createdAt: daysFrom(now, -14),
    },
  ]);
  await insertMissing(manager, OrganizerAnswer, [...itr12Answers, ...irp6Answers]);
}
