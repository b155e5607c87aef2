import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkedRequest } from '../test/checked-requests';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import type TestAgent from 'supertest/lib/agent';
import { createApp, type App } from '../composition/app';
import { seedDatabase } from '../demo';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { databaseOutage, type DatabaseOutage } from '../test/database-outage';
import { DEMO_PASSWORD, testConfig } from '../test/test-app';
import { BRIEFLY_UNAVAILABLE } from '../shared/errors';

const enquiry = (email: string) => ({
  type: 'get_in_touch',
  firstName: 'Naledi',
  lastName: 'Mokoena',
  email,
  message: 'Is anyone there? Our VAT201 is due.',
  consent: true,
});

const SUBMIT = 'mutation ($input: ContactSubmissionInput!) { submitContact(input: $input) { message } }';

describe.each(testDatabaseTargets)('answers while the database is unreachable ($name)', (target) => {
  let database: TestDatabase;
  let outage: DatabaseOutage;
  let app: App;
  let request: TestAgent;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    const config = testConfig(database.dataDir, { CONTACT_SUBMISSIONS_PER_HOUR: '100' });
    await seedDatabase(database.dataSource, { demo: true, twoStepKey: config.twoStepKey });
    outage = await databaseOutage(database);
    app = await createApp(config, outage.dataSource);
    request = checkedRequest(app.express);
    const login = await request.post('/api/auth/login').send({ email: 'client@example.com', password: DEMO_PASSWORD }).expect(200);
    cookie = login.headers['set-cookie'][0].split(';')[0];
    await outage.begin();
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await outage.close();
    await database.drop();
  });

  const expectUnavailableBody = (body: unknown) => {
    expect(body).toMatchObject({ message: BRIEFLY_UNAVAILABLE });
    expect(JSON.stringify(body)).not.toMatch(/ECONN|SQLITE|stack|at \//);
  };

  it('answers a contact submission with 503, Retry-After and the usual error body', async () => {
    const response = await request.post('/api/contact').send(enquiry('outage@example.com')).expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expectUnavailableBody(response.body);
  });

  it('answers a signed-in REST read with 503, not 500', async () => {
    const response = await request.get('/api/documents').set('Cookie', cookie).expect(503);
    expect(response.headers['retry-after']).toBe('5');
    expectUnavailableBody(response.body);
  });

  it('answers GraphQL with SERVICE_UNAVAILABLE and HTTP 503 when nothing could run', async () => {
    const submitted = await request
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: SUBMIT, variables: { input: { ...enquiry('graph-outage@example.com'), type: 'GET_IN_TOUCH' } } });
    expect(submitted.status).toBe(503);
    expect(submitted.headers['retry-after']).toBe('5');
    expect(submitted.body.errors).toEqual([
      expect.objectContaining({
        message: BRIEFLY_UNAVAILABLE,
        extensions: { code: 'SERVICE_UNAVAILABLE', requestId: submitted.headers['x-request-id'] },
      }),
    ]);
    expect(submitted.body.data).toBeNull();

    // Signed in: the session's own read fails first, before Apollo; the same answer.
    const signedIn = await request
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Cookie', cookie)
      .send({ query: '{ me { email } }' });
    expect(signedIn.status).toBe(503);
    expect(signedIn.headers['retry-after']).toBe('5');
    expectUnavailableBody(signedIn.body);
  });

  it('answers a signed-in page with a plain 503 and keeps health as it is', async () => {
    const page = await request.get('/portal').set('Cookie', cookie).expect(503);
    expect(page.text).toBe(BRIEFLY_UNAVAILABLE);
    await request.get('/healthz').expect(200, { status: 'ok' });
    const ready = await request.get('/readyz').expect(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('answers a subscription with SERVICE_UNAVAILABLE rather than dropping the socket or signing out', async () => {
    const server = http.createServer(app.express);
    app.attachSubscriptions(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = createClient({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
    });
    try {
      const refusal = await new Promise((resolve, reject) =>
        client.subscribe(
          { query: 'subscription { notificationAdded { id } }' },
          { next: reject, error: resolve, complete: () => reject(new Error('completed without an answer')) },
        ),
      );
      expect(refusal).toEqual([expect.objectContaining({ message: BRIEFLY_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } })]);
    } finally {
      await client.dispose();
      await app.closeSubscriptions();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('recovers by itself once the database is back, the session included', async () => {
    await outage.end();
    await request.get('/readyz').expect(200);
    await request.post('/api/contact').send(enquiry('after-outage@example.com')).expect(201);
    await request.get('/api/auth/user').set('Cookie', cookie).expect(200);
    const stored = await outage.dataSource.query(
      "SELECT email FROM contact_submissions WHERE email IN ('outage@example.com', 'graph-outage@example.com', 'after-outage@example.com')",
    );
    // Nothing refused was stored; the one acknowledged was.
    expect(stored).toEqual([{ email: 'after-outage@example.com' }]);
  });
});
