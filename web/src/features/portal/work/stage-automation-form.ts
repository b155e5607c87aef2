import { z } from 'zod';
import { enumName, storedValueOf } from '@validation/enum-names';
import { jobActionKindValues, jobStageAutomationSchema, type JobActionKind } from '@validation/jobs/job-automations';
import type { JobStageValue } from '@validation/jobs/job-stages';
import type { FieldErrorMessage } from '../../../lib/graphql-errors';
import type { JobStageActionInput, JobStageAutomationInput, StageAutomationFragment } from '../../../graphql/generated';

/*
 * "Change" on a stage of a template (docs/jobs.md#stages-that-act): what the stage does when a job
 * first enters it, and whether the job then moves on by itself. Checked by the schema the server
 * uses; the form's paths are the server's (actions.1.templateId), so its messages land on the same
 * fields.
 */

/** The stage whose setting the dialog changes, as the tab passes it. */
export interface EditedStage {
  templateKey: string;
  templateName: string;
  stage: JobStageValue;
  stageName: string;
  /** The stage a job moves on to; null on the template's last stage, which cannot move on. */
  nextStageName: string | null;
  /** Null while the stage does nothing. */
  automation: StageAutomationFragment | null;
}

/** One action as the form holds it: every field a kind may have, as text; only the kind's own are sent. */
interface ActionForm {
  /** '' until chosen. */
  kind: JobActionKind | '';
  /** The organizer template (send_organizer) or the letter template (send_letter). */
  templateId: string;
  checklistId: string;
  /** As the number input writes it. */
  daysBeforeDue: string;
  /** The notification's title (notify_client) or the task (add_task). */
  title: string;
  message: string;
  subject: string;
  body: string;
  userId: string;
}

export interface StageAutomationForm {
  actions: ActionForm[];
  moveOnWhenDone: boolean;
}

type ActionField = Exclude<keyof ActionForm, 'kind'>;

/** The fields each kind of action has, in the order the form shows them. */
export const actionFields: Record<JobActionKind, readonly ActionField[]> = {
  send_organizer: ['templateId', 'daysBeforeDue'],
  request_documents: ['checklistId', 'daysBeforeDue'],
  send_letter: ['templateId'],
  notify_client: ['title', 'message'],
  post_message: ['subject', 'body'],
  add_task: ['title', 'daysBeforeDue'],
  assign: ['userId'],
};

export const blankAction = (): ActionForm => ({
  kind: '',
  templateId: '',
  checklistId: '',
  daysBeforeDue: '',
  title: '',
  message: '',
  subject: '',
  body: '',
  userId: '',
});

/** The form of a stage's setting; none yet is a stage that does nothing. The last stage cannot move on. */
export function stageAutomationForm(automation: StageAutomationFragment | null, lastStage: boolean): StageAutomationForm {
  return {
    actions: (automation?.actions ?? []).map((action) => ({
      kind: storedValueOf(jobActionKindValues, action.kind) ?? '',
      templateId: action.templateId ?? '',
      checklistId: action.checklistId ?? '',
      daysBeforeDue: action.daysBeforeDue === null ? '' : String(action.daysBeforeDue),
      title: action.title ?? '',
      message: action.message ?? '',
      subject: action.subject ?? '',
      body: action.body ?? '',
      userId: action.userId ?? '',
    })),
    moveOnWhenDone: !lastStage && (automation?.moveOnWhenDone ?? false),
  };
}

/** An action as the shared schema reads it: its kind's fields only, the days as a number (a blank as none, named by the schema). */
function actionInputOf(action: ActionForm): Record<string, unknown> {
  if (action.kind === '') return { kind: '' };
  const input: Record<string, unknown> = { kind: action.kind };
  for (const field of actionFields[action.kind]) {
    input[field] =
      field === 'daysBeforeDue' ? (action.daysBeforeDue.trim() === '' ? Number.NaN : Number(action.daysBeforeDue)) : action[field];
  }
  return input;
}

const schemaInputOf = (form: StageAutomationForm) => ({ actions: form.actions.map(actionInputOf), moveOnWhenDone: form.moveOnWhenDone });

const actionFormSchema = z.object({
  kind: z.enum(['', ...jobActionKindValues]),
  templateId: z.string(),
  checklistId: z.string(),
  daysBeforeDue: z.string(),
  title: z.string(),
  message: z.string(),
  subject: z.string(),
  body: z.string(),
  userId: z.string(),
});

export const stageAutomationFormSchema = z
  .object({ actions: z.array(actionFormSchema), moveOnWhenDone: z.boolean() })
  .superRefine((form, context) => {
    const checked = jobStageAutomationSchema.safeParse(schemaInputOf(form));
    for (const issue of checked.success ? [] : checked.error.issues) {
      // The schema lists the kinds' stored names for the APIs' callers; here they are chosen from a list.
      const message = issue.path.at(-1) === 'kind' ? 'Choose what the action does' : issue.message;
      context.addIssue({ code: 'custom', path: issue.path, message });
    }
  })
  .transform((form): JobStageAutomationInput => {
    const values = jobStageAutomationSchema.parse(schemaInputOf(form));
    return {
      actions: values.actions.map(({ kind, ...fields }): JobStageActionInput => ({ kind: enumName(kind), ...fields })),
      moveOnWhenDone: values.moveOnWhenDone,
    };
  });

const ACTION_PATH = /^actions\.(\d+)\.(kind|templateId|checklistId|daysBeforeDue|title|message|subject|body|userId)$/;

/** A server path the form shows beside a field: the field of an action it holds (and whose kind has it), or the checkbox when offered. */
type PlacedPath = `actions.${number}.${keyof ActionForm}` | 'moveOnWhenDone';

/**
 * Sorts the server's field messages: those the form can show beneath a field it shows, and the
 * others, to be said above the buttons.
 */
export function placeServerErrors(fieldErrors: readonly FieldErrorMessage[], form: StageAutomationForm, canMoveOn: boolean) {
  const placed: { path: PlacedPath; message: string }[] = [];
  const unplaced: string[] = [];
  for (const { path, message } of fieldErrors) {
    const [, index, field] = ACTION_PATH.exec(path) ?? [];
    const action = index === undefined ? undefined : form.actions[Number(index)];
    const shown =
      action !== undefined &&
      (field === 'kind' || (action.kind !== '' && (actionFields[action.kind] as readonly string[]).includes(field)));
    if (shown) placed.push({ path: path as PlacedPath, message });
    else if (path === 'moveOnWhenDone' && canMoveOn) placed.push({ path, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
