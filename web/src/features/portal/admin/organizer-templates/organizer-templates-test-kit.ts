import { graphql, HttpResponse } from 'msw';
import type {
  OrganizerQuestionInput,
  OrganizerTemplateFieldsFragment,
  OrganizerTemplateInput,
  OrganizerTemplatesQuery,
} from '../../../../graphql/generated';

type Section = OrganizerTemplateFieldsFragment['sections'][number];
type Question = Section['questions'][number];

export function question(overrides: Partial<Question> & Pick<Question, 'key' | 'label'>): Question {
  return {
    __typename: 'OrganizerQuestion',
    kind: 'YES_NO',
    help: null,
    required: false,
    choices: [],
    counts: false,
    shownIfYesTo: null,
    ...overrides,
  };
}

/** An ITR12 organizer: employment (an IRP5 asked only after a yes), and medical aid. */
export function organizerTemplate(overrides: Partial<OrganizerTemplateFieldsFragment> = {}): OrganizerTemplateFieldsFragment {
  return {
    __typename: 'OrganizerTemplate',
    id: 'organizer-template-1',
    title: 'Individual income tax return (ITR12) organizer',
    description: 'What we need to file your ITR12.',
    updatedAt: '2026-11-01T08:00:00.000Z',
    sections: [
      {
        __typename: 'OrganizerSection',
        title: 'Employment',
        description: null,
        questions: [
          question({ key: 'employed', label: 'Were you employed during the tax year?', required: true }),
          question({ key: 'irp5', label: 'Upload your IRP5', kind: 'FILE', shownIfYesTo: 'employed', help: 'From your employer' }),
        ],
      },
      {
        __typename: 'OrganizerSection',
        title: 'Medical aid',
        description: 'Only if you belong to one.',
        questions: [
          question({ key: 'medical_aid', label: 'Do you belong to a medical aid?' }),
          question({ key: 'dependants', label: 'Are your dependants on it?', shownIfYesTo: 'medical_aid' }),
          question({ key: 'scheme', label: 'Which scheme?', kind: 'SINGLE_CHOICE', choices: ['Discovery', 'Bonitas'] }),
        ],
      },
    ],
    ...overrides,
  };
}

export const provisionalTemplate = () =>
  organizerTemplate({
    id: 'organizer-template-2',
    title: 'Provisional tax estimate (IRP6) organizer',
    description: null,
    updatedAt: '2026-11-05T08:00:00.000Z',
    sections: [
      {
        __typename: 'OrganizerSection',
        title: 'Income',
        description: null,
        questions: [question({ key: 'estimate', label: 'Your estimated taxable income', kind: 'AMOUNT' })],
      },
    ],
  });

/** The template the API would answer for an input it accepted. */
export function templateFromInput(
  id: string,
  input: OrganizerTemplateInput,
  updatedAt = '2026-11-24T08:00:00.000Z',
): OrganizerTemplateFieldsFragment {
  const questionOf = (item: OrganizerQuestionInput): Question =>
    question({
      key: item.key,
      label: item.label,
      kind: item.kind,
      help: item.help ?? null,
      required: item.required ?? false,
      choices: item.choices ?? [],
      counts: item.counts ?? false,
      shownIfYesTo: item.shownIfYesTo ?? null,
    });
  return {
    __typename: 'OrganizerTemplate',
    id,
    title: input.title,
    description: input.description ?? null,
    updatedAt,
    sections: input.sections.map((section) => ({
      __typename: 'OrganizerSection',
      title: section.title,
      description: section.description ?? null,
      questions: section.questions.map(questionOf),
    })),
  };
}

/** Answers OrganizerTemplates with `state.templates`, which a test's mutations may change. */
export function organizerTemplatesAre(templates: OrganizerTemplateFieldsFragment[]) {
  const state = { templates };
  const handler = graphql.query<OrganizerTemplatesQuery>('OrganizerTemplates', () =>
    HttpResponse.json({ data: { organizerTemplates: state.templates } }),
  );
  return { handler, state };
}
