import { z } from 'zod';
import { documentCategoryValues } from './documents';
import { asDay } from './input-parts';

/**
 * A request's life: open (waiting for the client), uploaded (a document is attached and awaits
 * review), closed (its document was approved) or cancelled (staff withdrew it). A rejected
 * document sends its request back to open.
 */
export const documentRequestStatusValues = ['open', 'uploaded', 'closed', 'cancelled'] as const;
export type DocumentRequestStatusValue = (typeof documentRequestStatusValues)[number];

/** Requests still waiting on someone: the client (open) or the reviewer (uploaded). */
export const outstandingRequestStatuses: readonly DocumentRequestStatusValue[] = ['open', 'uploaded'];

export const REQUEST_TITLE_MAX_LENGTH = 200;
export const REQUEST_NOTE_MAX_LENGTH = 2000;
export const CHECKLIST_NAME_MAX_LENGTH = 120;
export const CHECKLIST_DESCRIPTION_MAX_LENGTH = 1000;
export const CHECKLIST_MAX_ITEMS = 30;

const id = (label: string) =>
  z
    .string(`Choose a ${label.toLowerCase()} from the list`)
    .trim()
    .min(1, `Choose a ${label.toLowerCase()} from the list`)
    .max(36, `${label} must be at most 36 characters`);

const title = z
  .string('Title is required')
  .trim()
  .min(1, 'Title is required')
  .max(REQUEST_TITLE_MAX_LENGTH, `Title must be at most ${REQUEST_TITLE_MAX_LENGTH} characters`);

const category = z.enum(documentCategoryValues, 'Choose a category from the list');

const note = z
  .string('Note must be text')
  .trim()
  .max(REQUEST_NOTE_MAX_LENGTH, `Note must be at most ${REQUEST_NOTE_MAX_LENGTH} characters`)
  .nullish()
  .transform((value) => value || null);

/** A calendar day, YYYY-MM-DD; the service also refuses a day already past (it knows "today"). */
const dueDate = asDay(z.string('Choose a due date').trim().min(1, 'Choose a due date'), 'Enter the due date as YYYY-MM-DD');

export const documentRequestItemSchema = z.object({ title, category });
export type DocumentRequestItemValues = z.output<typeof documentRequestItemSchema>;

/** One document asked of one client (REST POST /api/document-requests with title and category). */
export const documentRequestSchema = z.object({ clientId: id('Client'), title, category, dueDate, note });

/** Several documents asked of one client at once, all due the same day ("single items" in the dialog). */
export const documentRequestsSchema = z.object({
  clientId: id('Client'),
  dueDate,
  note,
  items: z
    .array(documentRequestItemSchema, 'Add at least one document')
    .min(1, 'Add at least one document')
    .max(CHECKLIST_MAX_ITEMS, `Ask for at most ${CHECKLIST_MAX_ITEMS} documents at once`),
});

/** A stored checklist applied to a client: one request per item. */
export const checklistRequestSchema = z.object({ clientId: id('Client'), checklistId: id('Checklist'), dueDate, note });

/** A reusable checklist ("Individual tax return": IRP5, medical aid certificate, …). */
export const documentChecklistSchema = z.object({
  name: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(CHECKLIST_NAME_MAX_LENGTH, `Name must be at most ${CHECKLIST_NAME_MAX_LENGTH} characters`),
  description: z
    .string('Description must be text')
    .trim()
    .max(CHECKLIST_DESCRIPTION_MAX_LENGTH, `Description must be at most ${CHECKLIST_DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null),
  items: z
    .array(documentRequestItemSchema, 'Add at least one document')
    .min(1, 'Add at least one document')
    .max(CHECKLIST_MAX_ITEMS, `A checklist holds at most ${CHECKLIST_MAX_ITEMS} documents`),
});
export type DocumentChecklistInput = z.input<typeof documentChecklistSchema>;
export type DocumentChecklistValues = z.output<typeof documentChecklistSchema>;

/** A form's "All" (an empty string) means no filter. */
const blankAsNothing = (value: unknown) => (value === '' ? undefined : value);

/** The request list's filters; every one optional. `outstanding` keeps open and uploaded ones. */
export const documentRequestFilterSchema = z.object({
  clientId: z.preprocess(blankAsNothing, z.string('Client must be text').trim().max(36, 'Client must be at most 36 characters').nullish()),
  status: z.preprocess(blankAsNothing, z.enum(documentRequestStatusValues, 'Choose a status from the list').nullish()),
  outstanding: z.boolean('Outstanding must be true or false').nullish(),
});

/** Open and due before `today` (YYYY-MM-DD, SAST): the client has not sent it in time. */
export function isRequestOverdue(request: { status: string; dueDate: string }, today: string): boolean {
  return request.status === 'open' && request.dueDate < today;
}
