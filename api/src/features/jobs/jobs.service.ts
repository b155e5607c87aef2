import { IsNull, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { afterCommit } from '../../shared/after-commit';
import { AppError, invalidInput, notFound, type FieldError } from '../../shared/errors';
import { pageWindow, toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, pageViews, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import { Engagement, editsEngagement, isActiveUserWith } from '../engagements';
import type { DeadlineContext, TaxCalendarService } from '../tax-calendar';
import { Task } from '../tasks';
import type { WebhookAnnouncer } from '../webhooks';
import {
  createJobSchema,
  jobDueDaysSchema,
  jobFilterSchema,
  moveJobSchema,
  updateJobSchema,
  type JobFilter,
} from '../../../../validation/jobs';
import { jobDeadline, periodFitsTemplate, periodOfKey } from '../../../../validation/jobs/job-periods';
import type { JobStageValue } from '../../../../validation/jobs/job-stages';
import { builtInJobTemplates, firstStageOf, jobTemplateOf, lastStageOf, type JobTemplate } from '../../../../validation/jobs/job-templates';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { southAfricanInstant, todayInSouthAfrica } from '../../../../validation/south-africa-time';
import type { TaskPriorityValue } from '../../../../validation/task-values';
import { changesJob, countableJobs, countVisibleJobs, orderByDue, visibleJobs } from './job-access';
import type { JobDueDay } from './job-due-day.record';
import { endOfWeek } from './job-dates';
import { jobWorkload } from './job-workload';
import { Job } from './job.entity';
import { jobTemplateView, jobView, stageNameOf, type JobView } from './job-view';

/** What a new job is: for which engagement, template and period, by whom, with whose people. */
export interface JobPlan {
  engagement: Pick<Engagement, 'id' | 'clientId'>;
  template: JobTemplate;
  periodKey: string;
  assignedTo: string | null;
  reviewerId: string | null;
  priority: TaskPriorityValue;
  /** Set by hand; null for the tax calendar's day. */
  dueDate: string | null;
  /** The recurring series making it; null for staff's own. */
  seriesId: string | null;
  /** The staff member making it; null when a series' round does. */
  createdById: string | null;
}

/** A checklist task is due at close of business on its day (SAST). */
const TASK_DUE_TIME = '17:00';

/**
 * Every rule about jobs (docs/jobs.md): who sees and changes which, the board's filters, creating
 * a job for a period with its due date from the tax calendar, moving it through its template's
 * stages with the checklist each stage adds, and moving due dates when the calendar changes.
 * GraphQL and REST both call this.
 */
export class JobsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly webhooks: WebhookAnnouncer,
    private readonly taxCalendar: TaxCalendarService,
  ) {}

  /** Told, once its transaction has committed, of each stage a job enters for the first time (its start included). */
  private readonly stageEnteredListeners: ((jobId: string, stage: JobStageValue) => Promise<unknown>)[] = [];
  /** What entering a stage started for a job (its actions), for the answer to wait for. */
  private readonly stageWork = new Map<string, Promise<unknown>>();

  private get jobs() {
    return this.dataSource.getRepository(Job);
  }

  /** The stages that act (job-automations.service.ts) listen here; the work they answer is waited for by create and move. */
  afterStageEntered(listener: (jobId: string, stage: JobStageValue) => Promise<unknown>): void {
    this.stageEnteredListeners.push(listener);
  }

  private stageEntered(manager: EntityManager, jobId: string, stage: JobStageValue): void {
    afterCommit(manager, () => {
      const work = Promise.all(this.stageEnteredListeners.map((listener) => listener(jobId, stage))).catch(() => undefined);
      this.stageWork.set(jobId, work);
      void work.finally(() => {
        if (this.stageWork.get(jobId) === work) this.stageWork.delete(jobId);
      });
    });
  }

  /** Waits for what the job's last stage entry started (its actions), so that the answer shows what they did. */
  private async stageWorkOf(jobId: string): Promise<void> {
    await this.stageWork.get(jobId);
  }

  /** The templates staff create jobs from, in the order the portal offers them. */
  templates(viewer: Viewer | null) {
    assertAllowed(viewer, [...staffRoles]);
    return builtInJobTemplates.map(jobTemplateView);
  }

  /**
   * A page of the jobs the viewer may see (a client their own; an advisor those of the
   * engagements they run and those they do or review; administrators all), soonest due first,
   * those without a due date last; done jobs (stage done) most recently completed first. `window` is the page (pageWindow of the caller's first and after).
   */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow = pageWindow(), now = new Date()) {
    const signedIn = assertAllowed(viewer);
    const values = parseInput(jobFilterSchema, filter ?? {});
    const query = visibleJobs(this.dataSource, signedIn);
    const today = todayInSouthAfrica(now);
    applyFilter(query, values, today);
    // Done jobs most recently completed first; open ones soonest due first, those without a date last.
    if (values.stage === 'done') query.orderBy('job.completedAt', 'DESC');
    else orderByDue(query);
    const [jobs, total] = await Promise.all([
      query
        .addOrderBy('job.id', 'ASC')
        // offset and limit, not skip and take: each job joins one engagement, so rows are jobs, and
        // TypeORM's skip/take would wrap the query to page over a CASE it cannot read.
        .offset(window.offset)
        .limit(window.limit)
        .getMany(),
      countVisibleJobs(this.dataSource, signedIn, (count) => applyFilter(count, values, today), !!values.clientId),
    ]);
    return toConnection(
      jobs.map((job) => jobView(job, signedIn, today)),
      total,
      window,
    ) satisfies Connection<JobView>;
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or the jobs changed
   * since a time (none is deleted). Asked for changes, done jobs are among them unless includeDone
   * says otherwise: a job that is finished is a change a copy must hear of, not one to drop.
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging, now = new Date()): Promise<ListPage<JobView>> {
    if (paging.kind !== 'changes')
      return pageOf(await this.list(viewer, filter, paging.kind === 'page' ? paging.window : pageWindow(), now));
    const signedIn = assertAllowed(viewer);
    const values = parseInput(jobFilterSchema, filter ?? {});
    const query = visibleJobs(this.dataSource, signedIn);
    const today = todayInSouthAfrica(now);
    applyFilter(query, { ...values, includeDone: values.includeDone ?? true }, today);
    const changes = await listPage(query, paging, { ordered: (list) => list, recordType: 'job', audience: deletionAudienceOf(signedIn) });
    return pageViews(changes, (jobs) => jobs.map((job) => jobView(job, signedIn, today)));
  }

  /**
   * The calendar: per day from `from` to `to` (at most six weeks) on which jobs the viewer sees
   * are due, how many, how many of them overdue and how many done (done ones with includeDone).
   * One grouped statement, however many jobs.
   */
  async dueDays(viewer: Viewer | null, input: unknown, now = new Date()): Promise<JobDueDay[]> {
    const signedIn = assertAllowed(viewer);
    const { from, to, ...filter } = parseInput(jobDueDaysSchema, input ?? {});
    const today = todayInSouthAfrica(now);
    const query = countableJobs(this.dataSource, signedIn, !!filter.clientId);
    applyFilter(query, { ...filter, stage: null, due: null, dueFrom: from, dueTo: to }, today);
    const rows = await query
      .select('job.dueDate', 'day')
      .addSelect('COUNT(*)', 'jobs')
      .addSelect('SUM(CASE WHEN job.completedAt IS NULL AND job.dueDate < :today THEN 1 ELSE 0 END)', 'overdue')
      .addSelect('SUM(CASE WHEN job.completedAt IS NOT NULL THEN 1 ELSE 0 END)', 'done')
      .setParameter('today', today)
      .groupBy('job.dueDate')
      .orderBy('job.dueDate', 'ASC')
      .getRawMany<{ day: string; jobs: number | string; overdue: number | string; done: number | string }>();
    return rows.map((row) => ({ day: row.day, jobs: Number(row.jobs), overdue: Number(row.overdue), done: Number(row.done) }));
  }

  /** The workload of the jobs the staff member sees (job-workload.ts). */
  async workload(viewer: Viewer | null, now = new Date()) {
    const staff = assertAllowed(viewer, [...staffRoles]);
    return jobWorkload(this.dataSource, staff, now);
  }

  /** One job the viewer may see; any other answers "not found". */
  async get(viewer: Viewer | null, id: string, now = new Date()): Promise<JobView> {
    const signedIn = assertAllowed(viewer);
    const job = await this.findVisible(signedIn, id);
    return jobView(job, signedIn, todayInSouthAfrica(now));
  }

  /**
   * Staff create a job for an engagement they may edit, a template and one of its periods. It
   * starts in the template's first stage with that stage's checklist; its due date is the tax
   * calendar's for the period unless one is given. A second job for the same engagement,
   * template and period is refused (409), whoever races to create it.
   */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(createJobSchema, input ?? {});
    const template = jobTemplateOf(values.templateKey) as JobTemplate;
    const errors: FieldError[] = [];
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: values.engagementId });
    if (!engagement || !editsEngagement(staff, engagement)) errors.push({ path: 'engagementId', message: 'Choose an engagement you run' });
    if (!periodFitsTemplate(values.periodKey, template)) {
      errors.push({ path: 'periodKey', message: `Choose a period of the template ${template.name}` });
    }
    errors.push(...(await this.unknownStaff(values)));
    if (errors.length > 0 || !engagement) throw invalidInput(errors);

    let created: Job;
    try {
      created = await this.makeJob(
        {
          engagement,
          template,
          periodKey: values.periodKey,
          assignedTo: values.assignedTo,
          reviewerId: values.reviewerId,
          priority: values.priority,
          dueDate: values.dueDate,
          seriesId: null,
          createdById: staff.id,
        },
        now,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const title = `${template.name.split(':')[0]} ${periodOfKey(values.periodKey).label}`;
      throw new AppError('CONFLICT', `This engagement already has a job for ${title}`, [
        { path: 'periodKey', message: `This engagement already has a job for ${title}` },
      ]);
    }
    await this.audit.record({
      actorId: staff.id,
      action: 'job.create',
      resourceType: 'job',
      resourceId: created.id,
      details: { engagementId: engagement.id, templateKey: template.key, periodKey: created.periodKey, dueDate: created.dueDate },
      ...origin,
    });
    await this.stageWorkOf(created.id);
    return this.get(staff, created.id, now);
  }

  /**
   * Makes one job: in its template's first stage with that stage's checklist, due on the day the
   * tax calendar gives its period unless `dueDate` is set, announced as job.created. Staff's
   * create and a recurring series' round both come here; a job the engagement already has for the
   * template and period fails on the unique index, which each caller reads its own way.
   */
  async makeJob(plan: JobPlan, now = new Date()): Promise<Job> {
    const due = plan.dueDate ?? jobDeadline(plan.periodKey, await this.taxCalendar.deadlineContext()).due;
    const stage = firstStageOf(plan.template);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Job);
      const job = await repository.save(
        repository.create({
          engagementId: plan.engagement.id,
          templateKey: plan.template.key,
          periodKey: plan.periodKey,
          stage,
          dueDate: due,
          dueDateSetByHand: plan.dueDate !== null,
          priority: plan.priority,
          assignedTo: plan.assignedTo,
          reviewerId: plan.reviewerId,
          enteredStages: [stage],
          stageChangedAt: now,
          completedAt: null,
          seriesId: plan.seriesId,
        }),
      );
      await this.addChecklist(manager, job, plan.template, stage);
      this.stageEntered(manager, job.id, stage);
      await this.webhooks.announce(manager, {
        type: 'job.created',
        data: {
          ...eventFields(job, plan.engagement.clientId),
          createdById: plan.createdById,
          seriesId: plan.seriesId,
          createdAt: job.createdAt.toISOString(),
        },
      });
      return job;
    });
  }

  /**
   * Staff who may change the job change its assignee, reviewer, priority or due date. A due date
   * set here stays; null gives the date back to the tax calendar.
   */
  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const job = await this.findEditable(staff, id);
    const values = parseInput(updateJobSchema, input ?? {});
    const errors = await this.unknownStaff(values, job);
    if (errors.length > 0) throw invalidInput(errors);

    const changes: Partial<Job> = {};
    if (values.assignedTo !== undefined && values.assignedTo !== job.assignedTo) changes.assignedTo = values.assignedTo;
    if (values.reviewerId !== undefined && values.reviewerId !== job.reviewerId) changes.reviewerId = values.reviewerId;
    if (values.priority !== undefined && values.priority !== job.priority) changes.priority = values.priority;
    if (values.dueDate !== undefined) {
      const byHand = values.dueDate !== null;
      const dueDate = byHand ? values.dueDate : jobDeadline(job.periodKey, await this.taxCalendar.deadlineContext()).due;
      if (dueDate !== job.dueDate) changes.dueDate = dueDate;
      if (byHand !== job.dueDateSetByHand) changes.dueDateSetByHand = byHand;
    }
    const fields = Object.keys(changes);
    if (fields.length === 0) return jobView(job, staff, todayInSouthAfrica(now));
    await this.jobs.update(job.id, changes);
    await this.audit.record({
      actorId: staff.id,
      action: 'job.update',
      resourceType: 'job',
      resourceId: job.id,
      details: { fields, ...changes },
      ...origin,
    });
    return this.get(staff, job.id, now);
  }

  /**
   * Moves a job to another stage of its template. Entering a stage for the first time adds its
   * checklist; reaching the last stage completes the job, and leaving it reopens the job. The move
   * is made only if the job is still where the mover saw it, so two people (or two instances)
   * moving it at once make one move: the other is told it moved.
   */
  async move(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const job = await this.findEditable(staff, id);
    const { stage } = parseInput(moveJobSchema, input ?? {});
    const template = jobTemplateOf(job.templateKey) as JobTemplate;
    if (!template.stages.some((each) => each.stage === stage)) {
      const names = template.stages.map((each) => stageNameOf(template.key, each.stage)).join(', ');
      throw invalidInput([{ path: 'stage', message: `A ${template.name.split(':')[0]} job moves through ${names}` }]);
    }
    if (stage === job.stage) return jobView(job, staff, todayInSouthAfrica(now));

    await this.applyMove(job, template, stage, staff.id, now);
    await this.audit.record({
      actorId: staff.id,
      action: 'job.move',
      resourceType: 'job',
      resourceId: job.id,
      details: { from: job.stage, to: stage, periodKey: job.periodKey },
      ...origin,
    });
    await this.stageWorkOf(job.id);
    return this.get(staff, job.id, now);
  }

  /**
   * A job moving on by itself (a stage that acts, once what it waits for is done): from `from` to
   * `to`, only if it is still in `from`, so two instances seeing the same thing done move it once.
   * Audited with no actor. Answers whether this call moved it.
   */
  async moveOn(jobId: string, from: JobStageValue, to: JobStageValue, reason: string, now = new Date()): Promise<boolean> {
    const job = await this.jobs.findOne({ where: { id: jobId }, relations: { engagement: true } });
    const template = job ? jobTemplateOf(job.templateKey) : undefined;
    if (!job || !template || job.stage !== from) return false;
    try {
      await this.applyMove(job, template, to, null, now);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') return false;
      throw error;
    }
    await this.audit.record({
      actorId: null,
      action: 'job.move',
      resourceType: 'job',
      resourceId: job.id,
      details: { from, to, periodKey: job.periodKey, reason },
    });
    return true;
  }

  /**
   * The move itself, made only if the job is still where the mover saw it: the stage entered for
   * the first time adds its checklist (and its actions, after the commit), the last completes the
   * job, and leaving it reopens the job. `actorId` is null when the job moved by itself.
   */
  private async applyMove(job: Job, template: JobTemplate, stage: JobStageValue, actorId: string | null, now: Date): Promise<void> {
    const from = job.stage;
    const completes = stage === lastStageOf(template);
    const firstEntry = !job.enteredStages.includes(stage);
    await this.dataSource.transaction(async (manager) => {
      const moved = await manager
        .createQueryBuilder()
        .update(Job)
        .set({
          stage,
          stageChangedAt: now,
          completedAt: completes ? now : null,
          enteredStages: firstEntry ? [...job.enteredStages, stage] : job.enteredStages,
        })
        .where('id = :id AND stage = :from', { id: job.id, from })
        .execute();
      if (!moved.affected) {
        throw new AppError('CONFLICT', 'Someone else moved this job just now; reload to see where it is', [
          { path: 'stage', message: 'Someone else moved this job just now; reload to see where it is' },
        ]);
      }
      const after = { ...job, stage };
      if (firstEntry) {
        await this.addChecklist(manager, after, template, stage);
        this.stageEntered(manager, job.id, stage);
      }
      const common = eventFields(after, job.engagement.clientId);
      await this.webhooks.announce(manager, {
        type: 'job.stage_changed',
        data: { ...common, from, movedById: actorId, movedAt: now.toISOString() },
      });
      if (completes) {
        await this.webhooks.announce(manager, {
          type: 'job.completed',
          data: { ...common, completedById: actorId, completedAt: now.toISOString() },
        });
      }
    });
  }

  /**
   * After a holiday is declared or removed, a deadline extended or a season set: every job not yet
   * done whose due date the tax calendar gives moves to the day it gives now. Answers how many moved.
   */
  async recomputeDueDates(context?: DeadlineContext): Promise<number> {
    const deadlines = context ?? (await this.taxCalendar.deadlineContext());
    const open = await this.jobs.find({
      where: { dueDateSetByHand: false, completedAt: IsNull() },
      select: { id: true, periodKey: true, dueDate: true },
    });
    let moved = 0;
    for (const job of open) {
      const due = jobDeadline(job.periodKey, deadlines).due;
      if (due === job.dueDate) continue;
      await this.jobs.update({ id: job.id, dueDateSetByHand: false }, { dueDate: due });
      moved += 1;
    }
    return moved;
  }

  // ---- Who sees and changes which ---------------------------------------------------------------

  private async findVisible(viewer: Viewer, id: string): Promise<Job> {
    const job =
      String(id).length <= 36
        ? await visibleJobs(this.dataSource, viewer)
            .andWhere('job.id = :id', { id: String(id) })
            .getOne()
        : null;
    if (!job) throw notFound();
    return job;
  }

  /** A job the staff member may change (job-access.ts); any other answers "not found". */
  private async findEditable(staff: Viewer, id: string): Promise<Job> {
    const job = await this.findVisible(staff, id);
    if (!changesJob(staff, job)) throw notFound();
    return job;
  }

  /** The assignee and reviewer named must be active staff; a value the job already holds is kept as it is. */
  async unknownStaff(
    values: { assignedTo?: string | null; reviewerId?: string | null },
    current?: Pick<Job, 'assignedTo' | 'reviewerId'>,
  ): Promise<FieldError[]> {
    const errors: FieldError[] = [];
    for (const [path, label] of [
      ['assignedTo', 'assignee'],
      ['reviewerId', 'reviewer'],
    ] as const) {
      const value = values[path];
      if (value && value !== current?.[path] && !(await isActiveUserWith(this.dataSource, value, staffRoles))) {
        errors.push({ path, message: `Choose an active staff member from the list as the ${label}` });
      }
    }
    return errors;
  }

  /** The tasks `template` adds when a job enters `stage`, due the set days before the job (at close of business, SAST). */
  private async addChecklist(
    manager: EntityManager,
    job: Pick<Job, 'id' | 'engagementId' | 'priority' | 'assignedTo' | 'reviewerId' | 'dueDate'>,
    template: JobTemplate,
    stage: JobStageValue,
  ): Promise<void> {
    const tasks = template.tasks.filter((task) => task.stage === stage);
    if (tasks.length === 0) return;
    const repository = manager.getRepository(Task);
    await repository.save(
      tasks.map((task) =>
        repository.create({
          engagementId: job.engagementId,
          jobId: job.id,
          title: task.title,
          description: null,
          status: 'pending',
          priority: job.priority,
          // The review stage's checks are the reviewer's; the rest the assignee's.
          assignedTo: stage === 'review' ? (job.reviewerId ?? job.assignedTo) : job.assignedTo,
          dueDate: job.dueDate ? southAfricanInstant(addDays(job.dueDate, -task.daysBeforeDue), TASK_DUE_TIME) : null,
        }),
      ),
    );
  }
}

/** The filters of the board and the list, in SQL; `today` is the SAST day. */
function applyFilter(query: SelectQueryBuilder<Job>, filter: JobFilter, today: string): void {
  if (filter.stage) query.andWhere('job.stage = :stage', { stage: filter.stage });
  if (filter.templateKey) query.andWhere('job.templateKey = :templateKey', { templateKey: filter.templateKey });
  if (filter.assignedTo) query.andWhere('job.assignedTo = :assignedTo', { assignedTo: filter.assignedTo });
  if (filter.clientId) query.andWhere('engagement.clientId = :clientId', { clientId: filter.clientId });
  if (filter.engagementId) query.andWhere('job.engagementId = :engagementId', { engagementId: filter.engagementId });
  if (!filter.includeDone && filter.stage !== 'done') query.andWhere('job.completedAt IS NULL');
  if (filter.due === 'overdue') query.andWhere('job.completedAt IS NULL AND job.dueDate < :today', { today });
  if (filter.due === 'this_week') query.andWhere('job.dueDate BETWEEN :today AND :weekEnd', { today, weekEnd: endOfWeek(today) });
  if (filter.due === 'this_month') {
    query.andWhere('job.dueDate BETWEEN :today AND :monthEnd', { today, monthEnd: `${today.slice(0, 7)}-31` });
  }
  if (filter.dueFrom) query.andWhere('job.dueDate >= :dueFrom', { dueFrom: filter.dueFrom });
  if (filter.dueTo) query.andWhere('job.dueDate <= :dueTo', { dueTo: filter.dueTo });
}

function eventFields(job: Pick<Job, 'id' | 'engagementId' | 'templateKey' | 'periodKey' | 'stage' | 'dueDate'>, clientId: string) {
  return {
    jobId: job.id,
    engagementId: job.engagementId,
    clientId,
    templateKey: job.templateKey,
    periodKey: job.periodKey,
    stage: job.stage,
    dueDate: job.dueDate,
  };
}
