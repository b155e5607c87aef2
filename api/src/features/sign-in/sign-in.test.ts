import { checkedAgent, checkedRequest } from '../../test/checked-requests';
import { createApp } from '../../composition/app';
import { createDataSource } from '../../composition/data-source';
import { testDatabaseTargets } from '../../test/database';
import { createTestApp, DEMO_PASSWORD, demoEmails, graphql, testConfig, type TestApp } from '../../test/test-app';
import { Session } from '../../auth/session.entity';
import { INVALID_CREDENTIALS } from './sign-in.service';

const ME = 'query { me { id email firstName roleNames roles { id name description } } }';

describe.each(testDatabaseTargets)('signing in and out ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('signs in with the demo admin over REST and returns the profile with roles', async () => {
    const response = await t.request.post('/api/auth/login').send({ email: demoEmails.admin, password: DEMO_PASSWORD }).expect(200);
    expect(response.body.user).toMatchObject({ email: demoEmails.admin, country: expect.any(String) });
    expect(response.body.user.roles).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'admin', id: expect.any(String), description: expect.any(String) })]),
    );
    const cookie = response.headers['set-cookie'][0];
    expect(cookie).toMatch(/^firm\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('treats the e-mail case-insensitively', async () => {
    await t.request.post('/api/auth/login').send({ email: 'Client@Example.com', password: DEMO_PASSWORD }).expect(200);
  });

  it('gives one message for a wrong password and an unknown e-mail alike', async () => {
    const wrongPassword = await t.request
      .post('/api/auth/login')
      .send({ email: demoEmails.admin, password: 'not-the-password' })
      .expect(401);
    const unknownEmail = await t.request.post('/api/auth/login').send({ email: 'nobody@example.com', password: DEMO_PASSWORD }).expect(401);
    expect(wrongPassword.body).toMatchObject({ message: INVALID_CREDENTIALS });
    expect(unknownEmail.body).toMatchObject({ message: INVALID_CREDENTIALS });
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a malformed e-mail and an empty password with field errors', async () => {
    const response = await t.request.post('/api/auth/login').send({ email: 'not-an-email', password: '' }).expect(400);
    expect(response.body.errors).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    await t.request.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
  });

  it('keeps the session across requests and answers the session user', async () => {
    const agent = await t.agent('client');
    const response = await agent.get('/api/auth/user').expect(200);
    expect(response.body.user).toMatchObject({ email: demoEmails.client });
    expect(response.body.user.roles.map((role: { name: string }) => role.name)).toEqual(['client']);
  });

  it('answers 401 for the session user without a session', async () => {
    const response = await t.request.get('/api/auth/user').expect(401);
    expect(response.body).toMatchObject({ message: 'Unauthorized' });
  });

  it('issues a new session id at every sign-in', async () => {
    const agent = t.request;
    const first = await agent.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD });
    const firstCookie = first.headers['set-cookie'][0].split(';')[0];
    const second = await checkedRequest(t.app.express)
      .post('/api/auth/login')
      .set('Cookie', firstCookie)
      .send({ email: demoEmails.client, password: DEMO_PASSWORD })
      .expect(200);
    expect(second.headers['set-cookie'][0].split(';')[0]).not.toEqual(firstCookie);
  });

  it('invalidates the session at logout, server-side', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: demoEmails.client, password: DEMO_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    await checkedRequest(t.app.express).get('/api/auth/user').set('Cookie', cookie).expect(200);
    const logout = await checkedRequest(t.app.express).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(logout.headers['clear-site-data']).toBe('"cache", "storage"');
    expect(logout.body).toMatchObject({ message: 'Logged out successfully' });
    // Replaying the old cookie must not bring the session back.
    await checkedRequest(t.app.express).get('/api/auth/user').set('Cookie', cookie).expect(401);
    const sid = decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
    expect(await t.database.dataSource.getRepository(Session).findOneBy({ sid })).toBeNull();
  });

  it('signs in, answers me and signs out through GraphQL', async () => {
    const agent = checkedAgent(t.app.express);
    expect((await graphql(agent, ME).expect(200)).body.data.me).toBeNull();
    const login = await graphql(agent, 'mutation ($input: LoginInput!) { login(input: $input) { user { email roleNames } nextStep } }', {
      input: { email: demoEmails.advisor, password: DEMO_PASSWORD },
    }).expect(200);
    expect(login.body.data.login).toEqual({ user: { email: demoEmails.advisor, roleNames: ['ADVISOR'] }, nextStep: null });
    const me = await graphql(agent, ME).expect(200);
    expect(me.body.data.me).toMatchObject({ email: demoEmails.advisor, roles: [expect.objectContaining({ name: 'advisor' })] });
    expect((await graphql(agent, 'mutation { logout }').expect(200)).body.data.logout).toBe(true);
    expect((await graphql(agent, ME).expect(200)).body.data.me).toBeNull();
  });

  it('reports wrong credentials in GraphQL as UNAUTHENTICATED with the same message', async () => {
    const response = await graphql(
      t.request,
      'mutation { login(input: { email: "admin@example.com", password: "nope" }) { user { id } } }',
    );
    expect(response.body.errors[0]).toMatchObject({ message: INVALID_CREDENTIALS, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reports invalid login input in GraphQL as BAD_USER_INPUT naming the field', async () => {
    const response = await graphql(t.request, 'mutation { login(input: { email: "nope", password: "x" }) { user { id } } }');
    expect(response.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'email', message: 'Please enter a valid email address' }],
      requestId: expect.any(String),
    });
  });

  it('keeps a session valid across a server restart', async () => {
    const login = await t.request.post('/api/auth/login').send({ email: demoEmails.admin, password: DEMO_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    // A new app on its own connection to the same database stands in for the restarted process.
    const dataSource = createDataSource({ url: t.database.url, dataDir: t.database.dataDir });
    await dataSource.initialize();
    const restarted = await createApp(testConfig(t.database.dataDir), dataSource);
    try {
      const response = await checkedRequest(restarted.express).get('/api/auth/user').set('Cookie', cookie).expect(200);
      expect(response.body.user.email).toBe(demoEmails.admin);
    } finally {
      await restarted.close();
      await dataSource.destroy();
    }
  });

  it('records the sign-in time for the Active Users count', async () => {
    await t.request.post('/api/auth/login').send({ email: demoEmails.advisor, password: DEMO_PASSWORD }).expect(200);
    const [row] = await t.database.dataSource.query(`SELECT lastLoginAt FROM users WHERE email = 'advisor@example.com'`);
    expect(new Date(row.lastLoginAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
