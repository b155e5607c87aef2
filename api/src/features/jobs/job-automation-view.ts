import type { JobStageActionSettings } from '../../../../validation/jobs/job-automations';
import type { JobStageAction } from './job-stage-action.entity';
import type { JobStageAutomation } from './job-stage-automation.entity';

/** An action's setting as the APIs show it: every field, null where its kind has none. */
export function actionSettingsView(settings: JobStageActionSettings) {
  const has = settings as Partial<Record<string, unknown>>;
  const of = <Value>(key: string) => (has[key] ?? null) as Value | null;
  return {
    kind: settings.kind,
    templateId: of<string>('templateId'),
    checklistId: of<string>('checklistId'),
    daysBeforeDue: of<number>('daysBeforeDue'),
    title: of<string>('title'),
    message: of<string>('message'),
    subject: of<string>('subject'),
    body: of<string>('body'),
    userId: of<string>('userId'),
  };
}

export const automationView = (automation: JobStageAutomation) => ({ ...automation, actions: automation.actions.map(actionSettingsView) });

export const actionView = (action: Omit<JobStageAction, 'job'>) => ({ ...action, settings: actionSettingsView(action.settings) });
