import { staffRoles } from '../../accounts/roles';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import type { TaskPriorityValue } from '../../../../validation/task-values';
import { jobStageClientWords, jobStageNames, type JobStageValue } from '../../../../validation/jobs/job-stages';
import { jobDeadline, periodOfKey } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf, lastStageOf, type JobTemplate } from '../../../../validation/jobs/job-templates';
import { BusinessCalendar } from '../../../../validation/tax-calendar/business-days';
import type { Job } from './job.entity';

/** A job with what both APIs show beside its columns (job.record.ts), for one viewer on one day. */
export interface JobView extends Omit<Job, 'priority' | 'assignedTo' | 'reviewerId'> {
  clientId: string;
  title: string;
  periodLabel: string;
  stageName: string;
  progress: string;
  dueDateMissing: string | null;
  isOverdue: boolean;
  priority: TaskPriorityValue | null;
  assignedTo: string | null;
  reviewerId: string | null;
}

// A job without a due date waits for a season SARS announces; which one is read from its key alone.
const NO_DAYS = new BusinessCalendar();

/** The template's name for a stage, or the firm's. */
export function stageNameOf(templateKey: string, stage: JobStageValue): string {
  return jobTemplateOf(templateKey)?.stages.find((each) => each.stage === stage)?.name ?? jobStageNames[stage];
}

/** "EMP201 Nov 2025": the job's short template name and its period. */
export function jobTitle(job: Pick<Job, 'templateKey' | 'periodKey'>): string {
  const short = jobTemplateOf(job.templateKey)?.name.split(':')[0] ?? job.templateKey;
  return `${short} ${periodOfKey(job.periodKey).label}`;
}

/**
 * What the APIs show of `job` (loaded with its engagement) to `viewer` on `today` (YYYY-MM-DD,
 * SAST): the title and words worked out from its template and period, and, for a client, the
 * staff-only fields null.
 */
export function jobView(job: Job, viewer: Viewer, today: string): JobView {
  const template = jobTemplateOf(job.templateKey);
  const period = periodOfKey(job.periodKey);
  const short = template?.name.split(':')[0] ?? job.templateKey;
  const done = template ? job.stage === lastStageOf(template) : job.completedAt !== null;
  const staff = hasAnyRole(viewer, staffRoles);
  return {
    ...job,
    clientId: job.engagement.clientId,
    title: jobTitle(job),
    periodLabel: period.label,
    stageName: stageNameOf(job.templateKey, job.stage),
    progress: `Your ${template?.clientName ?? short} for ${period.label}: ${jobStageClientWords[job.stage]}`,
    dueDateMissing: job.dueDate === null ? jobDeadline(job.periodKey, { calendar: NO_DAYS }).missing : null,
    isOverdue: !done && job.dueDate !== null && job.dueDate < today,
    priority: staff ? job.priority : null,
    assignedTo: staff ? job.assignedTo : null,
    reviewerId: staff ? job.reviewerId : null,
  };
}

/** A template as both APIs show it: every stage named (the template's name for it, or the firm's). */
export function jobTemplateView(template: JobTemplate) {
  return {
    key: template.key,
    name: template.name,
    clientName: template.clientName,
    serviceArea: template.serviceArea,
    rules: [...template.rules],
    vatCategory: template.vatCategory ?? null,
    stages: template.stages.map(({ stage, name }) => ({ stage, name: name ?? jobStageNames[stage] })),
    tasks: template.tasks.map((task) => ({ ...task })),
  };
}
