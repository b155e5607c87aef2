import { graphql, HttpResponse } from 'msw';
import type {
  AnswerOrganizerQuestionMutation,
  AnswerOrganizerQuestionMutationVariables,
  OrganizerAnswerFieldsFragment,
  OrganizerDetailFragment,
  OrganizerPersonFragment,
  OrganizerQuery,
  OrganizerQuestionFieldsFragment,
  OrganizerSummaryFragment,
} from '../../../graphql/generated';
import { sessionUser } from '../../../test/fixtures';

/** The organizer's client, signed in as the session user. */
export const thabo: OrganizerPersonFragment = {
  __typename: 'User',
  id: 'client-7',
  firstName: 'Thabo',
  lastName: 'Nkosi',
  email: 'thabo@nkosi-logistics.co.za',
};
export const lerato: OrganizerPersonFragment = {
  __typename: 'User',
  id: 'advisor-1',
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@khanya.co.za',
};

export const organizerClient = () => sessionUser({ id: thabo.id, email: thabo.email, firstName: 'Thabo', lastName: 'Nkosi' });
export const organizerAdvisor = () => sessionUser({ id: lerato.id, email: lerato.email, firstName: 'Lerato', roleNames: ['ADVISOR'] });

/** A question as the API answers it: optional, no help, no choices, no condition, unless given. */
export const organizerQuestion = (
  fields: Partial<OrganizerQuestionFieldsFragment> & Pick<OrganizerQuestionFieldsFragment, 'key' | 'kind' | 'label'>,
): OrganizerQuestionFieldsFragment => ({
  __typename: 'OrganizerQuestion',
  help: null,
  required: false,
  choices: [],
  counts: false,
  shownIfYesTo: null,
  ...fields,
});

/** Five questions in two sections: a yes/no with a follow-up amount, a date, a file, and a free text. */
export const organizerSections: OrganizerDetailFragment['sections'] = [
  {
    __typename: 'OrganizerSection',
    title: 'Employment',
    description: 'Your salary and what your employer paid you.',
    questions: [
      organizerQuestion({ key: 'employed', kind: 'YES_NO', label: 'Were you employed during the tax year?', required: true }),
      organizerQuestion({ key: 'salary', kind: 'AMOUNT', label: 'Total salary before tax', required: true, shownIfYesTo: 'employed' }),
      organizerQuestion({ key: 'irp5', kind: 'FILE', label: 'Your IRP5 certificate', shownIfYesTo: 'employed' }),
    ],
  },
  {
    __typename: 'OrganizerSection',
    title: 'Changes this year',
    description: null,
    questions: [
      organizerQuestion({ key: 'moved_on', kind: 'DATE', label: 'When did you move house?' }),
      organizerQuestion({
        key: 'other',
        kind: 'LONG_TEXT',
        label: 'Anything else we should know?',
        help: 'A new business, an inheritance, a gift.',
      }),
    ],
  },
];

export function organizerAnswer(
  questionKey: string,
  value: unknown,
  documents: OrganizerAnswerFieldsFragment['documents'] = [],
): OrganizerAnswerFieldsFragment {
  return {
    __typename: 'OrganizerAnswer',
    organizerId: 'organizer-1',
    questionKey,
    value,
    answeredAt: '2026-11-24T18:00:00.000Z',
    documents,
  };
}

export function organizerSummary(overrides: Partial<OrganizerSummaryFragment> = {}): OrganizerSummaryFragment {
  return {
    __typename: 'Organizer',
    id: 'organizer-1',
    title: '2026 income tax return organizer',
    status: 'IN_PROGRESS',
    dueDate: '2099-12-15',
    isOverdue: false,
    sentAt: '2026-11-20T07:30:00.000Z',
    submittedAt: null,
    reopenedAt: null,
    cancelledAt: null,
    progress: { __typename: 'OrganizerProgress', answered: 0, total: 3 },
    engagement: { __typename: 'Engagement', id: 'engagement-1', title: '2026 ITR12' },
    client: thabo,
    sentBy: lerato,
    ...overrides,
  };
}

export function organizerDetail(overrides: Partial<OrganizerDetailFragment> = {}): OrganizerDetailFragment {
  return {
    ...organizerSummary(),
    description: 'What changed in your year, for your 2026 return.',
    cancellationReason: null,
    reopenMessage: null,
    reopenedBy: null,
    reviewNotes: [],
    sections: organizerSections,
    answers: [],
    ...overrides,
  };
}

/** Answers Organizer with `organizer` and records the ids asked for. */
export function organizerIs(organizer: OrganizerDetailFragment) {
  const ids: string[] = [];
  const handler = graphql.query<OrganizerQuery>('Organizer', ({ variables }) => {
    ids.push(String(variables.id));
    return HttpResponse.json({ data: { organizer } });
  });
  return { handler, ids };
}

/** Saves each answer as the server would (progress counted roughly: the answers held), recording what was sent. */
export function answersSaved() {
  const sent: AnswerOrganizerQuestionMutationVariables[] = [];
  const handler = graphql.mutation<AnswerOrganizerQuestionMutation, AnswerOrganizerQuestionMutationVariables>(
    'AnswerOrganizerQuestion',
    ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          answerOrganizerQuestion: {
            __typename: 'OrganizerAnswerResult',
            answer: organizerAnswer(variables.input.questionKey, variables.input.value ?? null),
            progress: { __typename: 'OrganizerProgress', answered: sent.length, total: 3 },
            status: 'IN_PROGRESS',
          },
        },
      });
    },
  );
  return { handler, sent };
}
