/**
 * Stages that act (docs/jobs.md#stages-that-act): what the firm sets a template's stage to do when
 * a job enters it for the first time, and whether the job then moves on by itself once what it
 * waits for is done. Staff's form and both APIs read these schemas.
 */
import { z } from 'zod';

export const jobActionKindValues = [
  'send_organizer',
  'request_documents',
  'send_letter',
  'notify_client',
  'post_message',
  'add_task',
  'assign',
] as const;
export type JobActionKind = (typeof jobActionKindValues)[number];

/** What each action is called where staff choose and read it. */
export const jobActionKindNames: Record<JobActionKind, string> = {
  send_organizer: 'Send an organizer',
  request_documents: 'Ask for documents from a checklist',
  send_letter: 'Send an engagement letter',
  notify_client: 'Notify the client',
  post_message: 'Post a message to the client',
  add_task: 'Add a task',
  assign: 'Assign the job',
};

/** What the job waits for after an action, in a few words; null for an action that is done once made. */
export const jobActionWaitsFor: Record<JobActionKind, string | null> = {
  send_organizer: 'the organizer to be submitted',
  request_documents: 'the documents to be approved',
  send_letter: 'the letter to be signed',
  notify_client: null,
  post_message: null,
  add_task: 'the task to be done',
  assign: null,
};

export const jobActionStatusValues = ['running', 'done', 'failed'] as const;
export type JobActionStatus = (typeof jobActionStatusValues)[number];

/** At most this many actions on one stage. */
export const MAX_STAGE_ACTIONS = 8;

const id = (label: string) => z.string(`Choose ${label}`).trim().min(1, `Choose ${label}`).max(36, `Choose ${label} from the list`);
const text = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(max, `${label} must be at most ${max} characters`);
const daysBeforeDue = z
  .int('Days before the job is due must be a whole number')
  .min(0, 'Days before the job is due must be 0 or more')
  .max(365, 'Days before the job is due must be at most 365')
  .meta({ format: 'int32' });

/**
 * One action. Texts a client reads may name the work with {work} ("your VAT return for Mar–Apr
 * 2027"). Due days count back from the job's due date (from two weeks ahead without one).
 */
export const jobStageActionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('send_organizer'), templateId: id('an organizer template'), daysBeforeDue }),
    z.strictObject({ kind: z.literal('request_documents'), checklistId: id('a checklist'), daysBeforeDue }),
    z.strictObject({ kind: z.literal('send_letter'), templateId: id('a letter template') }),
    z.strictObject({ kind: z.literal('notify_client'), title: text('Title', 120), message: text('Message', 1000) }),
    z.strictObject({ kind: z.literal('post_message'), subject: text('Subject', 200), body: text('Message', 5000) }),
    z.strictObject({ kind: z.literal('add_task'), title: text('Task', 200), daysBeforeDue }),
    z.strictObject({ kind: z.literal('assign'), userId: id('a staff member') }),
  ],
  { error: `Choose what the action does: ${jobActionKindValues.join(', ')}` },
);
export type JobStageActionSettings = z.output<typeof jobStageActionSchema>;

/** What a stage does on entry, and whether the job then moves on by itself. */
export const jobStageAutomationSchema = z.strictObject({
  actions: z
    .array(
      // GraphQL sends every field of its flat input, null where an action has none: those are dropped.
      z.preprocess(
        (value) =>
          value && typeof value === 'object' && !Array.isArray(value)
            ? Object.fromEntries(Object.entries(value).filter(([, each]) => each !== null && each !== undefined))
            : value,
        jobStageActionSchema,
      ),
      'Actions must be a list',
    )
    .max(MAX_STAGE_ACTIONS, `A stage does at most ${MAX_STAGE_ACTIONS} things`),
  moveOnWhenDone: z.boolean('Move on when done must be true or false').default(false),
});

/** Fills {work} in a text a client reads. */
export function withWork(text: string, work: string): string {
  return text.replaceAll('{work}', work);
}
