import { checkedAgent } from '../../test/checked-requests';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, graphql, type TestApp } from '../../test/test-app';
import { DEMO_TWO_STEP_SECRET } from '../../demo';
import { twoStepLimits } from './wrong-code-throttle';
import { auditEntries, codeAt, enrol, passwordOnly, signedInUser } from './two-step-test-kit';

const SECURE = 'secure@example.com';
const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { user { email } nextStep expiresAt } }';
const COMPLETE = 'mutation ($input: TwoStepCodeInput!) { completeTwoStepSignIn(input: $input) { email phone roleNames } }';
const ME = 'query { me { email } }';

describe.each(testDatabaseTargets)('signing in with two-step sign-in ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  }, 60_000);
  afterAll(() => t.close(), 30_000);

  it('answers a right password with the second step needed, signing nobody in', async () => {
    const agent = checkedAgent(t.app.express);
    const before = Date.now();
    const { body } = await agent.post('/api/auth/login').send({ email: SECURE, password: DEMO_PASSWORD }).expect(200);
    expect(body).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app to finish signing in.',
      nextStep: 'code',
      expiresAt: expect.any(String),
    });
    const expiresIn = new Date(body.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000 + 5000);
    // The half-signed-in session grants nothing, on either API.
    await agent.get('/api/auth/user').expect(401);
    await agent.get('/api/documents').expect(401);
    expect((await graphql(agent, ME).expect(200)).body.data.me).toBeNull();
    await agent.post('/api/auth/two-step/enrolment').expect(401);
  });

  it('signs the demo account secure@example.com in with a code from its published secret', async () => {
    const agent = await passwordOnly(t, SECURE);
    const { body } = await agent
      .post('/api/auth/login/two-step')
      .send({ code: codeAt(DEMO_TWO_STEP_SECRET) })
      .expect(200);
    expect(body.user).toMatchObject({ email: SECURE, roles: [expect.objectContaining({ name: 'client' })] });
    expect((await agent.get('/api/auth/user').expect(200)).body.user.email).toBe(SECURE);
    const [entry] = (await auditEntries(t, 'auth.login', body.user.id)).slice(-1);
    expect(entry.details).toEqual({ secondFactor: 'authenticator' });
  });

  it('refuses a code already used (replay), even from another browser', async () => {
    const { agent: owner, email } = await signedInUser(t, 'replay');
    const { secret } = await enrol(owner);
    const code = codeAt(secret, 1);
    await (await passwordOnly(t, email)).post('/api/auth/login/two-step').send({ code }).expect(200);
    const again = await (await passwordOnly(t, email)).post('/api/auth/login/two-step').send({ code }).expect(400);
    expect(again.body.errors).toEqual([{ path: 'code', message: expect.stringContaining('not valid') }]);
  });

  it('accepts each recovery code once, in any case and with or without hyphens', async () => {
    const { agent: owner, email, userId } = await signedInUser(t, 'recovery');
    const { recoveryCodes } = await enrol(owner);
    const typed = recoveryCodes[3].replace(/-/g, ' ').toUpperCase();
    await (await passwordOnly(t, email)).post('/api/auth/login/two-step').send({ code: typed }).expect(200);
    await (await passwordOnly(t, email)).post('/api/auth/login/two-step').send({ code: recoveryCodes[3] }).expect(400);
    expect((await owner.get('/api/auth/two-step').expect(200)).body.recoveryCodesLeft).toBe(9);
    const [used] = await auditEntries(t, 'auth.two_step_recovery_code_used', userId);
    expect(used.details).toEqual({ purpose: 'sign_in', recoveryCodesLeft: 9 });
  });

  it('refuses a wrong code with a field error and audits it; the sign-in stays held for another try', async () => {
    const { agent: owner, email, userId } = await signedInUser(t, 'wrong-code');
    const { secret } = await enrol(owner);
    const agent = await passwordOnly(t, email);
    const wrong = codeAt(secret, 1) === '123456' ? '654321' : '123456';
    await agent.post('/api/auth/login/two-step').send({ code: wrong }).expect(400);
    expect(await auditEntries(t, 'auth.two_step_failed', userId)).toEqual([expect.objectContaining({ details: { purpose: 'sign_in' } })]);
    await agent.get('/api/auth/user').expect(401);
    await agent
      .post('/api/auth/login/two-step')
      .send({ code: codeAt(secret, 1) })
      .expect(200);
  });

  it.each([
    [{}, 'Enter the 6-digit code from your authenticator app, or a recovery code'],
    [{ code: '12 34' }, 'Enter the 6-digit code from your authenticator app, or a recovery code'],
    [{ code: 'x'.repeat(500) }, 'Enter the 6-digit code from your authenticator app, or a recovery code'],
    [{ code: ['123456'] }, 'Enter the 6-digit code from your authenticator app, or a recovery code'],
  ])('refuses second-step input %p with a 400 naming the code', async (input, message) => {
    const agent = await passwordOnly(t, SECURE);
    const { body } = await agent.post('/api/auth/login/two-step').send(input).expect(400);
    expect(body).toMatchObject({ message, errors: [{ path: 'code', message }] });
  });

  it('answers 401 to a second step with no sign-in held', async () => {
    const { body } = await t.request.post('/api/auth/login/two-step').send({ code: '123456' }).expect(401);
    expect(body).toMatchObject({ message: 'Your sign-in has expired. Please sign in again.' });
  });

  it('answers the sixth wrong code for one account with 429 and Retry-After, and audits the refusal', async () => {
    const { agent: owner, email, userId } = await signedInUser(t, 'too-many');
    const { secret } = await enrol(owner);
    const agent = await passwordOnly(t, email);
    const right = codeAt(secret, 1);
    const wrong = right === '000000' ? '999999' : '000000';
    for (let attempt = 1; attempt <= twoStepLimits.wrongCodesPerAccount; attempt++) {
      await agent.post('/api/auth/login/two-step').send({ code: wrong }).expect(400);
    }
    // Even the right code waits for the window to end, on every API.
    const refused = await agent.post('/api/auth/login/two-step').send({ code: right }).expect(429);
    expect(refused.body).toMatchObject({ message: 'Too many wrong codes. Please try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(twoStepLimits.windowSeconds - 60);
    const overGraphQL = await graphql(agent, COMPLETE, { input: { code: right } }).expect(429);
    expect(overGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await auditEntries(t, 'auth.two_step_rate_limited', userId)).toHaveLength(2);
  }, 30_000);

  // The demo account's code for this step was used above: the next step's is the one left.
  it('works the same through GraphQL: login answers CODE, then completeTwoStepSignIn signs in', async () => {
    const agent = checkedAgent(t.app.express);
    const login = await graphql(agent, LOGIN, { input: { email: SECURE, password: DEMO_PASSWORD } }).expect(200);
    expect(login.body.data.login).toEqual({ user: null, nextStep: 'CODE', expiresAt: expect.any(String) });
    expect((await graphql(agent, ME).expect(200)).body.data.me).toBeNull();
    const bad = await graphql(agent, COMPLETE, { input: { code: 'nope' } }).expect(200);
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'code', message: 'Enter the 6-digit code from your authenticator app, or a recovery code' }],
      requestId: expect.any(String),
    });
    const done = await graphql(agent, COMPLETE, { input: { code: codeAt(DEMO_TWO_STEP_SECRET, 1) } }).expect(200);
    expect(done.body.data.completeTwoStepSignIn).toMatchObject({ email: SECURE, phone: '+27 76 555 0106', roleNames: ['CLIENT'] });
    expect((await graphql(agent, ME).expect(200)).body.data.me).toEqual({ email: SECURE });
  });

  it('answers UNAUTHENTICATED over GraphQL when no sign-in is held', async () => {
    const response = await graphql(t.request, COMPLETE, { input: { code: '123456' } }).expect(200);
    expect(response.body.errors[0]).toMatchObject({
      message: 'Your sign-in has expired. Please sign in again.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('voids a held sign-in when the password changes meanwhile', async () => {
    const { agent: owner, email } = await signedInUser(t, 'changed-meanwhile');
    const { secret } = await enrol(owner);
    const held = await passwordOnly(t, email);
    await owner.post('/api/auth/change-password').send({ currentPassword: DEMO_PASSWORD, newPassword: 'Khanya2026!x' }).expect(200);
    await held
      .post('/api/auth/login/two-step')
      .send({ code: codeAt(secret, 1) })
      .expect(401);
  });
});
