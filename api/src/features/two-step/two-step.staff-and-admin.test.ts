import { checkedAgent } from '../../test/checked-requests';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, graphql, type TestApp } from '../../test/test-app';
import { readOutbox } from '../../test/outbox';
import { demoUserIds } from '../../demo';
import { createUser } from '../../test/people';
import { auditEntries, codeAt, enrol, passwordOnly, signedInUser } from './two-step-test-kit';

const CONFIRM =
  'mutation ($input: TwoStepCodeInput!) { confirmTwoStepEnrolment(input: $input) { recoveryCodes user { email roleNames } } }';
const RESET = 'mutation ($userId: ID!) { resetTwoStep(userId: $userId) { id twoStepEnabled } }';

describe.each(testDatabaseTargets)('STAFF_TWO_STEP=required ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { STAFF_TWO_STEP: 'required' });
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('leads a staff member without it to enrol right after the password, granting nothing until then', async () => {
    const agent = checkedAgent(t.app.express);
    const login = await agent.post('/api/auth/login').send({ email: demoEmails.advisor, password: DEMO_PASSWORD }).expect(200);
    expect(login.body).toMatchObject({ nextStep: 'enrol', message: expect.stringContaining('required') });
    expect(login.body.user).toBeUndefined();
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/appointments').expect(401);
    await agent.post('/api/auth/login/two-step').send({ code: '123456' }).expect(401);
    const { body: started } = await agent.post('/api/auth/two-step/enrolment').expect(200);
    const { body: done } = await agent
      .post('/api/auth/two-step/enrolment/confirm')
      .send({ code: codeAt(started.secret) })
      .expect(200);
    expect(done.recoveryCodes).toHaveLength(10);
    expect(done.user).toMatchObject({ email: demoEmails.advisor });
    expect((await agent.get('/api/auth/user').expect(200)).body.user.email).toBe(demoEmails.advisor);
    const status = (await agent.get('/api/auth/two-step').expect(200)).body;
    expect(status).toMatchObject({ enabled: true, required: true });
    // Required means it cannot be turned off.
    const off = await agent.post('/api/auth/two-step/disable').send({ password: DEMO_PASSWORD, code: done.recoveryCodes[0] }).expect(403);
    expect(off.body.message).toMatch(/required/);
    // From now on the advisor signs in with a code.
    await passwordOnly(t, demoEmails.advisor);
  });

  it('does the same over GraphQL, where confirming finishes the sign-in', async () => {
    const agent = checkedAgent(t.app.express);
    const login = await graphql(agent, 'mutation ($input: LoginInput!) { login(input: $input) { user { id } nextStep } }', {
      input: { email: demoEmails.superadmin, password: DEMO_PASSWORD },
    }).expect(200);
    expect(login.body.data.login).toEqual({ user: null, nextStep: 'ENROL' });
    const forbidden = await graphql(agent, '{ users(first: 1) { totalCount } }').expect(200);
    expect(forbidden.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const started = await graphql(agent, 'mutation { startTwoStepEnrolment { secret qrCodeSvg } }').expect(200);
    const { secret } = started.body.data.startTwoStepEnrolment;
    const confirmed = await graphql(agent, CONFIRM, { input: { code: codeAt(secret) } }).expect(200);
    const { user } = confirmed.body.data.confirmTwoStepEnrolment;
    expect(user.email).toBe(demoEmails.superadmin);
    expect([...user.roleNames].sort()).toEqual(['ADMIN', 'SUPERADMIN']);
    expect((await graphql(agent, '{ users(first: 1) { totalCount } }').expect(200)).body.data.users.totalCount).toBeGreaterThan(0);
  });

  it('leaves clients free: a client signs in with the password alone', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
    expect(login.body.user.email).toBe(demoEmails.client);
  });

  it('signs out a staff member whose two-step sign-in was reset, and leads them to enrol again', async () => {
    const { agent: staff, userId, email } = await enrolledAdvisor(t, 'reset-staff');
    await staff.get('/api/auth/user').expect(200);
    const admin = await adminAgent(t);
    await admin.delete(`/api/admin/users/${userId}/two-step`).expect(200);
    await staff.get('/api/auth/user').expect(401);
    const again = await t.request.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
    expect(again.body.nextStep).toBe('enrol');
  });
});

/** An advisor of a test's own who set up two-step sign-in when first signing in (required). */
async function enrolledAdvisor(t: TestApp, name: string) {
  const email = `${name}@example.com`;
  const userId = await createUser(t, 'advisor', { email, firstName: 'Bongani', lastName: 'Zulu' });
  const agent = checkedAgent(t.app.express);
  await agent.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200);
  const { body } = await agent.post('/api/auth/two-step/enrolment').expect(200);
  await agent
    .post('/api/auth/two-step/enrolment/confirm')
    .send({ code: codeAt(body.secret) })
    .expect(200);
  return { agent, userId, email, secret: body.secret as string };
}

/** The demo admin, through enrolment when the deployment requires it. */
async function adminAgent(t: TestApp) {
  const agent = checkedAgent(t.app.express);
  const login = await agent.post('/api/auth/login').send({ email: demoEmails.admin, password: DEMO_PASSWORD }).expect(200);
  if (login.body.nextStep === 'enrol') {
    const { body } = await agent.post('/api/auth/two-step/enrolment').expect(200);
    await agent
      .post('/api/auth/two-step/enrolment/confirm')
      .send({ code: codeAt(body.secret) })
      .expect(200);
  }
  return agent;
}

describe.each(testDatabaseTargets)("an administrator resets a user's two-step sign-in ($name)", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('over REST: audited, the user is e-mailed, and the password alone signs them in again', async () => {
    const { agent: owner, email, userId } = await signedInUser(t, 'reset-rest');
    await enrol(owner);
    const admin = await t.agent('admin');
    const { body } = await admin.delete(`/api/admin/users/${userId}/two-step`).expect(200);
    expect(body).toMatchObject({ message: 'Two-step sign-in was reset' });
    const [entry] = await auditEntries(t, 'user.two_step_reset', userId);
    expect(entry).toMatchObject({ userId: demoUserIds.admin, details: { email } });
    await t.app.services.mailQueue.drain();
    const mail = readOutbox(t.config.outboxDir).find(
      (text) => text.includes(`To: ${email}`) && text.includes('two-step sign-in was reset'),
    );
    expect(mail).toBeDefined();
    expect((await t.request.post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body.user.email).toBe(email);
    // Nothing left to reset.
    await admin.delete(`/api/admin/users/${userId}/two-step`).expect(409);
  });

  it('over GraphQL, showing twoStepEnabled to admins only', async () => {
    const { agent: owner, userId } = await signedInUser(t, 'reset-graphql');
    await enrol(owner);
    const admin = await t.agent('admin');
    const seen = await graphql(admin, 'query ($id: ID!) { user(id: $id) { twoStepEnabled } }', { id: userId }).expect(200);
    expect(seen.body.data.user.twoStepEnabled).toBe(true);
    expect((await graphql(owner, '{ me { twoStepEnabled } }').expect(200)).body.data.me.twoStepEnabled).toBe(true);
    const reset = await graphql(admin, RESET, { userId }).expect(200);
    expect(reset.body.data.resetTwoStep).toEqual({ id: userId, twoStepEnabled: false });
    expect(await auditEntries(t, 'user.two_step_reset', userId)).toHaveLength(1);
  });

  it('refuses non-admins (403), unknown users (404) and callers without a session (401)', async () => {
    const { userId } = await signedInUser(t, 'reset-refusals');
    const advisor = await t.agent('advisor');
    await advisor.delete(`/api/admin/users/${userId}/two-step`).expect(403);
    const forbidden = await graphql(advisor, RESET, { userId }).expect(200);
    expect(forbidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await t.request.delete(`/api/admin/users/${userId}/two-step`).expect(401);
    const admin = await t.agent('admin');
    await admin.delete('/api/admin/users/00000000-0000-4000-8000-00000000dead/two-step').expect(404);
  });
});
