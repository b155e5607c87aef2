import { checkAnswerValue, type OrganizerAnswerValue, type OrganizerQuestionValues } from '@validation/organizer-values';

/**
 * An answer as its control holds it while the client gives it: yes/no a boolean (null before
 * either is chosen), many-of a list, everything else the text in the box (numbers too, so that
 * "12 500,50" can be typed before it is read as a number).
 */
export type AnswerDraft = boolean | string | string[] | null;

/** A stored value as text: what a box shows for it (a value of an unexpected shape as its JSON, never "[object Object]"). */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function draftOf(question: OrganizerQuestionValues, value: unknown): AnswerDraft {
  if (value === null || value === undefined) return question.kind === 'multiple_choice' ? [] : question.kind === 'yes_no' ? null : '';
  if (question.kind === 'yes_no') return value === true;
  if (question.kind === 'multiple_choice') return Array.isArray(value) ? value.map(String) : [];
  // An amount shows as it was saved to the cent: 412500.5 as 412500.50.
  if (question.kind === 'amount' && typeof value === 'number') return value.toFixed(2);
  return plainText(value);
}

/** "R 12 500,50" as typed → 12500.5; anything that is not a number stays text, for the rules to name. */
function numberOf(text: string): number | string {
  const plain = text
    .replace(/^\s*R\s*/i, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  const parsed = Number(plain);
  return plain !== '' && Number.isFinite(parsed) ? parsed : text;
}

/**
 * The value to save for a draft, checked by the same rules as the server
 * (validation/organizer-values.ts, checkAnswerValue), or the message naming the question.
 */
export function valueOfDraft(
  question: OrganizerQuestionValues,
  draft: AnswerDraft,
): { ok: true; value: OrganizerAnswerValue } | { ok: false; message: string } {
  const typed = typeof draft === 'string' && (question.kind === 'number' || question.kind === 'amount') ? numberOf(draft) : draft;
  return checkAnswerValue(question, typed);
}
