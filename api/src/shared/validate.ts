import type { z } from 'zod';
import { invalidInput } from './errors';

/**
 * Parses input with one of the shared zod schemas (validation/); a failure becomes a
 * BAD_USER_INPUT error naming every field at fault, with the schema's own messages.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'input',
    message: issue.message,
  }));
  throw invalidInput(fieldErrors);
}
