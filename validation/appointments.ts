import { z } from 'zod';
import { isCalendarDate, southAfricanDateAndTime, southAfricanInstant, todayInSouthAfrica } from './south-africa-time';
import { asDay, INSTANT_MAX_LENGTH } from './input-parts';
import {
  meetingTypeValues,
  DEFAULT_MEETING_TYPE,
  APPOINTMENT_DURATION,
  appointmentTimeSlots,
  APPOINTMENT_TITLE_MAX_LENGTH,
  APPOINTMENT_DESCRIPTION_MAX_LENGTH,
  APPOINTMENT_LOCATION_MAX_LENGTH,
  MEETING_URL_MAX_LENGTH,
  type MeetingTypeValue,
} from './appointment-values';

export * from './appointment-values';

const messages = {
  dateRequired: 'Date is required',
  dateFormat: 'Date must be a real date (YYYY-MM-DD)',
  datePast: 'Date cannot be in the past',
  timeRequired: 'Time is required',
  timeSlot: 'Choose one of the listed times',
  timePast: 'Choose a time that has not passed yet',
  scheduledAtRequired: 'Date and time are required',
  scheduledAtFormat: 'scheduledAt must be an ISO date and time, such as 2026-05-12T10:00:00+02:00',
  scheduledAtSlot: 'Appointments start on the hour or half hour from 08:00 to 18:00 (SAST)',
  scheduledAtPast: 'Date and time cannot be in the past',
  duration: `Duration must be between ${APPOINTMENT_DURATION.min} and ${APPOINTMENT_DURATION.max} minutes`,
};

/** Blank optional text arrives as "" from forms: store it as absent. */
const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const optionalId = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(36, `${label} must be at most 36 characters`)
    .nullish()
    .transform((value) => value || undefined);

/** Left out (a REST caller) means the default; a cleared form field ("" or NaN) is an error. */
const duration = z.preprocess(
  (value) =>
    value === undefined || value === null
      ? APPOINTMENT_DURATION.default
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : value,
  z
    .number(messages.duration)
    .int('Duration must be a whole number of minutes')
    .min(APPOINTMENT_DURATION.min, messages.duration)
    .max(APPOINTMENT_DURATION.max, messages.duration)
    .meta({ format: 'int32' }),
);

const dateText = z.string(messages.dateRequired).trim().min(1, { message: messages.dateRequired, abort: true });

/** The date picker's day: required, real, and not before today in South Africa. */
const dateField = (now: () => Date) =>
  asDay(dateText, messages.dateFormat).refine((value) => !isCalendarDate(value) || value >= todayInSouthAfrica(now()), messages.datePast);

/** HH:MM, as every slot is written. */
const TIME_LENGTH = 5;

const timeField = z
  .string(messages.timeRequired)
  .trim()
  .min(1, { message: messages.timeRequired, abort: true })
  .max(TIME_LENGTH, { message: messages.timeSlot, abort: true })
  .refine((value) => appointmentTimeSlots.includes(value), messages.timeSlot);

/** The form's day and slot as one instant, refused when it has passed (the date alone may be today). */
function futureStart(now: () => Date) {
  return (values: { date: string; time: string }, context: z.RefinementCtx) => {
    const start = southAfricanInstant(values.date, values.time);
    // A missing, malformed or past date, or an unlisted time, has its own message already.
    const ownMessage = !start || !appointmentTimeSlots.includes(values.time) || values.date < todayInSouthAfrica(now());
    if (!ownMessage && start.getTime() <= now().getTime()) context.addIssue({ code: 'custom', path: ['time'], message: messages.timePast });
  };
}

const withStart = <T extends { date: string; time: string }>(values: T) => ({
  ...values,
  scheduledAt: southAfricanInstant(values.date, values.time) as Date,
});

/**
 * The REST payload (docs/product.md#rest-calls) names the start as `scheduledAt`, an instant. It
 * must fall on one of the form's slots in Johannesburg and lie ahead; a value without an offset is
 * read as SAST.
 */
const scheduledAtField = (now: () => Date) =>
  z
    .union(
      [
        z.string(messages.scheduledAtFormat).max(INSTANT_MAX_LENGTH, messages.scheduledAtFormat),
        // Only GraphQL's DateTime gives a Date; in the OpenAPI document it is the same text.
        z.date(messages.scheduledAtFormat).meta({ maxLength: INSTANT_MAX_LENGTH }),
      ],
      messages.scheduledAtRequired,
    )
    .transform((value, context) => {
      const text = value instanceof Date ? value.toISOString() : value.trim();
      const valid = z.iso.datetime({ offset: true, local: true }).safeParse(text).success;
      const instant = valid ? new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}+02:00`) : null;
      if (!instant || Number.isNaN(instant.getTime())) {
        context.addIssue({ code: 'custom', message: messages.scheduledAtFormat });
        return z.NEVER;
      }
      const wallClock = southAfricanDateAndTime(instant);
      if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0 || !appointmentTimeSlots.includes(wallClock.time)) {
        context.addIssue({ code: 'custom', message: messages.scheduledAtSlot });
        return z.NEVER;
      }
      if (instant.getTime() <= now().getTime()) {
        context.addIssue({ code: 'custom', message: messages.scheduledAtPast });
        return z.NEVER;
      }
      return { scheduledAt: instant, ...wallClock };
    });

const appointmentFields = {
  title: z
    .string('Title is required')
    .trim()
    .min(1, 'Title is required')
    .max(APPOINTMENT_TITLE_MAX_LENGTH, `Title must be at most ${APPOINTMENT_TITLE_MAX_LENGTH} characters`),
  description: optionalText('Description', APPOINTMENT_DESCRIPTION_MAX_LENGTH),
  duration,
  meetingType: z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? DEFAULT_MEETING_TYPE : value),
    z.enum(meetingTypeValues, 'Meeting type must be video, in_person or phone'),
  ),
  location: optionalText('Location', APPOINTMENT_LOCATION_MAX_LENGTH),
  /** Absent: the server picks (see AppointmentsService). */
  advisorId: optionalId('Advisor'),
  /** Staff book for a client; a client's own bookings are always their own. */
  clientId: optionalId('Client'),
};

/** A place is only kept for meetings held in person (docs/product.md#appointments). */
const keepLocationForInPerson = <T extends { meetingType: MeetingTypeValue; location: string | null }>(values: T): T => ({
  ...values,
  location: values.meetingType === 'in_person' ? values.location : null,
});

/**
 * The Schedule Appointment dialog (docs/product.md#appointments,
 * docs/product.md#appointment-fields): title, date and time required; the date and time are a SAST
 * day and slot, together in the future. The output adds the instant.
 */
export function createScheduleAppointmentSchema(now: () => Date = () => new Date()) {
  return z
    .object({ ...appointmentFields, date: dateField(now), time: timeField })
    .superRefine(futureStart(now))
    .transform((values) => keepLocationForInPerson(withStart(values)));
}

/**
 * POST /api/appointments as docs/product.md#rest-calls sends it: the same rules, the start as
 * `scheduledAt`.
 */
export function createScheduleAppointmentRequestSchema(now: () => Date = () => new Date()) {
  return z
    .object({ ...appointmentFields, scheduledAt: scheduledAtField(now) })
    .transform(({ scheduledAt, ...values }) => keepLocationForInPerson({ ...values, ...scheduledAt }));
}

/** Reschedule: the same dialog's date, time and duration. */
export function createRescheduleAppointmentSchema(now: () => Date = () => new Date()) {
  return z
    .object({ date: dateField(now), time: timeField, duration })
    .superRefine(futureStart(now))
    .transform(withStart);
}

/** Reschedule over REST (PUT /api/appointments/{id}/reschedule): the start as `scheduledAt`. */
export function createRescheduleAppointmentRequestSchema(now: () => Date = () => new Date()) {
  return z
    .object({ scheduledAt: scheduledAtField(now), duration })
    .transform(({ scheduledAt, duration }) => ({ ...scheduledAt, duration }));
}

/**
 * Whether a body names its start as an instant (the payload of docs/product.md#rest-calls) rather
 * than a day and a slot.
 */
export function givesStartAsInstant(input: unknown): boolean {
  const body = (input ?? {}) as Record<string, unknown>;
  return body.scheduledAt !== undefined && body.date === undefined && body.time === undefined;
}

export const scheduleAppointmentSchema = createScheduleAppointmentSchema();
export type ScheduleAppointmentValues = z.output<typeof scheduleAppointmentSchema>;
export type RescheduleAppointmentValues = z.output<ReturnType<typeof createRescheduleAppointmentSchema>>;

/** Confirm: an optional link to the video meeting, http or https only. */
export const confirmAppointmentSchema = z.object({
  meetingUrl: z
    .string('Meeting link must be text')
    .trim()
    .max(MEETING_URL_MAX_LENGTH, `Meeting link must be at most ${MEETING_URL_MAX_LENGTH} characters`)
    .refine((value) => value === '' || isWebAddress(value), 'Meeting link must be a web address starting with http:// or https://')
    .nullish()
    .transform((value) => value || null),
});

export type ConfirmAppointmentInput = z.input<typeof confirmAppointmentSchema>;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The list's search (docs/product.md#search-and-filters): title or description, any case. */
export const appointmentFilterSchema = z.object({
  search: z.string('Search must be text').trim().max(255, 'Search must be at most 255 characters').nullish(),
});
