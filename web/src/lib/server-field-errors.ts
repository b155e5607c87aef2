import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './graphql-errors';

/**
 * Puts the server's field messages (BAD_USER_INPUT) beneath the fields they name, for the rare
 * rule the browser could not check first; messages for fields the form does not show are skipped.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): void {
  for (const { path, message } of fieldErrorsOf(error)) {
    const field = fields.find((name) => name === path);
    if (field) setError(field, { type: 'server', message });
  }
}
