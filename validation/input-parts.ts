import { z } from 'zod';
import { isCalendarDate } from './south-africa-time';

/*
 * Pieces the input schemas share: an id, a choice from a list, a day. Each names its field in its
 * message, so that a bad value is refused with the field's name, never a bare "Invalid input".
 */

/** An id that may be left out: an empty string or null is none. */
export const optionalId = (label: string) =>
  z
    .string(`${label} must be an id`)
    .trim()
    .max(36, `${label} must be an id`)
    .nullish()
    .transform((value) => value || null);

export const requiredId = (message: string) => z.string(message).trim().min(1, message).max(36, message);

/** A form's "All" (an empty string) means no filter. */
export const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, message).nullish());

export const day = (label: string) =>
  z.string(`${label} must be a date written YYYY-MM-DD`).trim().refine(isCalendarDate, `${label} must be a real date written YYYY-MM-DD`);

/** A number or text read exactly by `parse` (an amount, a quantity); `message` when it is neither or does not read. */
export const exactNumber = (parse: (value: string | number) => number | null, message: string) =>
  z.union([z.number(), z.string()], message).transform((value, context) => {
    const parsed = parse(value);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
