import { describeDay, type OrganizerQuestionValues } from '@validation/organizer-values';
import { formatRand } from '../../../lib/format';
import { plainText } from './answer-drafts';

/** An answer as staff and the locked page read it: "Yes", "R 12 500.00", "20 October 2026", "A, B". Null: not answered. */
export function answerText(question: OrganizerQuestionValues, value: unknown): string | null {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (question.kind) {
    case 'yes_no':
      return value === true ? 'Yes' : 'No';
    case 'amount':
      return typeof value === 'number' ? formatRand(value) : plainText(value);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('en-ZA') : plainText(value);
    case 'date':
      return typeof value === 'string' ? describeDay(value) : plainText(value);
    case 'multiple_choice':
      return Array.isArray(value) ? value.join(', ') : plainText(value);
    default:
      return plainText(value);
  }
}
