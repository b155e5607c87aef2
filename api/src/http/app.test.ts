import { checkedRequest } from '../test/checked-requests';
import { createApp } from '../composition/app';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { testConfig } from '../test/test-app';
import { User } from '../accounts/user.entity';
import { hashPassword } from '../auth/password';

describe.each(testDatabaseTargets)('the process contract ($name)', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(() => database.drop());

  it('answers liveness and readiness while the database answers', async () => {
    const app = await createApp(testConfig(database.dataDir), database.dataSource);
    await checkedRequest(app.express).get('/healthz').expect(200, { status: 'ok' });
    await checkedRequest(app.express).get('/readyz').expect(200);
    await app.close();
  });

  it('answers health probes before the request pipeline, and still closes connections while draining', async () => {
    const app = await createApp(testConfig(database.dataDir), database.dataSource);
    // A load balancer's probe gets no request id or security headers: those are for the requests
    // the probe keeps coming.
    const probe = await checkedRequest(app.express).get('/healthz').expect(200, { status: 'ok' });
    expect(probe.headers['x-request-id']).toBeUndefined();
    expect(probe.headers['content-security-policy']).toBeUndefined();
    const page = await checkedRequest(app.express).get('/api/no-such-endpoint').expect(404);
    expect(page.headers['x-request-id']).toBeDefined();
    expect(page.headers['content-security-policy']).toBeDefined();
    app.beginDraining();
    const draining = await checkedRequest(app.express).get('/readyz').expect(503);
    expect(draining.headers.connection).toBe('close');
    expect(draining.body).toMatchObject({ status: 'unavailable', shuttingDown: true });
    await app.close();
  });

  it('answers unknown /api paths with a JSON 404, not the site', async () => {
    const app = await createApp(testConfig(database.dataDir), database.dataSource);
    const response = await checkedRequest(app.express).get('/api/no-such-endpoint').expect(404);
    expect(response.type).toBe('application/problem+json');
    expect(response.body).toMatchObject({ message: 'Not found' });
    await app.close();
  });

  it('sets the Secure cookie behind a TLS-terminating proxy in production', async () => {
    const app = await createApp(testConfig(database.dataDir, { NODE_ENV: 'production', TRUST_PROXY: '1' }), database.dataSource);
    const users = database.dataSource.getRepository(User);
    await users.save(
      users.create({ email: 'proxy@example.com', firstName: 'Proxy', lastName: 'User', passwordHash: await hashPassword('Proxy@12345') }),
    );
    const response = await checkedRequest(app.express)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'proxy@example.com', password: 'Proxy@12345' })
      .expect(200);
    expect(response.headers['set-cookie'][0]).toMatch(/; Secure/i);
    await app.close();
  });
});

describe('readiness without a database', () => {
  it('answers 503 once the database is gone', async () => {
    const database = await createTestDatabase({});
    const app = await createApp(testConfig(database.dataDir), database.dataSource);
    await database.dataSource.destroy();
    await checkedRequest(app.express).get('/readyz').expect(503);
    await checkedRequest(app.express).get('/healthz').expect(200);
    await app.close();
    await database.drop();
  });
});
