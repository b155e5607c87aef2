import { fieldErrorsOf, formFailureMessage } from '../../../lib/graphql-errors';

/**
 * What the API said was wrong with a letter, one sentence each: every field message it named
 * (a merge field without a value is one message per field, docs/product.md#merge-fields), else
 * its own message (a letter already waiting, an inactive client…), else `fallback`.
 */
export function letterProblemsOf(error: unknown, fallback: string): string[] {
  const fieldMessages = fieldErrorsOf(error).map((fieldError) => fieldError.message);
  if (fieldMessages.length > 0) return [...new Set(fieldMessages)];
  return [formFailureMessage(error, fallback) ?? fallback];
}
