import type TestAgent from 'supertest/lib/agent';
import { Job } from '../features/jobs/job.entity';
import { Organizer } from '../features/organizers/organizer.entity';
import { Task } from '../features/tasks/task.entity';
import { testDatabaseTargets } from '../test/database';
import { createTestApp, testPasswordHash, type TestApp } from '../test/test-app';
import { agentFor } from '../features/tasks/tasks-test-kit';
import { periodFitsTemplate } from '../../../validation/jobs/job-periods';
import { jobTemplateOf, lastStageOf, type JobTemplate } from '../../../validation/jobs/job-templates';
import { southAfricanInstant, todayInSouthAfrica } from '../../../validation/south-africa-time';
import { addDays, dayOfWeek } from '../../../validation/tax-calendar/calendar-days';
import { demoEngagementIds } from './demo-portal';
import { planDemoJobs } from './demo-jobs';
import { demoOrganizerIds } from './demo-organizers';
import { demoUserIds } from './ids';
import { seedDatabase } from './index';

interface ListedJob {
  id: string;
  clientId: string;
  engagementId: string;
  templateKey: string;
  stage: string;
  dueDate: string | null;
  isOverdue: boolean;
  completedAt: string | null;
}

/** The Sunday that ends the week (Monday to Sunday) of `today`, as the jobs' `this_week` reads it. */
const sundayOf = (today: string) => addDays(today, (7 - dayOfWeek(today)) % 7);

describe.each(testDatabaseTargets)('the demo jobs ($name)', (target) => {
  let t: TestApp;
  let advisor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(target);
    advisor = await t.agent('advisor');
  }, 60_000);
  afterAll(() => t.close());

  const list = async (agent: TestAgent, query: string) => {
    const response = await agent.get(`/api/jobs?first=100&${query}`).expect(200);
    expect(response.body).toHaveLength(Number(response.headers['x-total-count']));
    return response.body as ListedJob[];
  };

  // The test app seeds the demo on the real clock, and the list reads it: what follows holds today.
  it('gives the advisor a year of jobs across the templates: some done, two overdue, some due this week', async () => {
    const all = await list(advisor, 'includeDone=true');
    expect(new Set(all.map((job) => job.templateKey)).size).toBeGreaterThanOrEqual(6);
    const done = all.filter((job) => job.stage === 'done');
    expect(done.length).toBeGreaterThan(0);
    expect(done.every((job) => job.completedAt !== null)).toBe(true);

    const overdue = await list(advisor, 'due=overdue');
    expect(overdue).toHaveLength(2);
    expect(overdue.every((job) => job.isOverdue && job.stage !== 'done')).toBe(true);
    expect(all.filter((job) => job.isOverdue)).toHaveLength(2);
    expect((await list(advisor, 'due=this_week')).length).toBeGreaterThanOrEqual(1);
  });

  it('shows each demo client their own jobs, one of them waiting on the organizer the client is filling in', async () => {
    const own = await list(await t.agent('client'), '');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((job) => job.clientId === demoUserIds.client)).toBe(true);
    const today = todayInSouthAfrica(new Date());
    expect(own.some((job) => job.dueDate !== null && job.dueDate >= today && job.dueDate <= sundayOf(today))).toBe(true);

    const waiting = own.filter((job) => job.stage === 'waiting_for_client' && job.templateKey === 'itr12');
    expect(waiting).toHaveLength(1);
    const organizer = await t.database.dataSource.getRepository(Organizer).findOneByOrFail({ id: demoOrganizerIds.itr12 });
    expect(organizer).toMatchObject({ engagementId: waiting[0].engagementId, status: 'in_progress' });
    const checklist = await t.database.dataSource.getRepository(Task).findBy({ jobId: waiting[0].id });
    expect(checklist.map((task) => task.title)).toEqual(['Receive IRP5s, medical aid, retirement annuity and other certificates']);

    const other = await list(await agentFor(t, 'client2@example.com'), '');
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((job) => job.clientId === demoUserIds.secondClient)).toBe(true);
  });

  it('adds nothing when seeded again, and leaves a job staff made for a demo period alone', async () => {
    const { dataSource } = t.database;
    const jobs = dataSource.getRepository(Job);
    const tasks = dataSource.getRepository(Task);
    const counts = async () => [await jobs.count(), await tasks.count()];
    const before = await counts();
    const seed = async () => seedDatabase(dataSource, { demo: true, demoPasswordHash: await testPasswordHash() });

    await seed();
    expect(await counts()).toEqual(before);

    // Staff's own job for one of the demo's periods, under another id: the demo does not add its own beside it.
    const demo = await jobs.findOneOrFail({ where: { engagementId: demoEngagementIds.bookkeeping, templateKey: 'emp201' } });
    await jobs.delete({ id: demo.id });
    await jobs.insert(jobs.create({ ...demo, id: undefined, createdAt: undefined }));
    await seed();
    expect(await counts()).toEqual(before);
  }, 60_000);

  // The plan is worked out from `now` alone, so every day's can be checked without seeding.
  it('holds on every day of two years: two overdue, something due this week, a consistent checklist', async () => {
    const deadlines = await t.app.services.taxCalendar.deadlineContext();
    const problems: string[] = [];
    for (let day = '2026-01-01'; day <= '2027-12-31'; day = addDays(day, 1)) {
      const now = southAfricanInstant(day, '10:00') as Date;
      const plans = planDemoJobs(now, demoUserIds, deadlines);
      const problem = (what: string) => problems.push(`${day}: ${what}`);

      const open = plans.filter((plan) => plan.job.completedAt === null);
      const overdue = open.filter((plan) => plan.job.dueDate !== null && plan.job.dueDate < day);
      if (overdue.length !== 2) problem(`${overdue.length} overdue`);
      const dueThisWeek = open.filter(
        (plan) => plan.clientId === demoUserIds.client && plan.job.dueDate && plan.job.dueDate >= day && plan.job.dueDate <= sundayOf(day),
      );
      if (dueThisWeek.length === 0) problem('nothing due this week');
      if (open.length === plans.length) problem('nothing done');
      const templates = new Set(plans.map((plan) => plan.job.templateKey));
      if (templates.size < 6) problem(`only ${[...templates].join(', ')}`);
      const itr12 = plans.filter((plan) => plan.job.templateKey === 'itr12');
      if (
        itr12.length !== 1 ||
        itr12[0].job.stage !== 'waiting_for_client' ||
        itr12[0].job.engagementId !== demoEngagementIds.annualFinancials
      ) {
        problem('not one ITR12 waiting on the organizer');
      }
      const keys = plans.map((plan) => `${plan.job.engagementId} ${plan.job.templateKey} ${plan.job.periodKey}`);
      if (new Set(keys).size !== keys.length) problem('a period twice');

      for (const { job, clientId, tasks } of plans) {
        const template = jobTemplateOf(job.templateKey) as JobTemplate;
        const of = (what: string) => problem(`${job.templateKey} ${job.periodKey} ${what}`);
        const stages = template.stages.map((each) => each.stage);
        if (!periodFitsTemplate(job.periodKey, template)) of('is no period of its template');
        if ((job.completedAt !== null) !== (job.stage === lastStageOf(template)))
          of(`is ${job.stage} but completed at ${String(job.completedAt)}`);
        if (stages.slice(0, stages.indexOf(job.stage) + 1).join() !== job.enteredStages.join()) of(`entered ${job.enteredStages.join()}`);
        if (!(job.createdAt <= job.stageChangedAt && job.stageChangedAt < now)) of('changed stage out of time');
        for (const task of tasks) {
          if (task.jobId !== job.id) of(`has ${task.title} of another job`);
          if ((task.status === 'completed') !== (task.completedAt !== null))
            of(`has ${task.title} ${task.status} at ${String(task.completedAt)}`);
          if (task.completedAt && task.completedAt >= now) of(`has ${task.title} completed later`);
          // No open checklist task of the demo client is late but the one the organizer holds up.
          const late = task.status !== 'completed' && task.dueDate && task.dueDate < now;
          if (late && clientId === demoUserIds.client && job.templateKey !== 'itr12') of(`has ${task.title} late`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
