import type { z } from 'zod';
import { enumName, storedValueOf } from '@validation/enum-names';
import {
  ORGANIZER_QUESTION_KEY_MAX_LENGTH,
  organizerQuestionKindValues,
  type OrganizerQuestionKindValue,
} from '@validation/organizer-values';
import type { organizerTemplateSchema } from '@validation/organizers';
import type { OrganizerTemplateFieldsFragment, OrganizerTemplateInput } from '../../../../graphql/generated';
import { isChoiceKind } from './question-kinds';

/*
 * The editor's form and how it crosses to the shared schema and to GraphQL. The form differs from
 * the schema's input where an editor needs it to: choices are one text (a line each), kinds are the
 * stored values the schema checks (GraphQL spells them YES_NO), and a condition points at a
 * question's `uid`, so renaming that question's key or moving it never breaks the link.
 */

export interface QuestionForm {
  /** Names the question while the form is open (conditions point at it); never sent. */
  uid: string;
  label: string;
  key: string;
  kind: OrganizerQuestionKindValue;
  help: string;
  required: boolean;
  /** One choice a line; read only for the choice kinds. */
  choices: string;
  /** A number question counts things (whole, not negative) rather than measures; read only for numbers. */
  counts: boolean;
  /** The uid of the earlier yes/no question it depends on; '' when always shown. */
  shownIfYesTo: string;
}

export interface SectionForm {
  uid: string;
  title: string;
  description: string;
  questions: QuestionForm[];
}

export interface TemplateForm {
  title: string;
  description: string;
  sections: SectionForm[];
}

/** What the shared schema makes of a valid form: the kinds still in their stored spelling. */
export type TemplateValues = z.output<typeof organizerTemplateSchema>;

let lastUid = 0;
const newUid = () => `item-${(lastUid += 1)}`;

export const blankQuestion = (): QuestionForm => ({
  uid: newUid(),
  label: '',
  key: '',
  kind: 'yes_no',
  help: '',
  required: false,
  choices: '',
  counts: false,
  shownIfYesTo: '',
});

export const blankSection = (): SectionForm => ({ uid: newUid(), title: '', description: '', questions: [blankQuestion()] });

/** The form for a template, or for a new one: one section with one question to start from. */
export function formOf(template: OrganizerTemplateFieldsFragment | null): TemplateForm {
  if (!template) return { title: '', description: '', sections: [blankSection()] };
  const uidOfKey = new Map<string, string>();
  const sections = template.sections.map((section) => ({
    uid: newUid(),
    title: section.title,
    description: section.description ?? '',
    questions: section.questions.map((question) => {
      const uid = newUid();
      if (!uidOfKey.has(question.key)) uidOfKey.set(question.key, uid);
      return {
        uid,
        label: question.label,
        key: question.key,
        kind: storedValueOf(organizerQuestionKindValues, question.kind) ?? 'short_text',
        help: question.help ?? '',
        required: question.required,
        choices: question.choices.join('\n'),
        counts: question.counts,
        shownIfYesTo: question.shownIfYesTo ?? '',
      };
    }),
  }));
  // Conditions name keys; the form links them by uid once every question has one.
  for (const question of sections.flatMap((section) => section.questions))
    question.shownIfYesTo = uidOfKey.get(question.shownIfYesTo) ?? '';
  return { title: template.title, description: template.description ?? '', sections };
}

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The form as the shared schema reads it: keys in the conditions, choices a list (none unless a
 * choice kind), counting only for a number (a tick left from before the kind changed is dropped).
 */
export function schemaInputOf(form: TemplateForm) {
  const keyOfUid = new Map(form.sections.flatMap((section) => section.questions).map((question) => [question.uid, question.key]));
  return {
    title: form.title,
    description: form.description,
    sections: form.sections.map((section) => ({
      title: section.title,
      description: section.description,
      questions: section.questions.map(({ uid: _uid, ...question }) => ({
        ...question,
        choices: isChoiceKind(question.kind) ? linesOf(question.choices) : [],
        counts: question.kind === 'number' && question.counts,
        shownIfYesTo: question.shownIfYesTo ? (keyOfUid.get(question.shownIfYesTo) ?? null) : null,
      })),
    })),
  };
}

/** The checked values as GraphQL takes them: the kinds spelled YES_NO. */
export const graphqlInputOf = (values: TemplateValues): OrganizerTemplateInput => ({
  ...values,
  sections: values.sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({ ...question, kind: enumName(question.kind) })),
  })),
});

const KEY_LENGTH = Math.min(40, ORGANIZER_QUESTION_KEY_MAX_LENGTH);

/**
 * A key made from a question's words ("Do you have medical aid?" → do_you_have_medical_aid): small
 * letters, digits and _, a letter first, short, and unused by the other questions.
 */
export function suggestKey(label: string, taken: ReadonlySet<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const start = /^[a-z]/.test(words) ? words : `q_${words}`.replace(/_+$/, '');
  // Cut at a word's end where there is one, so that keys read as words.
  const cut = start.length <= KEY_LENGTH ? start : start.slice(0, KEY_LENGTH).replace(/_[^_]*$/, '') || start.slice(0, KEY_LENGTH);
  if (!taken.has(cut)) return cut;
  for (let number = 2; ; number += 1) {
    const suffix = `_${number}`;
    const candidate = `${cut.slice(0, KEY_LENGTH - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The paths of the questions that depend on any of `uids`: their condition goes when those do. */
export function dependentConditionPaths(sections: readonly SectionForm[], uids: readonly string[]) {
  return sections.flatMap((section, sectionIndex) =>
    section.questions.flatMap((question, questionIndex) =>
      uids.includes(question.shownIfYesTo) && !uids.includes(question.uid)
        ? [`sections.${sectionIndex}.questions.${questionIndex}.shownIfYesTo` as const]
        : [],
    ),
  );
}
