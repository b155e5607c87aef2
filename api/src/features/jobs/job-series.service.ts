import { In, type DataSource } from 'typeorm';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import { hasAnyRole, type Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound, type FieldError } from '../../shared/errors';
import { logger } from '../../shared/logger';
import { pageWindow, toConnection, type Connection, type PageWindow } from '../../shared/pagination';
import { parseInput } from '../../shared/validate';
import type { ListPaging } from '../../shared/list-paging';
import { deletionAudienceOf, listPage, pageOf, pageViews, type ListPage } from '../changes';
import type { AuditService } from '../audit';
import { Engagement, editsEngagement } from '../engagements';
import {
  MAX_SKIPPED_PERIODS,
  createJobSeriesSchema,
  jobSeriesFilterSchema,
  jobSeriesPeriodSchema,
  jobSeriesStatusSchema,
  updateJobSeriesSchema,
} from '../../../../validation/jobs';
import { settingsFor } from '../../../../validation/jobs/job-period-settings';
import { jobPeriods, periodFitsTemplate, periodOfKey, type JobPeriodSettings } from '../../../../validation/jobs/job-periods';
import { jobTemplateOf, type JobTemplate } from '../../../../validation/jobs/job-templates';
import { addDays } from '../../../../validation/tax-calendar/calendar-days';
import { todayInSouthAfrica } from '../../../../validation/south-africa-time';
import { JobSeries } from './job-series.entity';
import { keyOf, madeKeys, seriesViews, UPCOMING_DAYS, visibleSeries } from './job-series-reading';
import type { JobSeriesView } from './job-series-view';
import { Job } from './job.entity';
import type { JobsService } from './jobs.service';

/** How far back a series' first period may end: a year of work caught up, no more. */
const EARLIEST_START_DAYS = 366;

/** The engagements whose series make jobs: a completed or cancelled one is not worked on. */
const WORKED_ON = ['active', 'on_hold'] as const;

/**
 * Recurring series (docs/jobs.md#recurring-series): who sees and changes which, pausing, ending
 * and skipping, and the round that makes each active series' jobs as their periods draw near.
 * Every job is made by JobsService.makeJob, whose unique index (engagement, template, period)
 * makes it once however many instances run the round at once. GraphQL and REST both call this.
 */
export class JobSeriesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
  ) {}

  private get series() {
    return this.dataSource.getRepository(JobSeries);
  }

  /** A page of the series the staff member sees, most recently created first. */
  async list(viewer: Viewer | null, filter: unknown, window: PageWindow = pageWindow(), now = new Date()) {
    const [rows, total] = await this.matching(assertAllowed(viewer, [...staffRoles]), filter)
      .orderBy('series.createdAt', 'DESC')
      .addOrderBy('series.id', 'ASC')
      .offset(window.offset)
      .limit(window.limit)
      .getManyAndCount();
    return toConnection(await seriesViews(this.dataSource, rows, now), total, window) satisfies Connection<JobSeriesView>;
  }

  /**
   * The list as `paging` asks (features/changes): a page as `list` answers it, or the series
   * changed since a time (none is deleted: one ends). Its upcoming periods follow the calendar and
   * the jobs made, worked out as it is read, not a change of the series.
   */
  async page(viewer: Viewer | null, filter: unknown, paging: ListPaging, now = new Date()): Promise<ListPage<JobSeriesView>> {
    if (paging.kind !== 'changes')
      return pageOf(await this.list(viewer, filter, paging.kind === 'page' ? paging.window : pageWindow(), now));
    const staff = assertAllowed(viewer, [...staffRoles]);
    const changes = await listPage(this.matching(staff, filter), paging, {
      ordered: (query) => query,
      recordType: 'job_series',
      audience: deletionAudienceOf(staff),
    });
    return pageViews(changes, (rows) => seriesViews(this.dataSource, rows, now));
  }

  /** The series the staff member sees that the filter keeps, unordered. */
  private matching(staff: Viewer, filter: unknown) {
    const values = parseInput(jobSeriesFilterSchema, filter ?? {});
    const query = visibleSeries(this.dataSource, staff);
    if (values.engagementId) query.andWhere('series.engagementId = :engagementId', { engagementId: values.engagementId });
    if (values.clientId) query.andWhere('engagement.clientId = :clientId', { clientId: values.clientId });
    if (values.assignedTo) query.andWhere('series.assignedTo = :assignedTo', { assignedTo: values.assignedTo });
    if (values.templateKey) query.andWhere('series.templateKey = :templateKey', { templateKey: values.templateKey });
    if (values.status) query.andWhere('series.status = :status', { status: values.status });
    return query;
  }

  /** One series the staff member sees; any other answers "not found". */
  async get(viewer: Viewer | null, id: string, now = new Date()): Promise<JobSeriesView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const [view] = await seriesViews(this.dataSource, [await this.findVisible(staff, id)], now);
    return view;
  }

  /**
   * Staff who run an engagement start a series of one template on it. It makes at once the jobs of
   * periods already near their end (from `startsOn`, today by default), and the rest as they come.
   * A second series of the same template on the engagement, while the first is active or paused,
   * is refused (409).
   */
  async create(viewer: Viewer | null, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobSeriesView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const values = parseInput(createJobSeriesSchema, input ?? {});
    const template = jobTemplateOf(values.templateKey) as JobTemplate;
    const today = todayInSouthAfrica(now);
    const startsOn = values.startsOn ?? today;
    const errors: FieldError[] = [];
    const engagement = await this.dataSource.getRepository(Engagement).findOneBy({ id: values.engagementId });
    if (!engagement || !editsEngagement(staff, engagement)) errors.push({ path: 'engagementId', message: 'Choose an engagement you run' });
    else if (!(WORKED_ON as readonly string[]).includes(engagement.status)) {
      errors.push({ path: 'engagementId', message: 'Choose an engagement that is active or on hold' });
    }
    const { settings, errors: settingErrors } = settingsFor(template, values.settings);
    errors.push(...settingErrors);
    if (startsOn < addDays(today, -EARLIEST_START_DAYS)) {
      errors.push({ path: 'startsOn', message: 'The first period must end within the last year, or later' });
    }
    if (settingErrors.length === 0) errors.push(...periodsProblem(template, settings, startsOn));
    errors.push(...(await this.jobs.unknownStaff(values)));
    if (errors.length > 0 || !engagement) throw invalidInput(errors);

    const running = await this.series.findOneBy({
      engagementId: engagement.id,
      templateKey: template.key,
      status: In(['active', 'paused']),
    });
    if (running) {
      const message = `This engagement already has a recurring ${shortName(template)} series`;
      throw new AppError('CONFLICT', message, [{ path: 'templateKey', message }]);
    }
    const series = await this.series.save(
      this.series.create({
        engagementId: engagement.id,
        templateKey: template.key,
        settings,
        assignedTo: values.assignedTo,
        reviewerId: values.reviewerId,
        priority: values.priority,
        leadDays: values.leadDays,
        startsOn,
        status: 'active',
        skippedPeriodKeys: [],
        createdById: staff.id,
        endedAt: null,
      }),
    );
    await this.record(staff, origin, 'job_series.create', series.id, {
      engagementId: engagement.id,
      templateKey: template.key,
      startsOn,
      leadDays: series.leadDays,
    });
    series.engagement = engagement;
    await this.makeDueFor(series, now);
    return this.get(staff, series.id, now);
  }

  /**
   * Changes a series' people, priority, lead time or settings for the jobs it makes from now on;
   * with `applyToOpenJobs`, its jobs not yet done take the new people and priority too.
   */
  async update(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobSeriesView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const series = await this.findEditable(staff, id);
    const values = parseInput(updateJobSeriesSchema, input ?? {});
    refuseIfEnded(series);
    const template = jobTemplateOf(series.templateKey) as JobTemplate;
    const errors = await this.jobs.unknownStaff(values, series);
    let settings: JobPeriodSettings | undefined;
    if (values.settings !== undefined) {
      const read = settingsFor(template, values.settings);
      errors.push(...read.errors);
      if (read.errors.length === 0) errors.push(...periodsProblem(template, read.settings, series.startsOn));
      settings = read.settings;
    }
    if (errors.length > 0) throw invalidInput(errors);

    const changes: Partial<JobSeries> = {};
    if (values.assignedTo !== undefined && values.assignedTo !== series.assignedTo) changes.assignedTo = values.assignedTo;
    if (values.reviewerId !== undefined && values.reviewerId !== series.reviewerId) changes.reviewerId = values.reviewerId;
    if (values.priority !== undefined && values.priority !== series.priority) changes.priority = values.priority;
    if (values.leadDays !== undefined && values.leadDays !== series.leadDays) changes.leadDays = values.leadDays;
    if (settings && JSON.stringify(settings) !== JSON.stringify(series.settings)) changes.settings = settings;
    const fields = Object.keys(changes);
    let openJobsChanged = 0;
    if (fields.length > 0) await this.series.update(series.id, changes);
    if (values.applyToOpenJobs) {
      const people: Partial<Job> = {};
      if (values.assignedTo !== undefined) people.assignedTo = values.assignedTo;
      if (values.reviewerId !== undefined) people.reviewerId = values.reviewerId;
      if (values.priority !== undefined) people.priority = values.priority;
      if (Object.keys(people).length > 0) {
        const result = await this.dataSource
          .createQueryBuilder()
          .update(Job)
          .set(people)
          .where('seriesId = :id AND completedAt IS NULL', { id: series.id })
          .execute();
        openJobsChanged = result.affected ?? 0;
      }
    }
    if (fields.length === 0 && openJobsChanged === 0) return this.get(staff, series.id, now);
    await this.record(staff, origin, 'job_series.update', series.id, { fields, ...changes, openJobsChanged });
    await this.makeDueFor({ ...series, ...changes }, now);
    return this.get(staff, series.id, now);
  }

  /**
   * Pauses, resumes or ends a series. Paused, it makes no job; resumed, it goes on from the
   * periods ending from that day (those that ended while it was paused are not made). Ended, it
   * makes no job again, and its jobs stay. Two changes at once make one; the other is told.
   */
  async setStatus(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobSeriesView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const series = await this.findEditable(staff, id);
    const { status } = parseInput(jobSeriesStatusSchema, input ?? {});
    if (status === series.status) return this.get(staff, series.id, now);
    refuseIfEnded(series);
    const today = todayInSouthAfrica(now);
    const changes: Partial<JobSeries> = { status };
    if (status === 'active' && series.startsOn < today) changes.startsOn = today;
    if (status === 'ended') changes.endedAt = now;
    const changed = await this.dataSource
      .createQueryBuilder()
      .update(JobSeries)
      .set(changes)
      .where('id = :id AND status = :from', { id: series.id, from: series.status })
      .execute();
    if (!changed.affected) {
      throw new AppError('CONFLICT', 'Someone else changed this series just now; reload to see it', [
        { path: 'status', message: 'Someone else changed this series just now; reload to see it' },
      ]);
    }
    await this.record(staff, origin, 'job_series.status', series.id, { from: series.status, to: status });
    if (status === 'active') await this.makeDueFor({ ...series, ...changes }, now);
    return this.get(staff, series.id, now);
  }

  /** Skips one of the series' periods whose job is not made yet: no job will be made for it. */
  async skip(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobSeriesView> {
    return this.changeSkip(viewer, id, input, origin, now, true);
  }

  /** Undoes a skip: the period's job is made when its day comes (at once if it has passed). */
  async restore(viewer: Viewer | null, id: string, input: unknown, origin: RequestOrigin, now = new Date()): Promise<JobSeriesView> {
    return this.changeSkip(viewer, id, input, origin, now, false);
  }

  /**
   * The round (every few minutes on each instance, recurring-jobs in index.ts): every active
   * series of an engagement still worked on makes the jobs of its periods ending within its lead
   * days. Answers how many jobs this instance made; a series that fails is logged and the others go on.
   */
  async makeDueJobs(now = new Date()): Promise<number> {
    const active = await this.series
      .createQueryBuilder('series')
      .innerJoinAndSelect('series.engagement', 'engagement')
      .where('series.status = :active', { active: 'active' })
      .andWhere('engagement.status IN (:...worked)', { worked: WORKED_ON })
      .getMany();
    let made = 0;
    for (const series of active) {
      try {
        made += await this.makeDueFor(series, now);
      } catch (error) {
        logger.error({ err: error, seriesId: series.id }, 'A recurring series could not make its jobs');
      }
    }
    return made;
  }

  // ---- Making jobs ------------------------------------------------------------------------------

  /**
   * Makes the series' missing jobs for periods ending from its start to `leadDays` after today,
   * skipped ones left out. A job another instance (or staff by hand) made first is left as it is.
   */
  private async makeDueFor(series: SeriesState, now: Date): Promise<number> {
    const template = jobTemplateOf(series.templateKey);
    if (!template || series.status !== 'active' || !(WORKED_ON as readonly string[]).includes(series.engagement.status)) return 0;
    const until = addDays(todayInSouthAfrica(now), series.leadDays);
    if (series.startsOn > until) return 0;
    const skipped = new Set(series.skippedPeriodKeys);
    const periods = jobPeriods(template, series.settings, series.startsOn, until).filter((period) => !skipped.has(period.periodKey));
    const made = await madeKeys(this.dataSource, [series], periods);
    let count = 0;
    for (const period of periods) {
      if (made.has(keyOf(series, period.periodKey))) continue;
      let job: Job;
      try {
        job = await this.jobs.makeJob(
          {
            engagement: series.engagement,
            template,
            periodKey: period.periodKey,
            assignedTo: series.assignedTo,
            reviewerId: series.reviewerId,
            priority: series.priority,
            dueDate: null,
            seriesId: series.id,
            createdById: null,
          },
          now,
        );
      } catch (error) {
        // Another instance's round, or staff by hand, made it first: it is made once.
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      count += 1;
      await this.audit.record({
        actorId: null,
        action: 'job.create',
        resourceType: 'job',
        resourceId: job.id,
        details: { seriesId: series.id, engagementId: series.engagementId, templateKey: template.key, periodKey: job.periodKey },
      });
    }
    return count;
  }

  private async changeSkip(
    viewer: Viewer | null,
    id: string,
    input: unknown,
    origin: RequestOrigin,
    now: Date,
    skip: boolean,
  ): Promise<JobSeriesView> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const series = await this.findEditable(staff, id);
    const { periodKey } = parseInput(jobSeriesPeriodSchema, input ?? {});
    refuseIfEnded(series);
    const template = jobTemplateOf(series.templateKey) as JobTemplate;
    if (!periodFitsTemplate(periodKey, template)) {
      throw invalidInput([{ path: 'periodKey', message: `Choose a period of the template ${template.name}` }]);
    }
    const skipped = series.skippedPeriodKeys.includes(periodKey);
    if (skip === skipped) return this.get(staff, series.id, now);
    // Two skips at once each write the list they read and one key more: never past the limit.
    if (skip && series.skippedPeriodKeys.length >= MAX_SKIPPED_PERIODS) {
      throw invalidInput([
        { path: 'periodKey', message: `A series skips at most ${MAX_SKIPPED_PERIODS} periods: end it and start another` },
      ]);
    }
    if (skip && (await madeKeys(this.dataSource, [series], [periodOfKey(periodKey)])).size > 0) {
      const message = `The job for ${periodOfKey(periodKey).label} is already made; move it or leave it`;
      throw new AppError('CONFLICT', message, [{ path: 'periodKey', message }]);
    }
    const skippedPeriodKeys = skip ? [...series.skippedPeriodKeys, periodKey] : series.skippedPeriodKeys.filter((key) => key !== periodKey);
    await this.series.update(series.id, { skippedPeriodKeys });
    await this.record(staff, origin, skip ? 'job_series.skip' : 'job_series.restore', series.id, { periodKey });
    if (!skip) await this.makeDueFor({ ...series, skippedPeriodKeys }, now);
    return this.get(staff, series.id, now);
  }

  private async findVisible(staff: Viewer, id: string): Promise<JobSeries> {
    const series =
      String(id).length <= 36
        ? await visibleSeries(this.dataSource, staff)
            .andWhere('series.id = :id', { id: String(id) })
            .getOne()
        : null;
    if (!series) throw notFound();
    return series;
  }

  /** A series the staff member may change: as a job (an administrator any; an advisor those of engagements they run, or they do or review). */
  private async findEditable(staff: Viewer, id: string): Promise<JobSeries> {
    const series = await this.findVisible(staff, id);
    const changes =
      hasAnyRole(staff, adminRoles) ||
      series.assignedTo === staff.id ||
      series.reviewerId === staff.id ||
      editsEngagement(staff, series.engagement);
    if (!changes) throw notFound();
    return series;
  }

  private record(staff: Viewer, origin: RequestOrigin, action: string, id: string, details: Record<string, unknown>) {
    return this.audit.record({ actorId: staff.id, action, resourceType: 'job_series', resourceId: id, details, ...origin });
  }
}

function refuseIfEnded(series: JobSeries): void {
  if (series.status !== 'ended') return;
  const message = 'This series has ended; start a new one for more of its work';
  throw new AppError('CONFLICT', message, [{ path: 'status', message }]);
}

/**
 * A date the calendar cannot count from (a year before 1995) in a setting or the start: named as
 * the field it came from, rather than failing later in the round.
 */
function periodsProblem(template: JobTemplate, settings: JobPeriodSettings, startsOn: string): FieldError[] {
  try {
    jobPeriods(template, settings, startsOn, addDays(startsOn, UPCOMING_DAYS));
    return [];
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const setting = Object.keys(settings).find((name) => error.message.includes(name));
    return [{ path: setting ? `settings.${setting}` : 'startsOn', message: 'Enter a real day from 1995 on' }];
  }
}

/** What the round reads of a series: its columns and its engagement. */
type SeriesState = Pick<
  JobSeries,
  | 'id'
  | 'engagementId'
  | 'templateKey'
  | 'settings'
  | 'assignedTo'
  | 'reviewerId'
  | 'priority'
  | 'leadDays'
  | 'startsOn'
  | 'status'
  | 'skippedPeriodKeys'
  | 'engagement'
>;

const shortName = (template: JobTemplate) => template.name.split(':')[0];
