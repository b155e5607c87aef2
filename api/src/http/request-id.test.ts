import { Writable } from 'node:stream';
import pino from 'pino';
import { checkedRequest } from '../test/checked-requests';
import { createApp, type App } from '../composition/app';
import { seedDatabase } from '../demo';
import { createTestDatabase, testDatabaseTargets, type TestDatabase } from '../test/database';
import { testConfig } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  level: number;
  requestId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { message?: string };
}

/** A logger that keeps every line it writes, parsed. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const validContact = {
  type: 'get_in_touch',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.com',
  phone: '0821234567',
  service: 'Tax',
  message: 'Please call me about my return.',
  consent: true,
  website: '',
};

describe.each(testDatabaseTargets)('request ids ($name)', (target) => {
  let database: TestDatabase;
  let app: App;
  let trusting: App;
  const logs = capturingLogger();

  // Migrating and seeding a MariaDB schema can take a while on a busy machine.
  beforeAll(async () => {
    database = await createTestDatabase(target);
    await seedDatabase(database.dataSource, { demo: true });
    app = await createApp(testConfig(database.dataDir), database.dataSource, { logger: logs.logger });
    trusting = await createApp(testConfig(database.dataDir, { TRUST_PROXY: '1' }), database.dataSource);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([app.close(), trusting.close()]);
    await database.drop();
  });
  afterEach(() => jest.restoreAllMocks());

  it('gives every response its own generated X-Request-Id', async () => {
    const first = await checkedRequest(app.express).get('/api/auth/user').expect(401);
    const second = await checkedRequest(app.express).get('/api/no-such-endpoint').expect(404);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it("ignores the caller's X-Request-Id unless TRUST_PROXY is set", async () => {
    const response = await checkedRequest(app.express).get('/api/no-such-endpoint').set('X-Request-Id', 'proxy-7f3a-0001').expect(404);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps the proxy's X-Request-Id behind a trusted proxy", async () => {
    for (const id of ['proxy-7f3a-0001', 'c0ffee00-1234-4abc-8def-0123456789ab', 'Root=1-67891233-abcdef012345678912345678']) {
      const response = await checkedRequest(trusting.express).get('/api/no-such-endpoint').set('X-Request-Id', id).expect(404);
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces a malformed proxy X-Request-Id with one of its own, even behind a trusted proxy', async () => {
    for (const id of ['short', 'x'.repeat(129), 'has spaces in it', '<script>alert(1)</script>', 'line\tbreak-attempt']) {
      const response = await checkedRequest(trusting.express).get('/api/no-such-endpoint').set('X-Request-Id', id).expect(404);
      expect(response.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the request id in the extensions of every GraphQL error', async () => {
    const response = await checkedRequest(app.express)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'query SecretList { documents { totalCount } }' })
      .expect(200);
    expect(response.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: response.headers['x-request-id'] });
    expect(response.headers['x-request-id']).toMatch(UUID);

    const refused = await checkedRequest(app.express)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({ query: 'query Broken { nope }' })
      .expect(400);
    expect(refused.body.errors[0].extensions.requestId).toBe(refused.headers['x-request-id']);
  });

  it('answers an unexpected REST failure with the id in the body, and logs it under that id', async () => {
    jest.spyOn(app.services.contact, 'submit').mockRejectedValueOnce(new Error('disk on fire'));
    const response = await checkedRequest(app.express).post('/api/contact').send(validContact).expect(500);
    const requestId = response.headers['x-request-id'];
    expect(response.body).toMatchObject({ message: 'Internal server error', requestId });

    const failure = logs.lines.find((line) => line.msg === 'Unexpected error in a REST route' && line.requestId === requestId);
    expect(failure).toMatchObject({ level: 50, err: { message: 'disk on fire' } });
    // The request's own completion line (http/request-log.ts) carries it too.
    const answered = logs.lines.find((line) => line.msg === 'request errored' && line.requestId === requestId);
    expect(answered).toMatchObject({ level: 50, req: { method: 'POST', url: '/api/contact' }, res: { statusCode: 500 } });
  });

  it('answers an unexpected GraphQL failure with the id in extensions, and logs it under that id', async () => {
    jest.spyOn(app.services.contact, 'submit').mockRejectedValueOnce(new Error('database went away'));
    const response = await checkedRequest(app.express)
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .send({
        query: 'mutation Send($input: ContactSubmissionInput!) { submitContact(input: $input) { message } }',
        // GraphQL names the form and the service as its enums do.
        variables: { input: { ...validContact, type: 'GET_IN_TOUCH', service: 'TAXATION' } },
      })
      .expect(200);
    const requestId = response.headers['x-request-id'];
    expect(response.body.errors[0]).toMatchObject({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
    expect(JSON.stringify(response.body)).not.toContain('database went away');
    const failure = logs.lines.find((line) => line.msg === 'Unexpected error in a GraphQL resolver' && line.requestId === requestId);
    expect(failure).toMatchObject({ level: 50, err: { message: 'database went away' } });
  });
});
