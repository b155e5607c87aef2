import type { ValueTransformer } from 'typeorm';
import type { OrganizerQuestionValues, OrganizerSectionValues } from '../../../../validation/organizer-values';

/**
 * The sections column of templates and organizers (JSON): questions are read with the properties
 * added since they may have been stored. A question stored before `counts` existed measures
 * (false), so nothing stored changes meaning and no migration rewrites the JSON.
 */
export const storedSectionsTransformer: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: OrganizerSectionValues[] | null | undefined) =>
    value?.map((section) => ({
      ...section,
      questions: section.questions.map((question: Partial<OrganizerQuestionValues>) => ({ ...question, counts: question.counts === true })),
    })),
};
