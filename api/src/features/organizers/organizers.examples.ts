import type { z } from 'zod';
import { exampleIds } from '../../http/openapi/example-values';
import type { EventExamples } from '../../http/openapi/event-examples';
import type { organizerRecord } from './organizer.record';
import type { organizerAnswerRecord } from './organizer-answer.record';
import type { organizerAnswerResultRecord } from './organizer-answer-result.record';
import type { organizerTemplateRecord } from './organizer-template.record';
import type {
  answerOrganizerSchema,
  cancelOrganizerSchema,
  organizerTemplateSchema,
  reopenOrganizerSchema,
  sendOrganizerSchema,
} from '../../../../validation/organizers';
import { organizerProgress, type OrganizerSectionValues } from '../../../../validation/organizer-values';

/** The firm's ITR12 organizer template, which the advisor sent the client for her 2026 return. */
const exampleOrganizerTemplateId = 'c5d6e7f8-091a-4b2c-9d3e-4f5061728394';

const TEMPLATE_TITLE = 'Individual income tax return (ITR12) organizer';
const TEMPLATE_DESCRIPTION =
  'What we need to prepare your ITR12: your employment, medical aid and retirement annuities for the tax year (1 March to 28 February).';

type Question = OrganizerSectionValues['questions'][number];
const question = (key: string, kind: Question['kind'], label: string, more: Partial<Question> = {}): Question => ({
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

/**
 * The template's questions, as stored and as an organizer copies them: eleven, each shown when the
 * yes/no question it depends on is answered yes.
 */
const itr12Sections: OrganizerSectionValues[] = [
  {
    title: 'Employment',
    description: 'Salary, wages, bonuses and commission from an employer.',
    questions: [
      question('employed', 'yes_no', 'Were you employed during the tax year?', { required: true }),
      question('employer_name', 'short_text', 'Who was your main employer?', { required: true, shownIfYesTo: 'employed' }),
      question('irp5', 'file', 'Upload your IRP5 certificate(s)', {
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
      question('medical_aid', 'yes_no', 'Did you belong to a medical aid scheme?', { required: true }),
      question('medical_dependants', 'number', 'How many dependants were on your medical aid (not counting you)?', {
        counts: true,
        shownIfYesTo: 'medical_aid',
      }),
      question('medical_certificate', 'file', 'Upload the medical aid tax certificate', { shownIfYesTo: 'medical_aid' }),
    ],
  },
  {
    title: 'Retirement annuities',
    description: null,
    questions: [
      question('retirement_annuity', 'yes_no', 'Did you contribute to a retirement annuity?', { required: true }),
      question('ra_contributions', 'amount', 'How much did you contribute in the year (rand)?', { shownIfYesTo: 'retirement_annuity' }),
      question('ra_certificate', 'file', 'Upload the retirement annuity certificate(s)', { shownIfYesTo: 'retirement_annuity' }),
    ],
  },
  {
    title: 'Anything else',
    description: null,
    questions: [
      question('marital_status', 'single_choice', 'Your marital status at the end of February', {
        choices: ['Single', 'Married in community of property', 'Married out of community of property', 'Widowed', 'Divorced'],
        required: true,
      }),
      question('other_notes', 'long_text', 'Anything else we should know for your return?'),
    ],
  },
];

/** The template as /api/organizer-templates answers it. */
export const organizerTemplateExample: z.input<typeof organizerTemplateRecord> = {
  id: exampleOrganizerTemplateId,
  title: TEMPLATE_TITLE,
  description: TEMPLATE_DESCRIPTION,
  sections: itr12Sections,
  createdAt: '2026-02-16T09:00:00.000Z',
  updatedAt: '2026-02-16T09:00:00.000Z',
};

/** POST and PUT /api/organizer-templates: the same template as an administrator sends it. */
export const organizerTemplateInputExample: z.input<typeof organizerTemplateSchema> = {
  title: TEMPLATE_TITLE,
  description: TEMPLATE_DESCRIPTION,
  sections: itr12Sections,
};

/** When the client last saved an answer (the organizer's last change). */
const lastAnswered = '2026-11-18T17:05:12.000Z';

/**
 * The organizer the advisor sent her on 12 October, due on 30 November: every question is shown
 * (she answered yes to each yes/no), and 7 of the 11 are answered; the three files and her notes
 * are still to come.
 */
export const organizerExample: z.input<typeof organizerRecord> = {
  id: exampleIds.organizer,
  engagementId: exampleIds.engagement,
  clientId: exampleIds.client,
  templateId: exampleOrganizerTemplateId,
  sentBy: exampleIds.advisor,
  title: TEMPLATE_TITLE,
  description: TEMPLATE_DESCRIPTION,
  sections: itr12Sections,
  status: 'in_progress',
  dueDate: '2026-11-30',
  isOverdue: false,
  progress: { answered: 7, total: 11 },
  sentAt: '2026-10-12T06:45:00.000Z',
  submittedAt: null,
  reopenedAt: null,
  reopenedBy: null,
  reopenMessage: null,
  reviewNotes: [],
  cancelledAt: null,
  cancelledBy: null,
  cancellationReason: null,
  createdAt: '2026-10-12T06:45:00.000Z',
  updatedAt: lastAnswered,
};

/** One of her answers: an amount in rand. */
export const organizerAnswerExample: z.input<typeof organizerAnswerRecord> = {
  organizerId: exampleIds.organizer,
  questionKey: 'ra_contributions',
  value: 36000,
  documentIds: [],
  answeredBy: exampleIds.client,
  answeredAt: lastAnswered,
};

/** What saving that answer answers: it, and the organizer's progress and status after it. */
export const organizerAnswerResultExample: z.input<typeof organizerAnswerResultRecord> = {
  answer: organizerAnswerExample,
  progress: { answered: 7, total: 11 },
  status: 'in_progress',
};

/** PUT /api/organizers/{id}/answers/ra_contributions: the amount, in rand. */
export const answerOrganizerExample: Omit<z.input<typeof answerOrganizerSchema>, 'questionKey'> = { value: 36000 };

/** POST /api/organizers/{id}/answers/irp5/files: the form's one field. */
export const uploadOrganizerFileExample = { file: '(the PDF file of the IRP5)' };

/** POST /api/organizers: the template, sent for her engagement, due on a SAST day. */
export const sendOrganizerExample: z.input<typeof sendOrganizerSchema> = {
  engagementId: exampleIds.engagement,
  templateId: exampleOrganizerTemplateId,
  dueDate: '2026-11-30',
};

/** POST /api/organizers/{id}/reopen: what staff ask her to look at again, question by question. */
export const reopenOrganizerExample: z.input<typeof reopenOrganizerSchema> = {
  message: 'Thank you for your answers. Two of them need another look before we can prepare your return.',
  notes: [
    {
      questionKey: 'ra_contributions',
      note: 'Your certificate shows R 38 400.00 for the year: please check the amount you entered.',
    },
    { questionKey: 'medical_certificate', note: 'Please upload the certificate for the whole tax year, March 2025 to February 2026.' },
  ],
};

/** POST /api/organizers/{id}/cancel: why, in words the client reads. */
export const cancelOrganizerExample: z.input<typeof cancelOrganizerSchema> = {
  reason: 'Sent twice by mistake: please answer the organizer sent on 12 October instead.',
};

/**
 * POST /api/organizers: the organizer just sent, nothing answered. Only the questions without a
 * condition are shown until a yes/no is answered yes, so its progress is counted as the service
 * counts it (organizerProgress).
 */
export const sentOrganizerExample: z.input<typeof organizerRecord> = {
  ...organizerExample,
  status: 'sent',
  progress: organizerProgress(itr12Sections, []),
  updatedAt: organizerExample.sentAt,
};

/** The IRP5 she uploaded against its question: one of her documents, pending review. */
const uploadedIrp5Id = 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70';
const irp5UploadedAt = '2026-11-19T18:22:47.000Z';

/**
 * POST /api/organizers/{id}/answers/irp5/files: the file question's answer, the document added to
 * it (no value), and the progress after it: 8 of 11.
 */
export const organizerFileAnswerResultExample: z.input<typeof organizerAnswerResultRecord> = {
  answer: {
    organizerId: exampleIds.organizer,
    questionKey: 'irp5',
    value: null,
    documentIds: [uploadedIrp5Id],
    answeredBy: exampleIds.client,
    answeredAt: irp5UploadedAt,
  },
  progress: { answered: 8, total: 11 },
  status: 'in_progress',
};

/** When she submitted it: every question answered but her notes, which are not required. */
const submittedAt = '2026-11-24T18:40:09.000Z';

/** POST /api/organizers/{id}/submit: the answers locked, 10 of 11 given. */
export const submittedOrganizerExample: z.input<typeof organizerRecord> = {
  ...organizerExample,
  status: 'submitted',
  progress: { answered: 10, total: 11 },
  submittedAt,
  updatedAt: submittedAt,
};

/** When the advisor reopened it, the next morning. */
const reopenedAt = '2026-11-25T07:30:44.000Z';

/** POST /api/organizers/{id}/reopen: reopened by the advisor with his message and a note on each question to look at again. */
export const reopenedOrganizerExample: z.input<typeof organizerRecord> = {
  ...submittedOrganizerExample,
  status: 'reopened',
  reopenedAt,
  reopenedBy: exampleIds.advisor,
  reopenMessage: reopenOrganizerExample.message ?? null,
  reviewNotes: reopenOrganizerExample.notes,
  updatedAt: reopenedAt,
};

/** When the duplicate was sent, and cancelled. */
const duplicateSentAt = '2026-10-13T07:02:10.000Z';
const duplicateCancelledAt = '2026-10-13T07:26:31.000Z';

/**
 * POST /api/organizers/{id}/cancel: the same template sent again by mistake the next morning,
 * cancelled by the advisor before she answered anything.
 */
export const cancelledOrganizerExample: z.input<typeof organizerRecord> = {
  ...sentOrganizerExample,
  id: 'e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b',
  status: 'cancelled',
  sentAt: duplicateSentAt,
  cancelledAt: duplicateCancelledAt,
  cancelledBy: exampleIds.advisor,
  cancellationReason: cancelOrganizerExample.reason ?? null,
  createdAt: duplicateSentAt,
  updatedAt: duplicateCancelledAt,
};

/*
 * The events of her organizer (webhooks): sent on 12 October, submitted with every question
 * answered but her notes, then reopened; and the duplicate cancelled: the records above, as each
 * change announced them.
 */
const eventSubmittedAt = submittedAt;
const eventReopenedAt = reopenedAt;
const eventDuplicateId = cancelledOrganizerExample.id;
const eventDuplicateCancelledAt = duplicateCancelledAt;

export const organizerEventExamples: EventExamples<
  'organizer.sent' | 'organizer.submitted' | 'organizer.reopened' | 'organizer.cancelled'
> = {
  'organizer.sent': {
    id: 'evt_MkbQy5KxZ1kZgY-PEHYwJxIgeC',
    type: 'organizer.sent',
    timestamp: organizerExample.sentAt,
    data: {
      organizerId: exampleIds.organizer,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      sentById: exampleIds.advisor,
      templateId: exampleOrganizerTemplateId,
      dueDate: organizerExample.dueDate,
      status: 'sent',
      sentAt: organizerExample.sentAt,
    },
  },
  'organizer.submitted': {
    id: 'evt_1tEUzTn6v4kUh3GFpt5fGlYSZs',
    type: 'organizer.submitted',
    timestamp: eventSubmittedAt,
    data: {
      organizerId: exampleIds.organizer,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      answered: organizerExample.progress.total - 1,
      total: organizerExample.progress.total,
      status: 'submitted',
      submittedAt: eventSubmittedAt,
    },
  },
  'organizer.reopened': {
    id: 'evt_IpkXon-SbiKAgG_JvFzCXy-kLg',
    type: 'organizer.reopened',
    timestamp: eventReopenedAt,
    data: {
      organizerId: exampleIds.organizer,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      reopenedById: exampleIds.advisor,
      questionKeys: reopenOrganizerExample.notes.map((note) => note.questionKey),
      status: 'reopened',
      reopenedAt: eventReopenedAt,
    },
  },
  'organizer.cancelled': {
    id: 'evt_wtiM0UXRLTcYrC2-uX1krlB_Nq',
    type: 'organizer.cancelled',
    timestamp: eventDuplicateCancelledAt,
    data: {
      organizerId: eventDuplicateId,
      engagementId: exampleIds.engagement,
      clientId: exampleIds.client,
      cancelledById: exampleIds.advisor,
      status: 'cancelled',
      cancelledAt: eventDuplicateCancelledAt,
    },
  },
};
