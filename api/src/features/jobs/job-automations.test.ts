import type TestAgent from 'supertest/lib/agent';
import { testDatabaseTargets } from '../../test/database';
import { newEngagement } from '../../test/engagements';
import { createTestApp, graphql, type TestApp } from '../../test/test-app';
import { bearing, tokenFor } from '../api-tokens/api-tokens-test-kit';
import { AuditLog } from '../audit/audit-log.entity';
import { Notification } from '../notifications/notification.entity';
import { Organizer } from '../organizers/organizer.entity';
import { createTemplate } from '../organizers/organizers-test-kit';
import { Task } from '../tasks/task.entity';
import { demoUserIds } from '../../demo/ids';
import { ADVISOR_ID, CLIENT_ID } from '../tasks/tasks-test-kit';

const ADMIN_ID = demoUserIds.admin;
import { JobStageAction } from './job-stage-action.entity';
import { Job } from './job.entity';

/*
 * Stages that act (docs/jobs.md#stages-that-act): an ITR12's "Waiting for client" sends an
 * organizer, tells the client and adds a task, and moves on by itself once the client has
 * submitted and the task is done. Each test uses a tax year of its own, far ahead, so no demo job
 * takes its period.
 */

const ITR12 = 'itr12';
const WAITING = 'waiting_for_client';

const oneQuestion = {
  title: 'ITR12 questions',
  description: 'Before we prepare your return',
  sections: [{ title: 'Income', questions: [{ key: 'rental', kind: 'yes_no', label: 'Did you receive rent?', required: true }] }],
};

describe.each(testDatabaseTargets)('stages that act ($name)', (target) => {
  let t: TestApp;
  let admin: TestAgent;
  let advisor: TestAgent;
  let client: TestAgent;
  let organizerTemplateId: string;
  let engagementId: string;
  let year = 2060;

  beforeAll(async () => {
    t = await createTestApp(target);
    [admin, advisor, client] = await Promise.all([t.agent('admin'), t.agent('advisor'), t.agent('client')]);
    organizerTemplateId = await createTemplate(admin, oneQuestion);
    engagementId = (await newEngagement(t, { title: 'Personal tax' })).id;
  }, 60_000);
  afterAll(() => t.close());

  const settled = () => t.app.services.jobAutomations.settled();
  const jobRow = (id: string) => t.database.dataSource.getRepository(Job).findOneByOrFail({ id });
  const actionsOf = (jobId: string) =>
    t.database.dataSource.getRepository(JobStageAction).find({ where: { jobId }, order: { position: 'ASC' } });
  const setWaiting = (body: object, agent = admin) => agent.put(`/api/job-templates/${ITR12}/stages/${WAITING}/automation`).send(body);
  const newItr12 = async (fields: object = {}) => {
    year += 1;
    const created = await advisor
      .post('/api/jobs')
      .send({ engagementId, templateKey: ITR12, periodKey: `itr12-non-provisional:${year}`, assignedTo: ADVISOR_ID, ...fields })
      .expect(201);
    await settled();
    return created.body as { id: string; title: string };
  };

  it('lets an administrator set what a stage does, naming what is wrong; others are refused', async () => {
    const wrong = await setWaiting({ actions: [{ kind: 'fly' }, { kind: 'send_organizer' }], moveOnWhenDone: 'yes' }).expect(400);
    expect(wrong.body.errors.map((error: { path: string }) => error.path)).toEqual([
      'actions.0.kind',
      'actions.1.templateId',
      'actions.1.daysBeforeDue',
      'moveOnWhenDone',
    ]);
    const last = await admin
      .put(`/api/job-templates/${ITR12}/stages/done/automation`)
      .send({ actions: [], moveOnWhenDone: true })
      .expect(400);
    expect(last.body.errors).toEqual([{ path: 'moveOnWhenDone', message: 'The last stage has no stage to move on to' }]);
    const notItsStage = await admin.put('/api/job-templates/emp201/stages/client_approval/automation').send({ actions: [] }).expect(400);
    expect(notItsStage.body.errors).toEqual([{ path: 'stage', message: 'Choose a stage of EMP201: monthly PAYE, UIF and SDL' }]);
    await setWaiting({ actions: [] }, advisor).expect(403);
    await client.get('/api/job-templates/automations').expect(403);

    const set = await setWaiting({
      actions: [
        { kind: 'send_organizer', templateId: organizerTemplateId, daysBeforeDue: 30 },
        { kind: 'notify_client', title: 'We need a few answers', message: 'Please answer our questions for {work}.' },
        { kind: 'add_task', title: 'Check the client’s IRP5 on eFiling', daysBeforeDue: 20 },
      ],
      moveOnWhenDone: true,
    }).expect(200);
    expect(set.body).toMatchObject({ templateKey: ITR12, stage: WAITING, moveOnWhenDone: true });
    expect(set.body.actions[1]).toEqual({
      kind: 'notify_client',
      templateId: null,
      checklistId: null,
      daysBeforeDue: null,
      title: 'We need a few answers',
      message: 'Please answer our questions for {work}.',
      subject: null,
      body: null,
      userId: null,
    });
    const listed = await advisor.get('/api/job-templates/automations').expect(200);
    expect(listed.body.map((each: { stage: string }) => each.stage)).toEqual([WAITING]);
    const [audit] = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'job_stage_automation.set' });
    expect(audit.details).toMatchObject({ templateKey: ITR12, actions: ['send_organizer', 'notify_client', 'add_task'] });
  });

  it('sends the organizer, tells the client and adds the task when a job enters the stage, and moves on once all is done', async () => {
    const job = await newItr12();
    const actions = await actionsOf(job.id);
    expect(actions.map((action) => [action.settings.kind, action.status, action.error])).toEqual([
      ['send_organizer', 'done', null],
      ['notify_client', 'done', null],
      ['add_task', 'done', null],
    ]);
    const organizer = await t.database.dataSource.getRepository(Organizer).findOneByOrFail({ id: actions[0].resultIds[0] });
    expect(organizer).toMatchObject({ engagementId, status: 'sent', sentBy: ADVISOR_ID });
    const notice = await t.database.dataSource.getRepository(Notification).findOneByOrFail({ id: actions[1].resultIds[0] });
    expect(notice).toMatchObject({
      userId: CLIENT_ID,
      content: `Please answer our questions for your income tax return for ${year} tax year (Mar ${year - 1}–Feb ${year}).`,
    });
    const task = await t.database.dataSource.getRepository(Task).findOneByOrFail({ id: actions[2].resultIds[0] });
    expect(task).toMatchObject({ jobId: job.id, status: 'pending', assignedTo: ADVISOR_ID });

    // The client answers and submits: the job still waits for the task the stage added.
    await client.put(`/api/organizers/${organizer.id}/answers/rental`).send({ value: false }).expect(200);
    await client.post(`/api/organizers/${organizer.id}/submit`).expect(200);
    await settled();
    expect((await jobRow(job.id)).stage).toBe(WAITING);

    // That task done, it moves on by itself, once; the template's own checklist is not waited for.
    await advisor.put(`/api/tasks/${task.id}`).send({ status: 'completed' }).expect(200);
    await settled();
    expect((await jobRow(job.id)).stage).toBe('preparing');
    const checklist = await t.database.dataSource.getRepository(Task).findBy({ jobId: job.id, status: 'pending' });
    expect(checklist.length).toBeGreaterThan(0);
    const moves = await t.database.dataSource.getRepository(AuditLog).findBy({ action: 'job.move', resourceId: job.id });
    expect(moves).toEqual([
      expect.objectContaining({ userId: null, details: expect.objectContaining({ from: WAITING, to: 'preparing' }) }),
    ]);
    expect(await t.app.services.jobAutomations.sweep()).toBe(0);
  });

  it('runs each action once when two instances see the same entry', async () => {
    const job = await newItr12();
    // A second instance, or a retried call, sees the same first entry.
    await Promise.all([
      t.app.services.jobAutomations.stageEntered(job.id, WAITING),
      t.app.services.jobAutomations.stageEntered(job.id, WAITING),
    ]);
    expect(await actionsOf(job.id)).toHaveLength(3);
    expect(await t.database.dataSource.getRepository(Organizer).countBy({ engagementId, status: 'sent' })).toBe(1);
  });

  it('shows a failed action with its reason, and tries it again', async () => {
    // Nobody to send it in the name of: neither the job nor its engagement is assigned.
    const unassigned = (await newEngagement(t, { title: 'Nobody’s', assignedTo: null })).id;
    year += 1;
    const created = await admin
      .post('/api/jobs')
      .send({ engagementId: unassigned, templateKey: ITR12, periodKey: `itr12-non-provisional:${year}` })
      .expect(201);
    await settled();
    const answer = await graphql(advisor, 'query ($id: ID!) { job(id: $id) { actions { id status error settings { kind } } } }', {
      id: created.body.id,
    });
    // The advisor neither runs the engagement nor does the job: not theirs to see.
    expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const seen = await graphql(admin, 'query ($id: ID!) { job(id: $id) { actions { id status error settings { kind } } } }', {
      id: created.body.id,
    });
    const [first] = seen.body.data.job.actions;
    expect(first).toMatchObject({ status: 'FAILED', settings: { kind: 'SEND_ORGANIZER' } });
    expect(first.error).toBe('Assign the engagement, or the job, to a staff member: its actions are made in their name');

    await admin.patch(`/api/jobs/${created.body.id}`).send({ assignedTo: ADMIN_ID }).expect(200);
    const retried = await admin.post(`/api/jobs/${created.body.id}/actions/${first.id}/retry`).expect(200);
    expect(retried.body).toMatchObject({ status: 'done', error: null, attempts: 2 });
    await admin.post(`/api/jobs/${created.body.id}/actions/${first.id}/retry`).expect(409);
    const listed = await admin.get(`/api/jobs/${created.body.id}/actions`).expect(200);
    expect(listed.body.map((action: { status: string }) => action.status)).toEqual(['done', 'failed', 'failed']);
    // The retry answers the action as it now stands, as the list shows it.
    expect(listed.body.find((action: { id: string }) => action.id === first.id)).toEqual(retried.body);
    expect(await t.database.dataSource.getRepository(AuditLog).countBy({ action: 'job.action_retried' })).toBe(1);
  });

  it('shows a client none of it, and opens to API tokens with jobs:read and jobs:write', async () => {
    const job = await newItr12();
    expect((await client.get(`/api/jobs/${job.id}/actions`).expect(200)).body).toEqual([]);
    const own = await graphql(client, 'query ($id: ID!) { job(id: $id) { actions { id } } }', { id: job.id });
    expect(own.body.data.job.actions).toEqual([]);
    const reader = bearing(t, (await tokenFor(t, 'advisor', ['jobs:read'])).secret);
    expect((await reader.get(`/api/jobs/${job.id}/actions`).expect(200)).body).toHaveLength(3);
    await reader.put(`/api/job-templates/${ITR12}/stages/${WAITING}/automation`).send({ actions: [] }).expect(403);
  });
});
