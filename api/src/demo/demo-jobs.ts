import { In } from 'typeorm';
import { Job } from '../features/jobs/job.entity';
import { JobSeries } from '../features/jobs/job-series.entity';
import { JobStageAction } from '../features/jobs/job-stage-action.entity';
import { JobStageAutomation } from '../features/jobs/job-stage-automation.entity';
import type { JobStageActionSettings } from '../../../validation/jobs/job-automations';
import { demoOrganizerIds, demoOrganizerTemplateIds } from './demo-organizers';
import { DEFAULT_LEAD_DAYS } from '../../../validation/jobs';
import { Task } from '../features/tasks/task.entity';
import { readDeadlineContext } from '../features/tax-calendar';
import {
  jobDeadline,
  jobPeriods,
  type JobDeadlineContext,
  type JobPeriod,
  type JobPeriodSettings,
} from '../../../validation/jobs/job-periods';
import type { JobStageValue } from '../../../validation/jobs/job-stages';
import { jobTemplateOf, lastStageOf, type JobTemplate } from '../../../validation/jobs/job-templates';
import { southAfricanInstant, todayInSouthAfrica } from '../../../validation/south-africa-time';
import { addDays, addMonths, dateOf, dayOfWeek, lastDayOfMonth, parseMonth } from '../../../validation/tax-calendar/calendar-days';
import type { TaskPriorityValue } from '../../../validation/task-values';
import type { DemoContext } from './context';
import { demoEngagementIds as e } from './demo-portal';
import { demoId, type DemoUserKey } from './ids';
import { insertMissing } from './insert-missing';

/*
 * The demo's jobs (docs/jobs.md): about a year of recurring work for the demo clients, from twelve
 * months back to two months ahead of `now`, each period one the template really has and each due
 * date the tax calendar's. Whatever day the demo is seeded on, the board has done jobs, jobs in
 * every stage, something due this week, exactly two overdue jobs (the second client's first two
 * VAT returns: the registration was backdated) and one job waiting on the organizer the demo
 * client is filling in.
 */

/** A job and its checklist as the demo inserts them. */
export interface DemoJob {
  job: Omit<Job, 'updatedAt' | 'engagement' | 'assignee' | 'reviewer' | 'series'>;
  clientId: string;
  tasks: Omit<Task, 'updatedAt' | 'engagement' | 'job' | 'assignee' | 'estimatedHours' | 'actualHours'>[];
}

/** One engagement's jobs of one template: what a firm sets up once per client and return. */
interface Series {
  /** Stable part of every id the series makes. */
  key: string;
  engagementId: string;
  clientId: string;
  template: JobTemplate;
  settings: JobPeriodSettings;
  assignedTo: string;
  reviewerId: string | null;
}

/** A job of a series: its period and the day the tax calendar gives it. */
interface Dated {
  series: Series;
  period: JobPeriod;
  due: string | null;
}

/** A planned job, with the period it was planned from (to plan it again with a due date set by hand). */
type Planned = DemoJob & { source: Dated };

/** The demo client's company (year-end February, incorporated 14 March 2015), and its owner a provisional taxpayer. */
const demoSettings: Record<string, JobPeriodSettings> = {
  'irp6-1': { yearEndMonth: 2 },
  'irp6-2': { yearEndMonth: 2 },
  itr14: { financialYearEnd: '2015-02-28' },
  'cipc-annual-return': { incorporated: '2015-03-14' },
  itr12: { provisionalTaxpayer: true },
};

/** A checklist task is due at close of business on its day (SAST), as JobsService.addChecklist makes it. */
const TASK_DUE_TIME = '17:00';
/** Periods SARS has not given a date for yet are shown while recent; older ones would be stale. */
const UNDATED_DAYS_SHOWN = 120;

/**
 * The demo's jobs for `now`, worked out from the calendar in `deadlines`: done when their due day
 * has passed (the two overdue ones apart), otherwise in the stage whose checklist is due next, so
 * that no open job's current task is late unless the job is. Pure, so that the test can try it on
 * every day of a year.
 */
export function planDemoJobs(now: Date, users: Record<DemoUserKey, string>, deadlines: JobDeadlineContext): DemoJob[] {
  const today = todayInSouthAfrica(now);
  const month = parseMonth(today.slice(0, 7), 'today');
  const start = addMonths(month, -12);
  const end = addMonths(month, 2);
  const from = dateOf(start.year, start.month, 1);
  const to = lastDayOfMonth(end.year, end.month);

  const series = (key: string, engagementId: string, templateKey: string): Series => ({
    key,
    engagementId,
    clientId: engagementId === e.secondClientVat ? users.secondClient : users.client,
    template: jobTemplateOf(templateKey) as JobTemplate,
    settings: demoSettings[templateKey] ?? {},
    // Most of the work is the advisor's; the administrator reviews the returns, and files with CIPC.
    assignedTo: templateKey === 'cipc-annual-return' ? users.admin : users.advisor,
    reviewerId: ['emp201', 'emp501', 'cipc-annual-return'].includes(templateKey) ? null : users.admin,
  });
  const dated = (each: Series): Dated[] =>
    jobPeriods(each.template, each.settings, from, to).map((period) => ({
      series: each,
      period,
      due: jobDeadline(period.periodKey, deadlines).due,
    }));

  const plans: Planned[] = [];
  const add = (job: Dated, stage: JobStageValue, priority: TaskPriorityValue = 'medium', byHand = false) =>
    plans.push(demoJob(job, stage, priority, byHand, now));

  // The demo client's recurring returns: payroll and VAT on the bookkeeping engagement (with the
  // company's provisional tax, whose IRP6 organizer is there), the ITR14 on the financial
  // statements engagement and the annual return on the secretarial one.
  const recurring = [
    series('dlamini-bookkeeping:emp201', e.bookkeeping, 'emp201'),
    series('dlamini-bookkeeping:vat201-a', e.bookkeeping, 'vat201-a'),
    series('dlamini-bookkeeping:irp6-1', e.bookkeeping, 'irp6-1'),
    series('dlamini-bookkeeping:irp6-2', e.bookkeeping, 'irp6-2'),
    series('dlamini-bookkeeping:emp501', e.bookkeeping, 'emp501'),
    series('dlamini-afs:itr14', e.annualFinancials, 'itr14'),
    series('dlamini-secretarial:cipc', e.secretarial, 'cipc-annual-return'),
  ];
  for (const job of recurring.flatMap(dated)) {
    if (job.due === null && job.period.ends < addDays(today, -UNDATED_DAYS_SHOWN)) continue;
    const stage = job.due !== null && job.due < today ? lastStageOf(job.series.template) : onSchedule(job, today);
    add(job, stage);
  }

  // Something due this week: when the calendar gives the demo client nothing before Sunday, the
  // advisor has set the soonest job's day by hand, ahead of SARS's (Friday, or today at a weekend).
  const weekEnd = addDays(today, (7 - dayOfWeek(today)) % 7);
  const open = plans.filter((plan) => plan.job.completedAt === null && plan.job.dueDate !== null);
  if (!open.some((plan) => (plan.job.dueDate as string) <= weekEnd)) {
    const soonest = open.reduce((best, plan) => ((plan.job.dueDate as string) < (best.job.dueDate as string) ? plan : best));
    const weekday = dayOfWeek(today);
    const job: Dated = { ...soonest.source, due: weekday >= 1 && weekday <= 5 ? addDays(today, 5 - weekday) : today };
    plans.splice(plans.indexOf(soonest), 1);
    add(job, onSchedule(job, today), 'high', true);
  }

  // Waiting on the organizer: the demo client's own ITR12, on the engagement his ITR12 organizer
  // was sent on (demo-organizers.ts), for the last tax year that has ended, unless its day has
  // passed (then the next).
  const itr12 = dated(series('dlamini-afs:itr12', e.annualFinancials, 'itr12'));
  const waiting =
    [...itr12].reverse().find((job) => job.period.ends < today && (job.due === null || job.due >= today)) ??
    itr12.find((job) => job.period.ends >= today);
  if (!waiting) throw new Error('No ITR12 period for the demo to wait on');
  add(waiting, 'waiting_for_client');

  // The second client registered for VAT late, backdated: the two latest returns whose day has
  // passed are overdue (one with the invoices in, one still waiting for them), the rest ahead.
  const patel = dated(series('patel-vat:vat201-b', e.secondClientVat, 'vat201-b'));
  const late = patel.filter((job) => job.due !== null && job.due < today).slice(-2);
  add(late[0], 'preparing', 'high');
  add(late[1], 'waiting_for_client', 'high');
  for (const job of patel.filter((each) => each.due === null || each.due >= today)) add(job, onSchedule(job, today));

  // Past jobs come in done and without their checklists, as a firm's past year would when it starts
  // with the portal: only the open jobs carry tasks, so the client's task list stays about now.
  return plans.map(({ job, clientId, tasks }) => ({ job, clientId, tasks: job.completedAt ? [] : tasks }));
}

/**
 * Inserts the demo's jobs that are missing, each with its checklist. A job is matched by its
 * engagement, template and period (the unique index) as well as by its id, so one staff created
 * for the same period stays and the demo's is not added beside it; tasks come only with their job.
 */
export async function seedDemoJobs(context: DemoContext): Promise<void> {
  const { manager, now, users } = context;
  const plans = planDemoJobs(now, users, await readDeadlineContext(manager));
  await insertMissing(manager, JobSeries, demoSeriesRows(plans, now, users));
  const engagementIds = [...new Set(plans.map((plan) => plan.job.engagementId))];
  const existing = await manager.getRepository(Job).find({
    where: { engagementId: In(engagementIds) },
    select: { id: true, engagementId: true, templateKey: true, periodKey: true },
  });
  const taken = new Set(existing.map((job) => `${job.engagementId} ${job.templateKey} ${job.periodKey}`));
  const missing = plans.filter((plan) => !taken.has(`${plan.job.engagementId} ${plan.job.templateKey} ${plan.job.periodKey}`));
  const rows = missing.map((plan) => plan.job);
  const inserted = new Set((await insertMissing(manager, Job, rows)).map((job) => job.id));
  const tasks = missing.filter((plan) => inserted.has(plan.job.id)).flatMap((plan) => plan.tasks);
  await insertMissing(manager, Task, tasks);
  await seedDemoStageAutomation(context, plans);
}

/**
 * The ITR12's first stage acts (docs/jobs.md#stages-that-act): it sends the ITR12 organizer and
 * tells the client, and the job moves on by itself once the answers are in. The demo client's
 * ITR12 waiting on his organizer took those actions when it entered the stage, so submitting the
 * organizer moves it to Preparing.
 */
async function seedDemoStageAutomation({ manager, now, users }: DemoContext, plans: readonly DemoJob[]): Promise<void> {
  const settings: JobStageActionSettings[] = [
    { kind: 'send_organizer', templateId: demoOrganizerTemplateIds.itr12, daysBeforeDue: 30 },
    {
      kind: 'notify_client',
      title: 'Your tax return questions',
      message: 'We have sent you our questions for {work}. Answer them in the portal and we will start on it.',
    },
  ];
  await insertMissing(manager, JobStageAutomation, [
    {
      id: demoId('job-stage-automation', 'itr12:waiting_for_client'),
      templateKey: 'itr12',
      stage: 'waiting_for_client',
      actions: settings,
      moveOnWhenDone: true,
      updatedById: users.admin,
      createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
    },
  ]);
  const waiting = plans.find((plan) => plan.job.templateKey === 'itr12' && plan.job.stage === 'waiting_for_client');
  if (!waiting || !(await manager.getRepository(Job).existsBy({ id: waiting.job.id }))) return;
  await insertMissing(
    manager,
    JobStageAction,
    settings.map((each, position) => ({
      id: demoId('job-stage-action', `${waiting.job.id}:${position}`),
      jobId: waiting.job.id,
      stage: 'waiting_for_client' as const,
      position,
      settings: each,
      status: 'done' as const,
      resultIds: each.kind === 'send_organizer' ? [demoOrganizerIds.itr12] : [],
      error: null,
      attempts: 1,
      doneAt: waiting.job.stageChangedAt,
      createdAt: waiting.job.stageChangedAt,
    })),
  );
}

/**
 * The recurring series the demo's jobs belong to, one per engagement and template, each running
 * from the day the demo is seeded (the jobs before it are the year the firm brought in) and
 * making the next job a week before its period ends, as a firm would set them up.
 */
function demoSeriesRows(plans: readonly DemoJob[], now: Date, users: Record<DemoUserKey, string>) {
  const today = todayInSouthAfrica(now);
  const seen = new Map<string, DemoJob['job']>();
  for (const { job } of plans) if (job.seriesId && !seen.has(job.seriesId)) seen.set(job.seriesId, job);
  return [...seen.values()].map((job) => ({
    id: job.seriesId as string,
    engagementId: job.engagementId,
    templateKey: job.templateKey,
    settings: demoSettings[job.templateKey] ?? {},
    assignedTo: job.assignedTo,
    reviewerId: job.reviewerId,
    priority: 'medium' as const,
    leadDays: DEFAULT_LEAD_DAYS,
    startsOn: today,
    status: 'active' as const,
    skippedPeriodKeys: [],
    createdById: users.admin,
    endedAt: null,
    createdAt: new Date(now.getTime() - 60 * 60 * 1000),
  }));
}

/**
 * Where an open job stands if the work is on schedule: the first stage whose checklist is not due
 * yet. Without a due date (SARS has not announced the season) it is being prepared once its period
 * has ended, and waits for the client before.
 */
function onSchedule({ series: { template }, period, due }: Dated, today: string): JobStageValue {
  const stages = template.stages.slice(0, -1).map((each) => each.stage);
  if (due === null) return period.ends < today ? 'preparing' : stages[0];
  const next = stages.find((stage) => {
    const days = daysBeforeDue(template, stage);
    return days !== null && addDays(due, -days) >= today;
  });
  // The last working stage's task is due on the job's day, which has not passed.
  return next ?? stages[stages.length - 1];
}

/** How many days before the job the stage's checklist is due; null for a stage without one. */
function daysBeforeDue(template: JobTemplate, stage: JobStageValue): number | null {
  const days = template.tasks.filter((task) => task.stage === stage).map((task) => task.daysBeforeDue);
  return days.length > 0 ? Math.max(...days) : null;
}

/**
 * The job in `stage`, with the stages before it entered on the days their checklists were due
 * (and their tasks completed then), and the checklist of every stage entered, as
 * JobsService.addChecklist builds it. Every time is before `now`.
 */
function demoJob(source: Dated, stage: JobStageValue, priority: TaskPriorityValue, byHand: boolean, now: Date): Planned {
  const { series, period, due } = source;
  const { template } = series;
  const key = `${series.key}:${period.periodKey}`;
  const stages = template.stages.map((each) => each.stage);
  const entered = stages.slice(0, stages.indexOf(stage) + 1);
  const done = stage === lastStageOf(template);
  const latest = new Date(now.getTime() - 60 * 60 * 1000);
  const before = (date: Date) => (date < latest ? date : latest);

  // The timeline hangs on the due day; a job SARS has given no day yet on its period's end.
  const reference = due ?? addDays(period.ends, 60);
  const longest = Math.max(...template.tasks.map((task) => task.daysBeforeDue));
  const createdAt = before(southAfricanInstant(addDays(reference, -longest - 7), '09:00') as Date);
  const enteredAt: Date[] = [createdAt];
  let days = longest;
  for (let index = 1; index < stages.length; index++) {
    days = daysBeforeDue(template, stages[index - 1]) ?? days;
    const left = before(southAfricanInstant(addDays(reference, -days), '11:00') as Date);
    enteredAt.push(left > enteredAt[index - 1] ? left : enteredAt[index - 1]);
  }

  const assignedTo = series.assignedTo;
  const reviewerId = series.reviewerId;
  const tasks = template.tasks.flatMap((task, index): DemoJob['tasks'] => {
    const position = entered.indexOf(task.stage);
    if (position < 0) return [];
    const completed = position < entered.length - 1;
    return [
      {
        id: demoId('job-task', `${key}:${index}`),
        engagementId: series.engagementId,
        jobId: demoId('job', key),
        title: task.title,
        description: null,
        status: completed ? 'completed' : 'pending',
        priority,
        // The review stage's checks are the reviewer's; the rest the assignee's.
        assignedTo: task.stage === 'review' ? (reviewerId ?? assignedTo) : assignedTo,
        dueDate: due ? southAfricanInstant(addDays(due, -task.daysBeforeDue), TASK_DUE_TIME) : null,
        completedAt: completed ? enteredAt[position + 1] : null,
        createdAt: enteredAt[position],
      },
    ];
  });

  return {
    source,
    clientId: series.clientId,
    job: {
      id: demoId('job', key),
      seriesId: demoId('job-series', series.key),
      engagementId: series.engagementId,
      templateKey: template.key,
      periodKey: period.periodKey,
      stage,
      dueDate: due,
      dueDateSetByHand: byHand,
      priority,
      assignedTo,
      reviewerId,
      enteredStages: entered,
      stageChangedAt: enteredAt[entered.length - 1],
      completedAt: done ? enteredAt[entered.length - 1] : null,
      createdAt,
    },
    tasks,
  };
}
