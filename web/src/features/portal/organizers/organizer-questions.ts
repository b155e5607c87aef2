import { storedValueOf } from '@validation/enum-names';
import {
  organizerQuestionKindValues,
  type OrganizerAnswerState,
  type OrganizerAnswerValue,
  type OrganizerQuestionValues,
  type OrganizerSectionValues,
} from '@validation/organizer-values';
import type {
  OrganizerAnswerFieldsFragment,
  OrganizerQuestionFieldsFragment,
  OrganizerSectionFieldsFragment,
} from '../../../graphql/generated';

/*
 * The organizer's questions and answers as the shared rules in validation/organizer-values.ts read
 * them (which questions are shown, what counts as answered, what a value must be), so that the page
 * decides exactly as the server does.
 */

export function questionValuesOf(question: OrganizerQuestionFieldsFragment): OrganizerQuestionValues {
  return {
    key: question.key,
    kind: storedValueOf(organizerQuestionKindValues, question.kind) ?? 'short_text',
    label: question.label,
    help: question.help,
    required: question.required,
    choices: question.choices,
    counts: question.counts,
    shownIfYesTo: question.shownIfYesTo,
  };
}

export const sectionValuesOf = (sections: readonly OrganizerSectionFieldsFragment[]): OrganizerSectionValues[] =>
  sections.map((section) => ({
    title: section.title,
    description: section.description,
    questions: section.questions.map(questionValuesOf),
  }));

export const answerStateOf = (
  answer: Pick<OrganizerAnswerFieldsFragment, 'questionKey' | 'value' | 'documents'>,
): OrganizerAnswerState => ({
  questionKey: answer.questionKey,
  value: (answer.value ?? null) as OrganizerAnswerValue,
  documentIds: answer.documents.map((document) => document.id),
});

/** The element id of a question on the page, for the links that lead to it. */
export const questionAnchor = (key: string) => `question-${key}`;
