import type { JobAutomationChoicesQuery, StageAutomationFragment } from '../../../graphql/generated';
import { personName } from './JobCard';

/*
 * A stage's actions in words, as the Automations tab lists them ("Send the organizer “ITR12
 * questions”, due 30 days before the job"). Templates, checklists and people are named from the
 * choices the tab loaded; one since removed is said to be.
 */

export type ActionChoices = Pick<JobAutomationChoicesQuery, 'organizerTemplates' | 'letterTemplates' | 'documentChecklists' | 'advisors'>;
type Action = StageAutomationFragment['actions'][number];

/** ", due 30 days before the job"; nothing when the action has no due day. */
function dueWords(days: number | null): string {
  if (days === null) return '';
  if (days === 0) return ', due the day the job is due';
  return `, due ${days} ${days === 1 ? 'day' : 'days'} before the job`;
}

const quoted = (title: string | undefined) => (title === undefined ? null : `“${title}”`);

export function actionWords(action: Action, choices: ActionChoices): string {
  const due = dueWords(action.daysBeforeDue);
  switch (action.kind) {
    case 'SEND_ORGANIZER': {
      const title = quoted(choices.organizerTemplates.find((each) => each.id === action.templateId)?.title);
      return `${title ? `Send the organizer ${title}` : 'Send an organizer template that has been removed'}${due}`;
    }
    case 'REQUEST_DOCUMENTS': {
      const name = quoted(choices.documentChecklists.find((each) => each.id === action.checklistId)?.name);
      return `${name ? `Ask for the documents of the checklist ${name}` : 'Ask for the documents of a checklist that has been removed'}${due}`;
    }
    case 'SEND_LETTER': {
      const title = quoted(choices.letterTemplates.find((each) => each.id === action.templateId)?.title);
      return title ? `Send the engagement letter ${title}` : 'Send a letter template that has been removed';
    }
    case 'NOTIFY_CLIENT':
      return `Notify the client: ${action.title ?? ''}`;
    case 'POST_MESSAGE':
      return `Post a message to the client: ${action.subject ?? ''}`;
    case 'ADD_TASK':
      return `Add a task: ${action.title ?? ''}${due}`;
    case 'ASSIGN':
      return `Assign the job to ${personName(choices.advisors.find((each) => each.id === action.userId)) ?? 'a staff member no longer at the firm'}`;
  }
}
