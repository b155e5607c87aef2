import { z } from 'zod';
import {
  ORGANIZER_CHOICE_MAX_LENGTH,
  ORGANIZER_CONTENT_MAX_BYTES,
  ORGANIZER_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_MAX_CHOICES,
  ORGANIZER_MAX_FILES_PER_QUESTION,
  ORGANIZER_MAX_QUESTIONS,
  ORGANIZER_MAX_QUESTIONS_PER_SECTION,
  ORGANIZER_MAX_SECTIONS,
  ORGANIZER_MIN_CHOICES,
  ORGANIZER_NOTE_MAX_LENGTH,
  ORGANIZER_QUESTION_HELP_MAX_LENGTH,
  ORGANIZER_QUESTION_KEY_MAX_LENGTH,
  ORGANIZER_QUESTION_KEY_PATTERN,
  ORGANIZER_QUESTION_LABEL_MAX_LENGTH,
  ORGANIZER_SECTION_DESCRIPTION_MAX_LENGTH,
  ORGANIZER_SECTION_TITLE_MAX_LENGTH,
  ORGANIZER_TITLE_MAX_LENGTH,
  choiceKinds,
  organizerQuestionKindValues,
  organizerStatusValues,
  questionsOf,
  type OrganizerSectionValues,
} from './organizer-values';
import { asDay } from './input-parts';

/*
 * The inputs of organizers and their templates (docs/product.md#organizers): the web's forms and
 * the api's services parse with these. The value lists, limits and the rules on answers and
 * progress are in organizer-values.ts.
 */

const id = (label: string) =>
  z
    .string(`Choose ${label.toLowerCase()} from the list`)
    .trim()
    .min(1, `Choose ${label.toLowerCase()} from the list`)
    .max(36, `${label} must be at most 36 characters`);

const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`)
    .nullish()
    .transform((value) => value || null);

const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

export const questionKey = z
  .string('Question key is required')
  .trim()
  .min(1, 'Question key is required')
  .max(ORGANIZER_QUESTION_KEY_MAX_LENGTH, `Question key must be at most ${ORGANIZER_QUESTION_KEY_MAX_LENGTH} characters`)
  .regex(ORGANIZER_QUESTION_KEY_PATTERN, 'Question key must start with a small letter and hold only small letters, digits and _');

const question = z
  .object({
    key: questionKey,
    kind: z.enum(organizerQuestionKindValues, 'Choose the kind of question from the list'),
    label: requiredText('Question', ORGANIZER_QUESTION_LABEL_MAX_LENGTH),
    help: optionalText('Help text', ORGANIZER_QUESTION_HELP_MAX_LENGTH),
    required: z.boolean('Required must be true or false').nullish().transform(Boolean),
    choices: z
      .array(requiredText('A choice', ORGANIZER_CHOICE_MAX_LENGTH), 'Choices must be a list')
      .max(ORGANIZER_MAX_CHOICES, `A question offers at most ${ORGANIZER_MAX_CHOICES} choices`)
      .nullish()
      .transform((value) => value ?? []),
    // A number question counts things (a whole number, 0 or more) or, left out, measures them.
    counts: z.boolean('Counts must be true or false').nullish().transform(Boolean),
    shownIfYesTo: z
      .string('The condition must be a question key')
      .trim()
      .max(ORGANIZER_QUESTION_KEY_MAX_LENGTH, `The condition must be at most ${ORGANIZER_QUESTION_KEY_MAX_LENGTH} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, context) => {
    const isChoice = choiceKinds.includes(value.kind);
    if (isChoice && value.choices.length < ORGANIZER_MIN_CHOICES)
      context.addIssue({ code: 'custom', path: ['choices'], message: `Offer at least ${ORGANIZER_MIN_CHOICES} choices` });
    if (!isChoice && value.choices.length > 0)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'Only a one-of or many-of question offers choices' });
    if (new Set(value.choices).size !== value.choices.length)
      context.addIssue({ code: 'custom', path: ['choices'], message: 'Each choice must be different' });
    if (value.counts && value.kind !== 'number')
      context.addIssue({ code: 'custom', path: ['counts'], message: 'Only a number question counts things' });
  });

const section = z.object({
  title: requiredText('Section title', ORGANIZER_SECTION_TITLE_MAX_LENGTH),
  description: optionalText('Section description', ORGANIZER_SECTION_DESCRIPTION_MAX_LENGTH),
  questions: z
    .array(question, 'Questions must be a list')
    .min(1, 'A section needs at least one question')
    .max(ORGANIZER_MAX_QUESTIONS_PER_SECTION, `A section holds at most ${ORGANIZER_MAX_QUESTIONS_PER_SECTION} questions`),
});

/**
 * The rules across questions: keys unique, at most ORGANIZER_MAX_QUESTIONS, and a condition names
 * an earlier yes/no question that has no condition of its own (one level).
 */
function checkQuestions(sections: OrganizerSectionValues[], context: z.RefinementCtx) {
  if (questionsOf(sections).length > ORGANIZER_MAX_QUESTIONS)
    context.addIssue({ code: 'custom', path: ['sections'], message: `An organizer holds at most ${ORGANIZER_MAX_QUESTIONS} questions` });
  const earlier = new Map<string, OrganizerSectionValues['questions'][number]>();
  sections.forEach((section, sectionIndex) =>
    section.questions.forEach((item, questionIndex) => {
      const path = ['sections', sectionIndex, 'questions', questionIndex];
      if (earlier.has(item.key))
        context.addIssue({
          code: 'custom',
          path: [...path, 'key'],
          message: `Question key "${item.key}" is used twice: each question needs its own key`,
        });
      if (item.shownIfYesTo) {
        const condition = earlier.get(item.shownIfYesTo);
        const message = !condition
          ? `"${item.label}" can only depend on an earlier question: "${item.shownIfYesTo}" is not one`
          : condition.kind !== 'yes_no'
            ? `"${item.label}" can only depend on a yes/no question`
            : condition.shownIfYesTo
              ? `"${item.label}" cannot depend on a question that is itself conditional (one level only)`
              : null;
        if (message) context.addIssue({ code: 'custom', path: [...path, 'shownIfYesTo'], message });
      }
      if (!earlier.has(item.key)) earlier.set(item.key, item);
    }),
  );
}

/** An organizer template: its title, what it is for, and its sections of questions. */
export const organizerTemplateSchema = z
  .object({
    title: requiredText('Title', ORGANIZER_TITLE_MAX_LENGTH),
    description: optionalText('Description', ORGANIZER_DESCRIPTION_MAX_LENGTH),
    sections: z
      .array(section, 'Sections must be a list')
      .min(1, 'An organizer needs at least one section')
      .max(ORGANIZER_MAX_SECTIONS, `An organizer holds at most ${ORGANIZER_MAX_SECTIONS} sections`),
  })
  .superRefine((value, context) => {
    checkQuestions(value.sections, context);
    if (new TextEncoder().encode(JSON.stringify(value.sections)).length > ORGANIZER_CONTENT_MAX_BYTES)
      context.addIssue({
        code: 'custom',
        path: ['sections'],
        message: 'The questions are too long to store together: shorten their texts or split the organizer',
      });
  });

/** An organizer sent to an engagement's client from a template, to fill in by a day (YYYY-MM-DD, SAST). */
export const sendOrganizerSchema = z.object({
  engagementId: id('An engagement'),
  templateId: id('A template'),
  dueDate: asDay(z.string('Choose a due date').trim().min(1, 'Choose a due date'), 'Enter the due date as YYYY-MM-DD'),
});

/**
 * One answer, saved as it is given: the value by the question's kind (checked in
 * organizer-values.ts, naming the question), or for a file question the documents that answer it.
 * An empty value clears the answer.
 */
export const answerOrganizerSchema = z.object({
  questionKey,
  value: z.unknown().optional(),
  documentIds: z
    .array(id('A document'), 'Documents must be a list')
    .max(ORGANIZER_MAX_FILES_PER_QUESTION, `A question holds at most ${ORGANIZER_MAX_FILES_PER_QUESTION} files`)
    .nullish(),
});

/** Staff reopen a submitted organizer, saying which questions need another look and why. */
export const reopenOrganizerSchema = z.object({
  message: optionalText('Message', ORGANIZER_NOTE_MAX_LENGTH),
  notes: z
    .array(
      z.object({ questionKey, note: requiredText('Note', ORGANIZER_NOTE_MAX_LENGTH) }),
      'Notes must be a list of questions with a note each',
    )
    .min(1, 'Say which questions need another look')
    .max(ORGANIZER_MAX_QUESTIONS, `At most ${ORGANIZER_MAX_QUESTIONS} notes`),
});

/** Staff cancel an organizer not yet submitted, with a reason the client reads if they give one. */
export const cancelOrganizerSchema = z.object({ reason: optionalText('Reason', ORGANIZER_NOTE_MAX_LENGTH) });

/** A form's "All" (an empty string) means no filter. */
const blankAsNothing = (value: unknown) => (value === '' ? undefined : value);
const optionalId = (label: string) =>
  z.preprocess(blankAsNothing, z.string(`${label} must be text`).trim().max(36, `${label} must be at most 36 characters`).nullish());

/** The organizer list's filters; every one optional. `outstanding` keeps those waiting for the client. */
export const organizerFilterSchema = z.object({
  status: z.preprocess(blankAsNothing, z.enum(organizerStatusValues, 'Choose a status from the list').nullish()),
  clientId: optionalId('Client'),
  engagementId: optionalId('Engagement'),
  outstanding: z.boolean('Outstanding must be true or false').nullish(),
});
