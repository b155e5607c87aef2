import { z } from 'zod';
import { engagementStatusValues } from './engagement-values';
import { isCalendarDate } from './south-africa-time';
import { readNumber } from './profile';
import { DAY_LENGTH, NUMBER_TEXT_MAX_LENGTH } from './input-parts';

export { engagementStatusValues };

const ENGAGEMENT_SEARCH_MAX_LENGTH = 255;

/** How the engagement list can be ordered: most recently started first (the default), or largest balance first. */
export const engagementOrderValues = ['START_DATE_DESC', 'OUTSTANDING_DESC'] as const;

/**
 * The engagement list's filters; every one optional. Search matches title and description in
 * any case (docs/product.md#search-and-filters). A form's "All" (an empty string) means no filter.
 */
export const engagementFilterSchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(engagementStatusValues, 'Choose a status from the list').nullish(),
  ),
  search: z
    .string('Search must be text')
    .trim()
    .max(ENGAGEMENT_SEARCH_MAX_LENGTH, `Search must be at most ${ENGAGEMENT_SEARCH_MAX_LENGTH} characters`)
    .nullish(),
  unpaidOnly: z.boolean('Unpaid only must be true or false').nullish(),
  orderBy: z.enum(engagementOrderValues, 'Choose START_DATE_DESC or OUTSTANDING_DESC').nullish(),
});

/** `engagements.title` is varchar(255); the description is a text column kept to a readable size. */
export const ENGAGEMENT_TITLE_MAX_LENGTH = 255;
export const ENGAGEMENT_DESCRIPTION_MAX_LENGTH = 5000;
/** `totalAmount` and `paidAmount` are decimal(10,2): eight digits of rand and two of cents. */
export const ENGAGEMENT_AMOUNT_MAX = 99_999_999.99;

/**
 * Rand to the cent, checked on the number's own decimal form ("12500.1", never "0.30000000000000004"),
 * so float noise is refused rather than rounded into a different amount. Amounts up to the column's
 * maximum never print in exponent form, which the pattern refuses too.
 */
const RAND_PATTERN = /^\d+(\.\d{1,2})?$/;
const hasAtMostTwoDecimals = (value: number) => RAND_PATTERN.test(String(value));

/** A choice from a list of records: the form's "Choose …" option is an empty string. */
const requiredId = (message: string) => z.string(message).trim().min(1, message).max(36, message);

/** A day in South Africa as the date input writes it; readers turn it into that day's SAST midnight. */
const day = (label: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a real date (YYYY-MM-DD)`),
    })
    .trim()
    .max(DAY_LENGTH, { message: `${label} must be a real date (YYYY-MM-DD)`, abort: true });

/**
 * An amount in rand as a number; a form's text ("12500.10", "12 500.10") is read as a number
 * first. Blank and left out are null.
 */
const randAmount = (label: string) =>
  z
    .union(
      [z.number(), z.string().max(NUMBER_TEXT_MAX_LENGTH, `${label} must be an amount in rand, such as 12500.50`)],
      `${label} must be an amount in rand, such as 12500.50`,
    )
    .nullish()
    .transform((value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : readNumber(value),
    )
    .pipe(
      z
        .number(`${label} must be an amount in rand, such as 12500.50`)
        .min(0, { message: `${label} cannot be negative`, abort: true })
        .max(ENGAGEMENT_AMOUNT_MAX, { message: `${label} must be at most 99999999.99`, abort: true })
        .refine(hasAtMostTwoDecimals, `${label} must be at most 2 decimals`)
        .nullable(),
    );

/**
 * Create or edit an engagement (docs/product.md#engagements), the staff form and both APIs alike:
 * the whole record every time. Days are South African calendar days (YYYY-MM-DD); the server
 * stores each as the instant of its SAST midnight. completedAt is the server's to set from the status.
 */
export const engagementInputSchema = z
  .object({
    clientId: requiredId('Choose a client'),
    serviceId: requiredId('Choose a service'),
    /** Null (or the form's "None") leaves the engagement without an advisor. */
    advisorId: z
      .string('Choose an advisor or none')
      .trim()
      .max(36, 'Choose an advisor or none')
      .nullish()
      .transform((value) => value || null),
    title: z
      .string('Title is required')
      .trim()
      .min(1, 'Title is required')
      .max(ENGAGEMENT_TITLE_MAX_LENGTH, `Title must be at most ${ENGAGEMENT_TITLE_MAX_LENGTH} characters`),
    description: z
      .string('Description must be text')
      .trim()
      .max(ENGAGEMENT_DESCRIPTION_MAX_LENGTH, `Description must be at most ${ENGAGEMENT_DESCRIPTION_MAX_LENGTH} characters`)
      .nullish()
      .transform((value) => value || null),
    status: z.enum(engagementStatusValues, 'Status must be active, completed, on_hold or cancelled').default('active'),
    startDate: day('Start date')
      .min(1, { message: 'Start date is required', abort: true })
      .refine(isCalendarDate, 'Start date must be a real date (YYYY-MM-DD)')
      .meta({ format: 'date' }),
    dueDate: day('Due date')
      .refine((value) => value === '' || isCalendarDate(value), 'Due date must be a real date (YYYY-MM-DD)')
      .nullish()
      .transform((value) => value || null),
    totalAmount: randAmount('Total amount'),
    /**
     * What was paid before the firm billed the engagement in the portal, given when it is created
     * (blank is 0). From then on payments on its invoices move it: an edit leaves it out (null) or
     * repeats it as it stands (docs/product.md#engagements).
     */
    paidAmount: randAmount('Paid amount'),
  })
  .refine((values) => values.dueDate === null || values.dueDate >= values.startDate, {
    path: ['dueDate'],
    message: 'Due date cannot be before the start date',
  });

/**
 * The fields of the form, as the schema and both APIs name them: what an edit can change, and what
 * the `engagement.updated` webhook lists as changed (names only, never the values).
 */
export const engagementInputFieldValues = [
  'clientId',
  'serviceId',
  'advisorId',
  'title',
  'description',
  'status',
  'startDate',
  'dueDate',
  'totalAmount',
  'paidAmount',
] as const;
export type EngagementInputField = (typeof engagementInputFieldValues)[number];

/** What the form holds and the APIs send. */
export type EngagementInput = z.input<typeof engagementInputSchema>;
/** What the server works with: trimmed, blanks as null, amounts as numbers. */
export type EngagementValues = z.output<typeof engagementInputSchema>;
