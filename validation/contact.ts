import { z } from 'zod';
import { southAfricanDayOf, todayInSouthAfrica } from './south-africa-time';
import { DAY_LENGTH, INSTANT_MAX_LENGTH } from './input-parts';
import { contactServiceValues, contactSubmissionTypeValues, preferredTimeValues } from './contact-values';

export { contactServiceValues, contactSubmissionTypeValues, preferredTimeValues };

/** Blank optional text arrives as "" from forms: store it as absent. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** What both forms answer when the consent box is not ticked (POPIA s11: consent to process). */
export const CONSENT_REQUIRED_MESSAGE = 'Consent is required: please tick the box to agree that we may use these details to respond';

/**
 * The consent box of both forms: it must be ticked. A form sends true or false; the plain HTML
 * form (no script) sends "on" only when ticked, which contact-form-post.ts turns into true.
 */
function consentSchema() {
  return z.boolean({ error: CONSENT_REQUIRED_MESSAGE }).refine((given) => given, CONSENT_REQUIRED_MESSAGE);
}

const enquiryFields = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: requiredText('Email', 255).pipe(z.email('Please enter a valid email address')),
  phone: optionalText('Phone number', 20),
  company: optionalText('Company', 255),
  service: z
    .union([z.enum(contactServiceValues, 'Please choose one of the listed services'), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: requiredText('Message', 5000),
  consent: consentSchema(),
};

/** Get In Touch (docs/product.md#contact-and-consultation-forms): type fixed to get_in_touch. */
export const getInTouchSchema = z.object({
  type: z.literal('get_in_touch').default('get_in_touch'),
  ...enquiryFields,
});

// South Africa keeps one offset all year (SAST, UTC+2): "today" is the firm's today.
export { todayInSouthAfrica };

/**
 * The consultation's day, as YYYY-MM-DD. The form's date input sends that; API callers may also
 * send an ISO 8601 date-time with an offset (the column is a timestamp,
 * docs/product.md#contact-submissions-record), which is read as its calendar day in South Africa,
 * so both store and answer the same day.
 */
function preferredDateSchema(now: () => Date) {
  return z
    .string({ error: 'Preferred date is required' })
    .trim()
    .min(1, 'Preferred date is required')
    .max(INSTANT_MAX_LENGTH, 'Preferred date must be a real date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone')
    .transform((value, context) => {
      const day = southAfricanDayOf(value);
      if (day !== null) return day;
      context.issues.push({
        code: 'custom',
        input: value,
        message: 'Preferred date must be a real date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone',
      });
      return z.NEVER;
    })
    .refine((day) => day >= todayInSouthAfrica(now()), 'Preferred date cannot be in the past');
}

/**
 * Schedule Consultation (docs/product.md#contact-and-consultation-forms): phone, preferred date
 * and preferred time required, with the product's messages; a date before today is refused. `now`
 * is passed in so tests need no clock.
 */
export function createConsultationSchema(now: () => Date = () => new Date()) {
  return z.object({
    type: z.literal('scheduled_consultation').default('scheduled_consultation'),
    ...enquiryFields,
    phone: z
      .string({ error: 'Phone number is required for consultations' })
      .trim()
      .min(1, 'Phone number is required for consultations')
      .max(20, 'Phone number must be at most 20 characters'),
    preferredDate: preferredDateSchema(now),
    preferredTime: z.enum(preferredTimeValues, 'Preferred time is required'),
  });
}

export const consultationSchema = createConsultationSchema();

export type GetInTouchInput = z.input<typeof getInTouchSchema>;
export type ConsultationInput = z.input<typeof consultationSchema>;
export type GetInTouchValues = z.output<typeof getInTouchSchema>;
export type ConsultationValues = z.output<ReturnType<typeof createConsultationSchema>>;

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .max(DAY_LENGTH, { message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .nullish();

/** Filters of the administrators' submission lists (tracker tabs, playground questions). */
export const contactSubmissionFilterSchema = z
  .object({
    type: z.enum(contactSubmissionTypeValues, 'Type must be get_in_touch or scheduled_consultation').nullish(),
    service: z.enum(contactServiceValues, 'Choose a service from the list').nullish(),
    from: isoDate('From'),
    to: isoDate('To'),
    search: z.string().trim().max(255, 'Search must be at most 255 characters').nullish(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'To must not be before From' });
