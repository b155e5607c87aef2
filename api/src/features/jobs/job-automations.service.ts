import type { DataSource } from 'typeorm';
import { adminRoles, staffRoles } from '../../accounts/roles';
import { assertAllowed } from '../../auth/access';
import type { RequestOrigin } from '../../auth/session';
import type { Viewer } from '../../auth/viewer';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, invalidInput, notFound } from '../../shared/errors';
import { InFlight } from '../../shared/in-flight';
import { logger } from '../../shared/logger';
import { parseInput } from '../../shared/validate';
import type { AuditService } from '../audit';
import type { WebhookEvent } from '../../../../validation/webhook-events';
import { jobStageAutomationSchema } from '../../../../validation/jobs/job-automations';
import { jobStageValues, type JobStageValue } from '../../../../validation/jobs/job-stages';
import { jobTemplateOf, jobTemplateKeys, type JobTemplate } from '../../../../validation/jobs/job-templates';
import { changesJob, visibleJobs } from './job-access';
import { JobStageAction } from './job-stage-action.entity';
import { JobStageAutomation } from './job-stage-automation.entity';
import { doAction, failureOf, isSatisfied, type ActionServices } from './job-stage-actions';
import { Job } from './job.entity';
import type { JobsService } from './jobs.service';

/** An action row as read, without the entity's hooks. */
type ClaimedAction = Omit<JobStageAction, 'job'>;

/** The events after which a job may have what it waits for: each names the client it is about. */
const WAITED_FOR: readonly WebhookEvent['type'][] = [
  'organizer.submitted',
  'document_request.fulfilled',
  'engagement_letter.signed',
  'engagement.updated',
];

/**
 * Stages that act (docs/jobs.md#stages-that-act). An administrator sets what a template's stage
 * does when a job enters it for the first time; the actions then run once each (the unique key of
 * job_stage_actions), in the name of the job's assignee, each recorded with what it made or why it
 * failed, for staff to try again. A stage set to move on when done moves the job to its
 * template's next stage once all it made is done: checked after the
 * events that can finish one, and by the recurring round, so a missed event is caught up.
 */
export class JobAutomationsService {
  /** Actions and moves started after a commit, which no request waits for. */
  private readonly background = new InFlight();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly jobs: JobsService,
    private readonly services: ActionServices,
  ) {
    jobs.afterStageEntered((jobId, stage) => this.inBackground(this.stageEntered(jobId, stage), jobId));
  }

  /** Hears an announced event once its change has committed (WebhookAnnouncer.afterAnnounced). */
  heard(event: WebhookEvent): void {
    if (WAITED_FOR.includes(event.type)) void this.inBackground(this.afterEvent(event), null);
  }

  /** Resolves when the actions and moves started so far have finished: for a stopping server, and tests. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  /** Tracks `work` (for settled) and answers it, its failure logged rather than thrown. */
  private inBackground(work: Promise<unknown>, jobId: string | null): Promise<unknown> {
    const tracked = work.catch((error: unknown) => logger.error({ err: error, jobId }, 'A stage that acts failed to run'));
    this.background.track(tracked);
    return tracked;
  }

  /** Every stage's setting, for staff (what the board's jobs will do) and the administrators who change them. */
  async automations(viewer: Viewer | null): Promise<JobStageAutomation[]> {
    assertAllowed(viewer, [...staffRoles]);
    return this.dataSource.getRepository(JobStageAutomation).find({ order: { templateKey: 'ASC', stage: 'ASC' } });
  }

  /**
   * An administrator sets what a template's stage does (no actions and no moving on: nothing).
   * Jobs already past their first entry into the stage are not touched: it applies from the next
   * job that enters it.
   */
  async setAutomation(
    viewer: Viewer | null,
    templateKey: string,
    stage: string,
    input: unknown,
    origin: RequestOrigin,
  ): Promise<JobStageAutomation> {
    const admin = assertAllowed(viewer, [...adminRoles]);
    const template = jobTemplateKeys.includes(templateKey) ? (jobTemplateOf(templateKey) as JobTemplate) : null;
    if (!template) throw invalidInput([{ path: 'templateKey', message: 'Choose a template from the list' }]);
    const stageValue = jobStageValues.find((value) => value === stage);
    if (!stageValue || !template.stages.some((each) => each.stage === stageValue)) {
      throw invalidInput([{ path: 'stage', message: `Choose a stage of ${template.name}` }]);
    }
    const values = parseInput(jobStageAutomationSchema, input ?? {});
    if (values.moveOnWhenDone && stageValue === template.stages[template.stages.length - 1].stage) {
      throw invalidInput([{ path: 'moveOnWhenDone', message: 'The last stage has no stage to move on to' }]);
    }
    const repository = this.dataSource.getRepository(JobStageAutomation);
    const existing = await repository.findOneBy({ templateKey, stage: stageValue });
    const saved = await repository.save(
      repository.create({
        ...(existing ?? {}),
        templateKey,
        stage: stageValue,
        actions: values.actions,
        moveOnWhenDone: values.moveOnWhenDone,
        updatedById: admin.id,
      }),
    );
    await this.audit.record({
      actorId: admin.id,
      action: 'job_stage_automation.set',
      resourceType: 'job_stage_automation',
      resourceId: saved.id,
      details: {
        templateKey,
        stage: stageValue,
        actions: values.actions.map((action) => action.kind),
        moveOnWhenDone: values.moveOnWhenDone,
      },
      ...origin,
    });
    return saved;
  }

  /** The actions stages took for a job, in order, for staff who see it; a client sees none. */
  async actionsOf(viewer: Viewer | null, jobId: string): Promise<JobStageAction[]> {
    const signedIn = assertAllowed(viewer);
    if (!signedIn.roles.some((role) => (staffRoles as readonly string[]).includes(role))) return [];
    const visible = await visibleJobs(this.dataSource, signedIn)
      .andWhere('job.id = :id', { id: String(jobId).slice(0, 36) })
      .getOne();
    if (!visible) throw notFound();
    return this.dataSource
      .getRepository(JobStageAction)
      .find({ where: { jobId: visible.id }, order: { createdAt: 'ASC', position: 'ASC' } });
  }

  /** Staff who may change the job try a failed action again; if it then works, the job may move on. */
  async retry(viewer: Viewer | null, actionId: string, origin: RequestOrigin, now = new Date()): Promise<ClaimedAction> {
    const staff = assertAllowed(viewer, [...staffRoles]);
    const rows = this.dataSource.getRepository(JobStageAction);
    const action = String(actionId).length <= 36 ? await rows.findOneBy({ id: String(actionId) }) : null;
    const job = action ? await visibleJobs(this.dataSource, staff).andWhere('job.id = :id', { id: action.jobId }).getOne() : null;
    if (!action || !job || !changesJob(staff, job)) throw notFound();
    if (action.status !== 'failed') {
      throw new AppError('CONFLICT', action.status === 'done' ? 'This action is done already' : 'This action is being tried just now');
    }
    // Claimed from "failed" only: two people pressing Try again at once run it once.
    const claimed = await rows.update({ id: action.id, status: 'failed' }, { status: 'running', error: null });
    if (!claimed.affected) throw new AppError('CONFLICT', 'This action is being tried just now');
    await this.audit.record({
      actorId: staff.id,
      action: 'job.action_retried',
      resourceType: 'job',
      resourceId: job.id,
      details: { actionId: action.id, stage: action.stage, kind: action.settings.kind },
      ...origin,
    });
    const result = await this.runClaimed({ ...action, status: 'running' }, job, now);
    await this.checkWaits(job.id, now);
    // Read again: the row's updatedAt is the database's, set by the outcome's update.
    return (await rows.findOneBy({ id: action.id })) ?? result;
  }

  // ---- Running ----------------------------------------------------------------------------------

  /**
   * A job entered `stage` for the first time (JobsService.afterStageEntered): its actions run, each
   * once, then the job may move on at once (a stage whose actions wait for nothing).
   */
  async stageEntered(jobId: string, stage: JobStageValue, now = new Date()): Promise<void> {
    const job = await this.dataSource.getRepository(Job).findOne({ where: { id: jobId }, relations: { engagement: true } });
    if (!job) return;
    const automation = await this.dataSource.getRepository(JobStageAutomation).findOneBy({ templateKey: job.templateKey, stage });
    if (!automation || (automation.actions.length === 0 && !automation.moveOnWhenDone)) return;
    const rows = this.dataSource.getRepository(JobStageAction);
    for (const [position, settings] of automation.actions.entries()) {
      let claimed: JobStageAction;
      try {
        claimed = await rows.save(
          rows.create({ jobId, stage, position, settings, status: 'running', resultIds: [], error: null, attempts: 0, doneAt: null }),
        );
      } catch (error) {
        // Another instance, or a retried call, took this action first: it runs there.
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      // The assignee an earlier action set is the one the next acts in the name of.
      const current = await this.dataSource.getRepository(Job).findOne({ where: { id: jobId }, relations: { engagement: true } });
      await this.runClaimed(claimed, current ?? job, now);
    }
    await this.checkWaits(jobId, now);
  }

  /** Runs an action this process claimed, and records the outcome. */
  private async runClaimed(action: ClaimedAction, job: Job, now: Date): Promise<ClaimedAction> {
    const rows = this.dataSource.getRepository(JobStageAction);
    const attempts = action.attempts + 1;
    let changes: Partial<JobStageAction>;
    try {
      const resultIds = await doAction(this.dataSource, this.services, job, action.settings, now);
      changes = { status: 'done', resultIds, error: null, attempts, doneAt: now };
    } catch (error) {
      changes = { status: 'failed', error: failureOf(error, job.id), attempts };
    }
    await rows.update(action.id, changes);
    await this.audit.record({
      actorId: null,
      action: changes.status === 'done' ? 'job.action_done' : 'job.action_failed',
      resourceType: 'job',
      resourceId: job.id,
      details: { actionId: action.id, stage: action.stage, kind: action.settings.kind, ...(changes.error ? { error: changes.error } : {}) },
    });
    return { ...action, ...changes };
  }

  /**
   * Moves the job to its template's next stage if its stage moves on when done, every action the
   * stage took is done and what it made is (the organizer submitted, the documents approved, the
   * letter signed, the tasks it added done). The template's own checklist is not waited for: it
   * is the firm's to tick off as the work goes. Answers whether it moved.
   */
  async checkWaits(jobId: string, now = new Date()): Promise<boolean> {
    const job = await this.dataSource.getRepository(Job).findOneBy({ id: jobId });
    const template = job ? jobTemplateOf(job.templateKey) : undefined;
    if (!job || !template || job.completedAt) return false;
    const automation = await this.dataSource
      .getRepository(JobStageAutomation)
      .findOneBy({ templateKey: job.templateKey, stage: job.stage });
    if (!automation?.moveOnWhenDone) return false;
    const stages = template.stages.map((each) => each.stage);
    const next = stages[stages.indexOf(job.stage) + 1];
    if (!next) return false;
    const actions = await this.dataSource.getRepository(JobStageAction).findBy({ jobId, stage: job.stage });
    // Until every action has been taken (and none failed) there is something still to do.
    if (actions.length < automation.actions.length || actions.some((action) => action.status !== 'done')) return false;
    for (const action of actions) if (!(await isSatisfied(this.dataSource, action.settings, action.resultIds))) return false;
    return this.jobs.moveOn(jobId, job.stage, next, 'what its stage waited for is done', now);
  }

  /** After an event that may finish what a job waits for: every open job of that client whose stage moves on when done. */
  async afterEvent(event: WebhookEvent, now = new Date()): Promise<void> {
    if (!WAITED_FOR.includes(event.type)) return;
    const clientId = (event.data as { clientId?: unknown }).clientId;
    if (typeof clientId !== 'string') return;
    for (const jobId of await this.waitingJobs(clientId)) await this.checkWaits(jobId, now);
  }

  /** The round's catching up (recurring-jobs): every open job whose stage moves on when done, checked. Answers how many moved. */
  async sweep(now = new Date()): Promise<number> {
    let moved = 0;
    for (const jobId of await this.waitingJobs(null)) {
      try {
        if (await this.checkWaits(jobId, now)) moved += 1;
      } catch (error) {
        logger.error({ err: error, jobId }, 'A job could not move on by itself');
      }
    }
    return moved;
  }

  /** Open jobs (of one client, or all) in a stage set to move on when done. */
  private async waitingJobs(clientId: string | null): Promise<string[]> {
    const query = this.dataSource
      .getRepository(Job)
      .createQueryBuilder('job')
      .innerJoin('job.engagement', 'engagement')
      .innerJoin(JobStageAutomation, 'automation', 'automation.templateKey = job.templateKey AND automation.stage = job.stage')
      .select('job.id', 'id')
      .where('job.completedAt IS NULL')
      .andWhere('automation.moveOnWhenDone = :yes', { yes: true });
    if (clientId) query.andWhere('engagement.clientId = :clientId', { clientId });
    return (await query.getRawMany<{ id: string }>()).map((row) => row.id);
  }
}
