import { isCalendarDate } from './south-africa-time';

/*
 * Organizers' value lists, limits and the rules every screen shares (docs/product.md#organizers),
 * apart from the zod schemas (organizers.ts), so that a page that only shows an organizer, its
 * progress or checks an answer as it is typed does not load zod.
 */

/**
 * The kinds of question: yes or no, short and long text, a number, an amount in rand, a date,
 * one of a list of choices, some of them, and a file uploaded against the question.
 */
export const organizerQuestionKindValues = [
  'yes_no',
  'short_text',
  'long_text',
  'number',
  'amount',
  'date',
  'single_choice',
  'multiple_choice',
  'file',
] as const;
export type OrganizerQuestionKindValue = (typeof organizerQuestionKindValues)[number];

/** The kinds answered by choosing from the question's `choices`. */
export const choiceKinds: readonly OrganizerQuestionKindValue[] = ['single_choice', 'multiple_choice'];

/**
 * An organizer's life: sent (nothing answered yet), in_progress (the client has answered
 * something), submitted (answers locked for the firm's review), reopened (staff asked for another
 * look at some questions; the client answers and submits again), cancelled (by staff, before it
 * was submitted).
 */
export const organizerStatusValues = ['sent', 'in_progress', 'submitted', 'reopened', 'cancelled'] as const;
export type OrganizerStatusValue = (typeof organizerStatusValues)[number];

/** Waiting for the client: what "Waiting for you" lists, and what the client may still answer. */
export const outstandingOrganizerStatuses: readonly OrganizerStatusValue[] = ['sent', 'in_progress', 'reopened'];

/** Still waiting for the client after its due day (`today`: YYYY-MM-DD, SAST). */
export function isOrganizerOverdue(organizer: { status: string; dueDate: string }, today: string): boolean {
  return (outstandingOrganizerStatuses as readonly string[]).includes(organizer.status) && organizer.dueDate < today;
}

export const ORGANIZER_TITLE_MAX_LENGTH = 200;
export const ORGANIZER_DESCRIPTION_MAX_LENGTH = 2000;
export const ORGANIZER_MAX_SECTIONS = 20;
export const ORGANIZER_SECTION_TITLE_MAX_LENGTH = 200;
export const ORGANIZER_SECTION_DESCRIPTION_MAX_LENGTH = 1000;
export const ORGANIZER_MAX_QUESTIONS_PER_SECTION = 50;
export const ORGANIZER_MAX_QUESTIONS = 150;
export const ORGANIZER_QUESTION_KEY_MAX_LENGTH = 50;
export const ORGANIZER_QUESTION_LABEL_MAX_LENGTH = 300;
export const ORGANIZER_QUESTION_HELP_MAX_LENGTH = 1000;
export const ORGANIZER_MIN_CHOICES = 2;
export const ORGANIZER_MAX_CHOICES = 30;
export const ORGANIZER_CHOICE_MAX_LENGTH = 100;
export const ORGANIZER_SHORT_TEXT_MAX_LENGTH = 200;
export const ORGANIZER_LONG_TEXT_MAX_LENGTH = 5000;
/** The largest number or amount an answer holds, either way (a trillion rand is beyond any return). */
export const ORGANIZER_NUMBER_MAX = 1_000_000_000_000;
/** Files uploaded against one question. */
export const ORGANIZER_MAX_FILES_PER_QUESTION = 10;
export const ORGANIZER_NOTE_MAX_LENGTH = 1000;
/** A template's sections and questions as stored (JSON in a text column, 64 KB on MySQL and MariaDB). */
export const ORGANIZER_CONTENT_MAX_BYTES = 65_535;
/** A question's key: a small letter first, then small letters, digits and underscores. */
export const ORGANIZER_QUESTION_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/** One question of a template, and of an organizer's snapshot of it. */
export interface OrganizerQuestionValues {
  /** Stable within the template: answers are stored under it. */
  key: string;
  kind: OrganizerQuestionKindValue;
  label: string;
  help: string | null;
  required: boolean;
  /** single_choice and multiple_choice only; empty for the other kinds. */
  choices: string[];
  /**
   * number only: the question counts things (properties let, dependants), so its answer is a whole
   * number, 0 or more. false (the other kinds too) measures: any number, as kilometres travelled.
   * A question stored before this existed has none and is read as false (the api's
   * stored-sections.ts), so nothing stored changes meaning.
   */
  counts: boolean;
  /** Shown only when the answer to this earlier yes/no question is yes (one level: that question has no condition). */
  shownIfYesTo: string | null;
}

export interface OrganizerSectionValues {
  title: string;
  description: string | null;
  questions: OrganizerQuestionValues[];
}

/** What an answer holds, by kind: yes/no a boolean, numbers and amounts a number, a date YYYY-MM-DD, choices text, files none. */
export type OrganizerAnswerValue = boolean | number | string | string[] | null;

/** An answer as the rules below read it. */
export interface OrganizerAnswerState {
  questionKey: string;
  value: OrganizerAnswerValue;
  documentIds: string[];
}

export const questionsOf = (sections: readonly OrganizerSectionValues[]): OrganizerQuestionValues[] =>
  sections.flatMap((section) => section.questions);

/** Whether an answer counts as given: a value that is not empty, or for a file question at least one file. */
export function isAnswered(question: OrganizerQuestionValues, answer: OrganizerAnswerState | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'file') return answer.documentIds.length > 0;
  const { value } = answer;
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The questions the client is asked now: every question without a condition, and a conditional
 * one when the answer to its yes/no question is yes. A hidden question's answer is kept but neither
 * counted nor required.
 */
export function visibleQuestions(
  sections: readonly OrganizerSectionValues[],
  answers: readonly OrganizerAnswerState[],
): OrganizerQuestionValues[] {
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  return questionsOf(sections).filter((question) => !question.shownIfYesTo || byKey.get(question.shownIfYesTo)?.value === true);
}

/** Progress: the visible questions answered, of all visible ones ("7 of 23 answered"). */
export function organizerProgress(
  sections: readonly OrganizerSectionValues[],
  answers: readonly OrganizerAnswerState[],
): { answered: number; total: number } {
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  const visible = visibleQuestions(sections, answers);
  return { answered: visible.filter((question) => isAnswered(question, byKey.get(question.key))).length, total: visible.length };
}

/** The required visible questions still without an answer: what stops submitting. */
export function unansweredRequired(
  sections: readonly OrganizerSectionValues[],
  answers: readonly OrganizerAnswerState[],
): OrganizerQuestionValues[] {
  const byKey = new Map(answers.map((answer) => [answer.questionKey, answer]));
  return visibleQuestions(sections, answers).filter((question) => question.required && !isAnswered(question, byKey.get(question.key)));
}

/** A question named in a message: its label in quotes, shortened past 80 characters. */
export const questionName = (question: { label: string }) =>
  `"${question.label.length > 80 ? `${question.label.slice(0, 79)}…` : question.label}"`;

export const requiredMessage = (question: { label: string }) => `${questionName(question)} needs an answer`;

/** Why a counting question refused an answer such as -5 or 1.5. */
export const countMessage = (question: { label: string }) =>
  `The answer to ${questionName(question)} is a count: a whole number, 0 or more, such as 3`;

// In a module of its own, so that the dashboard's progress bars do not bring these rules with them.
export { describeProgress } from './organizer-progress';

const AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/**
 * An answer's value checked by its question's kind: the value to store (text trimmed, an empty
 * answer as null), or a message naming the question. File questions hold no value (their files
 * are the answer).
 */
export function checkAnswerValue(
  question: OrganizerQuestionValues,
  value: unknown,
): { ok: true; value: OrganizerAnswerValue } | { ok: false; message: string } {
  const name = questionName(question);
  const fail = (message: string) => ({ ok: false as const, message });
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return { ok: true, value: null };
  switch (question.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? { ok: true, value } : fail(`Answer ${name} with yes or no`);
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return fail(`The answer to ${name} must be text`);
      const max = question.kind === 'short_text' ? ORGANIZER_SHORT_TEXT_MAX_LENGTH : ORGANIZER_LONG_TEXT_MAX_LENGTH;
      const text = value.trim();
      if (text.length > max) return fail(`The answer to ${name} must be at most ${max.toLocaleString('en-US')} characters`);
      return { ok: true, value: text === '' ? null : text };
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`The answer to ${name} must be a number`);
      if (question.counts && (!Number.isInteger(value) || value < 0)) return fail(countMessage(question));
      if (Math.abs(value) > ORGANIZER_NUMBER_MAX) return fail(`The answer to ${name} is too large`);
      return { ok: true, value };
    case 'amount':
      if (typeof value !== 'number' || !Number.isFinite(value) || !AMOUNT.test(String(value)))
        return fail(`The answer to ${name} must be an amount in rand with at most two decimals, such as 12500.50`);
      if (Math.abs(value) > ORGANIZER_NUMBER_MAX) return fail(`The answer to ${name} is too large`);
      return { ok: true, value };
    case 'date':
      return typeof value === 'string' && isCalendarDate(value.trim())
        ? { ok: true, value: value.trim() }
        : fail(`The answer to ${name} must be a date written YYYY-MM-DD`);
    case 'single_choice':
      return typeof value === 'string' && question.choices.includes(value)
        ? { ok: true, value }
        : fail(`Choose one of the options offered for ${name}`);
    case 'multiple_choice': {
      if (!Array.isArray(value) || !value.every((choice) => typeof choice === 'string' && question.choices.includes(choice)))
        return fail(`Choose only from the options offered for ${name}`);
      const chosen = new Set(value as string[]);
      return { ok: true, value: question.choices.filter((choice) => chosen.has(choice)) };
    }
    case 'file':
      return fail(`${name} is answered with files: upload them against the question`);
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day (YYYY-MM-DD) as people read it: "20 October 2026". */
export function describeDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}
