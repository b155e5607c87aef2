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

/** YYYY-MM-DD: how long a day is written, so the most a day's text may be. */
export const DAY_LENGTH = 10;

/**
 * The longest instant taken as text: ISO 8601 to the nanosecond with an offset,
 * 2026-05-12T10:00:00.123456789+02:00.
 */
export const INSTANT_MAX_LENGTH = 35;

/**
 * `text` held to a real day written YYYY-MM-DD (no 2026-02-30): longer text is refused with
 * `message` before anything else, any other not a day with `realMessage`. `format: date` in the
 * OpenAPI document.
 */
export const asDay = (text: z.ZodString, message: string, realMessage = message) =>
  text.max(DAY_LENGTH, { message, abort: true }).refine(isCalendarDate, realMessage).meta({ format: 'date' });

export const day = (label: string) =>
  asDay(
    z.string(`${label} must be a date written YYYY-MM-DD`).trim(),
    `${label} must be a date written YYYY-MM-DD`,
    `${label} must be a real date written YYYY-MM-DD`,
  );

/**
 * The longest amount, quantity or count taken as text: the largest, a company's annual revenue
 * "9 999 999 999.99", is 16 characters; the rest is room for spaces around it.
 */
export const NUMBER_TEXT_MAX_LENGTH = 20;

/**
 * A number or text read exactly by `parse` (an amount, a quantity); `message` when it is neither,
 * does not read, or is text longer than any amount or quantity is written.
 */
export const exactNumber = (parse: (value: string | number) => number | null, message: string) =>
  z.union([z.number(), z.string().max(NUMBER_TEXT_MAX_LENGTH, message)], message).transform((value, context) => {
    const parsed = parse(value);
    if (parsed === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parsed;
  });
